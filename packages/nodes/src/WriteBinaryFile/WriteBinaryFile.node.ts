import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { writeFiles } from '../ReadWriteFile/read-write-file.operations.js';

/**
 * `n8n-nodes-base.writeBinaryFile` 1 (hidden in n8n, kept so old workflows run): writes each item's file
 * into the folder for files, the same way Read/Write Files from Disk writes (its parameters have the same names).
 */
export class WriteBinaryFile implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Write Binary File',
    name: 'n8n-nodes-base.writeBinaryFile',
    icon: 'file:write-binary-file.svg',
    hidden: true,
    group: ['output'],
    version: 1,
    description: 'Writes the file of each item into the server\'s folder for files (replaced by Read/Write Files from Disk)',
    defaults: { name: 'Write Binary File' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Files'] } },
    properties: [
      {
        displayName: 'File Name', name: 'fileName', type: 'string', default: '', required: true, placeholder: 'e.g. exports/report.csv',
        description: 'Where to write the file; a relative path is taken from the folder for files, missing folders are created',
      },
      {
        displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
        description: 'The binary field of the item holding the file to write',
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [
          { displayName: 'Append', name: 'append', type: 'boolean', default: false, description: 'Whether to add to the end of an existing file instead of replacing it' },
        ],
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [await writeFiles(this, this.getInputData(), { fileNameLabel: 'File Name' })];
  }
}
