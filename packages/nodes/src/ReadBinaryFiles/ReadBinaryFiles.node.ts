import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IPairedItemData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { readFileAsBinary, selectedFiles } from '../ReadWriteFile/read-write-file.operations.js';

/**
 * `n8n-nodes-base.readBinaryFiles` 1 (hidden in n8n, kept so old workflows run): one item per file the
 * pattern finds in the folder for files. It runs once, whatever the number of input items.
 */
export class ReadBinaryFiles implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Read Binary Files',
    name: 'n8n-nodes-base.readBinaryFiles',
    icon: 'file:read-binary-files.svg',
    hidden: true,
    group: ['input'],
    version: 1,
    description: 'Reads the files matching a pattern from the server\'s folder for files (replaced by Read/Write Files from Disk)',
    defaults: { name: 'Read Binary Files' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Files'] } },
    properties: [
      {
        displayName: 'File Selector', name: 'fileSelector', type: 'string', default: '', required: true, placeholder: 'e.g. images/*.jpg',
        description: 'A pattern: * any characters in a name, ** any folders, ? one character, [abc] one of a set',
      },
      {
        displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
        description: 'The binary field of each output item to put its file in',
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const selector = String(this.getNodeParameter('fileSelector', 0, '') ?? '').trim();
    if (!selector) throw new NodeOperationError(this.getNode(), 'No file pattern was given', { description: 'Fill in "File Selector".' });
    const field = String(this.getNodeParameter('dataPropertyName', 0, 'data') || 'data');
    // Every file comes from all input items together, as in n8n.
    const pairedItem: IPairedItemData[] = this.getInputData().map((_item, item) => ({ item }));
    const output: INodeExecutionData[] = [];
    for (const path of await selectedFiles(this, selector, 0, { missingIsEmpty: true })) {
      output.push({ json: {}, binary: { [field]: await readFileAsBinary(this, path, 0) }, pairedItem });
    }
    return [output];
  }
}
