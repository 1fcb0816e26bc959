/**
 * Sortable lists on TanStack Table: one column definition per sortable column, sorted by one
 * column at a time, never unsorted. The pure `sortRows` and the `useSortableTable` hook share the
 * options, so what a test sorts is what the modal shows.
 */
import { createTable, getCoreRowModel, getSortedRowModel } from '@tanstack/react-table';
import type { ColumnDef, Row, SortingState, TableOptionsResolved } from '@tanstack/react-table';

/** A sortable column: what it sorts by, and how two of those values compare. */
export interface SortColumn<T> {
  id: string;
  value: (row: T) => string;
  compare: (a: string, b: string) => number;
}

/** Names: case ignored, numbers in them ordered as numbers ('Api 9' before 'Api 10'). */
export const compareText = (a: string, b: string): number => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
/** ISO timestamps, oldest first. */
export const compareDates = (a: string, b: string): number => Date.parse(a) - Date.parse(b);

export function sortColumnDefs<T>(columns: readonly SortColumn<T>[]): ColumnDef<T, string>[] {
  return columns.map((column) => ({
    id: column.id,
    accessorFn: column.value,
    sortingFn: (a: Row<T>, b: Row<T>, id: string) => column.compare(a.getValue<string>(id), b.getValue<string>(id)),
    // A header clicked for the first time sorts ascending, whatever the column holds.
    sortDescFirst: false,
  }));
}

/**
 * Rows in id order: TanStack breaks ties by row index, so rows equal in the sorted column keep one
 * order (by id) in both directions.
 */
export function inIdOrder<T extends { id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.id.localeCompare(b.id));
}

/** Clicking a header: the same column flips its direction, another starts ascending; no unsorted state. */
export const SORTING_OPTIONS = {
  getCoreRowModel: getCoreRowModel(),
  getSortedRowModel: getSortedRowModel(),
  enableSortingRemoval: false,
  enableMultiSort: false,
} as const;

/** A table outside React (tests, pure callers) with the same options as the hook. */
export function createSortableTable<T extends { id: string }>(
  rows: readonly T[], columns: readonly SortColumn<T>[], sorting: SortingState,
  onSortingChange: (sorting: SortingState) => void = () => {},
) {
  const options: TableOptionsResolved<T> = {
    data: inIdOrder(rows),
    columns: sortColumnDefs(columns),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    ...SORTING_OPTIONS,
  };
  const table = createTable(options);
  const setState = (next: SortingState) => {
    table.setOptions((previous) => ({ ...previous, state: { ...table.initialState, sorting: next } }));
    onSortingChange(next);
  };
  table.setOptions((previous) => ({
    ...previous,
    state: { ...table.initialState, sorting },
    onSortingChange: (updater) => setState(typeof updater === 'function' ? updater(table.getState().sorting) : updater),
  }));
  return table;
}

export function sortRows<T extends { id: string }>(rows: readonly T[], columns: readonly SortColumn<T>[], sorting: SortingState): T[] {
  return createSortableTable(rows, columns, sorting).getRowModel().rows.map((row) => row.original);
}
