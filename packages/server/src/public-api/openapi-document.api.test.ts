import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { OpenApiDocument, Settings } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

describe('the public API document, served', () => {
  const server = useTestServer({ env: { WEFT_PATH: 'weft' } });
  const get = (path: string) => server.inject({ method: 'GET', url: `/weft/api/v1${path}`, as: 'signed-out' });

  it('answers openapi.json without a key: a valid OpenAPI 3.1 document whose server is under the base path', async () => {
    const response = await get('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.servers).toEqual([{ url: '/weft/api/v1' }]);
    const validator = new Validator();
    expect(await validator.validate(document as unknown as Record<string, unknown>)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('answers the same document as openapi.yml', async () => {
    const yaml = await get('/openapi.yml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(parse(yaml.body)).toEqual((await get('/openapi.json')).json());
  });

  it('refuses a document that is not valid OpenAPI (the validator can fail)', async () => {
    const document = (await get('/openapi.json')).json<OpenApiDocument>();
    // A response needs a description; a parameter needs to say where it goes.
    const broken = { ...document, paths: { '/tags': { get: { operationId: 'getTags', responses: { 200: {} } } } } };
    const misplaced = { ...document, paths: { '/tags': { get: { parameters: [{ name: 'limit', schema: {} }] } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
    expect((await new Validator().validate(misplaced)).valid).toBe(false);
  });

  it('serves the interactive docs without a key, their script in a file of its own under the page\'s policy', async () => {
    const redirect = await get('/docs');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('docs/');

    const page = await get('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual(['swagger-ui-bundle.js', 'weft-swagger-ui.js']);

    const initializer = await get('/docs/weft-swagger-ui.js');
    expect(initializer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(initializer.body).toContain("'../openapi.json'");
    const bundle = await get('/docs/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('SwaggerUIBundle');
    expect((await get('/docs/swagger-ui.css')).headers['content-type']).toMatch(/^text\/css/);
    // Only the files the page loads: nothing else of the package is reachable.
    expect((await get('/docs/package.json')).statusCode).toBe(404);
  });
});

describe('the public API switched off', () => {
  describe('WEFT_PUBLIC_API_SWAGGERUI_DISABLED=true', () => {
    const server = useTestServer({ env: { WEFT_PUBLIC_API_SWAGGERUI_DISABLED: 'true' } });

    it('has no docs pages, still serves the document and tells the editor', async () => {
      for (const path of ['/docs', '/docs/', '/docs/swagger-ui-bundle.js']) {
        const response = await server.inject({ method: 'GET', url: `/api/v1${path}`, as: 'signed-out' });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ message: 'Not Found' });
      }
      expect((await server.inject({ method: 'GET', url: '/api/v1/openapi.json', as: 'signed-out' })).statusCode).toBe(200);
      const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
      expect(body.data.publicApi).toEqual({ enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: false } });
    });
  });

  describe('WEFT_PUBLIC_API_DISABLED=true', () => {
    const server = useTestServer({ env: { WEFT_PUBLIC_API_DISABLED: 'true' } });

    it('answers nothing under api/v1 and says so in the settings', async () => {
      for (const path of ['/openapi.json', '/openapi.yml', '/docs/', '/tags']) {
        expect((await server.inject({ method: 'GET', url: `/api/v1${path}`, as: 'signed-out' })).statusCode, path).toBe(404);
      }
      const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
      expect(body.data.publicApi).toMatchObject({ enabled: false, swaggerUi: { enabled: false } });
    });
  });
});
