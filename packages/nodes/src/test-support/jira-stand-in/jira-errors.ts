import type { OutgoingHttpHeaders } from 'node:http';
import type { StandInRequest } from '../stand-in-server.js';
import type { JiraIssue, JiraState, JiraUser } from './jira-state.js';

/* Jira's error answers (`{ errorMessages: [], errors: { field: message } }`) and what a route gets. */

export class JiraError extends Error {
  readonly messages: string[];
  constructor(readonly status: number, message: string | string[], readonly fields: Record<string, string> = {}) {
    super([message].flat().join('; ') || Object.values(fields).join('; '));
    this.messages = [message].flat().filter(Boolean);
  }
}

export const fieldError = (fields: Record<string, string>) => new JiraError(400, [], fields);

export interface JiraAnswer { status: number; body?: unknown; headers?: OutgoingHttpHeaders }
export interface JiraContext {
  state: JiraState; flavor: 'cloud' | 'server'; request: StandInRequest; user: JiraUser; version: 2 | 3; origin: string; body: Record<string, unknown>;
}
export type JiraRoute = [method: string, pattern: RegExp, handle: (context: JiraContext, ...params: string[]) => JiraAnswer];

export function findIssue(context: JiraContext, key: string): JiraIssue {
  const issue = context.state.issue(key);
  if (!issue) throw new JiraError(404, 'Issue does not exist or you do not have permission to see it.');
  return issue;
}

/** A user as Jira shows one: Cloud by account ID, Server by name and key. */
export function userJson(context: JiraContext, id: unknown) {
  const user = typeof id === 'string' ? context.state.user(id) : undefined;
  if (!user) return null;
  const base = context.flavor === 'cloud'
    ? { self: `${context.origin}/rest/api/${context.version}/user?accountId=${user.accountId}`, accountId: user.accountId, accountType: 'atlassian' }
    : { self: `${context.origin}/rest/api/2/user?username=${user.name}`, key: user.key, name: user.name };
  return { ...base, emailAddress: user.emailAddress, displayName: user.displayName, active: user.active, timeZone: 'Europe/Berlin' };
}

/** The user a request names: `{ accountId }` on Cloud, `{ name }` on Server. */
export function namedUser(context: JiraContext, value: unknown, field: string): string | null {
  if (value === null) return null;
  const given = value as { accountId?: string; name?: string; id?: string } | undefined;
  const id = context.flavor === 'cloud' ? given?.accountId ?? given?.id : given?.name;
  const user = id ? context.state.user(id) : undefined;
  if (!user) throw new JiraError(400, [], { [field]: context.flavor === 'cloud' ? `Specify a valid value for ${field}` : `User '${String(id)}' does not exist.` });
  return user.accountId;
}

/** Plain text as an Atlassian Document (one paragraph per line), and the text of a document. */
export const adf = (text: string) => ({
  type: 'doc', version: 1, content: text.split('\n').map((line) => ({ type: 'paragraph', content: line === '' ? [] : [{ type: 'text', text: line }] })),
});

export function adfText(node: unknown): string {
  const value = node as { type?: string; text?: string; content?: unknown[] } | undefined;
  if (!value || typeof value !== 'object') return '';
  if (value.type === 'text') return value.text ?? '';
  const parts = (value.content ?? []).map(adfText);
  return value.type === 'doc' ? parts.join('\n') : parts.join('');
}

export const isAdf = (value: unknown) => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc' && (value as { version?: unknown }).version === 1;

/** A stored rich text as the API version shows it: ADF on v3, text (wiki markup) on v2. */
export const richText = (context: JiraContext, value: unknown) => (value === null || value === undefined ? null
  : context.version === 3 ? (isAdf(value) ? value : adf(String(value))) : (isAdf(value) ? adfText(value) : value));

/** startAt / maxResults paging of a list. */
export function paged<T>(context: JiraContext, items: T[], fallback = 50) {
  const startAt = Math.max(Number(context.request.query.get('startAt') ?? context.body.startAt ?? 0) || 0, 0);
  const maxResults = Math.min(Number(context.request.query.get('maxResults') ?? context.body.maxResults ?? fallback) || fallback, 100);
  const values = items.slice(startAt, startAt + maxResults);
  return { startAt, maxResults, total: items.length, isLast: startAt + values.length >= items.length, values };
}
