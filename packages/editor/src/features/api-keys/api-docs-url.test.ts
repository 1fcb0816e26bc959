import { describe, expect, it } from 'vitest';
import { apiDocsUrl } from './api-docs-url';

describe('apiDocsUrl', () => {
  it('puts the latest version docs under the public API path', () => {
    expect(apiDocsUrl('/', { enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: true } })).toBe('/api/v1/docs');
  });

  it('stays below the base path the editor is served from', () => {
    expect(apiDocsUrl('/weft/', { enabled: true, latestVersion: 2, path: '/public-api/', swaggerUi: { enabled: true } })).toBe('/weft/public-api/v2/docs');
    expect(apiDocsUrl('/weft', { enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: true } })).toBe('/weft/api/v1/docs');
  });
});
