import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { readWriteFileDescription } from './read-write-file.description.js';
import { readFiles, writeFiles } from './read-write-file.operations.js';

/**
 * `n8n-nodes-base.readWriteFile` 1: reads and writes files on the server, only inside the folder the
 * instance allows (the engine's file-system helpers refuse everything else, links included).
 */
export class ReadWriteFile implements INodeType {
  description: INodeTypeDescription = readWriteFileDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'read') as string;
    return [operation === 'write' ? await writeFiles(this, items) : await readFiles(this, items)];
  }
}
