import { gzipSync, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { IBinaryData, IBinaryKeyData, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { DecompressedTooLargeError, gunzipBounded, unzipBounded } from './bounded-decompression.js';

/**
 * At most this many bytes are unpacked from one item's archives: a small zip bomb (a few kB unpacking
 * to gigabytes) would otherwise fill the server's memory.
 */
export const MAX_DECOMPRESSED_BYTES = 512 * 1024 * 1024;

/** Formats that gain nothing from deflate: stored as they are in a zip. */
const ALREADY_COMPRESSED = new Set([
  '7z', 'aac', 'avi', 'bz2', 'docx', 'flac', 'gif', 'gz', 'heic', 'jpeg', 'jpg', 'm4a', 'mkv', 'mov', 'mp3', 'mp4',
  'odt', 'ogg', 'pdf', 'png', 'pptx', 'rar', 'webm', 'webp', 'xlsx', 'xz', 'zip',
]);

/** A comma-separated list of binary field names. */
function fieldNames(value: unknown): string[] {
  return String(value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
}

function requireFields(context: IExecuteFunctions, names: string[], itemIndex: number): void {
  if (names.length === 0) {
    throw new NodeOperationError(context.getNode(), 'No input binary field was given', { itemIndex, description: 'Fill in "Input Binary Field(s)", e.g. data or data,invoice.' });
  }
}

/** The file's name without its extensions, as n8n names what it packs and unpacks. */
function baseName(file: IBinaryData): string | undefined {
  return file.fileName?.split('.')[0];
}

function unpackError(context: IExecuteFunctions, field: string, error: unknown, itemIndex: number): NodeOperationError {
  if (error instanceof DecompressedTooLargeError) {
    return new NodeOperationError(context.getNode(), `The archive in "${field}" unpacks to more than ${error.limitBytes / 1024 / 1024} MB`, {
      itemIndex, description: 'Decompression stops there so that one archive (possibly a zip bomb) cannot fill the server\'s memory.',
    });
  }
  return new NodeOperationError(context.getNode(), `The file in "${field}" could not be unpacked: ${(error as Error).message}`, { itemIndex });
}

/** Decompress: every file of each archive field becomes one binary field `<prefix><n>`. */
export async function decompressItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, limitBytes: number): Promise<INodeExecutionData> {
  const fields = fieldNames(context.getNodeParameter('binaryPropertyName', 0, 'data'));
  requireFields(context, fields, itemIndex);
  const prefix = String(context.getNodeParameter('outputPrefix', 0, 'file_') ?? '');
  const binary: IBinaryKeyData = {};
  let left = limitBytes;
  let zipIndex = 0;
  for (const [fieldIndex, field] of fields.entries()) {
    const file = context.helpers.assertBinaryData(itemIndex, field);
    const extension = file.fileExtension?.toLowerCase();
    if (!extension) {
      throw new NodeOperationError(context.getNode(), `File extension not found for binary data ${field}`, {
        itemIndex, description: 'The file needs a name ending in .zip, .gz or .gzip to be unpacked.',
      });
    }
    const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
    if (extension === 'zip') {
      let files;
      try {
        files = unzipBounded(bytes, left);
      } catch (error) {
        throw unpackError(context, field, error, itemIndex);
      }
      // macOS adds copies of the files' metadata under __MACOSX: they are not the user's files.
      for (const { name, bytes: content } of files.filter(({ name }) => !name.includes('__MACOSX'))) {
        left -= content.length;
        binary[`${prefix}${zipIndex++}`] = await context.helpers.prepareBinaryData(content, name);
      }
    } else if (extension === 'gz' || extension === 'gzip') {
      let content;
      try {
        content = gunzipBounded(bytes, left);
      } catch (error) {
        throw unpackError(context, field, error, itemIndex);
      }
      left -= content.length;
      binary[`${prefix}${fieldIndex}`] = await gunzippedFile(context, file, content);
    } else {
      throw new NodeOperationError(context.getNode(), `The file in "${field}" is not a zip or gzip file (its extension is "${extension}")`, { itemIndex });
    }
  }
  return { json: item.json, binary, pairedItem: { item: itemIndex } };
}

/** The unpacked file of `name.ext.gz` is `name.ext`; without an inner extension, one follows from its content. */
async function gunzippedFile(context: IExecuteFunctions, archive: IBinaryData, content: Uint8Array): Promise<IBinaryData> {
  const base = baseName(archive) ?? 'file';
  const inner = archive.fileName?.endsWith('.gz') ? archive.fileName.slice(0, -'.gz'.length).split('.') : [];
  if (inner.length > 1) return context.helpers.prepareBinaryData(content, `${base}.${inner[inner.length - 1]}`);
  const file = await context.helpers.prepareBinaryData(content, base);
  file.fileName = `${base}.${file.fileExtension ?? ''}`;
  return file;
}

/** Compress: the item's files into one zip, or each into a gzip file. */
export async function compressItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData> {
  const version = context.getNode().typeVersion;
  // Version 1 reads its settings from the first item only.
  const settingsIndex = version > 1 ? itemIndex : 0;
  const fields = fieldNames(context.getNodeParameter('binaryPropertyName', settingsIndex, 'data'));
  requireFields(context, fields, itemIndex);
  const format = context.getNodeParameter('outputFormat', 0, version > 1 ? 'zip' : '') as string;
  if (format === 'zip') {
    const entries: Zippable = {};
    for (const field of fields) {
      const file = context.helpers.assertBinaryData(itemIndex, field);
      const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
      const level = ALREADY_COMPRESSED.has(file.fileExtension?.toLowerCase() ?? '') ? 0 : 6;
      entries[file.fileName ?? field] = [bytes, { level }];
    }
    const fileName = String(context.getNodeParameter('fileName', settingsIndex, '') ?? '');
    const output = String(context.getNodeParameter('binaryPropertyOutput', settingsIndex, 'data') || 'data');
    const archive = await context.helpers.prepareBinaryData(zipSync(entries), fileName || undefined, fileName ? undefined : 'application/zip');
    return { json: item.json, binary: { [output]: archive }, pairedItem: { item: itemIndex } };
  }
  if (format === 'gzip') {
    const binary: IBinaryKeyData = {};
    for (const [index, field] of fields.entries()) {
      const file = context.helpers.assertBinaryData(itemIndex, field);
      const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
      const { property, path } = gzipTarget(context, file, index, itemIndex, version);
      binary[property] = await context.helpers.prepareBinaryData(gzipSync(bytes), path);
    }
    return { json: item.json, binary, pairedItem: { item: itemIndex } };
  }
  throw new NodeOperationError(context.getNode(), 'No output format was chosen', { itemIndex, description: 'Choose Zip or Gzip as "Output Format".' });
}

/** Where a gzipped file goes and what it is called, by version (1: `<prefix><n>`, `name.gzip`; 1.1: `<field><n>`, `name.ext.gz`). */
function gzipTarget(context: IExecuteFunctions, file: IBinaryData, index: number, itemIndex: number, version: number): { property: string; path: string } {
  if (version === 1) {
    const prefix = String(context.getNodeParameter('outputPrefix', 0, 'data') ?? '');
    return { property: `${prefix}${index}`, path: `${baseName(file) ?? 'file'}.gzip` };
  }
  const output = String(context.getNodeParameter('binaryPropertyOutput', itemIndex, 'data') || 'data');
  const given = String(context.getNodeParameter('fileName', itemIndex, '') ?? '');
  const name = given ? given.replace(/\.(gzip|gz)$/, '') : (baseName(file) ?? 'file');
  const extension = file.fileExtension ? `.${file.fileExtension.toLowerCase()}` : '';
  return { property: `${output}${index || ''}`, path: `${name}${extension}.gz` };
}
