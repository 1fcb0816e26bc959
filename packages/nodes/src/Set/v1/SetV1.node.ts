import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeParameters, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { setPath } from '@weft/workflow';
import { setV1Description } from './set-v1.description.js';

type ValueKind = 'boolean' | 'number' | 'string';

/** Set 1 and 2: writes typed values into each item, optionally dropping every other field. */
export class SetV1 implements INodeType {
  description: INodeTypeDescription = setV1Description;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    // Version 1 and 2 also produce an item when nothing came in.
    if (items.length === 0) items.push({ json: {} });
    const output: INodeExecutionData[] = [];
    for (const [itemIndex, item] of items.entries()) {
      const keepOnlySet = this.getNodeParameter('keepOnlySet', itemIndex, false) as boolean;
      const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
      const newItem: INodeExecutionData = { json: {}, pairedItem: { item: itemIndex } };
      if (!keepOnlySet) {
        if (item.binary !== undefined) newItem.binary = { ...item.binary };
        newItem.json = structuredClone(item.json);
      }
      const write = (name: string, value: unknown) => {
        if (options.dotNotation === false) newItem.json[name] = value as IDataObject[string];
        else setPath(newItem.json, name, value);
      };
      // Booleans first, then numbers, then text: the order fields appear in the output.
      const kinds: ValueKind[] = ['boolean', 'number', 'string'];
      for (const kind of kinds) {
        const entries = this.getNodeParameter(`values.${kind}`, itemIndex, []) as INodeParameters[];
        for (const entry of entries) {
          const name = String(entry.name ?? '');
          write(name, kind === 'boolean' ? Boolean(entry.value) : entry.value);
        }
      }
      output.push(newItem);
    }
    return [output];
  }
}
