import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { INode } from '@weft/workflow';
import { aiRunner, chatModel, localCredentials, rootWorkflow, startAgentToolHarness, TEST_OPENAI_KEY, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
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

describe('MCP Client Tool: one session per execution', () => {
  it('lists the tools and makes every call of the run on one session (HTTP Streamable), a new one per execution', async () => {
    const before = server.sessions();
    harness.model.script(
      { toolCalls: [{ name: 'add', arguments: { a: 1, b: 2 } }, { name: 'add', arguments: { a: 3, b: 4 } }] },
      { toolCalls: [{ name: 'echo', arguments: { text: 'again' } }] },
      { content: 'Done.' },
    );
    const { runData, error } = await harness.run('Add twice, then echo', [client(1.2, { endpointUrl: `${server.url}/mcp` })]);
    expect(error).toBeUndefined();
    expect(toolCalls(runData, 'MCP Client').map((call) => call.response)).toEqual(['3', '7', 'echo: again']);
    expect(server.sessions() - before).toBe(1);
    harness.model.script({ toolCalls: [{ name: 'add', arguments: { a: 5, b: 5 } }] }, { content: 'Done.' });
    await harness.run('Add', [client(1.2, { endpointUrl: `${server.url}/mcp` })]);
    expect(server.sessions() - before).toBe(2);
  });

  it('shares the SSE session across the agent\'s items and closes it when the execution ends, failed or not', async () => {
    const model = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
    try {
      const run = aiRunner({ ...localCredentials(model.baseUrl), 'mcp-bearer': { type: 'httpBearerAuth', data: { token: 'mcp-token' } } });
      const mcp = client(1, { sseEndpoint: `${server.url}/sse` });
      const workflow = rootWorkflow(
        { name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, parameters: { promptType: 'define', text: '={{ $json.question }}' } as never },
        [{ node: chatModel(), type: 'ai_languageModel' }, { node: mcp, type: 'ai_tool' }],
        [{ question: 'Add 1 and 1' }, { question: 'Echo hi' }],
      );
      let streamsDuringRun: number[] = [];
      model.script(
        () => ({ toolCalls: [{ name: 'add', arguments: { a: 1, b: 1 } }] }),
        (request) => ({ content: `It is ${String(request.body.messages.at(-1)?.content)}.` }),
        () => {
          streamsDuringRun.push(server.openSseStreams());
          return { toolCalls: [{ name: 'echo', arguments: { text: 'hi' } }] };
        },
        (request) => ({ content: String(request.body.messages.at(-1)?.content) }),
      );
      const before = server.sessions();
      const { result } = await run(workflow);
      expect(result.data.resultData.error).toBeUndefined();
      expect(result.data.resultData.runData['AI Agent']?.[0]?.data?.main?.[0]?.map((item) => item.json.output)).toEqual(['It is 2.', 'echo: hi']);
      expect(server.sessions() - before).toBe(1);
      expect(streamsDuringRun).toEqual([1]);
      await vi.waitFor(() => expect(server.openSseStreams()).toBe(0));

      // A run that fails after the session opened closes it all the same.
      streamsDuringRun = [];
      model.script({ toolCalls: [{ name: 'add', arguments: { a: 1, b: 1 } }] }, { rateLimited: true });
      const { result: failed } = await run(workflow);
      expect(failed.data.resultData.error?.message).toMatch(/Rate limit|429/);
      expect(server.sessions() - before).toBe(2);
      await vi.waitFor(() => expect(server.openSseStreams()).toBe(0));
    } finally {
      await model.close();
    }
  });
});
