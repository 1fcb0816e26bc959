import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mergeDescription } from '../merge.base-description.js';
import { readInputs } from '../modes/read-inputs.js';
import { mergeV1Properties } from './merge-v1.description.js';

function read(json: IDataObject, path: string): unknown {
  let current: unknown = json;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as IDataObject)[part];
  }
  return current;
}

const keyText = (value: unknown) => (value === undefined || value === null ? undefined : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Input 2's key field itself is never copied (only a top-level field named exactly as the key), as in n8n. */
function mergeFields(target: IDataObject, source: IDataObject, overwrite: string, sourceKey: string): IDataObject {
  const result: IDataObject = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (key === sourceKey) continue;
    const current = result[key];
    if (overwrite === 'always'
      || (overwrite === 'blank' && (current === undefined || current === null || current === ''))
      || (overwrite === 'undefined' && current === undefined)) {
      result[key] = value;
    }
  }
  return result;
}

/** Merge 1: the modes of n8n before 0.194, kept so that old workflows run. */
export class MergeV1 implements INodeType {
  description: INodeTypeDescription = mergeDescription({ version: 1, inputs: ['main', 'main'], properties: mergeV1Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const mode = this.getNodeParameter('mode', 0) as string;
    const [input1 = [], input2 = []] = readInputs(this, 2);
    const paired = (item: INodeExecutionData, index: number, input: number): INodeExecutionData => ({ ...item, pairedItem: { item: index, input } });
    switch (mode) {
      case 'append':
        return [[...input1.map((item, i) => paired(item, i, 0)), ...input2.map((item, i) => paired(item, i, 1))]];
      case 'passThrough': {
        const input2Chosen = this.getNodeParameter('output', 0, 'input1') === 'input2';
        return [(input2Chosen ? input2 : input1).map((item, i) => paired(item, i, input2Chosen ? 1 : 0))];
      }
      case 'wait':
        return [[{ json: {} }]];
      case 'multiplex':
        return [input1.flatMap((first, i) => input2.map((second, j) => ({
          json: { ...first.json, ...second.json }, pairedItem: [{ item: i, input: 0 }, { item: j, input: 1 }],
        })))];
      case 'mergeByIndex': {
        const join = this.getNodeParameter('join', 0, 'left') as string;
        const count = join === 'inner' ? Math.min(input1.length, input2.length) : join === 'outer' ? Math.max(input1.length, input2.length) : input1.length;
        return [Array.from({ length: count }, (_, i) => {
          const first = input1[i];
          const second = input2[i];
          if (first && second) return { json: { ...first.json, ...second.json }, pairedItem: [{ item: i, input: 0 }, { item: i, input: 1 }] };
          return first ? paired(first, i, 0) : paired(second as INodeExecutionData, i, 1);
        })];
      }
      case 'mergeByKey':
      case 'keepKeyMatches':
      case 'removeKeyMatches': {
        const key1 = String(this.getNodeParameter('propertyName1', 0, ''));
        const key2 = String(this.getNodeParameter('propertyName2', 0, ''));
        if (key1 === '' || key2 === '') {
          throw new NodeOperationError(this.getNode(), 'Both key properties must be given', { description: 'Name the field holding the key on each input.' });
        }
        // The last input 2 item with a key is the one used, as in n8n.
        const byKey = new Map<string, { item: INodeExecutionData; index: number }>();
        input2.forEach((item, index) => {
          const key = keyText(read(item.json, key2));
          if (key !== undefined) byKey.set(key, { item, index });
        });
        const matchOf = (item: INodeExecutionData) => {
          const key = keyText(read(item.json, key1));
          return key === undefined ? undefined : byKey.get(key);
        };
        if (mode === 'keepKeyMatches') return [input1.flatMap((item, i) => (matchOf(item) ? [paired(item, i, 0)] : []))];
        if (mode === 'removeKeyMatches') return [input1.flatMap((item, i) => (matchOf(item) ? [] : [paired(item, i, 0)]))];
        const overwrite = this.getNodeParameter('overwrite', 0, 'always') as string;
        return [input1.map((item, i) => {
          const match = matchOf(item);
          if (!match) return paired(item, i, 0);
          return { json: mergeFields(item.json, match.item.json, overwrite, key2), pairedItem: [{ item: i, input: 0 }, { item: match.index, input: 1 }] };
        })];
      }
      default:
        throw new NodeOperationError(this.getNode(), `Unknown merge mode "${mode}"`);
    }
  }
}
