import { memo, useMemo, useState } from 'react';
import { Alert, Button, Group, Pagination, Select, SegmentedControl, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { INodeExecutionData } from '@weft/workflow';
import { MAX_DISPLAY_SIZE, approximateJsonSize, formatMegabytes, jsonSizeExceeds } from '../data/data-size';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_SIBLINGS, clampPage, pageCount, pageRange, parsePageSize } from '../data/pagination';
import type { PageSize } from '../data/pagination';
import { hasBinaryData } from '../data/run-data-access';
import { BinaryView } from './BinaryView';
import { JsonView } from './JsonView';
import { SchemaView } from './SchemaView';
import { TableView } from './TableView';

export type DisplayMode = 'table' | 'json' | 'schema' | 'binary';

/** The display-size check of a page: walked only until it passes the limit, measured in full only then. */
function usePageDisplaySize(pageItems: readonly INodeExecutionData[]): { tooLarge: boolean; megabytes: string } {
  return useMemo(() => {
    const json = pageItems.map((item) => item.json);
    const tooLarge = jsonSizeExceeds(json, MAX_DISPLAY_SIZE);
    return { tooLarge, megabytes: tooLarge ? formatMegabytes(approximateJsonSize(json)) : '0' };
  }, [pageItems]);
}

/**
 * Items of one run and branch as table, JSON, schema or binary, a page at a time (spec/editor.md §2).
 * Memoized on the items: a pane re-rendered for another reason (a parameter typed) does not redraw its page.
 */
export const RunDataView = memo(function RunDataView({ items, pane }: { items: readonly INodeExecutionData[]; pane: 'input' | 'output' }) {
  const { t } = useTranslation();
  const binary = useMemo(() => hasBinaryData(items), [items]);
  const [chosenMode, setMode] = useState<DisplayMode>('table');
  const mode: DisplayMode = chosenMode === 'binary' && !binary ? 'table' : chosenMode;
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [chosenPage, setPage] = useState(1);
  const page = clampPage(chosenPage, items.length, pageSize);
  const { start, end } = pageRange(page, items.length, pageSize);
  const pageItems = useMemo(() => items.slice(start, end), [items, start, end]);
  const size = usePageDisplaySize(pageItems);
  const [showAnyway, setShowAnyway] = useState(false);

  const modes = [
    { value: 'table', label: t('ndv.data.modes.table') },
    { value: 'json', label: t('ndv.data.modes.json') },
    { value: 'schema', label: t('ndv.data.modes.schema') },
    ...(binary ? [{ value: 'binary', label: t('ndv.data.modes.binary') }] : []),
  ];
  const pages = pageCount(items.length, pageSize);
  return (
    <div data-testid={`ndv-${pane}-data`}>
      <Group justify="space-between" mb="xs" gap="xs">
        <SegmentedControl size="xs" transitionDuration={0} value={mode} onChange={(value) => setMode(value as DisplayMode)} data={modes} data-testid={`ndv-${pane}-mode`} />
      </Group>
      {size.tooLarge && !showAnyway ? (
        <Alert color="orange" icon={<IconAlertTriangle size={16} />} title={t('ndv.data.tooLargeTitle')} data-testid={`ndv-${pane}-too-large`}>
          <Text size="sm">{t('ndv.data.tooLargeMessage', { size: size.megabytes })}</Text>
          <Button size="xs" mt="xs" variant="light" color="orange" onClick={() => setShowAnyway(true)} data-testid={`ndv-${pane}-show-anyway`}>
            {t('ndv.data.showAnyway')}
          </Button>
        </Alert>
      ) : (
        <>
          {mode === 'table' && <TableView items={pageItems} />}
          {mode === 'json' && <JsonView items={pageItems} />}
          {mode === 'schema' && <SchemaView items={pageItems} />}
          {mode === 'binary' && <BinaryView items={pageItems} firstIndex={start} />}
        </>
      )}
      {items.length > PAGE_SIZES[0] && (
        <Group justify="space-between" mt="sm" gap="xs" data-testid={`ndv-${pane}-pager`}>
          <Pagination size="sm" total={pages} value={page} onChange={setPage} siblings={PAGER_SIBLINGS} boundaries={1} />
          <Group gap={6}>
            <Text size="xs" c="dimmed">{t('ndv.data.pageSize')}</Text>
            <Select
              size="xs" w={84} allowDeselect={false} comboboxProps={{ zIndex: 400 }}
              value={String(pageSize)} onChange={(value) => { setPageSize(parsePageSize(value)); setPage(1); }}
              data={PAGE_SIZES.map((option) => ({ value: String(option), label: option === 'all' ? t('ndv.data.all') : String(option) }))}
              data-testid={`ndv-${pane}-page-size`}
            />
          </Group>
        </Group>
      )}
    </div>
  );
});
