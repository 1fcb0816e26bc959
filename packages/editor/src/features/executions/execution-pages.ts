import type { ExecutionListItem, ExecutionSummary } from '@weft/contracts';
import { displayStatus } from './execution-status';
import type { StatusFilter } from './execution-filters';

/** The past executions the list has loaded so far, newest first, and how many match in all. */
export interface LoadedPast {
  rows: ExecutionListItem[];
  count: number;
  estimated: boolean;
}

export interface PastPage {
  results: ExecutionListItem[];
  count: number;
  estimated: boolean;
}

/** Execution ids are increasing numbers; compared as numbers, '10' is newer than '9'. */
function idNumber(id: string): number {
  return Number(id);
}

export function byNewestFirst(a: { id: string }, b: { id: string }): number {
  return idNumber(b.id) - idNumber(a.id);
}

/** The id to ask for older executions with ('Load more'), or none when nothing is loaded. */
export function oldestLoadedId(loaded: LoadedPast): string | undefined {
  return loaded.rows.at(-1)?.id;
}

/** Adds an older page below the loaded rows; a row already shown (the list moved meanwhile) is not repeated. */
export function appendPage(loaded: LoadedPast, page: PastPage): LoadedPast {
  const shown = new Set(loaded.rows.map((row) => row.id));
  return {
    rows: [...loaded.rows, ...page.results.filter((row) => !shown.has(row.id))],
    count: page.count,
    estimated: page.estimated,
  };
}

/**
 * Merges a refresh (the newest `limit` executions) into what is loaded, so that the rows a user
 * loaded stay in place:
 * - new executions appear on top, and rows whose status changed take their new state;
 * - the list does not grow downwards: fresh rows older than the oldest loaded one wait for 'Load more'
 *   (unless it holds less than a page);
 * - a loaded row inside the refreshed range that did not come back was deleted (or no longer
 *   matches the filter) and goes; rows older than that range are kept as loaded.
 */
export function mergeRefresh(loaded: LoadedPast | undefined, fresh: PastPage, limit: number, pageSize: number): LoadedPast {
  const oldestLoaded = loaded?.rows.at(-1);
  const inLoadedRange = oldestLoaded ? fresh.results.filter((row) => idNumber(row.id) >= idNumber(oldestLoaded.id)) : fresh.results;
  // Rows deleted from the first page are made up from below, so the list keeps a full page.
  const kept = inLoadedRange.length < pageSize ? fresh.results.slice(0, pageSize) : inLoadedRange;
  const refreshedDownTo = fresh.results.at(-1);
  // A short answer is the whole list: nothing older exists beyond it.
  const olderThanRefresh = fresh.results.length < limit || !refreshedDownTo
    ? []
    : (loaded?.rows ?? []).filter((row) => idNumber(row.id) < idNumber(refreshedDownTo.id));
  return { rows: [...kept, ...olderThanRefresh], count: fresh.count, estimated: fresh.estimated };
}

/** A current execution in the shape of a list row; a running one has no successful retry yet. */
function asListItem(execution: ExecutionSummary): ExecutionListItem {
  return { ...execution, retrySuccessId: null };
}

/**
 * The rows the list shows: running executions on top (as n8n's list does), then the past ones.
 * Waiting executions come from the past list (it pages them); a run that ended between the two
 * requests shows once, as the past list has it.
 */
export function combineRows(status: StatusFilter, current: ExecutionSummary[], past: ExecutionListItem[]): ExecutionListItem[] {
  const inPast = new Set(past.map((row) => row.id));
  const running = status === 'ALL' || status === 'running'
    ? current.filter((e) => displayStatus(e) === 'running' && !inPast.has(e.id)).sort(byNewestFirst).map(asListItem)
    : [];
  return status === 'running' ? running : [...running, ...past];
}
