import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeType, IWorkflowBase } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import { createConsoleLogger } from './console-logger.js';
import { isDeclarativeNodeType } from './routing-node.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { fixtureNodeTypes } from '../test-support/fixture-node-types.js';

const CITIES = ['Oslo', 'Lima', 'Bern', 'Rome', 'Kyiv'].map((name, index) => ({ id: index + 1, name, size: (index * 7) % 5 }));
let server: Server;
let baseUrl = '';
const requests: string[] = [];

/** A list API paged by offset and limit in the query. */
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://x');
    const offset = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('take') ?? 100);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: CITIES.slice(offset, offset + limit) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cities: INodeType = {
  description: {
    name: 'weft-test.cities', displayName: 'Cities', description: 'Lists cities', group: ['transform'], version: 1,
    defaults: { name: 'Cities' }, inputs: ['main'], outputs: ['main'],
    requestDefaults: { baseURL: '={{$parameter.baseUrl}}' },
    properties: [
      { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
      {
        displayName: 'Minimum Size', name: 'minSize', type: 'number', default: 0,
        routing: {
          request: { url: '/cities' },
          send: { paginate: true },
          operations: { pagination: { type: 'offset', properties: { limitParameter: 'take', offsetParameter: 'skip', pageSize: 2, rootProperty: 'data', type: 'query' } } },
          output: {
            postReceive: [
              { type: 'rootProperty', properties: { property: 'data' } },
              { type: 'filter', properties: { pass: '={{$responseItem.size >= $value}}' } },
              { type: 'sort', properties: { key: 'name' } },
            ],
          },
        },
      },
    ],
  },
};

describe('declarative node types (routing)', () => {
  it('are recognised by their requestDefaults or routing, never when they execute themselves', () => {
    expect(isDeclarativeNodeType(cities)).toBe(true);
    expect(isDeclarativeNodeType({ ...cities, execute: async () => [[]] })).toBe(false);
    expect(isDeclarativeNodeType({ description: { ...cities.description, requestDefaults: undefined, properties: [] } })).toBe(false);
  });

  it('pages by offset until a short page, then filters and sorts each page with postReceive', async () => {
    const trigger = fixtureNodeTypes.getByNameAndVersion('weft-test.trigger');
    if (!trigger) throw new Error('no trigger fixture');
    const runner = new WorkflowRunner(new NodeTypeRegistry([trigger, cities]), { logger: createConsoleLogger('silent') });
    const workflow: IWorkflowBase = {
      name: 'Cities', active: false,
      nodes: [
        { id: '1', name: 'Trigger', type: 'weft-test.trigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: '2', name: 'Cities', type: 'weft-test.cities', typeVersion: 1, position: [200, 0], parameters: { baseUrl, minSize: 2 } },
      ],
      connections: { Trigger: { main: [[{ node: 'Cities', type: 'main', index: 0 }]] } },
    };
    const result = await runner.run({ workflow, mode: 'manual', executionId: 'e1' });
    const output = result.data.resultData.runData.Cities?.[0]?.data?.main?.[0]?.map((item) => item.json);
    expect(requests).toEqual(['/cities?take=2&skip=0', '/cities?take=2&skip=2', '/cities?take=2&skip=4']);
    // Sizes: Oslo 0, Lima 2, Bern 4, Rome 1, Kyiv 3 -> pages [Lima], [Bern], [Kyiv], each sorted on its own.
    expect(output).toEqual([{ id: 2, name: 'Lima', size: 2 }, { id: 3, name: 'Bern', size: 4 }, { id: 5, name: 'Kyiv', size: 3 }]);
  });
});
