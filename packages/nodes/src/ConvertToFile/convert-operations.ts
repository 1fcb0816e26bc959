import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { getPath, NodeOperationError } from '@weft/workflow';
import { optionsReader, parameterReader } from '../shared/parameter-reader.helper.js';
import type { SpreadsheetFormat, WriteSpreadsheetOptions } from './spreadsheet-writer.js';
import { SPREADSHEET_MIME_TYPES, writeSpreadsheet } from './spreadsheet-writer.js';
import { encodeText, isKnownEncoding } from './text-encoding.js';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { valueKind } from '../shared/value-kind.helper.js';

export interface SpreadsheetFileSettings extends WriteSpreadsheetOptions {
  format: SpreadsheetFormat;
  binaryPropertyName: string;
  fileName?: string;
}

/** All items as one spreadsheet file: one output item whose pairs are every input item. */
export async function itemsToSpreadsheetFile(
  context: IExecuteFunctions, items: INodeExecutionData[], format: SpreadsheetFormat, baseName: string, csvBOM = false,
): Promise<INodeExecutionData> {
  const settings = { ...spreadsheetFileSettings(context, format), csvBOM };
  const bytes = await writeSpreadsheet(items.map((item) => item.json), settings.format, settings);
  const fileName = settings.fileName || `${baseName}.${settings.format}`;
  const binary = await context.helpers.prepareBinaryData(bytes, fileName, SPREADSHEET_MIME_TYPES[settings.format]);
  return { json: {}, binary: { [settings.binaryPropertyName]: binary }, pairedItem: items.map((_, item) => ({ item })) };
}

/** The output field and spreadsheet options, read once for all items (Convert to File, Spreadsheet File). */
function spreadsheetFileSettings(context: IExecuteFunctions, format: SpreadsheetFormat): SpreadsheetFileSettings {
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  return {
    format,
    binaryPropertyName: context.getNodeParameter('binaryPropertyName', 0, 'data') as string,
    headerRow: options.headerRow !== false,
    sheetName: typeof options.sheetName === 'string' ? options.sheetName : undefined,
    compression: options.compression === true,
    delimiter: typeof options.delimiter === 'string' ? options.delimiter : undefined,
    fileName: typeof options.fileName === 'string' ? options.fileName : undefined,
  };
}

export async function convertToSpreadsheet(context: IExecuteFunctions, items: INodeExecutionData[], format: SpreadsheetFormat) {
  if (items.length === 0) return [];
  // n8n's Convert to File names the file "File.<format>" and writes CSV with a byte order mark.
  return [await itemsToSpreadsheetFile(context, items, format, 'File', true)];
}

function checkedEncoding(context: IExecuteFunctions, options: IDataObject, itemIndex: number): string {
  const encoding = typeof options.encoding === 'string' && options.encoding ? options.encoding : 'utf8';
  if (!isKnownEncoding(encoding)) {
    throw new NodeOperationError(context.getNode(), `The encoding "${encoding}" is not supported`, {
      itemIndex, description: 'Choose an encoding from the list, such as utf8.',
    });
  }
  return encoding;
}

const encodeOptions = (context: IExecuteFunctions, options: IDataObject, itemIndex: number) => {
  const encoding = checkedEncoding(context, options, itemIndex);
  return { encoding, addBOM: options.addBOM === true };
};

/** Convert to JSON: every item's JSON in one file (an array), or one file per item. */
export async function convertToJson(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  if (items.length === 0) return [];
  const mode = context.getNodeParameter('mode', 0, 'once') as string;
  const readOptions = optionsReader(context);
  const readField = parameterReader(context, 'binaryPropertyName', 'data');
  const write = async (value: unknown, itemIndex: number) => {
    const options = readOptions(itemIndex);
    const { encoding, addBOM } = encodeOptions(context, options, itemIndex);
    const text = JSON.stringify(value, null, options.format === true ? 2 : undefined);
    const fileName = (options.fileName as string | undefined) || 'file.json';
    return context.helpers.prepareBinaryData(encodeText(text, encoding, addBOM), fileName, 'application/json');
  };
  if (mode !== 'each') {
    const binary = await write(items.map((item) => item.json), 0);
    return [{ json: {}, binary: { [readField(0)]: binary }, pairedItem: items.map((_, item) => ({ item })) }];
  }
  return mapEachItem(context, items, async (item, itemIndex) => ({
    json: {}, binary: { [readField(itemIndex)]: await write(item.json, itemIndex) }, pairedItem: { item: itemIndex },
  }));
}

function sourceValue(context: IExecuteFunctions, item: INodeExecutionData, field: string, itemIndex: number): unknown {
  const value = getPath(item.json, field);
  if (value === undefined) {
    throw new NodeOperationError(context.getNode(), `The item has no field "${field}"`, {
      itemIndex, description: 'Check the name of the input field; use dot notation (a.b) for a nested field.',
    });
  }
  return value;
}

/** The per-item readers of the operations that write one field of each item into a file. */
function fieldToFileReaders(context: IExecuteFunctions) {
  const readSource = parameterReader(context, 'sourceProperty', '');
  return {
    readOptions: optionsReader(context),
    readField: parameterReader(context, 'binaryPropertyName', 'data'),
    sourceOf(item: INodeExecutionData, itemIndex: number): { field: string; value: unknown } {
      const field = readSource(itemIndex);
      return { field, value: sourceValue(context, item, field, itemIndex) };
    },
  };
}

/** Convert to Text File: the text of one field, in the chosen encoding. */
export async function convertToText(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const { readOptions, readField, sourceOf } = fieldToFileReaders(context);
  return mapEachItem(context, items, async (item, itemIndex) => {
    const { field, value } = sourceOf(item, itemIndex);
    if (typeof value === 'object' && value !== null) {
      throw new NodeOperationError(context.getNode(), `The field "${field}" holds ${valueKind(value)}, not text`, {
        itemIndex, description: 'Use "Convert to JSON" to write objects and arrays into a file.',
      });
    }
    const options = readOptions(itemIndex);
    const { encoding, addBOM } = encodeOptions(context, options, itemIndex);
    const fileName = (options.fileName as string | undefined) || 'file.txt';
    const binary = await context.helpers.prepareBinaryData(encodeText(String(value), encoding, addBOM), fileName, 'text/plain');
    return { json: {}, binary: { [readField(itemIndex)]: binary }, pairedItem: { item: itemIndex } };
  });
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,/;

/** Move Base64 String to File: the bytes of a base64 field (version 1 may also write plain text). */
export async function convertToBinary(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const version = context.getNode().typeVersion;
  const { readOptions, readField, sourceOf } = fieldToFileReaders(context);
  return mapEachItem(context, items, async (item, itemIndex) => {
    const { field, value } = sourceOf(item, itemIndex);
    if (typeof value !== 'string') {
      throw new NodeOperationError(context.getNode(), `The field "${field}" holds ${valueKind(value)}, not a base64 string`, {
        itemIndex, description: 'Point "Base64 Input Field" at a field holding a base64 encoded file.',
      });
    }
    const options = readOptions(itemIndex);
    const isBase64 = version > 1 || options.dataIsBase64 !== false;
    let bytes: Buffer;
    let mimeType = (options.mimeType as string | undefined) || undefined;
    if (isBase64) {
      const dataUrl = DATA_URL.exec(value);
      const base64 = (dataUrl ? value.slice(dataUrl[0].length) : value).replace(/\s+/g, '');
      if (!BASE64.test(base64)) {
        throw new NodeOperationError(context.getNode(), `The field "${field}" does not hold a valid base64 string`, {
          itemIndex, description: 'Base64 uses only letters, digits, +, / and = at the end.',
        });
      }
      mimeType ??= dataUrl?.[1];
      bytes = Buffer.from(base64, 'base64');
    } else {
      const { encoding, addBOM } = encodeOptions(context, options, itemIndex);
      bytes = encodeText(value, encoding, addBOM);
    }
    const fileName = (options.fileName as string | undefined) || undefined;
    const binary = await context.helpers.prepareBinaryData(bytes, fileName, mimeType);
    return { json: {}, binary: { [readField(itemIndex)]: binary }, pairedItem: { item: itemIndex } };
  });
}
