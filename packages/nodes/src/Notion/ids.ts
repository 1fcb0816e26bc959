import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { BLOCK_URL_EXTRACT, DATABASE_URL_EXTRACT, ID_EXTRACT, PAGE_URL_EXTRACT } from './descriptions/locators.js';

/* The ids behind the node's page, database and block pickers (a link, an id, or a list pick). */

type Locator = { mode?: string; value?: unknown } | string;

function raw(context: IExecuteFunctions, name: string, index: number): { mode: string; value: string } {
  const given = context.getNodeParameter(name, index, '') as Locator;
  if (typeof given === 'string') return { mode: 'url', value: given.trim() };
  return { mode: String(given.mode ?? 'id'), value: String(given.value ?? '').trim() };
}

function fail(context: IExecuteFunctions, what: string, value: string, index: number): never {
  throw new NodeOperationError(context.getNode(), `Could not find a ${what} ID in "${value}"`, {
    itemIndex: index, description: `Give the ${what}'s Notion link (www.notion.so/...) or its 32-character ID.`,
  });
}

export function pageIdOf(context: IExecuteFunctions, index: number): string {
  const { mode, value } = raw(context, 'pageId', index);
  // A page opened from a database view: ...?v=<view>&p=<page>.
  const fromQuery = /[?&]p=([0-9a-f]{32})/.exec(value)?.[1];
  const id = fromQuery ?? new RegExp(mode === 'id' ? ID_EXTRACT : PAGE_URL_EXTRACT).exec(value)?.[1]
    ?? (mode !== 'id' ? new RegExp(ID_EXTRACT).exec(value)?.[1] : undefined);
  return id ?? fail(context, 'page', value, index);
}

export function databaseIdOf(context: IExecuteFunctions, index: number): string {
  const { mode, value } = raw(context, 'databaseId', index);
  if (mode === 'list') return value || fail(context, 'database', value, index);
  const id = new RegExp(mode === 'url' ? DATABASE_URL_EXTRACT : ID_EXTRACT).exec(value)?.[1];
  return id ?? fail(context, 'database', value, index);
}

/** From 2.2 a link to a block (its #anchor) names that block; otherwise the link's page is the parent. */
export function blockIdOf(context: IExecuteFunctions, index: number): string {
  const { mode, value } = raw(context, 'blockId', index);
  if (mode === 'id') return new RegExp(ID_EXTRACT).exec(value)?.[1] ?? fail(context, 'block', value, index);
  if (context.getNode().typeVersion >= 2.2) {
    const anchor = /https:\/\/www\.notion\.so\/.+#([a-f0-9]{32})/.exec(value)?.[1];
    if (anchor) return anchor;
  }
  return new RegExp(BLOCK_URL_EXTRACT).exec(value)?.[1] ?? fail(context, 'block', value, index);
}

