import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ILoadOptionsFunctions, INodePropertyOptions, INodeType } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { addMember, setUpOwner } from '../test/users-fixture.js';

const server = useTestServer();

interface OptionsQuery {
  type: string;
  version: number;
  path?: string;
  methodName?: string;
  parameters?: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
}

// The query exactly as n8n's editor sends it: the structured parts as JSON strings.
function loadOptions(query: OptionsQuery) {
  const search = new URLSearchParams({
    nodeTypeAndVersion: JSON.stringify({ name: query.type, version: query.version }),
    path: query.path ?? 'parameters.choice',
    currentNodeParameters: JSON.stringify(query.parameters ?? {}),
  });
  if (query.methodName) search.set('methodName', query.methodName);
  if (query.credentials) search.set('credentials', JSON.stringify(query.credentials));
  return server.rest<{ data: INodePropertyOptions[]; message: string }>('GET', `/node-parameter-options?${search.toString()}`);
}

/** A community-style node whose options come from a remote API, asked with the node's credential. */
const catalogNode: INodeType = {
  description: {
    displayName: 'Catalog', name: 'weft-test.catalog', group: ['transform'], version: 1, description: 'Picks a product',
    defaults: { name: 'Catalog' }, inputs: ['main'], outputs: ['main'],
    credentials: [{ name: 'httpHeaderAuth', required: true }],
    properties: [
      { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
      { displayName: 'Product', name: 'product', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getProducts', loadOptionsDependsOn: ['baseUrl'] } },
    ],
  },
  methods: {
    loadOptions: {
      async getProducts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const credentials = await this.getCredentials<{ name: string; value: string }>('httpHeaderAuth');
        const baseUrl = this.getNodeParameter('baseUrl') as string;
        const products = await this.helpers.httpRequest!({
          url: `${baseUrl}/products`, json: true, headers: { [credentials.name]: credentials.value },
        }) as Array<{ sku: string; title: string }>;
        return products.map((product) => ({ name: product.title, value: product.sku }));
      },
      async failing(): Promise<INodePropertyOptions[]> {
        throw new Error('The catalog API refused the token');
      },
    },
  },
};

describe('GET /rest/node-parameter-options', () => {
  const catalogApi = createServer((request, response) => {
    const authorized = request.headers['x-api-key'] === 'catalog-secret';
    response.writeHead(authorized ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(authorized
      ? [{ sku: 'p-1', title: 'Teapot' }, { sku: 'p-2', title: 'Kettle' }]
      : { message: 'missing key' }));
  });
  let catalogUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => catalogApi.listen(0, '127.0.0.1', resolve));
    catalogUrl = `http://127.0.0.1:${(catalogApi.address() as AddressInfo).port}`;
  });
  beforeEach(() => server.services.nodeTypes.add(catalogNode));
  afterAll(() => new Promise<void>((resolve) => catalogApi.close(() => resolve())));

  it("answers the Merge node's inputs for the number of inputs it currently has", async () => {
    const { status, body } = await loadOptions({
      type: 'n8n-nodes-base.merge', version: 3, path: 'parameters.useDataOfInput', methodName: 'getInputs',
      parameters: { mode: 'chooseBranch', numberInputs: 3 },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { name: 'Input 1', value: 1 }, { name: 'Input 2', value: 2 }, { name: 'Input 3', value: 3 },
    ]);
  });

  it('loads options over HTTP from a remote API with the decrypted credential of the node', async () => {
    const credential = await server.services.credentials.create({
      name: 'Catalog key', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: 'catalog-secret' },
    });
    const { status, body } = await loadOptions({
      type: 'weft-test.catalog', version: 1, path: 'parameters.product', methodName: 'getProducts',
      parameters: { baseUrl: catalogUrl },
      credentials: { httpHeaderAuth: { id: credential.id, name: credential.name } },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([{ name: 'Teapot', value: 'p-1' }, { name: 'Kettle', value: 'p-2' }]);
  });

  it("does not let a member load options with the owner's credential", async () => {
    const owner = await setUpOwner(server);
    const credential = await server.services.credentials.create({
      name: 'Catalog key', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: 'catalog-secret' }, ownerId: owner.id,
    });
    const member = await addMember(server, 'mia@example.com');
    server.useSession(member.cookie);
    const { status, body } = await loadOptions({
      type: 'weft-test.catalog', version: 1, path: 'parameters.product', methodName: 'getProducts',
      parameters: { baseUrl: catalogUrl },
      credentials: { httpHeaderAuth: { id: credential.id, name: credential.name } },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('does not exist');
  });

  it('answers 400 with the reason when the node has no credential to call the API with', async () => {
    const { status, body } = await loadOptions({
      type: 'weft-test.catalog', version: 1, methodName: 'getProducts', parameters: { baseUrl: catalogUrl },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('Credentials for');
  });

  it("answers 400 with the method's own message when it fails", async () => {
    const { status, body } = await loadOptions({ type: 'weft-test.catalog', version: 1, methodName: 'failing' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'The catalog API refused the token' });
  });

  it('answers 400 naming an unknown node type or method', async () => {
    const unknownType = await loadOptions({ type: 'n8n-nodes-base.nothingLikeThis', version: 1, methodName: 'getInputs' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe('The node type "n8n-nodes-base.nothingLikeThis" (version 1) is not known');

    const unknownMethod = await loadOptions({ type: 'n8n-nodes-base.merge', version: 3, methodName: 'getEverything' });
    expect(unknownMethod.status).toBe(400);
    expect(unknownMethod.body.message).toBe('The node type "n8n-nodes-base.merge" has no method "getEverything" to load options');
  });

  it('answers 400 for a query that is not valid JSON or names no method', async () => {
    const notJson = await server.rest<{ message: string }>('GET',
      '/node-parameter-options?nodeTypeAndVersion=%7Bnope&path=parameters.x&methodName=getInputs&currentNodeParameters=%7B%7D');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('nodeTypeAndVersion');

    const noMethod = await loadOptions({ type: 'n8n-nodes-base.merge', version: 3 });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.message).toContain('methodName');
  });
});
