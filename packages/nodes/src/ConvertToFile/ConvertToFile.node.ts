import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { convertToFileDescription } from './convert-to-file.description.js';
import { convertToBinary, convertToJson, convertToSpreadsheet, convertToText } from './convert-operations.js';
import { convertToIcal } from './ical.operation.js';
import type { SpreadsheetFormat } from './spreadsheet-writer.js';
import { SPREADSHEET_FORMATS } from './spreadsheet-writer.js';

/** `n8n-nodes-base.convertToFile` 1 and 1.1: item data into files (spreadsheets, JSON, text, base64, ICS). */
export class ConvertToFile implements INodeType {
  description: INodeTypeDescription = convertToFileDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'csv') as string;
    if ((SPREADSHEET_FORMATS as readonly string[]).includes(operation)) {
      return [await convertToSpreadsheet(this, items, operation as SpreadsheetFormat)];
    }
    switch (operation) {
      case 'toJson': return [await convertToJson(this, items)];
      case 'toText': return [await convertToText(this, items)];
      case 'toBinary': return [await convertToBinary(this, items)];
      case 'iCal': return [await convertToIcal(this, items)];
      default:
        throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`, {
          description: 'Choose an operation from the list.',
        });
    }
  }
}
