import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { INodeExecutionData } from '@weft/workflow';
import { cellText, tableColumns, truncateCell } from '../data/table-columns';
import { useFieldDrag } from '../parameters/expression/field-drag';
import classes from './DataViews.module.css';

/** A page of items as a table: one column per top-level key met on the page; the full value on hover. */
export function TableView({ items }: { items: readonly INodeExecutionData[] }) {
  const { t } = useTranslation();
  const columns = tableColumns(items);
  // In the input pane, a column header or a cell drags its field onto a parameter.
  const drag = useFieldDrag();
  if (columns.length === 0) {
    return <Text size="sm" c="dimmed" data-testid="ndv-table-empty-items">{t('ndv.data.emptyItems', { count: items.length })}</Text>;
  }
  return (
    <div className={classes.tableScroll}>
      <Table withTableBorder withColumnBorders striped highlightOnHover fz="xs" className={classes.table} data-testid="ndv-table">
        <Table.Thead>
          <Table.Tr>{columns.map((column) => <Table.Th key={column} title={column} {...drag?.([column])}>{column}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, row) => (
            // Items have no identity of their own: a row is its position on the page.
            <Table.Tr key={row} data-testid="ndv-table-row">
              {columns.map((column) => {
                const value = item.json?.[column];
                const text = cellText(value);
                return (
                  <Table.Td key={column} title={text} data-empty={value === undefined || undefined} {...drag?.([column])}>
                    {truncateCell(text)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
