import { basename, dirname, extname } from 'node:path';
import { Readable } from 'node:stream';
import type { BinaryHelperFunctions, IBinaryData, INode, INodeExecutionData } from '@weft/workflow';
import type { BinaryDataStore } from '../binary/binary-data-store.js';
import {
  extensionFromMimeType, fileTypeFromMimeType, formatFileSize, mimeTypeFromExtension, sniffMimeType,
} from '../binary/mime-types.js';
import { NodeOperationError } from '@weft/workflow';
import { collectBytes } from '../http/http-transport.js';

export interface BinaryHelperDeps {
  node: INode;
  executionId: string;
  store?: BinaryDataStore;
  /** The node's input items of one input (binary data is read from them). */
  inputItems(inputIndex: number): INodeExecutionData[];
}

/** Bytes of an item's binary entry: from the store when it has an id, else its inline base64. */
export async function readBinaryData(binary: IBinaryData, store: BinaryDataStore | undefined): Promise<Buffer> {
  if (binary.id) {
    if (!store) throw new Error(`Binary data "${binary.id}" is kept in a store this engine was not given`);
    return store.getBuffer(binary.id);
  }
  return Buffer.from(binary.data ?? '', 'base64');
}

/** n8n's `prepareBinaryData`: describes the bytes and stores them (or keeps them inline as base64). */
export async function prepareBinaryData(
  bytes: Uint8Array, executionId: string, store: BinaryDataStore | undefined, filePath?: string, mimeType?: string,
): Promise<IBinaryData> {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  let fileName: string | undefined;
  let fileExtension: string | undefined;
  let directory: string | undefined;
  if (filePath) {
    fileName = basename(filePath);
    const parent = dirname(filePath);
    if (parent !== '.' && filePath.includes('/')) directory = parent;
    const extension = extname(filePath).slice(1);
    if (extension) fileExtension = extension.toLowerCase();
  }
  let type = mimeType ?? (fileExtension ? mimeTypeFromExtension(fileExtension) : undefined) ?? sniffMimeType(buffer);
  // n8n falls back to text for bytes it cannot recognise.
  type ??= 'text/plain';
  fileExtension ??= extensionFromMimeType(type);
  const result: IBinaryData = { mimeType: type, data: '' };
  const fileType = fileTypeFromMimeType(type);
  if (fileType) result.fileType = fileType;
  if (fileName) result.fileName = fileName;
  if (directory) result.directory = directory;
  if (fileExtension) result.fileExtension = fileExtension;
  result.fileSize = formatFileSize(buffer.length);
  if (store) {
    result.id = await store.store(executionId, buffer, { fileName, mimeType: type });
    result.data = store.mode;
  } else {
    result.data = buffer.toString('base64');
  }
  return result;
}

function storeOf(deps: BinaryHelperDeps): BinaryDataStore {
  if (!deps.store) throw new NodeOperationError(deps.node, 'There is no binary data store in this run', { description: 'Binary data ids can be read only where the data was stored.' });
  return deps.store;
}

/** The binary helpers of an execute context. */
export function createBinaryHelpers(deps: BinaryHelperDeps): BinaryHelperFunctions {
  const assertBinaryData = (itemIndex: number, propertyName: string, inputIndex = 0): IBinaryData => {
    const item = deps.inputItems(inputIndex)[itemIndex];
    if (!item?.binary || Object.keys(item.binary).length === 0) {
      throw new NodeOperationError(deps.node, 'The input item has no binary data', {
        itemIndex, description: 'Make sure the node before this one outputs a file (binary data).',
      });
    }
    const binary = item.binary[propertyName];
    if (!binary) {
      throw new NodeOperationError(deps.node, `The input item has no binary field "${propertyName}"`, {
        itemIndex,
        description: `The item's binary fields are: ${Object.keys(item.binary).map((key) => `"${key}"`).join(', ')}. Use one of them as the field name.`,
      });
    }
    return binary;
  };
  return {
    assertBinaryData,
    async getBinaryDataBuffer(itemIndex, propertyName, inputIndex = 0) {
      const binary = assertBinaryData(itemIndex, propertyName, inputIndex);
      try {
        return await readBinaryData(binary, deps.store);
      } catch (error) {
        throw new NodeOperationError(deps.node, error as Error, { itemIndex });
      }
    },
    prepareBinaryData: (bytes, filePath, mimeType) => prepareBinaryData(bytes, deps.executionId, deps.store, filePath, mimeType),
    binaryToBuffer: (body) => collectBytes(body),
    async getBinaryStream(binaryDataId) {
      return Readable.from([await storeOf(deps).getBuffer(binaryDataId)]);
    },
    getBinaryMetadata: (binaryDataId) => storeOf(deps).getMetadata(binaryDataId),
    async binaryToString(body, encoding = 'utf8') {
      return Buffer.from(await collectBytes(body)).toString(encoding as BufferEncoding);
    },
  };
}
