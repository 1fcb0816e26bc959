import { GraphError, badRequest } from './errors.js';
import type { Mailbox, Row } from './mailbox.js';

/* What Graph accepts in a message body (create, update, sendMail, reply's `message`) and how it stores it. */

const WRITABLE = [
  'subject', 'body', 'toRecipients', 'ccRecipients', 'bccRecipients', 'replyTo', 'from', 'sender', 'importance', 'isRead', 'isReadReceiptRequested',
  'isDeliveryReceiptRequested', 'categories', 'flag', 'internetMessageHeaders', 'inferenceClassification', 'attachments',
];
/** Only a draft's: "can only be updated if isDraft = true". */
export const DRAFT_ONLY = ['bccRecipients', 'body', 'ccRecipients', 'replyTo', 'sender', 'subject', 'toRecipients', 'from'];
const RECIPIENT_LISTS = ['toRecipients', 'ccRecipients', 'bccRecipients', 'replyTo'];

const enumValue = (value: unknown, allowed: string[], property: string) => {
  const found = allowed.find((candidate) => candidate.toLowerCase() === String(value).toLowerCase());
  if (!found) throw badRequest(`Requested value '${String(value)}' was not found.`, 'RequestBodyRead');
  void property;
  return found;
};

function recipient(value: unknown): Row {
  const address = (value as { emailAddress?: { address?: unknown; name?: unknown } } | undefined)?.emailAddress;
  if (typeof address?.address !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(address.address)) {
    throw new GraphError(400, 'ErrorInvalidRecipients', `At least one recipient is not valid., Recipient '${String(address?.address ?? '')}' is not resolved. All recipients must be resolved before a message can be submitted.`);
  }
  return { emailAddress: { name: typeof address.name === 'string' ? address.name : address.address, address: address.address } };
}

/** The stored form of the fields of a message body; throws Graph's 400 for what Graph refuses. */
export function messageFields(input: unknown): Row {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badRequest('Empty Payload. JSON content expected.', 'RequestBodyRead');
  const fields: Row = {};
  for (const [key, value] of Object.entries(input as Row)) {
    if (key.startsWith('@odata.')) continue;
    if (!WRITABLE.includes(key)) {
      throw badRequest(`The property '${key}' does not exist on type 'microsoft.graph.message'. Make sure to only use property names that are defined by the type or mark the type as open type.`, 'RequestBodyRead');
    }
    if (RECIPIENT_LISTS.includes(key)) {
      if (!Array.isArray(value)) throw badRequest(`Cannot convert a primitive value to the expected type 'Collection(microsoft.graph.recipient)'.`, 'RequestBodyRead');
      fields[key] = value.map(recipient);
    } else if (key === 'from' || key === 'sender') {
      fields[key] = recipient(value);
    } else if (key === 'body') {
      const body = value as { contentType?: unknown; content?: unknown };
      fields.body = { contentType: enumValue(body?.contentType ?? 'text', ['text', 'html'], 'contentType'), content: String(body?.content ?? '') };
    } else if (key === 'importance') {
      fields.importance = enumValue(value, ['low', 'normal', 'high'], key);
    } else if (key === 'internetMessageHeaders') {
      for (const header of (value as Array<{ name?: string }> | undefined) ?? []) {
        if (!/^x-/i.test(String(header.name ?? ''))) {
          throw badRequest(`The internet message header name '${String(header.name ?? '')}' should start with 'x-' or 'X-'.`, 'InvalidInternetMessageHeader');
        }
      }
      fields[key] = value;
    } else if (key === 'categories') {
      if (!Array.isArray(value)) throw badRequest("Cannot convert a primitive value to the expected type 'Collection(Edm.String)'.", 'RequestBodyRead');
      fields[key] = value.map(String);
    } else {
      fields[key] = value;
    }
  }
  return fields;
}

/** The file attachments of a message body (`attachments` of create or sendMail). */
export function inlineAttachments(box: Mailbox, messageId: string, list: unknown): void {
  for (const entry of (Array.isArray(list) ? list : []) as Row[]) {
    if (entry['@odata.type'] !== '#microsoft.graph.fileAttachment') throw badRequest("A type named 'undefined' could not be resolved by the model.", 'RequestBodyRead');
    if (typeof entry.name !== 'string' || typeof entry.contentBytes !== 'string') throw badRequest('The attachment needs a name and contentBytes.', 'ErrorInvalidRequest');
    box.attachments.get(messageId)?.push({
      id: `${messageId.slice(0, 20)}${Math.random().toString(36).slice(2, 12)}`, name: entry.name, contentType: String(entry.contentType ?? 'application/octet-stream'),
      bytes: Buffer.from(entry.contentBytes, 'base64'), isInline: entry.isInline === true, lastModifiedDateTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
  }
  const message = box.messages.get(messageId);
  if (message) message.hasAttachments = (box.attachments.get(messageId) ?? []).some((attachment) => !attachment.isInline);
}

/** Everything the recipients of a message are, for delivery. */
export function recipientsOf(message: Row): string[] {
  return ['toRecipients', 'ccRecipients', 'bccRecipients']
    .flatMap((key) => ((message[key] as Array<{ emailAddress: { address: string } }> | undefined) ?? []).map((entry) => entry.emailAddress.address.toLowerCase()));
}
