import { useState } from 'react';
import type { UIEvent } from 'react';
import { ActionIcon, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResourceLocatorResult } from '@weft/contracts';
import type { INodePropertyMode, NodeParameterValueType } from '@weft/workflow';
import { useParametersContext } from '../parameters-context';
import type { LocatorValue } from './locator-value';
import { pickedLocator } from './locator-value';
import { useListSearch } from './use-list-search';
import { ListSearchState } from './ListSearchState';

const SEARCH_DELAY_MS = 300;
/** How close to the bottom (px) the next page starts loading. */
const LOAD_MORE_MARGIN = 40;

export interface ResourceLocatorListProps {
  mode: INodePropertyMode;
  path: string;
  locator: LocatorValue | undefined;
  label: string;
  readOnly: boolean;
  error?: string;
  testId: string;
  onPick: (value: NodeParameterValueType) => void;
}

/** Searching results on the client when the method cannot filter: by name or value, as the server's helper does. */
function matches(result: ResourceLocatorResult, filter: string): boolean {
  const wanted = filter.toLowerCase();
  return result.name.toLowerCase().includes(wanted) || String(result.value).toLowerCase().includes(wanted);
}

/**
 * The "From List" mode: a field showing the picked result's name that opens a searchable list of the
 * node's `searchListMethod` results, a page at a time. A searchable method filters on the server.
 */
export function ResourceLocatorList({ mode, path, locator, label, readOnly, error, testId, onPick }: ResourceLocatorListProps) {
  const { t } = useTranslation();
  const { nodeName } = useParametersContext();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), SEARCH_DELAY_MS);
  const combobox = useCombobox({
    onDropdownOpen: () => { setOpen(true); combobox.focusSearchInput(); },
    onDropdownClose: () => { setOpen(false); setFilter(''); combobox.resetSelectedOption(); },
  });
  const serverFilter = mode.typeOptions?.searchable === true;
  const filterRequired = mode.typeOptions?.searchFilterRequired === true;
  const search = useListSearch({
    nodeName, path, methodName: mode.typeOptions?.searchListMethod,
    filter: serverFilter ? debounced : '', open: open && !(filterRequired && debounced === ''),
  });
  const results = serverFilter ? search.results : search.results.filter((result) => matches(result, filter.trim()));

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < LOAD_MORE_MARGIN) search.loadMore();
  };
  const value = locator?.value;
  const shown = locator?.cachedResultName ?? (value === undefined || value === null || value === '' ? '' : String(value));

  return (
    <Combobox
      store={combobox}
      withinPortal
      position="bottom-start"
      onOptionSubmit={(key) => {
        const result = results.find((candidate) => String(candidate.value) === key);
        if (result) onPick(pickedLocator(result));
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          disabled={readOnly}
          error={error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          aria-label={label}
          data-testid={testId}
          styles={{ input: { textAlign: 'left' } }}
        >
          {shown !== ''
            ? <Text span size="sm" truncate="end" data-testid={`${testId}-shown`}>{shown}</Text>
            : <Text span size="sm" c="dimmed">{t('resourceLocator.choose')}</Text>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown miw={280} data-testid="resource-locator-dropdown" data-keeps-escape>
        <Combobox.Search
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          placeholder={t('resourceLocator.search')}
          leftSection={<IconSearch size={14} />}
          aria-label={t('resourceLocator.search')}
          data-testid="resource-locator-search"
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} onScroll={onScroll} data-testid="resource-locator-results">
          {results.map((result) => (
            <Combobox.Option key={String(result.value)} value={String(result.value)} active={result.value === value} data-testid="resource-locator-result">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" miw={0}>
                  {result.value === value ? <IconCheck size={14} style={{ flexShrink: 0 }} /> : null}
                  <Text size="sm" truncate="end">{result.name}</Text>
                </Group>
                {result.url ? (
                  <ActionIcon
                    component="a" href={result.url} target="_blank" rel="noreferrer" variant="subtle" color="gray" size="sm"
                    aria-label={t('resourceLocator.openLink')} onClick={(event) => event.stopPropagation()}
                  >
                    <IconExternalLink size={14} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Combobox.Option>
          ))}
          {search.loadingMore ? <Group justify="center" py={6}><Loader size="xs" /></Group> : null}
        </Combobox.Options>
        <ListSearchState
          loading={search.loading && results.length === 0}
          error={search.error}
          empty={!search.loading && !search.error && results.length === 0}
          filtered={filter.trim() !== ''}
          filterRequired={filterRequired && debounced === ''}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
