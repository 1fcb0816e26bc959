import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSettings } from './use-settings';
import { createTemplatesHost } from './templates-host';
import type { TemplateSearch, TemplatesHost } from './templates-host';

/** Spec admin §9: the workflow list loads 10 templates a page. */
export const TEMPLATES_PAGE_SIZE = 10;

/** How often an unreachable host is asked again while the templates pages are open. */
const HEALTH_RECHECK_MS = 5000;

const templatesKey = (host: string) => ['templates', host] as const;

/** The host of the settings, or null while settings load or when templates are off. */
export function useTemplatesHost(): TemplatesHost | null {
  const settings = useSettings().data;
  const host = settings?.templates.enabled ? settings.templates.host : '';
  const version = settings?.versionCli ?? '';
  return useMemo(() => (host ? createTemplatesHost(host, version) : null), [host, version]);
}

function useHostKey(): string {
  return useSettings().data?.templates.host ?? '';
}

/** Unhealthy until a health check succeeds (spec admin §4); the check gives up after 2000 ms. */
export function useTemplatesHealth() {
  const host = useTemplatesHost();
  const key = useHostKey();
  return useQuery({
    queryKey: [...templatesKey(key), 'health'],
    queryFn: () => (host as TemplatesHost).health(),
    enabled: host !== null,
    staleTime: (query) => (query.state.data ? Infinity : 0),
    // Asked again while unhealthy, so that the warning goes away by itself once the host is back.
    refetchInterval: (query) => (query.state.data ? false : HEALTH_RECHECK_MS),
    retry: false,
  });
}

export function useTemplateCategories(enabled = true) {
  const host = useTemplatesHost();
  return useQuery({
    queryKey: [...templatesKey(useHostKey()), 'categories'],
    queryFn: ({ signal }) => (host as TemplatesHost).categories(signal),
    enabled: enabled && host !== null,
    staleTime: Infinity,
  });
}

/** Results are kept per query (spec admin §4): going back to an earlier search shows it at once. */
export function useTemplateCollections(query: TemplateSearch, enabled = true) {
  const host = useTemplatesHost();
  return useQuery({
    queryKey: [...templatesKey(useHostKey()), 'collections', query.search, query.categories],
    queryFn: ({ signal }) => (host as TemplatesHost).collections(query, signal),
    enabled: enabled && host !== null,
    staleTime: Infinity,
  });
}

/** Pages of 10; finished when as many were loaded as the host says there are. */
export function useTemplateWorkflows(query: TemplateSearch, enabled = true) {
  const host = useTemplatesHost();
  return useInfiniteQuery({
    queryKey: [...templatesKey(useHostKey()), 'workflows', query.search, query.categories],
    queryFn: ({ pageParam, signal }) => (host as TemplatesHost).workflows(query, { skip: pageParam, rows: TEMPLATES_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.workflows.length, 0);
      return loaded < last.total && last.workflows.length > 0 ? loaded : undefined;
    },
    enabled: enabled && host !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** One collection, template or workflow to import by id: kept once loaded, an unknown id fails at once. */
function useTemplateById<T>(kind: string, id: string, read: (host: TemplatesHost, signal: AbortSignal) => Promise<T>, enabled = true) {
  const host = useTemplatesHost();
  return useQuery({
    queryKey: [...templatesKey(useHostKey()), kind, id],
    queryFn: ({ signal }) => read(host as TemplatesHost, signal),
    enabled: enabled && host !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export const useTemplateCollection = (id: string) => useTemplateById('collection', id, (host, signal) => host.collection(id, signal));
export const useTemplate = (id: string) => useTemplateById('template', id, (host, signal) => host.template(id, signal));
export const useTemplateWorkflowData = (id: string, enabled = true) =>
  useTemplateById('workflow-data', id, (host, signal) => host.workflowData(id, signal), enabled);
