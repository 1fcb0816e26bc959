import type { Mailbox, Row } from './mailbox.js';

/* What each resource's routes get: the mailbox addressed (/me or /users/{upn}), the request, and the tenant's services. */

export type Scope = 'mailRead' | 'mailWrite' | 'mailSend' | 'calendars' | 'contacts';

export interface RouteContext {
  box: Mailbox;
  method: string;
  /** The path below the mailbox root, split: ['messages', '{id}', 'attachments']. */
  segments: string[];
  query: URLSearchParams;
  body: unknown;
  /** The path of the mailbox root as the request named it (/me or /users/ann@contoso.com). */
  root: string;
  /** Throws 403 when the token lacks the scope. */
  need(scope: Scope): void;
  /** Puts a sent message in the inbox of each recipient the tenant has. */
  deliver(message: Row): void;
}

export interface RouteAnswer {
  status: number;
  body?: unknown;
  bytes?: Buffer;
  contentType?: string;
}

export const ok = (body: unknown, status = 200): RouteAnswer => ({ status, body });
export const noContent = (status = 204): RouteAnswer => ({ status });
