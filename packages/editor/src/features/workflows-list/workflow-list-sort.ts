import type { WorkflowListItem } from '@weft/contracts';
import type { SortingState } from '@tanstack/react-table';
import { compareDates, compareText } from '../../components/table/sortable-table';
import type { SortColumn } from '../../components/table/sortable-table';

export type WorkflowSortColumn = 'name' | 'createdAt' | 'updatedAt';

/** The open-workflow list starts with the most recently updated first (spec admin §2). */
export const DEFAULT_WORKFLOW_SORT: SortingState = [{ id: 'updatedAt', desc: true }];

export const WORKFLOW_SORT_COLUMNS: SortColumn<WorkflowListItem>[] = [
  { id: 'name', value: (workflow) => workflow.name, compare: compareText },
  { id: 'createdAt', value: (workflow) => workflow.createdAt, compare: compareDates },
  { id: 'updatedAt', value: (workflow) => workflow.updatedAt, compare: compareDates },
] satisfies (SortColumn<WorkflowListItem> & { id: WorkflowSortColumn })[];

export interface WorkflowListFilterInput {
  search: string;
  tagIds: readonly string[];
}

/** Search is by part of the name, ignoring case and surrounding spaces; every chosen tag must be on the workflow. */
export function filterWorkflows(workflows: readonly WorkflowListItem[], filter: WorkflowListFilterInput): WorkflowListItem[] {
  const needle = filter.search.trim().toLowerCase();
  return workflows
    .filter((w) => needle === '' || w.name.toLowerCase().includes(needle))
    .filter((w) => filter.tagIds.every((id) => w.tags.some((tag) => tag.id === id)));
}
