import { useMemo, useState } from 'react';
import { useReactTable } from '@tanstack/react-table';
import type { SortingState } from '@tanstack/react-table';
import { inIdOrder, sortColumnDefs, SORTING_OPTIONS } from './sortable-table';
import type { SortColumn } from './sortable-table';

/** A sortable list's table; `columns` should be stable (module constant or memoized). */
export function useSortableTable<T extends { id: string }>(rows: readonly T[], columns: readonly SortColumn<T>[], initialSorting: SortingState) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const data = useMemo(() => inIdOrder(rows), [rows]);
  const columnDefs = useMemo(() => sortColumnDefs(columns), [columns]);
  // The build runs no React Compiler, and callers read the table during render, so nothing memoizes it stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({ data, columns: columnDefs, state: { sorting }, onSortingChange: setSorting, ...SORTING_OPTIONS });
}
