import type { WorkflowListItem } from '@weft/contracts';

export type WorkflowSortColumn = 'name' | 'createdAt' | 'updatedAt';
export interface WorkflowSort {
  column: WorkflowSortColumn;
  direction: 'asc' | 'desc';
}

/** The open-workflow list starts with the most recently updated first (spec admin §2). */
export const DEFAULT_WORKFLOW_SORT: WorkflowSort = { column: 'updatedAt', direction: 'desc' };

/** Clicking a column header: the same column flips its direction, another starts ascending. */
export function nextSort(current: WorkflowSort, column: WorkflowSortColumn): WorkflowSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

function compare(a: WorkflowListItem, b: WorkflowListItem, column: WorkflowSortColumn): number {
  if (column === 'name') return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  return Date.parse(a[column]) - Date.parse(b[column]);
}

export interface WorkflowListFilterInput {
  search: string;
  tagIds: readonly string[];
}

/** Search is by part of the name, ignoring case and surrounding spaces; every chosen tag must be on the workflow. */
export function filterAndSortWorkflows(
  workflows: readonly WorkflowListItem[],
  filter: WorkflowListFilterInput,
  sort: WorkflowSort,
): WorkflowListItem[] {
  const needle = filter.search.trim().toLowerCase();
  const sign = sort.direction === 'asc' ? 1 : -1;
  return workflows
    .filter((w) => needle === '' || w.name.toLowerCase().includes(needle))
    .filter((w) => filter.tagIds.every((id) => w.tags.some((tag) => tag.id === id)))
    .sort((a, b) => sign * compare(a, b, sort.column) || a.id.localeCompare(b.id));
}
