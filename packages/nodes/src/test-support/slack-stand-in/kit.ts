import type { Json, TokenInfo, Workspace } from './state.js';

/** One Web API call as a method sees it: the arguments (query and body together) and who calls. */
export interface SlackCall {
  method: string;
  args: Json;
  token: TokenInfo;
  workspace: Workspace;
  /** The stand-in's own origin, for the upload URLs it hands out. */
  origin: string;
}

export type SlackMethod = (call: SlackCall) => Json;

/** Slack's error answer: HTTP 200 with `ok: false` and the error's code. */
export class SlackFail extends Error {
  constructor(readonly code: string, readonly extra: Json = {}) {
    super(code);
  }
}

export function required(call: SlackCall, name: string, error = 'invalid_arguments'): string {
  const value = call.args[name];
  if (value === undefined || value === null || String(value).trim() === '') throw new SlackFail(error, { detail: `missing required field: ${name}` });
  return String(value);
}

export const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** A list method's page: `limit` items from the `cursor` on, and the cursor of the next page ('' at the end). */
export function cursorPage<T>(call: SlackCall, items: T[], defaultLimit = 100): { page: T[]; meta: Json } {
  const limit = Math.min(Number(call.args.limit ?? defaultLimit) || defaultLimit, 1000);
  let offset = 0;
  if (call.args.cursor !== undefined && call.args.cursor !== '') {
    const decoded = Buffer.from(String(call.args.cursor), 'base64').toString('utf8');
    if (!/^offset:\d+$/.test(decoded)) throw new SlackFail('invalid_cursor');
    offset = Number(decoded.slice('offset:'.length));
  }
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? Buffer.from(`offset:${offset + limit}`).toString('base64') : '';
  return { page, meta: { response_metadata: { next_cursor: next } } };
}

/** The page-numbered lists (search.messages, files.list): `count` per page, `page` from 1. */
export function numberedPage<T>(call: SlackCall, items: T[], defaultCount = 20): { page: T[]; paging: Json } {
  const count = Math.min(Number(call.args.count ?? defaultCount) || defaultCount, 100);
  const pageNumber = Math.max(Number(call.args.page ?? 1) || 1, 1);
  const pages = Math.max(Math.ceil(items.length / count), 1);
  return { page: items.slice((pageNumber - 1) * count, pageNumber * count), paging: { count, total: items.length, page: pageNumber, pages } };
}

/** A comma-separated list argument (or a JSON list) as its parts. */
export function listArg(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  const text = String(value);
  if (text.startsWith('[')) return (JSON.parse(text) as unknown[]).map(String);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
