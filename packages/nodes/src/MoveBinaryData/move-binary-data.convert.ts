import iconv from 'iconv-lite';
import type { IBinaryData, IBinaryKeyData, IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { getPath, NodeOperationError, withPathSet, withPathUnset } from '@weft/workflow';

export interface MoveBinaryOptions {
  addBOM?: boolean;
  dataIsBase64?: boolean;
  encoding?: string;
  stripBOM?: boolean;
  fileName?: string;
  jsonParse?: boolean;
  keepSource?: boolean;
  keepAsBase64?: boolean;
  mimeType?: string;
  useRawData?: boolean;
}

function encodingOf(context: IExecuteFunctions, options: MoveBinaryOptions, itemIndex: number): string {
  const encoding = options.encoding || 'utf8';
  if (!iconv.encodingExists(encoding)) {
    throw new NodeOperationError(context.getNode(), `The encoding "${encoding}" is not known`, { itemIndex, description: 'Choose one from the Encoding option\'s list.' });
  }
  return encoding;
}

function parseJson(context: IExecuteFunctions, text: string, field: string, itemIndex: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The file in "${field}" is not valid JSON: ${(error as Error).message}`, { itemIndex });
  }
}

/** The item's binary fields without `key` (the whole binary part left out when none remain). */
function binaryWithout(binary: IBinaryKeyData | undefined, key: string): Pick<INodeExecutionData, 'binary'> {
  if (!binary) return {};
  const rest = withPathUnset(binary, key);
  return Object.keys(rest).length > 0 ? { binary: rest } : {};
}

/** Binary to JSON: the file's text (or JSON, or base64) into the item's JSON. Undefined: the item has no such file. */
export async function binaryToJson(
  context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, options: MoveBinaryOptions,
): Promise<INodeExecutionData | undefined> {
  const sourceKey = String(context.getNodeParameter('sourceKey', itemIndex, 'data'));
  if (getPath(item.binary, sourceKey) === undefined) return undefined;
  const setAllData = context.getNodeParameter('setAllData', itemIndex, true) as boolean;
  const encoding = encodingOf(context, options, itemIndex);
  const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, sourceKey);
  const decode = () => iconv.decode(Buffer.from(bytes), encoding, { stripBOM: options.stripBOM ?? true });
  let json: IDataObject;
  if (setAllData) {
    const parsed = parseJson(context, decode(), sourceKey, itemIndex);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new NodeOperationError(context.getNode(), `The file in "${sourceKey}" does not hold a JSON object`, {
        itemIndex, description: 'Turn off "Set All Data" to put its content into one field.',
      });
    }
    json = parsed as IDataObject;
  } else {
    let value: unknown = options.keepAsBase64 === true ? Buffer.from(bytes).toString('base64') : decode();
    if (options.jsonParse === true) value = parseJson(context, value as string, sourceKey, itemIndex);
    const destinationKey = String(context.getNodeParameter('destinationKey', itemIndex, 'data'));
    json = withPathSet(item.json, destinationKey, value);
  }
  const binary = options.keepSource === true ? (item.binary ? { binary: item.binary } : {}) : binaryWithout(item.binary, sourceKey);
  return { json, ...binary, pairedItem: { item: itemIndex } };
}

/** The bytes of the file made from `value`, and the MIME type they get when none is set. */
function fileBytes(context: IExecuteFunctions, value: unknown, options: MoveBinaryOptions, itemIndex: number): { bytes: Buffer; jsonMime: boolean } {
  if (options.dataIsBase64 === true) return { bytes: Buffer.from(String(value), 'base64'), jsonMime: false };
  const asJson = options.useRawData !== true || typeof value === 'object';
  const text = asJson ? JSON.stringify(value) : String(value);
  return { bytes: iconv.encode(text, encodingOf(context, options, itemIndex), { addBOM: options.addBOM === true }), jsonMime: asJson };
}

/** JSON to Binary: the item's JSON (or one field) as a file. Undefined: the item has no such field. */
export async function jsonToBinary(
  context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, options: MoveBinaryOptions,
): Promise<INodeExecutionData | undefined> {
  const convertAllData = context.getNodeParameter('convertAllData', itemIndex, true) as boolean;
  const destinationKey = String(context.getNodeParameter('destinationKey', itemIndex, 'data'));
  const sourceKey = convertAllData ? undefined : String(context.getNodeParameter('sourceKey', itemIndex, 'data'));
  const value = sourceKey === undefined ? item.json : getPath(item.json, sourceKey);
  if (value === undefined) return undefined;
  const { bytes, jsonMime } = fileBytes(context, value, options, itemIndex);
  const version = context.getNode().typeVersion;
  // Version 1 calls every file it makes JSON unless told otherwise; 1.1 only the JSON it writes.
  const mimeType = options.mimeType || (jsonMime || version === 1 ? 'application/json' : undefined);
  const file: IBinaryData = await context.helpers.prepareBinaryData(bytes, options.fileName || undefined, mimeType);
  if (!file.fileName && version > 1) file.fileName = file.fileExtension ? `file.${file.fileExtension}` : 'file';
  const binary = withPathSet(item.binary ?? {}, destinationKey, file);
  let json: IDataObject;
  if (options.keepSource === true) json = item.json;
  else json = sourceKey === undefined ? {} : withPathUnset(item.json, sourceKey);
  return { json, binary, pairedItem: { item: itemIndex } };
}
