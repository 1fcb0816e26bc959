import type {
  IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mergeDescription } from '../merge.base-description.js';
import type { ByFieldsSettings } from '../modes/combine-modes.js';
import { appendInputs, combineAll, combineByFields, combineByPosition, sameFields } from '../modes/combine-modes.js';
import type { FieldPair } from '../modes/match-fields.js';
import type { ClashOptions } from '../modes/merge-items.js';
import { passItem, sourced } from '../modes/merge-items.js';
import { readInputs } from '../modes/read-inputs.js';
import { MERGE_V3_INPUTS, mergeV3Properties } from './merge-v3.description.js';

interface V3Options {
  clashHandling?: { values?: ClashOptions };
  disableDotNotation?: boolean;
  fuzzyCompare?: boolean;
  includeUnpaired?: boolean;
  multipleMatches?: 'all' | 'first';
}

function inputCount(context: ILoadOptionsFunctions): number {
  return Number(context.getCurrentNodeParameter('numberInputs') ?? 2) || 2;
}

/** Merge 3 to 3.2. */
export class MergeV3 implements INodeType {
  description: INodeTypeDescription = mergeDescription({ version: [3, 3.1, 3.2], inputs: MERGE_V3_INPUTS, properties: mergeV3Properties });

  methods = {
    loadOptions: {
      async getResolveClashOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const count = inputCount(this);
        return [
          { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
          ...Array.from({ length: count }, (_, index) => ({ name: `Prefer Input ${index + 1} Version`, value: `preferInput${index + 1}` })),
          { name: 'Prefer Last Input Version', value: 'preferLast' },
        ];
      },
      async getInputs(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return Array.from({ length: inputCount(this) }, (_, index) => ({ name: `Input ${index + 1}`, value: index + 1 }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const mode = this.getNodeParameter('mode', 0) as string;
    const count = Number(this.getNodeParameter('numberInputs', 0, 2)) || 2;
    const options = this.getNodeParameter('options', 0, {}) as V3Options;
    const clash = options.clashHandling?.values ?? {};
    if (mode === 'append') return [appendInputs(readInputs(this, count))];
    if (mode === 'chooseBranch') {
      if (this.getNodeParameter('output', 0, 'specifiedInput') === 'empty') return [[{ json: {} }]];
      const chosen = Number(this.getNodeParameter('useDataOfInput', 0, 1)) - 1;
      return [sourced(readInputs(this, count)[chosen] ?? [], chosen).map(passItem)];
    }
    if (mode === 'combineBySql') {
      throw new NodeOperationError(this.getNode(), 'The SQL Query mode is not supported yet', {
        description: 'Use "Combine" by matching fields or by position instead.',
      });
    }
    const combineBy = this.getNodeParameter('combineBy', 0) as string;
    if (combineBy === 'combineByPosition') {
      // Without the option, the later input wins clashes (n8n documents Input 2 as preferred).
      return [combineByPosition(readInputs(this, count), clash, options.includeUnpaired === true)];
    }
    const [input1 = [], input2 = []] = readInputs(this, 2);
    if (combineBy === 'combineAll') return [combineAll(input1, input2, clash)];
    const fields: FieldPair[] = this.getNodeParameter('advanced', 0, false)
      ? (this.getNodeParameter('mergeByFields.values', 0, []) as FieldPair[])
      : sameFields(String(this.getNodeParameter('fieldsToMatchString', 0, '')));
    if (fields.length === 0 || fields.some((pair) => !pair.field1 || !pair.field2)) {
      throw new NodeOperationError(this.getNode(), 'No fields to match are given', { description: 'Name the fields whose values must be equal.' });
    }
    const joinMode = this.getNodeParameter('joinMode', 0, 'keepMatches') as ByFieldsSettings['joinMode'];
    return [combineByFields(input1, input2, {
      fields, joinMode, clash,
      outputDataFrom: this.getNodeParameter('outputDataFrom', 0, 'both') as ByFieldsSettings['outputDataFrom'],
      multipleMatches: options.multipleMatches ?? 'all',
      match: { fuzzyCompare: options.fuzzyCompare, disableDotNotation: options.disableDotNotation },
    })];
  }
}
