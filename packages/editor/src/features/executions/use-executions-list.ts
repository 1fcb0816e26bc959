import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listCurrentExecutions, listExecutions } from '@weft/contracts';
import type { ExecutionListItem, ExecutionSummary, PastExecutionsFilter } from '@weft/contracts';
import type { ApiClient } from '../../api/api-client';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import { currentFilter, pastFilter } from './execution-filters';
import type { ExecutionsFilter } from './execution-filters';
import { appendPage, combineRows, mergeRefresh, oldestLoadedId } from './execution-pages';
import type { LoadedPast } from './execution-pages';
import { AUTO_REFRESH_MS, PAGE_SIZE, REFRESH_SIZE } from './executions-constants';

export const pastExecutionsKey = (filter: PastExecutionsFilter | null) => [...queryKeys.executions, 'list', filter] as const;
export const currentExecutionsKey = (filter: { workflowId?: string } | null) => [...queryKeys.executions, 'current', filter] as const;

const NOTHING_PAST: LoadedPast = { rows: [], count: 0, estimated: false };

/**
 * The first load asks for one page; later loads (refreshes) ask for the newest `REFRESH_SIZE` and
 * merge them into what is loaded by then, which 'Load more' may have grown meanwhile.
 */
async function loadPast(client: ApiClient, queryClient: QueryClient, filter: PastExecutionsFilter | null, signal: AbortSignal): Promise<LoadedPast> {
  if (!filter) return NOTHING_PAST;
  const key = pastExecutionsKey(filter);
  const refreshing = queryClient.getQueryData<LoadedPast>(key) !== undefined;
  const page = await client.request(listExecutions, {
    query: { filter: JSON.stringify(filter), limit: refreshing ? REFRESH_SIZE : PAGE_SIZE },
    signal,
  });
  const loaded = queryClient.getQueryData<LoadedPast>(key);
  return loaded ? mergeRefresh(loaded, page, REFRESH_SIZE, PAGE_SIZE) : { rows: page.results, count: page.count, estimated: page.estimated };
}

/** Shows a query's failure once per failed attempt: the first load and later refreshes have their own titles. */
function useQueryErrorToast(error: Error | null, errorUpdatedAt: number, hadData: boolean, id: string) {
  const { t } = useTranslation();
  const shownAt = useRef(0);
  useEffect(() => {
    if (!error || errorUpdatedAt === shownAt.current) return;
    shownAt.current = errorUpdatedAt;
    showErrorToast({ id, title: hadData ? t('executions.refreshErrorTitle') : t('executions.loadErrorTitle'), error });
  }, [error, errorUpdatedAt, hadData, id, t]);
}

export interface ExecutionsList {
  rows: ExecutionListItem[];
  /** The past rows only (select-all and load more work on them). */
  pastRows: ExecutionListItem[];
  /** Running executions shown plus every past one that matches. */
  total: number;
  pastCount: number;
  estimated: boolean;
  isPending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): Promise<void>;
  /** Drops deleted rows at once, before the refresh confirms it. */
  forget(ids: string[]): void;
  refresh(): Promise<void>;
}

/** The executions the modal shows: running ones from `/executions-current` on top of the paged past list. */
export function useExecutionsList(filter: ExecutionsFilter, options: { autoRefresh: boolean }): ExecutionsList {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const past = useMemo(() => pastFilter(filter), [filter]);
  const current = useMemo(() => currentFilter(filter), [filter]);
  const refetchInterval = options.autoRefresh ? AUTO_REFRESH_MS : false;

  const pastQuery = useQuery<LoadedPast>({
    queryKey: pastExecutionsKey(past),
    queryFn: ({ signal }) => loadPast(client, queryClient, past, signal),
    refetchInterval,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const currentQuery = useQuery<ExecutionSummary[]>({
    queryKey: currentExecutionsKey(current),
    queryFn: ({ signal }) => current
      ? client.request(listCurrentExecutions, { query: { filter: JSON.stringify(current) }, signal })
      : Promise.resolve([]),
    refetchInterval,
    refetchOnWindowFocus: false,
    retry: false,
  });
  useQueryErrorToast(pastQuery.error, pastQuery.errorUpdatedAt, pastQuery.data !== undefined, 'executions-past-error');
  useQueryErrorToast(currentQuery.error, currentQuery.errorUpdatedAt, currentQuery.data !== undefined, 'executions-current-error');

  // The next opening of the list starts from the first page again.
  useEffect(() => () => {
    queryClient.removeQueries({ queryKey: [...queryKeys.executions, 'list'] });
    queryClient.removeQueries({ queryKey: [...queryKeys.executions, 'current'] });
  }, [queryClient]);

  const [loadingMore, setLoadingMore] = useState(false);
  const loadingMoreRef = useRef(false);
  const loadMore = useCallback(async () => {
    const key = pastExecutionsKey(past);
    const loaded = queryClient.getQueryData<LoadedPast>(key);
    if (!past || !loaded || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    try {
      const page = await client.request(listExecutions, {
        query: { filter: JSON.stringify(past), lastId: oldestLoadedId(loaded), limit: PAGE_SIZE },
      });
      queryClient.setQueryData<LoadedPast>(key, (latest) => appendPage(latest ?? loaded, page));
    } catch (error) {
      showErrorToast({ id: 'executions-load-more-error', title: t('executions.loadMoreErrorTitle'), error });
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, [client, past, queryClient, t]);

  const forget = useCallback((ids: string[]) => {
    const gone = new Set(ids);
    queryClient.setQueryData<LoadedPast>(pastExecutionsKey(past), (loaded) => {
      if (!loaded) return loaded;
      const rows = loaded.rows.filter((row) => !gone.has(row.id));
      return { ...loaded, rows, count: Math.max(0, loaded.count - (loaded.rows.length - rows.length)) };
    });
  }, [past, queryClient]);

  const refresh = useCallback(async () => {
    await Promise.all([pastQuery.refetch(), currentQuery.refetch()]);
  }, [pastQuery, currentQuery]);

  const pastData = pastQuery.data ?? NOTHING_PAST;
  const rows = useMemo(() => combineRows(filter.status, currentQuery.data ?? [], pastData.rows), [filter.status, currentQuery.data, pastData.rows]);
  const runningShown = rows.length - pastData.rows.length;
  return {
    rows,
    pastRows: pastData.rows,
    total: runningShown + pastData.count,
    pastCount: pastData.count,
    estimated: pastData.estimated,
    isPending: pastQuery.isPending || currentQuery.isPending,
    hasMore: pastData.rows.length < pastData.count,
    loadingMore,
    loadMore,
    forget,
    refresh,
  };
}
