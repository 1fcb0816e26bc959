import { describe, expect, it } from 'vitest';
import type { Credential } from '@weft/contracts';
import { createSortableTable, sortRows } from '../../components/table/sortable-table';
import { credentialSortColumns, DEFAULT_CREDENTIAL_SORT } from './credentials-list-sort';

const credential = (id: string, name: string, type: string, updatedAt: string): Credential =>
  ({ id, name, type, nodesAccess: [], createdAt: '2026-01-01T00:00:00Z', updatedAt });
const rows = [
  credential('1', 'stripe', 'httpHeaderAuth', '2026-03-01T00:00:00Z'),
  credential('2', 'Api 10', 'httpBasicAuth', '2026-01-01T00:00:00Z'),
  credential('3', 'Api 9', 'smtp', '2026-02-01T00:00:00Z'),
];
const labels: Record<string, string> = { httpHeaderAuth: 'Header Auth', httpBasicAuth: 'Basic Auth', smtp: 'SMTP' };
const label = (type: string) => labels[type] ?? type;
const columns = credentialSortColumns(label);
const sortCredentials = (sorting: typeof DEFAULT_CREDENTIAL_SORT) => sortRows(rows, columns, sorting);

describe('credentials list sort', () => {
  it('starts by name ascending, ignoring case and ordering numbers as numbers', () => {
    expect(sortCredentials(DEFAULT_CREDENTIAL_SORT).map((c) => c.name)).toEqual(['Api 9', 'Api 10', 'stripe']);
  });
  it('sorts the type column by the display name it shows', () => {
    expect(sortCredentials([{ id: 'type', desc: false }]).map((c) => c.id)).toEqual(['2', '1', '3']);
  });
  it('flips the direction on a second click of the same header, starts ascending on another', () => {
    const table = createSortableTable(rows, columns, DEFAULT_CREDENTIAL_SORT);
    table.getColumn('name')?.toggleSorting();
    expect(table.getState().sorting).toEqual([{ id: 'name', desc: true }]);
    expect(table.getRowModel().rows.map((row) => row.original.name)).toEqual(['stripe', 'Api 10', 'Api 9']);
    table.getColumn('updatedAt')?.toggleSorting();
    expect(table.getState().sorting).toEqual([{ id: 'updatedAt', desc: false }]);
    table.getColumn('updatedAt')?.toggleSorting();
    expect(table.getRowModel().rows.map((row) => row.original.id)).toEqual(['1', '3', '2']);
  });
});
