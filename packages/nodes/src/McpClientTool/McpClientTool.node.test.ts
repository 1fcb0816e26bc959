import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { startAgentToolHarness, toolCalls } from '../test-support/agent-tool-harness.js';
import type { AgentToolHarness } from '../test-support/agent-tool-harness.js';
import { startMcpTestServer } from '../test-support/mcp-test-server.js';
import type { McpTestServer } from '../test-support/mcp-test-server.js';

let harness: AgentToolHarness;
let server: McpTestServer;

beforeAll(async () => {
  server = await startMcpTestServer({ token: 'mcp-token' });
  harness = await startAgentToolHarness({ credentials: { 'mcp-bearer': { type: 'httpBearerAuth', name: 'MCP', data: { token: 'mcp-token' } } } });
});
afterAll(async () => {
  await harness.close();
  await server.close();
});

function client(typeVersion: number, parameters: Record<string, unknown>): INode {
  return {
    id: 'mcp', name: 'MCP Client', type: '@n8n/n8n-nodes-langchain.mcpClientTool', typeVersion, position: [300, 200],
    parameters: { authentication: 'bearerAuth', ...parameters } as never,
    credentials: { httpBearerAuth: { id: 'mcp-bearer', name: 'MCP' } },
  };
}

describe('MCP Client Tool', () => {
  it('offers every tool of the server over HTTP Streamable and calls them (1.2)', async () => {
    harness.model.script(
      { toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }, { name: 'echo', arguments: { text: 'hi' } }] },
      { content: 'Done.' },
    );
    const { runData, error } = await harness.run('Add and echo', [client(1.2, { endpointUrl: `${server.url}/mcp` })]);
    expect(error).toBeUndefined();
    expect(harness.model.requests.at(-2)?.body.tools?.map((tool) => [tool.function.name, tool.function.description])).toEqual([
      ['add', 'Adds two numbers'], ['echo', 'Says the text back'],
    ]);
    expect(toolCalls(runData, 'MCP Client')).toEqual([
      { input: { a: 2, b: 3 }, response: '5' },
      { input: { text: 'hi' }, response: 'echo: hi' },
    ]);
    expect(server.authorizations.at(-1)).toBe('Bearer mcp-token');
  });

  it('connects over SSE (version 1), with only the selected tools, and tells the model a tool\'s error', async () => {
    harness.model.script({ toolCalls: [{ name: 'echo', arguments: { text: 'boom' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Echo', [client(1, { sseEndpoint: `${server.url}/sse`, include: 'selected', includeTools: ['echo'] })]);
    expect(harness.model.requests.at(-2)?.body.tools?.map((tool) => tool.function.name)).toEqual(['echo']);
    expect(toolCalls(runData, 'MCP Client')).toEqual([{ input: { text: 'boom' }, response: undefined, error: 'echo cannot say boom' }]);
    expect(harness.model.requests.at(-1)?.body.messages.at(-1)?.content).toBe('There was an error: "echo cannot say boom"');
  });

  it('leaves out the excepted tools (1.1 over SSE), and fails clearly when the server refuses the credential', async () => {
    harness.model.script({ content: 'Nothing to do.' });
    await harness.run('Hi', [client(1.1, { endpointUrl: `${server.url}/sse`, serverTransport: 'sse', include: 'except', excludeTools: ['echo'] })]);
    expect(harness.model.requests.at(-1)?.body.tools?.map((tool) => tool.function.name)).toEqual(['add']);
    const refused = await harness.run('Hi', [client(1.2, { endpointUrl: `${server.url}/mcp`, authentication: 'none' })]);
    expect(refused.error?.message).toBe('Could not connect to the MCP server');
  });
});
