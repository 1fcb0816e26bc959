import { GraphError, badRequest, notFound } from './errors.js';
import { newId } from './mailbox.js';
import type { Mailbox, Row } from './mailbox.js';
import { DRAFT_ONLY, inlineAttachments, messageFields } from './message-fields.js';
import { listAnswer, selectFields } from './odata.js';
import type { ListSpec } from './odata.js';
import { attachmentRoutes } from './attachment-routes.js';
import { noContent, ok } from './route-context.js';
import type { RouteAnswer, RouteContext } from './route-context.js';

/* /messages, /sendMail and /mailFolders of a mailbox. */

const MESSAGE_PROPERTIES = [
  'id', 'createdDateTime', 'lastModifiedDateTime', 'changeKey', 'categories', 'receivedDateTime', 'sentDateTime', 'hasAttachments', 'internetMessageId', 'subject',
  'bodyPreview', 'importance', 'parentFolderId', 'conversationId', 'isDeliveryReceiptRequested', 'isReadReceiptRequested', 'isRead', 'isDraft', 'webLink',
  'inferenceClassification', 'body', 'sender', 'from', 'toRecipients', 'ccRecipients', 'bccRecipients', 'replyTo', 'flag', 'uniqueBody', 'internetMessageHeaders',
];
export const MESSAGES: ListSpec = {
  type: 'microsoft.graph.message', properties: MESSAGE_PROPERTIES, defaultTop: 10, maxTop: 1000,
  searchText: (row) => [row.subject, (row.body as Row | undefined)?.content, JSON.stringify(row.from ?? '')].join(' '),
};
const FOLDERS: ListSpec = {
  type: 'microsoft.graph.mailFolder', properties: ['id', 'displayName', 'parentFolderId', 'childFolderCount', 'unreadItemCount', 'totalItemCount', 'sizeInBytes', 'isHidden'],
  defaultTop: 10, maxTop: 1000, skipToken: true,
};

const byReceived = (a: Row, b: Row) => String(b.receivedDateTime).localeCompare(String(a.receivedDateTime));
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function messageOf(box: Mailbox, id: string | undefined): Row {
  const message = id === undefined ? undefined : box.messages.get(id);
  if (!message) throw notFound();
  return message;
}

function folderOf(box: Mailbox, segment: string | undefined): Row {
  const id = segment === undefined ? undefined : box.folderId(segment);
  const folder = id === undefined ? undefined : box.folders.get(id);
  if (!folder) throw notFound();
  return folder;
}

/** A draft in Drafts (or `folder`) from a create body, its attachments included. */
function createDraft(context: RouteContext, input: unknown, folder = 'drafts'): Row {
  const fields = messageFields(input);
  const { attachments, ...rest } = fields;
  const draft = context.box.putMessage({ ...rest, isDraft: true, isRead: true, from: rest.from ?? null, sender: rest.sender ?? null }, folder);
  inlineAttachments(context.box, draft.id as string, attachments);
  return draft;
}

/** Sends a draft: it moves to Sent Items (unless told not to keep it) and reaches its recipients. */
function sendDraft(context: RouteContext, draft: Row, keep = true): void {
  const recipients = ['toRecipients', 'ccRecipients', 'bccRecipients'].flatMap((key) => (draft[key] as unknown[] | undefined) ?? []);
  if (recipients.length === 0) throw new GraphError(400, 'ErrorInvalidRecipients', 'At least one recipient is required, but none were found.');
  Object.assign(draft, {
    isDraft: false, sentDateTime: now(), receivedDateTime: now(), from: draft.from ?? context.box.me(), sender: draft.sender ?? draft.from ?? context.box.me(),
    parentFolderId: context.box.folderId('sentitems'),
  });
  context.deliver(draft);
  if (!keep) context.box.messages.delete(draft.id as string);
}

function replyDraft(context: RouteContext, original: Row, action: string, body: Row): Row {
  const me = context.box.address.toLowerCase();
  const others = (list: unknown) => ((list as Array<{ emailAddress: { address: string } }> | undefined) ?? []).filter((entry) => entry.emailAddress.address.toLowerCase() !== me);
  const replyTo = (original.replyTo as unknown[] | undefined) ?? [];
  const to = replyTo.length > 0 ? replyTo : [original.from].filter(Boolean);
  const all = action.toLowerCase().endsWith('all');
  const given = body.message === undefined ? {} : messageFields(body.message);
  if (body.comment !== undefined && (given.body as Row | undefined)?.content) throw badRequest('Comment and message body can not be set at the same time.', 'ErrorInvalidRequest');
  const comment = String(body.comment ?? (given.body as Row | undefined)?.content ?? '');
  const { attachments, ...rest } = given;
  const draft = context.box.putMessage({
    subject: `RE: ${String(original.subject ?? '')}`, isDraft: true, isRead: true, conversationId: original.conversationId,
    toRecipients: all ? [...to, ...others(original.toRecipients)] : to, ccRecipients: all ? others(original.ccRecipients) : [],
    body: { contentType: 'html', content: `<html><body>${comment}<hr><b>From:</b> ${String((original.from as Row | undefined)?.emailAddress ? ((original.from as Row).emailAddress as Row).address : '')}<br>${String((original.body as Row).content ?? '')}</body></html>` },
    ...rest,
  }, 'drafts');
  inlineAttachments(context.box, draft.id as string, attachments);
  return draft;
}

function messageRoutes(context: RouteContext, rest: string[]): RouteAnswer | undefined {
  const { box, method, query } = context;
  const [id, action, ...tail] = rest;
  if (id === undefined) {
    if (method === 'GET') {
      context.need('mailRead');
      return ok(listAnswer([...box.messages.values()].sort(byReceived), query, MESSAGES, `${context.root}/messages`));
    }
    if (method === 'POST') {
      context.need('mailWrite');
      return ok(createDraft(context, context.body), 201);
    }
    return undefined;
  }
  const message = messageOf(box, id);
  if (action === undefined) {
    if (method === 'GET') { context.need('mailRead'); return ok(selectFields(message, query, MESSAGES)); }
    if (method === 'DELETE') { context.need('mailWrite'); box.messages.delete(id); box.attachments.delete(id); return noContent(); }
    if (method === 'PATCH') {
      context.need('mailWrite');
      const fields = messageFields(context.body);
      const locked = Object.keys(fields).filter((key) => DRAFT_ONLY.includes(key));
      if (message.isDraft !== true && locked.length > 0) throw badRequest('Update operation is invalid for property of a sent message.', 'ErrorInvalidPropertyUpdateSentMessage');
      Object.assign(message, fields, { lastModifiedDateTime: now() });
      if (fields.body) message.bodyPreview = String((fields.body as Row).content).replace(/<[^>]+>/g, '').trim().slice(0, 255);
      return ok(message);
    }
    return undefined;
  }
  if (action === '$value' && method === 'GET') {
    context.need('mailRead');
    return { status: 200, bytes: Buffer.from(mimeOf(message)), contentType: 'text/plain' };
  }
  if (action === 'attachments') return attachmentRoutes(context, message, tail);
  if (method !== 'POST') return undefined;
  const body = (context.body ?? {}) as Row;
  if (action === 'send') {
    context.need('mailSend');
    if (message.isDraft !== true) throw badRequest('The item has already been sent.', 'ErrorItemNotFound');
    sendDraft(context, message);
    return noContent(202);
  }
  if (['reply', 'replyAll', 'createReply', 'createReplyAll'].includes(action)) {
    context.need(action.startsWith('create') ? 'mailWrite' : 'mailSend');
    const draft = replyDraft(context, message, action, body);
    if (action.startsWith('create')) return ok(draft, 201);
    sendDraft(context, draft);
    return noContent(202);
  }
  if (action === 'move') {
    context.need('mailWrite');
    const destination = folderOf(box, typeof body.destinationId === 'string' ? body.destinationId : undefined);
    box.messages.delete(id);
    const moved = { ...message, id: newId(), parentFolderId: destination.id, lastModifiedDateTime: now() };
    box.messages.set(moved.id, moved);
    box.attachments.set(moved.id, box.attachments.get(id) ?? []);
    box.attachments.delete(id);
    return ok(moved, 201);
  }
  return undefined;
}

/** A message's MIME text, as `$value` answers it. */
function mimeOf(message: Row): string {
  const list = (key: string) => ((message[key] as Array<{ emailAddress: { name: string; address: string } }> | undefined) ?? [])
    .map((entry) => `${entry.emailAddress.name} <${entry.emailAddress.address}>`).join(', ');
  const from = (message.from as { emailAddress?: { name: string; address: string } } | null)?.emailAddress;
  const body = message.body as { contentType: string; content: string };
  return [
    `From: ${from ? `${from.name} <${from.address}>` : ''}`, `To: ${list('toRecipients')}`, `Subject: ${String(message.subject)}`,
    `Message-ID: ${String(message.internetMessageId)}`, 'MIME-Version: 1.0', `Content-Type: text/${body.contentType === 'html' ? 'html' : 'plain'}; charset="utf-8"`, '', body.content,
  ].join('\r\n');
}

function folderRoutes(context: RouteContext, rest: string[]): RouteAnswer | undefined {
  const { box, method, query } = context;
  const [segment, action, ...tail] = rest;
  const children = (parentId: string) => [...box.folders.values()].filter((folder) => folder.parentFolderId === parentId && folder.isHidden !== true).map((folder) => box.folderView(folder));
  const create = (parentId: string) => {
    context.need('mailWrite');
    const body = (context.body ?? {}) as Row;
    if (typeof body.displayName !== 'string' || body.displayName.trim() === '') throw badRequest('The folder name must not be empty.', 'ErrorInvalidRequest');
    const siblings = [...box.folders.values()].filter((folder) => folder.parentFolderId === parentId);
    if (siblings.some((folder) => String(folder.displayName).toLowerCase() === String(body.displayName).toLowerCase())) {
      throw new GraphError(409, 'ErrorFolderExists', 'A folder with the specified name already exists.');
    }
    const search = body['@odata.type'] === 'microsoft.graph.mailSearchFolder'
      ? { '@odata.type': '#microsoft.graph.mailSearchFolder', isSupported: true, includeNestedFolders: body.includeNestedFolders === true, sourceFolderIds: body.sourceFolderIds ?? [], filterQuery: body.filterQuery ?? '' }
      : {};
    return ok(box.folderView(box.addFolder(body.displayName, parentId, search)), 201);
  };
  if (segment === undefined) {
    if (method === 'GET') { context.need('mailRead'); return ok(listAnswer(children(box.rootId), query, FOLDERS, `${context.root}/mailFolders`)); }
    if (method === 'POST') return create(box.rootId);
    return undefined;
  }
  const folder = folderOf(box, segment);
  const id = folder.id as string;
  if (action === undefined) {
    if (method === 'GET') { context.need('mailRead'); return ok(selectFields(box.folderView(folder), query, FOLDERS)); }
    if (method === 'PATCH') {
      context.need('mailWrite');
      const body = (context.body ?? {}) as Row;
      for (const key of Object.keys(body)) {
        if (!['displayName', 'filterQuery', 'includeNestedFolders', 'sourceFolderIds'].includes(key)) {
          throw badRequest(`The property '${key}' does not exist on type 'microsoft.graph.mailFolder'.`, 'RequestBodyRead');
        }
      }
      Object.assign(folder, body);
      return ok(box.folderView(folder));
    }
    if (method === 'DELETE') {
      context.need('mailWrite');
      if ([...box.wellKnown.values()].includes(id)) throw new GraphError(403, 'ErrorDeleteDistinguishedFolder', 'Distinguished folders cannot be deleted.');
      box.folders.delete(id);
      for (const [messageId, message] of box.messages) if (message.parentFolderId === id) box.messages.delete(messageId);
      return noContent();
    }
    return undefined;
  }
  if (action === 'childFolders' && tail.length === 0) {
    if (method === 'GET') { context.need('mailRead'); return ok(listAnswer(children(id), query, FOLDERS, `${context.root}/mailFolders/${segment}/childFolders`)); }
    if (method === 'POST') return create(id);
  }
  if (action === 'messages' && tail.length === 0) {
    if (method === 'GET') {
      context.need('mailRead');
      const inside = [...box.messages.values()].filter((message) => message.parentFolderId === id).sort(byReceived);
      return ok(listAnswer(inside, query, MESSAGES, `${context.root}/mailFolders/${segment}/messages`));
    }
    if (method === 'POST') { context.need('mailWrite'); return ok(createDraft(context, context.body, id), 201); }
  }
  return undefined;
}

export function mailRoutes(context: RouteContext): RouteAnswer | undefined {
  const [first, ...rest] = context.segments;
  if (first === 'messages') return messageRoutes(context, rest);
  if (first === 'mailFolders') return folderRoutes(context, rest);
  if (first === 'sendMail' && rest.length === 0 && context.method === 'POST') {
    context.need('mailSend');
    const body = (context.body ?? {}) as Row;
    if (typeof body.message !== 'object' || body.message === null) throw badRequest('Empty Payload. JSON content expected.', 'ErrorInvalidRequest');
    const draft = createDraft(context, body.message);
    sendDraft(context, draft, body.saveToSentItems !== false && body.saveToSentItems !== 'false');
    return noContent(202);
  }
  return undefined;
}
