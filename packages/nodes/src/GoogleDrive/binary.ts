import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import type { GoogleAuth } from '../google/google-api-request.js';
import { DRIVE_API, driveRequest } from './transport.js';

/** Which export format each Google type takes when downloaded, from the Google File Conversion option. */
const CONVERSION_KEYS: Record<string, string> = {
  'application/vnd.google-apps.document': 'docsToFormat',
  'application/vnd.google-apps.drawing': 'drawingsToFormat',
  'application/vnd.google-apps.presentation': 'slidesToFormat',
  'application/vnd.google-apps.spreadsheet': 'sheetsToFormat',
};

const EXTENSIONS: Record<string, string> = {
  'text/html': 'html', 'text/plain': 'txt', 'text/csv': 'csv', 'application/pdf': 'pdf', 'application/rtf': 'rtf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx', 'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx', 'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/x-vnd.oasis.opendocument.spreadsheet': 'ods', 'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.presentation': 'odp', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/svg+xml': 'svg',
};

/**
 * A file's bytes as the item's binary data: binary files as they are (alt=media), Docs Editors files
 * exported in the chosen format (their name gets the format's extension). The item's JSON is kept.
 */
export async function downloadFile(
  context: IExecuteFunctions, auth: GoogleAuth, index: number, fileId: string, property: string, options: IDataObject, defaults: Record<string, string>,
): Promise<INodeExecutionData> {
  const url = `${DRIVE_API}/files/${encodeURIComponent(fileId)}`;
  const meta = await driveRequest(context, auth, { method: 'GET', url, qs: { fields: 'mimeType,name', supportsAllDrives: true } });
  const mimeType = String(meta.mimeType ?? '');
  const key = CONVERSION_KEYS[mimeType];
  const conversion = ((options.googleFileConversion as IDataObject | undefined)?.conversion ?? {}) as IDataObject;
  const exportAs = key ? String(conversion[key] ?? defaults[key] ?? 'application/pdf') : undefined;
  const bytes = await driveRequest(context, auth, exportAs
    ? { method: 'GET', url: `${url}/export`, qs: { mimeType: exportAs }, encoding: 'arraybuffer', json: false }
    : { method: 'GET', url, qs: { alt: 'media', supportsAllDrives: true }, encoding: 'arraybuffer', json: false }) as unknown as Buffer;
  const name = String(meta.name ?? fileId);
  const extension = exportAs ? EXTENSIONS[exportAs] : undefined;
  const fileName = String(options.fileName || '') || (extension && !name.endsWith(`.${extension}`) ? `${name}.${extension}` : name);
  const input = context.getInputData()[index];
  return {
    json: { ...(input?.json ?? {}) },
    binary: { ...(input?.binary ?? {}), [property]: await context.helpers.prepareBinaryData(Buffer.from(bytes), fileName, exportAs ?? mimeType) },
  };
}

/** The bytes, name and type of an input item's binary field (the upload source). */
export async function binaryInput(context: IExecuteFunctions, index: number, property: string): Promise<{ bytes: Buffer; fileName?: string; mimeType: string }> {
  const binary = context.helpers.assertBinaryData(index, property);
  const bytes = Buffer.from(await context.helpers.getBinaryDataBuffer(index, property));
  return { bytes, ...(binary.fileName ? { fileName: binary.fileName } : {}), mimeType: binary.mimeType || 'application/octet-stream' };
}
