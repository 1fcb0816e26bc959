import type { ExecutionListItem, PastExecutionsFilter } from '@weft/contracts';
import { canDelete } from './execution-status';

/**
 * After 'Select all N': every execution that matches the filter, loaded or not, as far as the list
 * knew them at that moment: those started up to the newest one listed then, `count` of them.
 */
export interface AllMatching {
  startedUpTo: string;
  count: number;
}

/** Which executions are ticked: single rows by id, or every match. */
export interface Selection {
  ids: ReadonlySet<string>;
  allMatching: AllMatching | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), allMatching: null };

export function toggleRow(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  // Unticking one row of 'all matching' leaves the rows still ticked on screen, not all of them.
  return { ids, allMatching: null };
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
  return { ids: new Set(selectable(rows).map((row) => row.id)), allMatching: null };
}

/**
 * Ticks every match of the filter (`matchingCount` of them). Executions that start afterwards are
 * not part of it, so the count the user confirms is the count deleted.
 */
export function selectAllMatching(rows: ExecutionListItem[], pastRows: ExecutionListItem[], matchingCount: number): Selection {
  const newest = pastRows.map((row) => Date.parse(row.startedAt)).filter(Number.isFinite).reduce((a, b) => Math.max(a, b), -Infinity);
  const ids = new Set(selectable(rows).map((row) => row.id));
  if (newest === -Infinity) return { ids, allMatching: null };
  return { ids, allMatching: { startedUpTo: new Date(newest).toISOString(), count: matchingCount } };
}

/** Forgets ticked rows that are no longer listed (deleted elsewhere, or now running again). */
export function pruneSelection(selection: Selection, rows: ExecutionListItem[]): Selection {
  const listed = new Set(selectable(rows).map((row) => row.id));
  const ids = [...selection.ids].filter((id) => listed.has(id));
  if (ids.length === selection.ids.size) return selection;
  return { ids: new Set(ids), allMatching: ids.length > 0 ? selection.allMatching : null };
}

/** How many executions a delete would remove: the ticked rows, or every match. */
export function selectedCount(selection: Selection): number {
  return selection.allMatching ? selection.allMatching.count : selection.ids.size;
}

export type DeleteRequest =
  | { ids: string[]; filters?: PastExecutionsFilter }
  | { deleteBefore: string; filters?: PastExecutionsFilter };

/** The body of `POST /executions/delete`; 'all matching' deletes by start time within the filter. */
export function deleteRequest(selection: Selection, filters: PastExecutionsFilter): DeleteRequest | null {
  if (selection.allMatching) {
    // One millisecond on, so that the newest execution is included whether the server's 'before'
    // is strict or not.
    return { deleteBefore: new Date(Date.parse(selection.allMatching.startedUpTo) + 1).toISOString(), filters };
  }
  if (selection.ids.size === 0) return null;
  return { ids: [...selection.ids] };
}
