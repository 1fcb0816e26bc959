import { headerOf } from './mime-tree.js';
import type { MimePart } from './mime-tree.js';
import { invalid } from './mailbox.js';
import type { Label, Mailbox, StoredMessage } from './mailbox.js';

/* Gmail's resource shapes (Message, MessagePart, Thread, Label) in the formats the API offers. */

const FORMATS = ['full', 'metadata', 'minimal', 'raw'];

function partResource(message: StoredMessage, part: MimePart): Record<string, unknown> {
  const attachmentId = message.attachments.get(part.partId);
  const body = part.parts
    ? { size: 0 }
    : attachmentId
      ? { attachmentId, size: part.content.length }
      : { size: part.content.length, ...(part.content.length > 0 ? { data: part.content.toString('base64url') } : {}) };
  return {
    partId: part.partId, mimeType: part.mimeType, filename: part.filename, headers: part.headers, body,
    ...(part.parts ? { parts: part.parts.map((child) => partResource(message, child)) } : {}),
  };
}

export function messageResource(box: Mailbox, message: StoredMessage, format = 'full', metadataHeaders: string[] = []): Record<string, unknown> {
  if (!FORMATS.includes(format)) throw invalid(`Invalid value at 'format' (${format})`);
  const base = {
    id: message.id, threadId: message.threadId, labelIds: message.labelIds, snippet: box.snippet(message),
    sizeEstimate: Buffer.byteLength(message.raw), historyId: String(message.historyId), internalDate: String(message.internalDate),
  };
  if (format === 'minimal') return base;
  if (format === 'raw') return { ...base, raw: Buffer.from(message.raw).toString('base64url') };
  if (format === 'metadata') {
    const wanted = metadataHeaders.map((name) => name.toLowerCase());
    const headers = message.mime.headers.filter((h) => wanted.length === 0 || wanted.includes(h.name.toLowerCase()));
    return { ...base, payload: { mimeType: message.mime.mimeType, headers } };
  }
  return { ...base, payload: partResource(message, message.mime) };
}

export function threadResource(box: Mailbox, id: string, format = 'full', metadataHeaders: string[] = []): Record<string, unknown> {
  const messages = box.thread(id);
  return {
    id, historyId: String(Math.max(...messages.map((m) => m.historyId))),
    messages: messages.map((m) => messageResource(box, m, format, metadataHeaders)),
  };
}

export function labelResource(box: Mailbox, label: Label): Record<string, unknown> {
  const messages = [...box.messages.values()].filter((m) => m.labelIds.includes(label.id));
  const threads = new Set(messages.map((m) => m.threadId));
  const unread = messages.filter((m) => m.labelIds.includes('UNREAD'));
  return {
    id: label.id, name: label.name, type: label.type,
    ...(label.messageListVisibility ? { messageListVisibility: label.messageListVisibility } : {}),
    ...(label.labelListVisibility ? { labelListVisibility: label.labelListVisibility } : {}),
    messagesTotal: messages.length, messagesUnread: unread.length, threadsTotal: threads.size,
    threadsUnread: new Set(unread.map((m) => m.threadId)).size,
  };
}

/** The attachment body of a part, found by the id Gmail gave it. */
export function attachmentOf(message: StoredMessage, attachmentId: string): Buffer | undefined {
  const partId = [...message.attachments.entries()].find(([, id]) => id === attachmentId)?.[0];
  if (partId === undefined) return undefined;
  let found: MimePart | undefined;
  const walk = (part: MimePart) => {
    if (part.partId === partId && !part.parts) found = part;
    part.parts?.forEach(walk);
  };
  walk(message.mime);
  return found?.content;
}

export const subjectOf = (message: StoredMessage) => headerOf(message.mime.headers, 'subject') ?? '';
