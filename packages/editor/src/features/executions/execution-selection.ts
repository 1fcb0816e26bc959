import type { ExecutionListItem, PastExecutionsFilter } from '@weft/contracts';
import { canDelete } from './execution-status';

/**
 * Which executions are ticked: single rows by id, or (after 'Select all N') every execution that
 * matches the filter, loaded or not.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), allMatching: false };

export function toggleRow(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  // Unticking one row of 'all matching' leaves the rows still ticked on screen, not all of them.
  return { ids, allMatching: false };
}

function selectable(rows: ExecutionListItem[]): ExecutionListItem[] {
  return rows.filter(canDelete);
}

export function allRowsSelected(selection: Selection, rows: ExecutionListItem[]): boolean {
  const candidates = selectable(rows);
  return candidates.length > 0 && candidates.every((row) => selection.ids.has(row.id));
}

/** The header checkbox: ticks every loaded row that can be deleted, or clears them all. */
export function toggleAllRows(selection: Selection, rows: ExecutionListItem[]): Selection {
  if (allRowsSelected(selection, rows)) return EMPTY_SELECTION;
  return { ids: new Set(selectable(rows).map((row) => row.id)), allMatching: false };
}

export function selectAllMatching(rows: ExecutionListItem[]): Selection {
  return { ids: new Set(selectable(rows).map((row) => row.id)), allMatching: true };
}

/** Forgets ticked rows that are no longer listed (deleted elsewhere, or now running again). */
export function pruneSelection(selection: Selection, rows: ExecutionListItem[]): Selection {
  const listed = new Set(selectable(rows).map((row) => row.id));
  const ids = [...selection.ids].filter((id) => listed.has(id));
  if (ids.length === selection.ids.size) return selection;
  return { ids: new Set(ids), allMatching: selection.allMatching && ids.length > 0 };
}

/** How many executions a delete would remove: the ticked rows, or every match of the filter. */
export function selectedCount(selection: Selection, matchingCount: number): number {
  return selection.allMatching ? matchingCount : selection.ids.size;
}

export type DeleteRequest =
  | { ids: string[]; filters?: PastExecutionsFilter }
  | { deleteBefore: string; filters?: PastExecutionsFilter };

/**
 * The body of `POST /executions/delete`. 'All matching' deletes by time: everything that matches
 * the filter and started no later than the newest listed execution, so that one arriving while
 * the user confirms is kept.
 */
export function deleteRequest(selection: Selection, pastRows: ExecutionListItem[], filters: PastExecutionsFilter): DeleteRequest | null {
  if (selection.allMatching) {
    const newest = pastRows.map((row) => Date.parse(row.startedAt)).filter(Number.isFinite).reduce((a, b) => Math.max(a, b), -Infinity);
    if (newest === -Infinity) return null;
    // One millisecond on, so that the newest listed execution is included whether the server's
    // 'before' is strict or not.
    return { deleteBefore: new Date(newest + 1).toISOString(), filters };
  }
  if (selection.ids.size === 0) return null;
  return { ids: [...selection.ids] };
}
