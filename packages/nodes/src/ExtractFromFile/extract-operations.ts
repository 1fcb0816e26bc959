import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, setPath } from '@weft/workflow';
import { parseStringPromise } from 'xml2js';
import { errorItem, mapEachItem } from '../shared/item-loop.helper.js';
import { optionsReader, parameterReader } from '../shared/parameter-reader.helper.js';
import { CSV_ENCODINGS, decodeText, isKnownEncoding } from '../ConvertToFile/text-encoding.js';
import type { ReadCsvOptions, ReadSpreadsheetOptions } from './spreadsheet-reader.js';
import { csvToRows, SpreadsheetReadError, workbookToRows } from './spreadsheet-reader.js';

function csvOptionsOf(options: IDataObject): ReadCsvOptions {
  const skip = (options.skipRecordsWithErrors as IDataObject | undefined)?.value as IDataObject | undefined;
  return {
    headerRow: options.headerRow !== false,
    includeEmptyCells: options.includeEmptyCells === true,
    delimiter: typeof options.delimiter === 'string' ? options.delimiter : undefined,
    relaxQuotes: options.relaxQuotes === true,
    stripBOM: options.enableBOM === true,
    fromLine: typeof options.fromLine === 'number' ? options.fromLine : undefined,
    maxRowCount: typeof options.maxRowCount === 'number' ? options.maxRowCount : undefined,
    ...(skip ? { skipRecordsWithErrors: { enabled: skip.enabled === true, maxSkippedRecords: Number(skip.maxSkippedRecords ?? -1) } } : {}),
  };
}

function spreadsheetOptionsOf(options: IDataObject): ReadSpreadsheetOptions {
  return {
    headerRow: options.headerRow !== false,
    includeEmptyCells: options.includeEmptyCells === true,
    rawData: options.rawData === true,
    readAsString: options.readAsString === true,
    sheetName: typeof options.sheetName === 'string' ? options.sheetName : undefined,
    range: typeof options.range === 'string' || typeof options.range === 'number' ? options.range : undefined,
  };
}

/** A CSV file read by SheetJS, its values typed (Spreadsheet File 1, as n8n's reads CSV). */
export const SHEETJS_CSV = 'csv-sheetjs';

/** The rows of one file of `format` (csv, SHEETJS_CSV or a SheetJS format); errors name the item. */
async function rowsOfFile(context: IExecuteFunctions, bytes: Buffer, format: string, options: IDataObject, itemIndex: number): Promise<IDataObject[]> {
  try {
    if (format === 'csv') {
      const encoding = typeof options.encoding === 'string' && options.encoding ? options.encoding : 'utf-8';
      if (!CSV_ENCODINGS.includes(encoding)) throw new SpreadsheetReadError(`The encoding "${encoding}" is not supported for CSV files`, `Use one of ${CSV_ENCODINGS.join(', ')}.`);
      return csvToRows(bytes.toString(encoding as BufferEncoding), csvOptionsOf(options));
    }
    if (format === SHEETJS_CSV) return await workbookToRows(bytes, { ...spreadsheetOptionsOf(options), typedValues: true });
    return await workbookToRows(bytes, spreadsheetOptionsOf(options));
  } catch (error) {
    if (!(error instanceof SpreadsheetReadError)) throw error;
    throw new NodeOperationError(context.getNode(), error.message, { itemIndex, description: error.description ?? null });
  }
}

/**
 * CSV, HTML, RTF, ODS, XLS, XLSX: each row of each input file becomes an item (Extract from File, and
 * Spreadsheet File, whose format can differ per item).
 */
export async function extractTable(
  context: IExecuteFunctions, items: INodeExecutionData[], formatOf: (itemIndex: number, field: string) => string,
): Promise<INodeExecutionData[]> {
  const readOptions = optionsReader(context);
  const readField = parameterReader(context, 'binaryPropertyName', 'data');
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const field = readField(itemIndex);
      const format = formatOf(itemIndex, field);
      const bytes = Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field));
      for (const row of await rowsOfFile(context, bytes, format, readOptions(itemIndex), itemIndex)) {
        output.push({ json: row, pairedItem: { item: itemIndex } });
      }
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push(errorItem(error, itemIndex));
    }
  }
  return output;
}

async function parseContent(context: IExecuteFunctions, operation: string, bytes: Buffer, options: IDataObject, itemIndex: number): Promise<unknown> {
  if (operation === 'binaryToPropery') return bytes.toString('base64');
  const encoding = typeof options.encoding === 'string' && options.encoding ? options.encoding : 'utf8';
  if (!isKnownEncoding(encoding)) {
    throw new NodeOperationError(context.getNode(), `The encoding "${encoding}" is not supported`, { itemIndex, description: 'Choose an encoding from the list, such as utf8.' });
  }
  const text = decodeText(bytes, encoding, options.stripBOM !== false);
  if (operation === 'text') return text;
  if (operation === 'fromJson') {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The file is not valid JSON: ${(error as Error).message}`, {
        itemIndex, description: 'Use "Extract From Text File" to read it as text instead.',
      });
    }
  }
  try {
    return await parseStringPromise(text, { explicitArray: false }) as unknown;
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The file is not valid XML: ${(error as Error).message.split('\n')[0]}`, { itemIndex });
  }
}

/** JSON, text, XML and base64: the file's content goes into one field of the item. */
export function extractToField(context: IExecuteFunctions, items: INodeExecutionData[], operation: string): Promise<INodeExecutionData[]> {
  const readOptions = optionsReader(context);
  const readField = parameterReader(context, 'binaryPropertyName', 'data');
  const readDestination = parameterReader(context, 'destinationKey', 'data');
  return mapEachItem(context, items, async (item, itemIndex) => {
    const options = readOptions(itemIndex);
    const bytes = Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, readField(itemIndex)));
    const value = await parseContent(context, operation, bytes, options, itemIndex);
    const destination = readDestination(itemIndex);
    // A top-level field needs only a shallow copy; a nested one would change objects the input shares.
    const output = outputKeepingSource(item, itemIndex, options, /[.[]/.test(destination));
    setPath(output.json, destination, value);
    return output;
  });
}

/**
 * The start of an output item: the input's fields ('json', the default), its files ('binary') or both,
 * as the Keep Source option says. `deep` copies the fields for callers that write into nested objects.
 */
export function outputKeepingSource(item: INodeExecutionData, itemIndex: number, options: IDataObject, deep = false): INodeExecutionData {
  const keep = typeof options.keepSource === 'string' ? options.keepSource : 'json';
  const json: IDataObject = keep === 'binary' ? {} : deep ? structuredClone(item.json) : { ...item.json };
  const output: INodeExecutionData = { json, pairedItem: { item: itemIndex } };
  if (keep !== 'json' && item.binary) output.binary = item.binary;
  return output;
}

/** Formats nodes.json lists that Weft cannot read yet. */
export function notSupported(context: IExecuteFunctions, what: string): never {
  throw new NodeOperationError(context.getNode(), `Extracting from ${what} files is not supported yet`, {
    description: 'Weft cannot read this format yet. Use "Extract From Text File" to get the raw text, or another node that reads it.',
  });
}
