import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { itemsToSpreadsheetFile } from '../ConvertToFile/convert-operations.js';
import { parameterReader } from '../shared/parameter-reader.helper.js';
import { SPREADSHEET_FORMATS } from '../ConvertToFile/spreadsheet-writer.js';
import type { SpreadsheetFormat } from '../ConvertToFile/spreadsheet-writer.js';
import { extractTable, SHEETJS_CSV } from '../ExtractFromFile/extract-operations.js';

/**
 * CSV is read by Weft's own reader, as text; in version 1 by SheetJS, its values typed (numbers, booleans,
 * dates), as n8n's Spreadsheet File 1 reads it. Every other format (and an undetected one) by SheetJS.
 */
function formatOf(context: IExecuteFunctions, chosen: string, itemIndex: number, field: string): string {
  if (chosen !== 'autodetect') return chosen;
  const binary = context.helpers.assertBinaryData(itemIndex, field);
  const csv = binary.fileExtension?.toLowerCase() === 'csv' || binary.mimeType === 'text/csv';
  if (!csv) return 'autodetect';
  return context.getNode().typeVersion >= 2 ? 'csv' : SHEETJS_CSV;
}

/** Read From File: each row of each input file becomes an item. */
export async function readSpreadsheets(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const readChosen = context.getNode().typeVersion >= 2 ? parameterReader(context, 'fileFormat', 'autodetect') : () => 'autodetect';
  return extractTable(context, items, (itemIndex, field) => formatOf(context, readChosen(itemIndex), itemIndex, field));
}

/** Write to File: all items as one spreadsheet file. */
export async function writeSpreadsheet(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  if (items.length === 0) return [];
  const format = context.getNodeParameter('fileFormat', 0, 'xls') as string;
  if (!(SPREADSHEET_FORMATS as readonly string[]).includes(format)) {
    throw new NodeOperationError(context.getNode(), `The file format "${format}" is not known`, { description: `Choose one of ${SPREADSHEET_FORMATS.join(', ')}.` });
  }
  return [await itemsToSpreadsheetFile(context, items, format as SpreadsheetFormat, 'spreadsheet')];
}
