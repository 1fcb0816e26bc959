import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';

let harness: AgentToolHarness;
let server: http.Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(`${request.method ?? ''} ${request.url ?? ''}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: Number(new URL(request.url ?? '/', 'http://x').pathname.split('/').pop()), title: 'Milk' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  harness = await startAgentToolHarness();
});
afterAll(async () => {
  await harness.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('Tool variants of nodes usable as tools', () => {
  it('registers <type>Tool for the versions marked usableAsTool, as an AI sub-node with a tool description', () => {
    const variant = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.httpRequestTool', 4.2);
    expect(variant?.description).toMatchObject({ name: 'n8n-nodes-base.httpRequestTool', displayName: 'HTTP Request Tool', inputs: [], outputs: ['ai_tool'] });
    expect(variant?.description.properties[0]).toMatchObject({ name: 'toolDescription', type: 'string', required: true });
    expect(variant?.execute).toBeUndefined();
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.httpRequestTool', 2)).toBeUndefined();
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.emailSendTool', 2.1)?.description.properties.slice(0, 2).map((property) => property.name))
      .toEqual(['descriptionType', 'toolDescription']);
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.setTool')).toBeUndefined();
  });

  it('runs the node with the $fromAI() values the model gives, and answers its output items', async () => {
    harness.model.script({ toolCalls: [{ name: 'Get_Item', arguments: { itemId: 7, verbose: true } }] }, { content: 'Milk.' });
    const { runData } = await harness.run('What is item 7?', [{
      id: 'v', name: 'Get Item', type: 'n8n-nodes-base.httpRequestTool', typeVersion: 4.2, position: [300, 200],
      parameters: {
        toolDescription: 'Gets an item of the shop by its id',
        url: `={{ '${base}/items/' + $fromAI('itemId', 'The id of the item', 'number') }}`,
        sendQuery: true,
        queryParameters: { parameters: [{ name: 'verbose', value: "={{ $fromAI('verbose', 'More detail', 'boolean', false) }}" }] },
        options: {},
      } as never,
    }]);
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function).toEqual({
      name: 'Get_Item', description: 'Gets an item of the shop by its id',
      parameters: expect.objectContaining({
        properties: { itemId: { type: 'number', description: 'The id of the item' }, verbose: { type: 'boolean', description: 'More detail' } },
        required: ['itemId'],
      }),
    });
    expect(seen.at(-1)).toBe('GET /items/7?verbose=true');
    expect(toolCalls(runData, 'Get Item')).toEqual([{ input: { itemId: 7, verbose: true }, response: JSON.stringify([{ id: 7, title: 'Milk' }], null, 2) }]);
  });
});
