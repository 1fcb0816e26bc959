import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { Column } from '@tanstack/react-table';
import classes from './SortHeader.module.css';

/** A column header that sorts its table; screen readers hear the direction through aria-sort. */
export function SortHeader<T>({ column, testId, children }: { column: Column<T>; testId: string; children: string }) {
  const sorted = column.getIsSorted();
  const Icon = sorted === false ? IconSelector : sorted === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={sorted === false ? undefined : sorted === 'asc' ? 'ascending' : 'descending'}>
      <UnstyledButton className={classes.sortButton} onClick={column.getToggleSortingHandler()} data-testid={testId}>
        <span>{children}</span>
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}
