import { describe, expect, it } from 'vitest';
import type { WorkflowListItem } from '@weft/contracts';
import { DEFAULT_WORKFLOW_SORT, filterAndSortWorkflows, nextSort } from './workflow-list-sort.js';

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
    expect(filterAndSortWorkflows(list, all, { column: 'name', direction: 'asc' }).map((w) => w.id)).toEqual(['2', '3', '1']);
  });

  it('sorts by creation date', () => {
    expect(filterAndSortWorkflows(list, all, { column: 'createdAt', direction: 'desc' }).map((w) => w.id)).toEqual(['3', '2', '1']);
  });

  it('searches part of the name, ignoring case and spaces', () => {
    expect(filterAndSortWorkflows(list, { search: '  VOICE ', tagIds: [] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1']);
  });

  it('keeps only workflows that carry every chosen tag', () => {
    expect(filterAndSortWorkflows(list, { search: '', tagIds: ['ops'] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1', '2']);
    expect(filterAndSortWorkflows(list, { search: '', tagIds: ['ops', 'finance'] }, DEFAULT_WORKFLOW_SORT).map((w) => w.id)).toEqual(['1']);
  });
});

describe('nextSort', () => {
  it('flips the direction of the same column and starts another ascending', () => {
    expect(nextSort(DEFAULT_WORKFLOW_SORT, 'updatedAt')).toEqual({ column: 'updatedAt', direction: 'asc' });
    expect(nextSort(DEFAULT_WORKFLOW_SORT, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });
});
