import { createHash } from 'node:crypto';
import type { IDataObject } from '@weft/workflow';
import { valueKey } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';

export type HistoryLogic = 'removeItemsWithAlreadySeenKeyValues' | 'removeItemsUpToStoredIncrementalKey' | 'removeItemsUpToStoredDate';

/** Where the history lives inside the workflow's static data (per node, or one for the workflow). */
export const HISTORY_KEY = 'deduplication';

/** The history as kept in static data: plain JSON, so that the server can store it. */
export interface StoredHistory {
  logic: HistoryLogic;
  /** Seen values, oldest first (at most the history size). */
  values?: string[];
  /** The highest number, or the latest date (ISO text), seen so far. */
  latest?: number | string;
}

const LABELS: Record<HistoryLogic, string> = {
  removeItemsWithAlreadySeenKeyValues: 'Value Is New',
  removeItemsUpToStoredIncrementalKey: 'Value Is Higher than Any Previous Value',
  removeItemsUpToStoredDate: 'Value Is a Date Later than Any Previous Date',
};

/** Long values are kept as a hash: the history stays small whatever the values are. */
export function historyEntry(value: unknown): string {
  const text = typeof value === 'string' ? value : valueKey(value);
  return text.length <= 64 ? text : `sha256:${createHash('sha256').update(text).digest('base64')}`;
}

function readHistory(store: IDataObject, logic: HistoryLogic): StoredHistory {
  const stored = store[HISTORY_KEY] as StoredHistory | undefined;
  if (!stored || typeof stored !== 'object') return { logic };
  if (stored.logic !== logic) {
    throw new TransformError(`The deduplication history was kept for "${LABELS[stored.logic] ?? stored.logic}", not for "${LABELS[logic]}"`, {
      description: 'Clear the history first (operation "Clear Deduplication History"), or set "Keep Items Where" back.',
    });
  }
  return stored;
}

function toNumber(value: unknown, itemIndex: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) {
    throw new TransformError(`The value to dedupe on in item ${itemIndex} is not a number: ${JSON.stringify(value) ?? 'undefined'}`, {
      itemIndex, description: '"Value Is Higher than Any Previous Value" compares numbers, e.g. an increasing ID.',
    });
  }
  return number;
}

function toTime(value: unknown, itemIndex: number): number {
  const time = value instanceof Date ? value.getTime()
    : typeof value === 'string' && value.trim() !== '' ? Date.parse(value)
      : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(time)) {
    throw new TransformError(`The value to dedupe on in item ${itemIndex} is not a date: ${JSON.stringify(value) ?? 'undefined'}`, {
      itemIndex, description: 'Use a date such as 2024-05-01T10:00:00Z, e.g. a "last updated" field.',
    });
  }
  return time;
}

/**
 * Which items to keep (`true`) given each item's value and the history in `store`, and the history
 * updated with this run's values. Only values of earlier runs count as seen (as in n8n).
 */
export function checkAgainstHistory(
  store: IDataObject, logic: HistoryLogic, values: unknown[], historySize: number,
): boolean[] {
  const history = readHistory(store, logic);
  let keep: boolean[];
  if (logic === 'removeItemsWithAlreadySeenKeyValues') {
    const stored = history.values ?? [];
    // Only earlier executions count, as in n8n: a value repeated within this run is kept each time.
    const seen = new Set(stored);
    const added = new Set<string>();
    keep = values.map((value) => {
      const entry = historyEntry(value);
      if (seen.has(entry)) return false;
      added.add(entry);
      return true;
    });
    const all = stored.concat([...added]);
    const limit = Math.max(1, Math.floor(historySize) || 1);
    history.values = all.length > limit ? all.slice(all.length - limit) : all;
  } else if (logic === 'removeItemsUpToStoredIncrementalKey') {
    const latest = typeof history.latest === 'number' ? history.latest : -Infinity;
    const numbers = values.map((value, index) => toNumber(value, index));
    keep = numbers.map((number) => number > latest);
    const max = numbers.reduce((a, b) => (b > a ? b : a), latest);
    if (Number.isFinite(max)) history.latest = max;
  } else {
    const latest = typeof history.latest === 'string' ? Date.parse(history.latest) : -Infinity;
    const times = values.map((value, index) => toTime(value, index));
    keep = times.map((time) => time > latest);
    const max = times.reduce((a, b) => (b > a ? b : a), latest);
    if (Number.isFinite(max)) history.latest = new Date(max).toISOString();
  }
  store[HISTORY_KEY] = history as unknown as IDataObject;
  return keep;
}

/** Forgets every value seen so far. */
export function clearHistory(store: IDataObject): void {
  delete store[HISTORY_KEY];
}
