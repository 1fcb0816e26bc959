import { GraphError, badRequest, notFound } from './errors.js';
import type { Row, StoredAttachment } from './mailbox.js';
import { inlineAttachments } from './message-fields.js';
import { listAnswer, selectFields } from './odata.js';
import type { ListSpec } from './odata.js';
import { noContent, ok } from './route-context.js';
import type { RouteAnswer, RouteContext } from './route-context.js';

/* /messages/{id}/attachments: file attachments up to 3 MB in one request (larger ones need an upload session). */

const ATTACHMENTS: ListSpec = {
  type: 'microsoft.graph.attachment', properties: ['id', 'lastModifiedDateTime', 'name', 'contentType', 'size', 'isInline', 'contentId', 'contentLocation', 'contentBytes'],
  defaultTop: 10, maxTop: 1000,
};
const MAX_BYTES = 3 * 1024 * 1024;

export function attachmentView(attachment: StoredAttachment): Row {
  return {
    '@odata.type': '#microsoft.graph.fileAttachment', '@odata.mediaContentType': attachment.contentType, id: attachment.id,
    lastModifiedDateTime: attachment.lastModifiedDateTime, name: attachment.name, contentType: attachment.contentType, size: attachment.bytes.length + 200,
    isInline: attachment.isInline, contentId: null, contentLocation: null, contentBytes: attachment.bytes.toString('base64'),
  };
}

export function attachmentRoutes(context: RouteContext, message: Row, rest: string[]): RouteAnswer | undefined {
  const { box, method, query } = context;
  const messageId = message.id as string;
  const list = box.attachments.get(messageId) ?? [];
  const [attachmentId, action] = rest;
  if (attachmentId === undefined) {
    if (method === 'GET') {
      context.need('mailRead');
      return ok(listAnswer(list.map(attachmentView), query, ATTACHMENTS, `${context.root}/messages/${messageId}/attachments`));
    }
    if (method === 'POST') {
      context.need('mailWrite');
      const body = (context.body ?? {}) as Row;
      if (typeof body.contentBytes === 'string' && Buffer.from(body.contentBytes, 'base64').length > MAX_BYTES) {
        throw new GraphError(413, 'ErrorRequestEntityTooLarge', 'The request is larger than 3 MB; use an upload session for large attachments.');
      }
      if (body.name === undefined || body.name === '') throw badRequest('The attachment name is required.', 'ErrorInvalidRequest');
      inlineAttachments(box, messageId, [body]);
      return ok(attachmentView(list.at(-1) as StoredAttachment), 201);
    }
    return undefined;
  }
  const attachment = list.find((candidate) => candidate.id === attachmentId);
  if (!attachment) throw notFound();
  if (action === undefined && method === 'GET') { context.need('mailRead'); return ok(selectFields(attachmentView(attachment), query, ATTACHMENTS)); }
  if (action === undefined && method === 'DELETE') {
    context.need('mailWrite');
    box.attachments.set(messageId, list.filter((candidate) => candidate !== attachment));
    return noContent();
  }
  if (action === '$value' && method === 'GET') { context.need('mailRead'); return { status: 200, bytes: attachment.bytes, contentType: attachment.contentType }; }
  return undefined;
}
