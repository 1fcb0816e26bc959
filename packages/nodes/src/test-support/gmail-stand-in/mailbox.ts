import { randomBytes } from 'node:crypto';
import { headerOf, parseMime, plainText } from './mime-tree.js';
import type { MimePart } from './mime-tree.js';

/*
 * One user's Gmail mailbox (developers.google.com/gmail/api/reference/rest): messages with their raw
 * RFC 822 text, threads, labels, drafts and the history of changes; and the search operators the API's
 * `q` parameter shares with the Gmail search box (the subset below, each implemented as Gmail reads it).
 */

export class GmailError extends Error {
  constructor(readonly code: number, message: string, readonly status: string, readonly reason: string) {
    super(message);
  }
}

export const notFound = () => new GmailError(404, 'Requested entity was not found.', 'NOT_FOUND', 'notFound');
export const invalid = (message: string) => new GmailError(400, message, 'INVALID_ARGUMENT', 'invalidArgument');

export interface StoredMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: string;
  mime: MimePart;
  internalDate: number;
  historyId: number;
  /** Attachment ids by part id. */
  attachments: Map<string, string>;
}

export interface Label {
  id: string;
  name: string;
  type: 'system' | 'user';
  messageListVisibility?: string;
  labelListVisibility?: string;
}

export interface HistoryRecord { id: number; messageId: string; kind: 'messagesAdded' | 'messagesDeleted' | 'labelsAdded' | 'labelsRemoved'; labelIds?: string[] }

const SYSTEM_LABELS = ['INBOX', 'SENT', 'DRAFT', 'SPAM', 'TRASH', 'UNREAD', 'STARRED', 'IMPORTANT', 'CHAT',
  'CATEGORY_PERSONAL', 'CATEGORY_SOCIAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_UPDATES', 'CATEGORY_FORUMS'];

const newId = () => randomBytes(8).toString('hex');

/** Parses `a@b.c`, `Name <a@b.c>` lists into lower-cased addresses. */
export function addressesIn(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase());
}

export class Mailbox {
  readonly messages = new Map<string, StoredMessage>();
  readonly labels = new Map<string, Label>();
  readonly drafts = new Map<string, string>();
  readonly history: HistoryRecord[] = [];
  historyId = 1000;

  constructor(readonly emailAddress: string) {
    for (const id of SYSTEM_LABELS) this.labels.set(id, { id, name: id, type: 'system' });
  }

  private record(kind: HistoryRecord['kind'], messageId: string, labelIds?: string[]): number {
    this.historyId += 1;
    this.history.push({ id: this.historyId, messageId, kind, ...(labelIds ? { labelIds } : {}) });
    return this.historyId;
  }

  /** Stores a message from its raw text: a sent one, a draft's or one delivered to the box. */
  insert(raw: string, labelIds: string[], options: { threadId?: string; internalDate?: number } = {}): StoredMessage {
    const mime = parseMime(raw);
    if (options.threadId !== undefined && ![...this.messages.values()].some((m) => m.threadId === options.threadId)) throw notFound();
    const id = newId();
    const dateHeader = headerOf(mime.headers, 'date');
    const internalDate = options.internalDate ?? (dateHeader && !Number.isNaN(Date.parse(dateHeader)) ? Date.parse(dateHeader) : Date.now());
    const message: StoredMessage = {
      id, threadId: options.threadId ?? this.threadOfReply(mime) ?? id, labelIds: [...new Set(labelIds)], raw, mime, internalDate,
      historyId: 0, attachments: new Map(),
    };
    const walk = (part: MimePart) => {
      if (part.parts) part.parts.forEach(walk);
      else if (part.filename) message.attachments.set(part.partId, `ANGj${newId()}${newId()}`);
    };
    walk(mime);
    this.messages.set(id, message);
    message.historyId = this.record('messagesAdded', id);
    return message;
  }

  /** A reply joins its parent's thread when In-Reply-To names a message of the box and the subjects agree. */
  private threadOfReply(mime: MimePart): string | undefined {
    const parentId = headerOf(mime.headers, 'in-reply-to');
    if (!parentId) return undefined;
    const parent = [...this.messages.values()].find((m) => headerOf(m.mime.headers, 'message-id') === parentId);
    const bare = (subject: string | undefined) => (subject ?? '').replace(/^(\s*(re|fwd?):\s*)+/i, '').trim();
    return parent && bare(headerOf(parent.mime.headers, 'subject')) === bare(headerOf(mime.headers, 'subject')) ? parent.threadId : undefined;
  }

  message(id: string): StoredMessage {
    const found = this.messages.get(id);
    if (!found) throw notFound();
    return found;
  }

  thread(id: string): StoredMessage[] {
    const messages = [...this.messages.values()].filter((m) => m.threadId === id).sort((a, b) => a.internalDate - b.internalDate);
    if (messages.length === 0) throw notFound();
    return messages;
  }

  modify(message: StoredMessage, add: string[] = [], remove: string[] = []): void {
    for (const id of [...add, ...remove]) if (!this.labels.has(id)) throw invalid(`Invalid label: ${id}`);
    const added = add.filter((id) => !message.labelIds.includes(id));
    const removed = remove.filter((id) => message.labelIds.includes(id));
    message.labelIds = [...message.labelIds.filter((id) => !remove.includes(id)), ...added];
    if (added.length > 0) message.historyId = this.record('labelsAdded', message.id, added);
    if (removed.length > 0) message.historyId = this.record('labelsRemoved', message.id, removed);
  }

  trash(message: StoredMessage): void {
    this.modify(message, ['TRASH'], ['INBOX', 'SPAM']);
  }

  untrash(message: StoredMessage): void {
    this.modify(message, [], ['TRASH']);
  }

  remove(id: string): void {
    this.message(id);
    this.messages.delete(id);
    this.record('messagesDeleted', id);
  }

  snippet(message: StoredMessage): string {
    return plainText(message.mime).replace(/\s+/g, ' ').trim().slice(0, 200);
  }

  /** The messages `q` and `labelIds` select, newest first; spam and trash only when asked for. */
  search(q: string, labelIds: string[], includeSpamTrash: boolean): StoredMessage[] {
    const terms = tokenize(q);
    return [...this.messages.values()]
      .filter((m) => includeSpamTrash || labelIds.some((l) => l === 'SPAM' || l === 'TRASH') || !m.labelIds.some((l) => l === 'SPAM' || l === 'TRASH'))
      .filter((m) => labelIds.every((label) => m.labelIds.includes(label)))
      .filter((m) => terms.every((term) => this.matches(m, term)))
      .sort((a, b) => b.internalDate - a.internalDate || b.historyId - a.historyId);
  }

  private matches(message: StoredMessage, term: Term): boolean {
    const result = this.matchesPositive(message, term);
    return term.negated ? !result : result;
  }

  private matchesPositive(message: StoredMessage, { operator, value }: Term): boolean {
    const headers = message.mime.headers;
    const lower = value.toLowerCase();
    switch (operator) {
      case 'from': return (headerOf(headers, 'from') ?? '').toLowerCase().includes(lower);
      case 'to': return ['to', 'cc', 'bcc'].some((name) => (headerOf(headers, name) ?? '').toLowerCase().includes(lower));
      case 'cc': return (headerOf(headers, 'cc') ?? '').toLowerCase().includes(lower);
      case 'subject': return (headerOf(headers, 'subject') ?? '').toLowerCase().includes(lower);
      case 'is':
        if (lower === 'unread') return message.labelIds.includes('UNREAD');
        if (lower === 'read') return !message.labelIds.includes('UNREAD');
        if (lower === 'starred' || lower === 'important') return message.labelIds.includes(lower.toUpperCase());
        throw invalid(`Invalid search query: is:${value}`);
      case 'in': return message.labelIds.includes(value.toUpperCase() === 'ANYWHERE' ? message.labelIds[0] ?? '' : value.toUpperCase());
      case 'label': {
        const wanted = lower.replace(/-/g, ' ');
        return message.labelIds.some((id) => {
          const label = this.labels.get(id);
          return id.toLowerCase() === lower || (label !== undefined && label.name.toLowerCase().replace(/[-/]/g, ' ') === wanted.replace(/\//g, ' '));
        });
      }
      case 'has':
        if (lower === 'attachment') return message.attachments.size > 0;
        throw invalid(`Invalid search query: has:${value}`);
      case 'after': return message.internalDate >= searchTime(value);
      case 'before': return message.internalDate < searchTime(value);
      case '': {
        const text = `${headerOf(headers, 'subject') ?? ''} ${headerOf(headers, 'from') ?? ''} ${headerOf(headers, 'to') ?? ''} ${plainText(message.mime)}`.toLowerCase();
        return text.includes(lower);
      }
      default: throw invalid(`Invalid search query: ${operator}:${value}`);
    }
  }
}

interface Term { operator: string; value: string; negated: boolean }

function tokenize(q: string): Term[] {
  const terms: Term[] = [];
  for (const match of q.matchAll(/(-?)(?:([a-zA-Z]+):)?("([^"]*)"|\S+)/g)) {
    const value = match[4] ?? (match[3] as string);
    terms.push({ negated: match[1] === '-', operator: (match[2] ?? '').toLowerCase(), value });
  }
  return terms;
}

/** after:/before: take a date (2024/01/31: midnight in the account's time zone) or seconds since the epoch. */
function searchTime(value: string): number {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  if (!date) throw invalid(`Invalid search query: ${value}`);
  // Gmail reads a bare date in the account's time zone; the stand-in's accounts are in UTC.
  return Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
}
