import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { compressionDescription } from './compression.description.js';
import { compressItem, decompressItem, MAX_DECOMPRESSED_BYTES } from './compression.operations.js';

/** `n8n-nodes-base.compression` 1 and 1.1: zip and gzip, each item on its own. */
export class Compression implements INodeType {
  description: INodeTypeDescription = compressionDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0, 'decompress') as string;
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        output.push(operation === 'compress'
          ? await compressItem(this, item, itemIndex)
          : await decompressItem(this, item, itemIndex, MAX_DECOMPRESSED_BYTES));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
