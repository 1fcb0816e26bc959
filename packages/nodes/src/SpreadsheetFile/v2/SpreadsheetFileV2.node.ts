import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { spreadsheetFileDescription } from '../spreadsheet-file.description.js';
import { readSpreadsheets, writeSpreadsheet } from '../spreadsheet-file.operations.js';

/** Spreadsheet File 2: as version 1, and the format to read can be chosen. */
export class SpreadsheetFileV2 implements INodeType {
  description: INodeTypeDescription = spreadsheetFileDescription(2);

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'fromFile') as string;
    return [operation === 'toFile' ? await writeSpreadsheet(this, items) : await readSpreadsheets(this, items)];
  }
}
