import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/*
 * The node's message fields (recipients as comma-separated addresses, body and its type, headers,
 * categories, attachments from binary fields) as the Graph message resource takes them.
 */

const RECIPIENT_FIELDS = ['toRecipients', 'ccRecipients', 'bccRecipients', 'replyTo'];

export const recipients = (value: unknown): IDataObject[] =>
  String(value ?? '').split(/[,;]/).map((address) => address.trim()).filter(Boolean).map((address) => ({ emailAddress: { address } }));

/** The Graph message for the fields given (only those given): what create, update and send take. */
export function graphMessage(fields: IDataObject): IDataObject {
  const message: IDataObject = {};
  for (const key of RECIPIENT_FIELDS) if (fields[key] !== undefined && fields[key] !== '') message[key] = recipients(fields[key]);
  if (typeof fields.from === 'string' && fields.from.trim() !== '') message.from = { emailAddress: { address: fields.from.trim() } };
  if (fields.subject !== undefined) message.subject = String(fields.subject);
  if (fields.bodyContent !== undefined || fields.bodyContentType !== undefined) {
    message.body = { contentType: String(fields.bodyContentType ?? 'html').toLowerCase() === 'text' ? 'Text' : 'HTML', content: String(fields.bodyContent ?? '') };
  }
  if (fields.importance !== undefined) message.importance = String(fields.importance);
  for (const flag of ['isRead', 'isReadReceiptRequested']) if (fields[flag] !== undefined) message[flag] = fields[flag] === true;
  if (fields.categories !== undefined) {
    message.categories = Array.isArray(fields.categories) ? fields.categories.map(String) : String(fields.categories).split(',').map((name) => name.trim()).filter(Boolean);
  }
  const headers = (fields.internetMessageHeaders as { headers?: IDataObject[] } | undefined)?.headers;
  if (headers) message.internetMessageHeaders = headers.map((header) => ({ name: String(header.name ?? ''), value: String(header.value ?? '') }));
  return message;
}

/** The file attachments named in `attachments.attachments[].binaryPropertyName`, read from the item's binary data. */
export async function binaryAttachments(context: IExecuteFunctions, itemIndex: number, spec: unknown): Promise<IDataObject[]> {
  const entries = ((spec as { attachments?: IDataObject[] } | undefined)?.attachments ?? []);
  const attachments: IDataObject[] = [];
  for (const entry of entries) {
    for (const field of String(entry.binaryPropertyName ?? '').split(',').map((name) => name.trim()).filter(Boolean)) {
      attachments.push(await fileAttachment(context, itemIndex, field));
    }
  }
  return attachments;
}

/** One binary field as a Graph fileAttachment. */
export async function fileAttachment(context: IExecuteFunctions, itemIndex: number, field: string, fileName?: string): Promise<IDataObject> {
  let binary;
  try {
    binary = context.helpers.assertBinaryData(itemIndex, field);
  } catch {
    throw new NodeOperationError(context.getNode(), `The item has no binary field "${field}"`, { itemIndex, description: 'Name a binary field of the input item that holds the file.' });
  }
  const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
  return {
    '@odata.type': '#microsoft.graph.fileAttachment', name: fileName || binary.fileName || field,
    contentType: binary.mimeType || 'application/octet-stream', contentBytes: Buffer.from(bytes).toString('base64'),
  };
}
