import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { readFileAsBinary } from '../ReadWriteFile/read-write-file.operations.js';

/**
 * `n8n-nodes-base.readBinaryFile` 1 (hidden in n8n, kept so old workflows run): adds one file from the
 * folder for files to each item, keeping the item's JSON and its other files.
 */
export class ReadBinaryFile implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Read Binary File',
    name: 'n8n-nodes-base.readBinaryFile',
    icon: 'file:read-binary-file.svg',
    hidden: true,
    group: ['input'],
    version: 1,
    description: 'Reads a file from the server\'s folder for files into each item (replaced by Read/Write Files from Disk)',
    defaults: { name: 'Read Binary File' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Files'] } },
    properties: [
      {
        displayName: 'File Path', name: 'filePath', type: 'string', default: '', required: true, placeholder: 'e.g. invoices/march.pdf',
        description: 'The file to read; a relative path is taken from the folder for files',
      },
      {
        displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
        description: 'The binary field of the item to put the file in',
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        const filePath = String(this.getNodeParameter('filePath', itemIndex, '') ?? '').trim();
        if (!filePath) throw new NodeOperationError(this.getNode(), 'No file to read was given', { itemIndex, description: 'Fill in "File Path".' });
        const field = String(this.getNodeParameter('dataPropertyName', itemIndex, 'data') || 'data');
        const binary = await readFileAsBinary(this, filePath, itemIndex);
        output.push({ json: item.json, binary: { ...(item.binary ?? {}), [field]: binary }, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message } as IDataObject, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
