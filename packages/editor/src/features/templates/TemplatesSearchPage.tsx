import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/use-settings';
import {
  useTemplateCategories, useTemplateCollections, useTemplateWorkflows, useTemplatesHealth,
} from '../../api/use-templates';
import { CategoryFilter } from './CategoryFilter';
import { CollectionsCarousel } from './CollectionsCarousel';
import { TemplateList } from './TemplateList';
import { TemplatesConnectionWarning } from './TemplatesConnectionWarning';
import { SEARCH_DEBOUNCE_MS } from './templates-constants';
import { readTemplateSearch, templateSearchParams, toggleCategory } from './template-search-params';
import classes from './Templates.module.css';

/** /templates/: search box, category filter, collections carousel and the infinite workflow list. */
export function TemplatesSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readTemplateSearch(params), [params]);
  const [text, setText] = useState(query.search);
  const host = useSettings().data?.templates.host ?? '';
  const health = useTemplatesHealth();
  const healthy = health.data === true;

  // The URL is the search: typing updates it 500 ms after the last key, back/forward brings the text
  // back (adjusting state while rendering when the URL's word changed under the box).
  const [synced, setSynced] = useState(query.search);
  if (synced !== query.search) {
    setSynced(query.search);
    if (text.trim() !== query.search) setText(query.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    setParams(templateSearchParams({ ...query, search: value }), { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  const setCategories = (categories: number[]) => setParams(templateSearchParams({ search: text, categories }), { replace: true });

  const categories = useTemplateCategories(healthy);
  const collections = useTemplateCollections(query, healthy);
  const workflows = useTemplateWorkflows(query, healthy);
  const { fetchNextPage } = workflows;
  const loadMore = useCallback(() => { void fetchNextPage({ cancelRefetch: false }); }, [fetchNextPage]);

  const templates = workflows.data?.pages.flatMap((page) => page.workflows) ?? [];
  const total = workflows.data?.pages[0]?.total ?? 0;
  const checking = health.isPending;
  const unreachable = !checking && !healthy;
  const firstPageFailed = workflows.isError && !workflows.data;
  const nothingFound = healthy && workflows.isSuccess && templates.length === 0 && (collections.data?.length ?? 0) === 0;

  return (
    <div className={classes.page} data-testid="templates-search-page">
      <div className={classes.inner}>
        <Title order={1} fz={28} mb={24}>{t('templates.title')}</Title>
        <div className={classes.layout}>
          <CategoryFilter
            categories={unreachable ? [] : categories.data}
            selected={query.categories}
            onToggle={(id) => setCategories(toggleCategory(query.categories, id))}
            onClear={() => setCategories([])}
          />
          <Stack gap="xl">
            <TextInput
              value={text}
              onChange={(event) => { setText(event.currentTarget.value); commitSearch(event.currentTarget.value); }}
              placeholder={t('templates.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              aria-label={t('templates.searchPlaceholder')}
              data-testid="templates-search"
              size="md"
            />
            {(unreachable || firstPageFailed) && <TemplatesConnectionWarning host={host} />}
            {nothingFound && (
              <Text c="dimmed" ta="center" py="xl" data-testid="templates-no-results">{t('templates.noResults')}</Text>
            )}
            {healthy && (collections.data?.length ?? 0) > 0 && (
              <Stack gap="sm">
                <Title order={2} fz={18}>{t('templates.collections', { count: collections.data?.length ?? 0 })}</Title>
                <CollectionsCarousel collections={collections.data ?? []} />
              </Stack>
            )}
            {!unreachable && !firstPageFailed && !nothingFound && (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz={18}>{t('templates.workflows', { count: total })}</Title>
                </Group>
                <TemplateList
                  templates={templates}
                  loading={checking || workflows.isPending}
                  loadingMore={workflows.isFetchingNextPage}
                  hasMore={workflows.hasNextPage}
                  loadMoreFailed={workflows.isFetchNextPageError}
                  onLoadMore={loadMore}
                />
              </Stack>
            )}
          </Stack>
        </div>
      </div>
    </div>
  );
}
