import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC_API_ROUTES } from './index.js';
import { buildPublicApiDocument, documentPath } from './openapi-document.js';
import { documentSchemas } from './openapi-schemas.js';
import { definePublicRoute } from './public-route.js';

const build = (routes = PUBLIC_API_ROUTES) => buildPublicApiDocument(routes, { serverUrl: '/weft/api/v1', version: '1.2.3' });

describe('the public API document', () => {
  it('has one operation for every route, each with a unique operationId', () => {
    const document = build();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operationId: operation.operationId })));
    expect(operations).toHaveLength(PUBLIC_API_ROUTES.length);
    for (const route of PUBLIC_API_ROUTES) {
      expect(document.paths[documentPath(route.path)]?.[route.method.toLowerCase()]?.operationId, `${route.method} ${route.path}`)
        .toBe(route.operationId);
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the server, the key header applied to every operation, and the tags in use', () => {
    const document = build();
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Weft Public API', version: '1.2.3' },
      servers: [{ url: '/weft/api/v1' }],
      security: [{ ApiKeyAuth: [] }],
      components: { securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-N8N-API-KEY' } } },
    });
    expect(document.info.description).toMatch(/X-N8N-API-KEY/);
    expect(document.info.description).toMatch(/nextCursor/);
    const tags = new Set(PUBLIC_API_ROUTES.map((route) => route.tag));
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...tags].sort());
  });

  it('writes path parameters in braces and query parameters with their descriptions and defaults', () => {
    const document = build();
    expect(documentPath('/workflows/:id/tags/:tagId')).toBe('/workflows/{id}/tags/{tagId}');
    const getTag = document.paths['/tags/{id}']?.get;
    expect(getTag?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }]);
    const limit = document.paths['/tags']?.get?.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false, description: expect.stringMatching(/250/), schema: { type: 'integer', default: 100, maximum: 250 } });
  });

  it('refers to named schemas in components, and documents 401, 429 (with Retry-After) and each route\'s errors', () => {
    const document = build();
    const createTag = document.paths['/tags']?.post;
    expect(createTag?.responses['201']).toEqual({ description: expect.any(String), content: { 'application/json': { schema: { $ref: '#/components/schemas/Tag' } } } });
    expect(Object.keys(createTag?.responses ?? {})).toEqual(['201', '400', '401', '409', '429']);
    expect(createTag?.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(createTag?.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { type: 'object', required: ['name'] } } } });
    expect(document.components.schemas.Tag).toMatchObject({ type: 'object', properties: { createdAt: { type: 'string', format: 'date-time' } } });
    expect(document.components.responses.TooManyRequests).toEqual({
      description: expect.any(String),
      headers: { 'Retry-After': expect.objectContaining({ required: true, schema: { type: 'integer', minimum: 1 } }) },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(document.components.schemas.Error).toMatchObject({ required: ['message'] });
  });

  it('documents a 204 without content and an optional body as not required', () => {
    const document = build([definePublicRoute({
      method: 'POST', path: '/things/:id/touch', operationId: 'touchThing', tag: 'Workflow', summary: 'Touch',
      body: z.object({ at: z.string() }).optional(), status: 204, errors: [404],
    })]);
    const touch = document.paths['/things/{id}/touch']?.post;
    expect(touch?.responses['204']).toEqual({ description: expect.any(String) });
    expect(touch?.requestBody?.required).toBe(false);
  });

  it('refuses two routes with the same method and path', () => {
    const route = PUBLIC_API_ROUTES[0];
    if (!route) throw new Error('no public route');
    expect(() => build([route, { ...route, operationId: 'another' }])).toThrow(/Two public routes/);
  });
});

describe('the document\'s schemas', () => {
  it('gives a named schema whose request form differs a second component, and references it from its parents', () => {
    const setting = z.object({ on: z.boolean().default(false) }).meta({ id: 'DocTestSetting' });
    const holder = z.object({ setting }).meta({ id: 'DocTestHolder' });
    const schemas = documentSchemas();
    expect(schemas.convert(holder, 'output')).toEqual({ $ref: '#/components/schemas/DocTestHolder' });
    expect(schemas.convert(holder, 'input')).toEqual({ $ref: '#/components/schemas/DocTestHolderInput' });
    const components = schemas.components();
    expect(components.DocTestSetting).toMatchObject({ required: ['on'] });
    expect(components.DocTestSettingInput).not.toHaveProperty('required');
    expect(components.DocTestHolderInput).toMatchObject({ properties: { setting: { $ref: '#/components/schemas/DocTestSettingInput' } } });
  });

  it('keeps one component when the request form is the answer form', () => {
    // An object's answer form refuses unknown properties, its request form does not; an enum is the same in both.
    const label = z.enum(['low', 'high']).meta({ id: 'DocTestLabel' });
    const schemas = documentSchemas();
    schemas.convert(z.object({ label }), 'output');
    expect(schemas.convert(z.object({ label }), 'input')).toMatchObject({ properties: { label: { $ref: '#/components/schemas/DocTestLabel' } } });
    expect(Object.keys(schemas.components())).toEqual(['DocTestLabel']);
  });

  it('asks for an id on a recursive schema without one', () => {
    interface Node { children: Node[] }
    const node: z.ZodType<Node> = z.object({ children: z.array(z.lazy(() => node)) });
    expect(() => documentSchemas().convert(z.object({ root: node }), 'output')).toThrow(/recursive schema/);
  });
});
