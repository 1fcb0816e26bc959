import type { Settings } from '@weft/contracts';

/** The public API's documentation: `/v{latest}/docs` under the public API path, below the base path. */
export function apiDocsUrl(basePath: string, publicApi: Settings['publicApi']): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const path = publicApi.path.replace(/^\/+|\/+$/g, '');
  return `${base}${path}/v${publicApi.latestVersion}/docs`;
}
