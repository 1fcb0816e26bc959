import { stat } from 'node:fs/promises';
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import type { IBinaryData, IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { findFiles, hasGlob } from './glob-matcher.js';

function fileSystemMessage(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case 'ENOENT': return 'it does not exist';
    case 'EISDIR': return 'it is a folder';
    case 'EACCES': case 'EPERM': return 'the server may not access it';
    default: return message;
  }
}

/** The pattern relative to the folder (`/` between segments), or undefined when it leaves the folder. */
export function patternInFolder(folder: string, selector: string): string | undefined {
  const absolute = resolve(folder, selector);
  const inside = relative(folder, absolute);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
  return posix.normalize(inside.split(sep).join('/'));
}

/**
 * The files one selector names: the file itself, or those matching its pattern (sorted). A named file
 * that does not exist fails, unless `missingIsEmpty` (n8n's legacy Read Binary Files finds nothing then).
 */
export async function selectedFiles(
  context: IExecuteFunctions, selector: string, itemIndex: number, { missingIsEmpty = false } = {},
): Promise<string[]> {
  const folder = await context.helpers.getFilesFolder();
  const pattern = patternInFolder(folder, selector);
  // Outside the folder: the helper refuses it with the message that names the allowed folder.
  if (pattern === undefined) return [await context.helpers.resolvePath(selector)];
  if (hasGlob(pattern)) return findFiles(folder, pattern);
  const path = resolve(folder, pattern);
  const real = await context.helpers.resolvePath(path);
  const found = await stat(real).catch(() => undefined);
  if (!found && missingIsEmpty) return [];
  if (!found?.isFile()) {
    throw new NodeOperationError(context.getNode(), `The file "${selector}" ${found ? 'is a folder' : 'does not exist'}`, {
      itemIndex, description: `Relative paths are taken from the folder for files, "${folder}".`,
    });
  }
  return [path];
}

/** The file at `path` (inside the folder for files, else refused) as binary data named after it. */
export async function readFileAsBinary(context: IExecuteFunctions, path: string, itemIndex: number, mimeType?: string): Promise<IBinaryData> {
  let bytes: Uint8Array;
  try {
    bytes = await context.helpers.binaryToBuffer(await context.helpers.createReadStream(path));
  } catch (error) {
    if (error instanceof NodeOperationError) throw error;
    throw new NodeOperationError(context.getNode(), `Could not read the file "${path}": ${fileSystemMessage(error)}`, { itemIndex });
  }
  return context.helpers.prepareBinaryData(bytes, path, mimeType);
}

/** Read File(s) From Disk: one output item per file found. */
export async function readFiles(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const selector = String(context.getNodeParameter('fileSelector', itemIndex, '') ?? '').trim();
      if (!selector) {
        throw new NodeOperationError(context.getNode(), 'No file to read was given', { itemIndex, description: 'Fill in "File(s) Selector".' });
      }
      const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
      const field = (options.dataPropertyName as string | undefined) || 'data';
      for (const path of await selectedFiles(context, selector, itemIndex)) {
        const binary = await readFileAsBinary(context, path, itemIndex, (options.mimeType as string | undefined) || undefined);
        if (options.fileName) binary.fileName = String(options.fileName);
        if (options.fileExtension) binary.fileExtension = String(options.fileExtension);
        const { data: _data, id: _id, ...metadata } = binary;
        output.push({ json: metadata as IDataObject, binary: { [field]: binary as IBinaryData }, pairedItem: { item: itemIndex } });
      }
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return output;
}

/** Write File to Disk: each item's file is written (or appended); the item goes on with the file's name. */
export async function writeFiles(
  context: IExecuteFunctions, items: INodeExecutionData[], { fileNameLabel = 'File Path and Name' } = {},
): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const item = items[itemIndex] as INodeExecutionData;
    try {
      const fileName = String(context.getNodeParameter('fileName', itemIndex, '') ?? '').trim();
      if (!fileName) {
        throw new NodeOperationError(context.getNode(), 'No file name was given', { itemIndex, description: `Fill in "${fileNameLabel}".` });
      }
      const field = context.getNodeParameter('dataPropertyName', itemIndex, 'data') as string;
      const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
      const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
      try {
        await context.helpers.writeContentToFile(fileName, bytes, options.append === true ? 'a' : 'w');
      } catch (error) {
        if (error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(context.getNode(), `Could not write the file "${fileName}": ${fileSystemMessage(error)}`, { itemIndex });
      }
      output.push({ json: { ...item.json, fileName }, ...(item.binary ? { binary: item.binary } : {}), pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return output;
}
