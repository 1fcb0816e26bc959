import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { moveBinaryDataDescription } from './move-binary-data.description.js';
import type { MoveBinaryOptions } from './move-binary-data.convert.js';
import { binaryToJson, jsonToBinary } from './move-binary-data.convert.js';

/**
 * `n8n-nodes-base.moveBinaryData` 1 and 1.1 (hidden in n8n, kept so old workflows run): moves a file
 * into the item's JSON or the JSON into a file. Items without the source field are left out, as in n8n.
 */
export class MoveBinaryData implements INodeType {
  description: INodeTypeDescription = moveBinaryDataDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const mode = this.getNodeParameter('mode', 0, 'binaryToJson') as string;
    if (mode !== 'binaryToJson' && mode !== 'jsonToBinary') {
      throw new NodeOperationError(this.getNode(), `The mode "${mode}" is not known`, { description: 'Choose "Binary to JSON" or "JSON to Binary".' });
    }
    const convert = mode === 'binaryToJson' ? binaryToJson : jsonToBinary;
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const options = this.getNodeParameter('options', itemIndex, {}) as MoveBinaryOptions;
      const converted = await convert(this, items[itemIndex] as INodeExecutionData, itemIndex, options);
      if (converted) output.push(converted);
    }
    return [output];
  }
}
