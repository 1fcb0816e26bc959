import type { IDataObject } from '@weft/workflow';

/** Characters a table cell shows before cutting; the whole value is in its tooltip. */
export const CELL_MAX_LENGTH = 120;

/** Top-level keys of the page's items, in order of first appearance: the table's columns. */
export function tableColumns(items: readonly { json: IDataObject }[]): string[] {
  const seen = new Set<string>();
  for (const item of items) for (const key of Object.keys(item.json ?? {})) seen.add(key);
  return [...seen];
}

/** A cell's full text: strings as they are, objects and arrays as compact JSON. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function truncateCell(text: string, max = CELL_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
