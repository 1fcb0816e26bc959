import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from './test-server.js';
import { checkAnswerAgainstDocument } from './public-api-document-check.js';

export interface PublicAnswer<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * Calls to the public API v1 of a test server, as a script would make them (no cookie, the key in
 * X-N8N-API-KEY). Every answer is checked against the generated OpenAPI document, so each API test of
 * the public API is also a contract test of the document.
 */
export interface PublicApiClient {
  call<T = unknown>(method: InjectOptions['method'], path: string, options?: { key?: string | null; body?: unknown }): Promise<PublicAnswer<T>>;
  /** A new API key for the user whose session `cookie` is (the server's own session when left out). */
  createKey(cookie?: string): Promise<string>;
}

export function publicApiClient(server: TestServer, defaultKey?: () => string): PublicApiClient {
  return {
    async call<T>(method: InjectOptions['method'], path: string, options: { key?: string | null; body?: unknown } = {}) {
      const key = options.key === undefined ? defaultKey?.() : options.key;
      const response = await server.inject({
        method,
        url: `${server.config.basePath}api/v1${path}`,
        headers: key ? { 'x-n8n-api-key': key } : {},
        ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
        as: 'signed-out',
      });
      const body = response.body === '' ? undefined : response.json<T>();
      checkAnswerAgainstDocument(method ?? 'GET', path, response.statusCode, body, response.headers);
      return { status: response.statusCode, body: body as T, headers: response.headers };
    },
    async createKey(cookie?: string) {
      const { status, body } = await server.rest<{ data: { apiKey: string } }>('POST', '/me/api-key', undefined, cookie ? { as: cookie } : {});
      expect(status).toBe(200);
      return body.data.apiKey;
    },
  };
}
