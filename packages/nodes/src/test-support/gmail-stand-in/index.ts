import type { IncomingHttpHeaders } from 'node:http';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInServer } from '../stand-in-server.js';
import { GoogleOAuth, newServiceAccountKey } from '../google-stand-in/oauth.js';
import type { IssuedToken, OAuthClient, ServiceAccountKey } from '../google-stand-in/oauth.js';
import { GmailError, Mailbox, addressesIn, invalid, notFound } from './mailbox.js';
import type { StoredMessage } from './mailbox.js';
import { headerOf, parseMime } from './mime-tree.js';
import { attachmentOf, labelResource, messageResource, threadResource } from './resources.js';

export { newServiceAccountKey, Mailbox };
export type { ServiceAccountKey, OAuthClient, StoredMessage };

/** Gmail's API answers at both hosts; OAuth as the Google stand-in does it (its GoogleOAuth). */
export const GMAIL_ORIGINS = ['https://accounts.google.com', 'https://oauth2.googleapis.com', 'https://www.googleapis.com', 'https://gmail.googleapis.com'];

const AUTH = 'https://www.googleapis.com/auth/';
const FULL = 'https://mail.google.com/';
/** The scopes each kind of method accepts (the "Authorization scopes" of each method in the reference). */
const SCOPES = {
  read: [FULL, `${AUTH}gmail.modify`, `${AUTH}gmail.readonly`, `${AUTH}gmail.metadata`],
  modify: [FULL, `${AUTH}gmail.modify`],
  send: [FULL, `${AUTH}gmail.modify`, `${AUTH}gmail.compose`, `${AUTH}gmail.send`],
  compose: [FULL, `${AUTH}gmail.modify`, `${AUTH}gmail.compose`],
  labels: [FULL, `${AUTH}gmail.modify`, `${AUTH}gmail.labels`],
  labelsRead: [FULL, `${AUTH}gmail.modify`, `${AUTH}gmail.readonly`, `${AUTH}gmail.labels`, `${AUTH}gmail.metadata`],
  destroy: [FULL],
};

export interface GmailCall { method: string; path: string; query: URLSearchParams; body: unknown; subject?: string }

export interface GmailStandIn extends StandInServer {
  oauth: GoogleOAuth;
  calls: GmailCall[];
  hosts: string;
  /** The mailbox of a user (created on first use). */
  mailbox(email?: string): Mailbox;
  /** Puts a message from outside in the user's inbox, unread. */
  deliver(raw: string, options?: { to?: string; labelIds?: string[]; internalDate?: number }): StoredMessage;
  rateLimitNext(): void;
}

const bearer = (headers: IncomingHttpHeaders) => /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];

function errorBody(error: GmailError) {
  return { error: { code: error.code, message: error.message, errors: [{ message: error.message, domain: 'global', reason: error.reason }], status: error.status } };
}

/** An offset in a result list, as an opaque page token. */
function page<T>(all: T[], query: URLSearchParams, defaultSize: number): { items: T[]; nextPageToken?: string } {
  const size = Math.min(Number(query.get('maxResults') ?? defaultSize) || defaultSize, 500);
  const token = query.get('pageToken');
  const offset = token ? Number(Buffer.from(token, 'base64url').toString('utf8').replace(/^o:/, '')) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalid('Invalid pageToken');
  const items = all.slice(offset, offset + size);
  return { items, ...(offset + size < all.length ? { nextPageToken: Buffer.from(`o:${offset + size}`).toString('base64url') } : {}) };
}

function rawOf(body: unknown): string {
  const raw = (body as { raw?: unknown } | undefined)?.raw;
  if (typeof raw !== 'string' || raw === '') throw invalid("'raw' RFC822 payload message string or uploading message via /upload/* URL required");
  return Buffer.from(raw, 'base64url').toString('utf8');
}

export async function startGmailStandIn(options: { clients?: OAuthClient[]; accounts?: ServiceAccountKey[] } = {}): Promise<GmailStandIn> {
  const oauth = new GoogleOAuth(options.clients ?? [], options.accounts ?? []);
  const boxes = new Map<string, Mailbox>();
  const calls: GmailCall[] = [];
  let limitNext = false;
  const mailbox = (email = 'user@example.com') => {
    const key = email.toLowerCase();
    if (!boxes.has(key)) boxes.set(key, new Mailbox(key));
    return boxes.get(key) as Mailbox;
  };

  const need = (token: IssuedToken, accepted: string[]) => {
    if (!token.scopes.some((scope) => accepted.includes(scope))) throw new GmailError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED', 'insufficientPermissions');
  };

  const send = (box: Mailbox, body: unknown, labels: string[]) => {
    const raw = rawOf(body);
    const threadId = (body as { threadId?: string }).threadId;
    const message = box.insert(raw, labels, threadId ? { threadId } : {});
    return message;
  };

  /** Sends a message: to the sender's SENT, and to the inbox of each recipient the stand-in keeps. */
  const sendMessage = (box: Mailbox, body: unknown) => {
    const raw = rawOf(body);
    const mime = parseMime(raw);
    const recipients = ['to', 'cc', 'bcc'].flatMap((name) => addressesIn(headerOf(mime.headers, name)));
    if (recipients.length === 0) throw invalid('Recipient address required');
    const sent = send(box, body, ['SENT', ...(recipients.includes(box.emailAddress) ? ['INBOX', 'UNREAD'] : [])]);
    for (const recipient of new Set(recipients)) {
      if (recipient !== box.emailAddress && boxes.has(recipient)) mailbox(recipient).insert(raw, ['INBOX', 'UNREAD']);
    }
    return sent;
  };

  const gmail = (token: IssuedToken, method: string, rest: string, query: URLSearchParams, body: unknown): { status: number; body?: unknown } => {
    const box = mailbox(token.subject);
    const format = query.get('format') ?? 'full';
    const metadataHeaders = query.getAll('metadataHeaders');
    const ok = (value: unknown) => ({ status: 200, body: value });
    const route = (pattern: RegExp) => pattern.exec(rest);
    const readFormat = () => {
      need(token, SCOPES.read);
      if ((format === 'full' || format === 'raw') && token.scopes.length === 1 && token.scopes[0] === `${AUTH}gmail.metadata`) {
        throw new GmailError(403, `Metadata scope doesn't allow format ${format.toUpperCase()}`, 'PERMISSION_DENIED', 'forbidden');
      }
    };
    let match: RegExpExecArray | null;
    if (rest === '/profile' && method === 'GET') {
      need(token, SCOPES.read.concat(SCOPES.send, SCOPES.labels));
      return ok({ emailAddress: box.emailAddress, messagesTotal: box.messages.size, threadsTotal: new Set([...box.messages.values()].map((m) => m.threadId)).size, historyId: String(box.historyId) });
    }
    if (rest === '/settings/sendAs' && method === 'GET') {
      need(token, SCOPES.read.concat(SCOPES.send, SCOPES.labels));
      return ok({ sendAs: [{ sendAsEmail: box.emailAddress, displayName: '', replyToAddress: '', signature: '', isPrimary: true, isDefault: true }] });
    }
    // messages
    if (rest === '/messages' && method === 'GET') {
      need(token, SCOPES.read);
      const found = box.search(query.get('q') ?? '', query.getAll('labelIds'), query.get('includeSpamTrash') === 'true');
      const { items, nextPageToken } = page(found, query, 100);
      return ok({ ...(items.length > 0 ? { messages: items.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}), ...(nextPageToken ? { nextPageToken } : {}), resultSizeEstimate: found.length });
    }
    if (rest === '/messages/send' && method === 'POST') {
      need(token, SCOPES.send);
      const sent = sendMessage(box, body);
      return ok({ id: sent.id, threadId: sent.threadId, labelIds: sent.labelIds });
    }
    if ((match = route(/^\/messages\/([^/]+)\/attachments\/([^/]+)$/)) && method === 'GET') {
      need(token, SCOPES.read);
      const content = attachmentOf(box.message(match[1] as string), match[2] as string);
      if (!content) throw notFound();
      return ok({ size: content.length, data: content.toString('base64url') });
    }
    if ((match = route(/^\/messages\/([^/]+)\/(modify|trash|untrash)$/)) && method === 'POST') {
      need(token, SCOPES.modify);
      const message = box.message(match[1] as string);
      if (match[2] === 'modify') {
        const { addLabelIds = [], removeLabelIds = [] } = (body ?? {}) as { addLabelIds?: string[]; removeLabelIds?: string[] };
        box.modify(message, addLabelIds, removeLabelIds);
      } else if (match[2] === 'trash') box.trash(message);
      else box.untrash(message);
      return ok(messageResource(box, message, 'minimal'));
    }
    if ((match = route(/^\/messages\/([^/]+)$/))) {
      const id = match[1] as string;
      if (method === 'GET') {
        readFormat();
        return ok(messageResource(box, box.message(id), format, metadataHeaders));
      }
      if (method === 'DELETE') {
        need(token, SCOPES.destroy);
        box.remove(id);
        return { status: 204 };
      }
    }
    // threads
    if (rest === '/threads' && method === 'GET') {
      need(token, SCOPES.read);
      const found = box.search(query.get('q') ?? '', query.getAll('labelIds'), query.get('includeSpamTrash') === 'true');
      // A thread is listed once, by its newest matching message (whose snippet it shows).
      const threads = found.filter((m, index) => found.findIndex((other) => other.threadId === m.threadId) === index);
      const { items, nextPageToken } = page(threads, query, 100);
      return ok({
        ...(items.length > 0 ? { threads: items.map((m) => ({ id: m.threadId, snippet: box.snippet(m), historyId: String(Math.max(...box.thread(m.threadId).map((t) => t.historyId))) })) } : {}),
        ...(nextPageToken ? { nextPageToken } : {}), resultSizeEstimate: threads.length,
      });
    }
    if ((match = route(/^\/threads\/([^/]+)\/(modify|trash|untrash)$/)) && method === 'POST') {
      need(token, SCOPES.modify);
      const id = match[1] as string;
      for (const message of box.thread(id)) {
        if (match[2] === 'modify') {
          const { addLabelIds = [], removeLabelIds = [] } = (body ?? {}) as { addLabelIds?: string[]; removeLabelIds?: string[] };
          box.modify(message, addLabelIds, removeLabelIds);
        } else if (match[2] === 'trash') box.trash(message);
        else box.untrash(message);
      }
      return ok(threadResource(box, id, 'minimal'));
    }
    if ((match = route(/^\/threads\/([^/]+)$/))) {
      const id = match[1] as string;
      if (method === 'GET') {
        readFormat();
        return ok(threadResource(box, id, format, metadataHeaders));
      }
      if (method === 'DELETE') {
        need(token, SCOPES.destroy);
        for (const message of box.thread(id)) box.remove(message.id);
        return { status: 204 };
      }
    }
    // labels
    if (rest === '/labels' && method === 'GET') {
      need(token, SCOPES.labelsRead);
      return ok({ labels: [...box.labels.values()].map((label) => ({ id: label.id, name: label.name, type: label.type, ...(label.type === 'user' ? { messageListVisibility: label.messageListVisibility, labelListVisibility: label.labelListVisibility } : {}) })) });
    }
    if (rest === '/labels' && method === 'POST') {
      need(token, SCOPES.labels);
      const { name, messageListVisibility, labelListVisibility } = (body ?? {}) as Record<string, string | undefined>;
      if (!name) throw invalid('Invalid label name');
      if ([...box.labels.values()].some((label) => label.name.toLowerCase() === name.toLowerCase())) {
        throw new GmailError(409, 'Label name exists or conflicts', 'ALREADY_EXISTS', 'duplicate');
      }
      const id = `Label_${box.labels.size + 1}`;
      box.labels.set(id, { id, name, type: 'user', messageListVisibility: messageListVisibility ?? 'show', labelListVisibility: labelListVisibility ?? 'labelShow' });
      return ok(labelResource(box, box.labels.get(id) as never));
    }
    if ((match = route(/^\/labels\/([^/]+)$/))) {
      const label = box.labels.get(match[1] as string);
      if (method === 'GET') {
        need(token, SCOPES.labelsRead);
        if (!label) throw notFound();
        return ok(labelResource(box, label));
      }
      if (method === 'DELETE') {
        need(token, SCOPES.labels);
        if (!label) throw notFound();
        if (label.type === 'system') throw invalid('Invalid delete request');
        box.labels.delete(label.id);
        for (const message of box.messages.values()) message.labelIds = message.labelIds.filter((l) => l !== label.id);
        return { status: 204 };
      }
    }
    // drafts
    const draftResource = (id: string, fmt: string) => ({ id, message: messageResource(box, box.message(box.drafts.get(id) as string), fmt, metadataHeaders) });
    if (rest === '/drafts' && method === 'POST') {
      need(token, SCOPES.compose);
      const message = (body as { message?: unknown } | undefined)?.message;
      const stored = send(box, message, ['DRAFT']);
      const id = `r${BigInt(`0x${stored.id}`).toString().slice(0, 18)}`;
      box.drafts.set(id, stored.id);
      return ok({ id, message: { id: stored.id, threadId: stored.threadId, labelIds: stored.labelIds } });
    }
    if (rest === '/drafts' && method === 'GET') {
      need(token, SCOPES.read);
      const ids = [...box.drafts.keys()].reverse().filter((id) => {
        const q = query.get('q');
        return !q || box.search(q, [], true).some((m) => m.id === box.drafts.get(id));
      });
      const { items, nextPageToken } = page(ids, query, 100);
      return ok({
        ...(items.length > 0 ? { drafts: items.map((id) => { const m = box.message(box.drafts.get(id) as string); return { id, message: { id: m.id, threadId: m.threadId } }; }) } : {}),
        ...(nextPageToken ? { nextPageToken } : {}), resultSizeEstimate: ids.length,
      });
    }
    if ((match = route(/^\/drafts\/([^/]+)$/))) {
      const id = match[1] as string;
      if (!box.drafts.has(id)) {
        need(token, SCOPES.read);
        throw notFound();
      }
      if (method === 'GET') {
        readFormat();
        return ok(draftResource(id, format));
      }
      if (method === 'DELETE') {
        need(token, SCOPES.compose);
        box.remove(box.drafts.get(id) as string);
        box.drafts.delete(id);
        return { status: 204 };
      }
    }
    if (rest === '/history' && method === 'GET') {
      need(token, SCOPES.read);
      const start = Number(query.get('startHistoryId'));
      if (!query.get('startHistoryId') || !Number.isFinite(start)) throw invalid('Invalid startHistoryId');
      const types = query.getAll('historyTypes');
      const records = box.history.filter((h) => h.id > start && (types.length === 0 || types.includes(h.kind.replace(/^(message|label)s/, '$1'))));
      const { items, nextPageToken } = page(records, query, 100);
      return ok({
        ...(items.length > 0 ? {
          history: items.map((h) => {
            const message = box.messages.get(h.messageId);
            const stub = { id: h.messageId, threadId: message?.threadId ?? h.messageId, ...(message ? { labelIds: message.labelIds } : {}) };
            return { id: String(h.id), messages: [stub], [h.kind]: [h.labelIds ? { message: stub, labelIds: h.labelIds } : { message: stub }] };
          }),
        } : {}),
        ...(nextPageToken ? { nextPageToken } : {}), historyId: String(box.historyId),
      });
    }
    return { status: 404, body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
  };

  const server = await startStandInServer((request, reply) => {
    const { method, path, query, headers, body } = request;
    if (path === '/o/oauth2/v2/auth') return oauth.authorize(request, reply);
    if (path === '/token') return oauth.tokenEndpoint(request, reply);
    if (path === '/tokeninfo') return oauth.tokenInfo(request, reply);
    const user = /^\/gmail\/v1\/users\/([^/]+)(\/.*)$/.exec(path);
    if (!user) return reply.json(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const token = oauth.valid(bearer(headers));
    calls.push({ method, path: decodeURIComponent(path), query, body, ...(token ? { subject: token.subject } : {}) });
    if (!token) {
      return reply.json(401, errorBody(new GmailError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'UNAUTHENTICATED', 'authError')));
    }
    const userId = decodeURIComponent(user[1] as string);
    if (userId !== 'me' && userId.toLowerCase() !== token.subject.toLowerCase()) {
      return reply.json(403, errorBody(new GmailError(403, `Delegation denied for ${token.subject}`, 'PERMISSION_DENIED', 'forbidden')));
    }
    if (limitNext) {
      limitNext = false;
      return reply.json(429, errorBody(new GmailError(429, 'User-rate limit exceeded.  Retry after 2026-01-01T00:00:30.000Z', 'RESOURCE_EXHAUSTED', 'rateLimitExceeded')), { 'retry-after': '30' });
    }
    try {
      const answer = gmail(token, method, user[2] as string, query, body);
      if (answer.body === undefined) reply.send(answer.status);
      else reply.json(answer.status, answer.body);
    } catch (error) {
      if (error instanceof GmailError) return reply.json(error.code, errorBody(error));
      throw error;
    }
  });

  return {
    ...server, oauth, calls, mailbox,
    hosts: JSON.stringify(Object.fromEntries(GMAIL_ORIGINS.map((origin) => [origin, server.origin]))),
    deliver: (raw, deliverOptions = {}) => mailbox(deliverOptions.to).insert(raw, deliverOptions.labelIds ?? ['INBOX', 'UNREAD'], deliverOptions.internalDate !== undefined ? { internalDate: deliverOptions.internalDate } : {}),
    rateLimitNext: () => { limitNext = true; },
  };
}
