import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { spreadsheetFileDescription } from '../spreadsheet-file.description.js';
import { readSpreadsheets, writeSpreadsheet } from '../spreadsheet-file.operations.js';

/** Spreadsheet File 1: reads files of any spreadsheet format (found from the file), writes one format. */
export class SpreadsheetFileV1 implements INodeType {
  description: INodeTypeDescription = spreadsheetFileDescription(1);

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'fromFile') as string;
    return [operation === 'toFile' ? await writeSpreadsheet(this, items) : await readSpreadsheets(this, items)];
  }
}
