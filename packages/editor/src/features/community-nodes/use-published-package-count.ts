import { useQuery } from '@tanstack/react-query';

/**
 * npm's search for the keyword every community node package carries. The browser asks npm itself
 * (the spec lists it among the external calls): the server may have no way out to the internet while
 * the person at the browser does. Offline, blocked or odd answers give null and the page says it without a number.
 */
export const COMMUNITY_SEARCH_URL = 'https://registry.npmjs.org/-/v1/search?text=keywords:n8n-community-node-package&size=1';

async function fetchTotal(signal: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch(COMMUNITY_SEARCH_URL, { signal, credentials: 'omit' });
    if (!response.ok) return null;
    const body = await response.json() as { total?: unknown };
    return typeof body.total === 'number' ? body.total : null;
  } catch {
    return null;
  }
}

export function usePublishedPackageCount(enabled: boolean) {
  return useQuery<number | null>({
    queryKey: ['npm-community-package-count'],
    queryFn: ({ signal }) => fetchTotal(signal),
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
