import type { HubspotStore } from './store.js';

/* How the stand-in's object modules describe their endpoints. */

export interface HubspotCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The path pattern's groups (ids). */
  params: string[];
}

export interface Answer { status: number; body?: unknown }

export interface Route {
  method: string;
  path: RegExp;
  handle(call: HubspotCall, store: HubspotStore): Answer;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const noContent: Answer = { status: 204 };

/** Offset paging over a list: the page, the next offset, whether more follow. */
export function page<T>(items: T[], offset: number, size: number): { items: T[]; next: number; more: boolean } {
  const slice = items.slice(offset, offset + size);
  return { items: slice, next: offset + slice.length, more: offset + slice.length < items.length };
}

export const numberParam = (query: URLSearchParams, name: string, fallback: number) => {
  const raw = query.get(name);
  return raw === null || raw === '' ? fallback : Number(raw);
};
