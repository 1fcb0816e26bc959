import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import type { OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import type { ILoadOptionsFunctions, INodeType } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();
const CHAT_MODEL = '@n8n/n8n-nodes-langchain.lmChatOpenAi';

interface SearchQuery {
  type?: string;
  version?: number;
  methodName?: string;
  filter?: string;
  paginationToken?: string;
  parameters?: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
}

interface Answer { results: Array<{ name: string; value: string; url?: string }>; paginationToken?: string }

function search(query: SearchQuery) {
  const params = new URLSearchParams({
    nodeTypeAndVersion: JSON.stringify({ name: query.type ?? CHAT_MODEL, version: query.version ?? 1.2 }),
    path: 'parameters.model',
    currentNodeParameters: JSON.stringify(query.parameters ?? {}),
  });
  if (query.methodName !== undefined) params.set('methodName', query.methodName);
  if (query.filter !== undefined) params.set('filter', query.filter);
  if (query.paginationToken !== undefined) params.set('paginationToken', query.paginationToken);
  if (query.credentials) params.set('credentials', JSON.stringify(query.credentials));
  return server.rest<{ data: Answer; message: string; hint?: string }>('GET', `/node-parameter-options/resource-locator-results?${params.toString()}`);
}

/** A list that comes in pages of two, its token the next page's number (n8n's nodes page with numbers too). */
const pagedNode: INodeType = {
  description: {
    displayName: 'Paged', name: 'weft-test.paged', group: ['transform'], version: 1, description: 'Picks a sheet',
    defaults: { name: 'Paged' }, inputs: ['main'], outputs: ['main'],
    properties: [{
      displayName: 'Sheet', name: 'sheet', type: 'resourceLocator', default: { mode: 'list', value: '' },
      modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'sheets', searchable: true } }],
    }],
  },
  methods: {
    listSearch: {
      async sheets(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
        const all = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].filter((name) => !filter || name.toLowerCase().includes(filter.toLowerCase()));
        const page = paginationToken ? Number(paginationToken) : 0;
        const results = all.slice(page * 2, page * 2 + 2).map((name) => ({ name, value: name.toLowerCase(), url: `https://sheets.example/${name.toLowerCase()}` }));
        return { results, ...(all.length > page * 2 + 2 ? { paginationToken: page + 1 } : {}) };
      },
      async broken() {
        return { items: [] } as never;
      },
    },
  },
};

describe('GET /rest/node-parameter-options/resource-locator-results', () => {
  let openAi: OpenAiStandIn;
  beforeAll(async () => {
    openAi = await startOpenAiStandIn({ apiKey: 'sk-right', models: ['gpt-4o-mini', 'gpt-4o', 'o3-mini', 'gpt-4.1'] });
  });
  afterAll(() => openAi.close());
  beforeEach(() => server.services.nodeTypes.add(pagedNode));

  async function openAiCredential(apiKey: string) {
    const credential = await server.services.credentials.create({ name: 'OpenAI', type: 'openAiApi', data: { apiKey, url: openAi.baseUrl } });
    return { openAiApi: { id: credential.id, name: credential.name } };
  }

  it("lists the OpenAI server's models with the node's credential, sorted, and narrows them by the filter", async () => {
    const credentials = await openAiCredential('sk-right');
    const all = await search({ methodName: 'searchModels', credentials });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ results: ['gpt-4.1', 'gpt-4o', 'gpt-4o-mini', 'o3-mini'].map((id) => ({ name: id, value: id })) });

    const filtered = await search({ methodName: 'searchModels', credentials, filter: '4O' });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.results.map((result) => result.value)).toEqual(['gpt-4o', 'gpt-4o-mini']);
  });

  it('answers one page at a time with the token of the next, and the urls of the results', async () => {
    const first = await search({ type: 'weft-test.paged', version: 1, methodName: 'sheets' });
    expect(first.body.data).toEqual({
      results: [{ name: 'Alpha', value: 'alpha', url: 'https://sheets.example/alpha' }, { name: 'Beta', value: 'beta', url: 'https://sheets.example/beta' }],
      paginationToken: '1',
    });
    const last = await search({ type: 'weft-test.paged', version: 1, methodName: 'sheets', paginationToken: '2' });
    expect(last.body.data).toEqual({ results: [{ name: 'Epsilon', value: 'epsilon', url: 'https://sheets.example/epsilon' }] });
    const filtered = await search({ type: 'weft-test.paged', version: 1, methodName: 'sheets', filter: 'ta' });
    expect(filtered.body.data.results.map((result) => result.name)).toEqual(['Beta', 'Delta']);
  });

  it("answers 400 with the provider's message when it refuses the key", async () => {
    const { status, body } = await search({ methodName: 'searchModels', credentials: await openAiCredential('sk-wrong') });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'The service refused the credentials', hint: expect.stringContaining('Incorrect API key provided') });
  });

  it('answers 400 saying so when no credential is selected yet', async () => {
    const { status, body } = await search({ methodName: 'searchModels' });
    expect(status).toBe(400);
    expect(body.message).toContain('Credentials for');
  });

  it('answers 400 naming an unknown method or node type, or a method that answers no results', async () => {
    const unknownMethod = await search({ methodName: 'searchEverything' });
    expect(unknownMethod.status).toBe(400);
    expect(unknownMethod.body.message).toBe(`The node type "${CHAT_MODEL}" has no method "searchEverything" to search a list`);

    const unknownType = await search({ type: 'weft-test.nothing', version: 1, methodName: 'sheets' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe('The node type "weft-test.nothing" (version 1) is not known');

    const broken = await search({ type: 'weft-test.paged', version: 1, methodName: 'broken' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The method "broken" of "weft-test.paged" did not answer a list of results');
  });

  it('answers 400 for a query without a method or with parameters that are not JSON', async () => {
    const noMethod = await search({});
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.message).toContain('methodName');

    const notJson = await server.rest<{ message: string }>('GET',
      '/node-parameter-options/resource-locator-results?nodeTypeAndVersion=%7B%7D&path=parameters.x&methodName=m&currentNodeParameters=%7Bnope');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('currentNodeParameters');
  });
});
