import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mergeDescription } from '../merge.base-description.js';
import type { ByFieldsSettings } from '../modes/combine-modes.js';
import { appendInputs, combineAll, combineByFields, combineByPosition } from '../modes/combine-modes.js';
import type { FieldPair } from '../modes/match-fields.js';
import type { ClashOptions } from '../modes/merge-items.js';
import { passItem, sourced } from '../modes/merge-items.js';
import { readInputs } from '../modes/read-inputs.js';
import { mergeV2Properties } from './merge-v2.description.js';

interface V2Options {
  clashHandling?: { values?: ClashOptions };
  disableDotNotation?: boolean;
  fuzzyCompare?: boolean;
  includeUnpaired?: boolean;
  multipleMatches?: 'all' | 'first';
}

/** Merge 2 and 2.1: two inputs. */
export class MergeV2 implements INodeType {
  description: INodeTypeDescription = mergeDescription({ version: [2, 2.1], inputs: ['main', 'main'], properties: mergeV2Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const mode = this.getNodeParameter('mode', 0) as string;
    const [input1 = [], input2 = []] = readInputs(this, 2);
    if (mode === 'append') return [appendInputs([input1, input2])];
    if (mode === 'chooseBranch') {
      const output = this.getNodeParameter('output', 0, 'input1') as string;
      if (output === 'empty') return [[{ json: {} }]];
      return [output === 'input2' ? sourced(input2, 1).map(passItem) : sourced(input1, 0).map(passItem)];
    }
    const options = this.getNodeParameter('options', 0, {}) as V2Options;
    const clash = options.clashHandling?.values ?? {};
    const combination = this.getNodeParameter('combinationMode', 0) as string;
    if (combination === 'mergeByPosition') return [combineByPosition([input1, input2], clash, options.includeUnpaired === true)];
    if (combination === 'multiplex') return [combineAll(input1, input2, clash)];
    const fields = this.getNodeParameter('mergeByFields.values', 0, []) as FieldPair[];
    if (fields.length === 0 || fields.some((pair) => !pair.field1 || !pair.field2)) {
      throw new NodeOperationError(this.getNode(), 'No fields to match are given', { description: 'Name the fields whose values must be equal.' });
    }
    return [combineByFields(input1, input2, {
      fields,
      joinMode: this.getNodeParameter('joinMode', 0, 'keepMatches') as ByFieldsSettings['joinMode'],
      outputDataFrom: this.getNodeParameter('outputDataFrom', 0, 'both') as ByFieldsSettings['outputDataFrom'],
      multipleMatches: options.multipleMatches ?? 'all',
      clash,
      match: { fuzzyCompare: options.fuzzyCompare, disableDotNotation: options.disableDotNotation },
    })];
  }
}
