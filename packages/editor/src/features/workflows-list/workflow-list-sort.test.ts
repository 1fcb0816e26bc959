import { describe, expect, it } from 'vitest';
import type { WorkflowListItem } from '@weft/contracts';
import type { SortingState } from '@tanstack/react-table';
import { createSortableTable, sortRows } from '../../components/table/sortable-table';
import { DEFAULT_WORKFLOW_SORT, filterWorkflows, WORKFLOW_SORT_COLUMNS } from './workflow-list-sort.js';
import type { WorkflowListFilterInput } from './workflow-list-sort.js';

const filterAndSortWorkflows = (workflows: WorkflowListItem[], filter: WorkflowListFilterInput, sorting: SortingState) =>
  sortRows(filterWorkflows(workflows, filter), WORKFLOW_SORT_COLUMNS, sorting);

function item(id: string, name: string, createdAt: string, updatedAt: string, tags: string[] = []): WorkflowListItem {
  return { id, name, active: false, createdAt, updatedAt, versionId: `v${id}`, tags: tags.map((t) => ({ id: t, name: t })) };
}

const list = [
  item('1', 'Invoices', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', ['ops', 'finance']),
  item('2', 'alerts', '2026-02-01T00:00:00Z', '2026-02-15T00:00:00Z', ['ops']),
  item('3', 'Backups', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
];

const all = { search: '', tagIds: [] };

describe('filterAndSortWorkflows', () => {
  it('lists the most recently updated first by default', () => {
    expect(filterAndSortWorkflows(list, all, DEFAULT_WORKFLOW_SORT).map((w) => w.name)).toEqual(['Backups', 'Invoices', 'alerts']);
  });

  it('sorts names ignoring case', () => {
    expect(filterAndSortWorkflows(list, all, [{ id: 'name', desc: false }]).map((w) => w.id)).toEqual(['2', '3', '1']);
  });

  it('sorts by creation date', () => {
    expect(filterAndSortWorkflows(list, all, [{ id: 'createdAt', desc: true }]).map((w) => w.id)).toEqual(['3', '2', '1']);
  });

  it('searches part of the name, ignoring case and spaces', () => {
    expect(filterAndSortWorkflows(list, { search: '  VOICE ', tagIds: [] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1']);
  });

  it('keeps only workflows that carry every chosen tag', () => {
    expect(filterAndSortWorkflows(list, { search: '', tagIds: ['ops'] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1', '2']);
    expect(filterAndSortWorkflows(list, { search: '', tagIds: ['ops', 'finance'] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1']);
  });
});

describe('clicking a header', () => {
  it('flips the direction of the same column and starts another ascending', () => {
    const table = createSortableTable(list, WORKFLOW_SORT_COLUMNS, DEFAULT_WORKFLOW_SORT);
    table.getColumn('updatedAt')?.toggleSorting();
    expect(table.getState().sorting).toEqual([{ id: 'updatedAt', desc: false }]);
    expect(table.getRowModel().rows.map((row) => row.original.name)).toEqual(['alerts', 'Invoices', 'Backups']);
    table.getColumn('name')?.toggleSorting();
    expect(table.getState().sorting).toEqual([{ id: 'name', desc: false }]);
  });

  it('keeps rows with equal values in one order both ways', () => {
    const same = [item('b', 'Same', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'), item('a', 'same', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')];
    expect(sortRows(same, WORKFLOW_SORT_COLUMNS, [{ id: 'name', desc: false }]).map((w) => w.id)).toEqual(['a', 'b']);
    expect(sortRows(same, WORKFLOW_SORT_COLUMNS, [{ id: 'name', desc: true }]).map((w) => w.id)).toEqual(['a', 'b']);
  });
});
