import type { IBinaryKeyData, IDataObject, IWebhookFunctions } from '@weft/workflow';
import type { WebhookRequestObject } from '@weft/engine';

type UploadedFile = NonNullable<WebhookRequestObject['files']>[number];

/** `allowedFilesMimeTypes`: `*`, exact types and `type/*` wildcards, comma-separated. */
export function mimeTypeAllowed(allowed: unknown, mimeType: string): boolean {
  const list = String(allowed ?? '*').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (list.length === 0 || list.includes('*') || list.includes('*/*')) return true;
  const type = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  return list.some((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

/** Why the files of a chat message are refused, or undefined when they are welcome. */
export function filesRefusal(options: IDataObject, files: UploadedFile[]): string | undefined {
  if (files.length === 0) return undefined;
  if (options.allowFileUploads !== true) return 'This chat does not accept files';
  const refused = files.find((file) => !mimeTypeAllowed(options.allowedFilesMimeTypes, file.mimeType ?? 'application/octet-stream'));
  if (!refused) return undefined;
  return `The file "${refused.fileName ?? refused.fieldName}" (${refused.mimeType ?? 'unknown type'}) is not accepted: this chat takes ${String(options.allowedFilesMimeTypes)}`;
}

/**
 * The files of a chat message as n8n's trigger gives them: binary `data0`, `data1`, ... and a `files`
 * list of their descriptions (name, type, size ...) in the item's JSON.
 */
export async function chatFiles(context: IWebhookFunctions, files: UploadedFile[]): Promise<{ binary: IBinaryKeyData; files: IDataObject[] }> {
  const binary: IBinaryKeyData = {};
  const described: IDataObject[] = [];
  for (const [index, file] of files.entries()) {
    const data = await context.helpers.prepareBinaryData(file.data, file.fileName, file.mimeType);
    binary[`data${index}`] = data;
    const { data: _bytes, id: _id, ...description } = data;
    described.push(description as IDataObject);
  }
  return { binary, files: described };
}
