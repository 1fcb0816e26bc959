import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { IExecution, IRunData } from '@weft/workflow';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { activate } from '../test/webhook-fixtures.js';

/*
 * The MCP Server Trigger on a real server: activated, it serves its tools (a Calculator and a Call n8n
 * Workflow Tool) to the SDK's own MCP client over SSE (versions 1 and 1.1) and streamable HTTP (2), and
 * each tool call is an execution holding the tool's run.
 */

let server: TestServer;
let base: string;
beforeEach(async () => {
  server = await createTestServer();
  base = `http://127.0.0.1:${await server.listen()}/`;
});
afterEach(async () => {
  await server.close();
});

const greeter = {
  name: 'Greeter', nodes: [
    { id: 's1', name: 'Start', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 's2', name: 'Greet', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0],
      parameters: { jsCode: 'return [{ json: { greeting: `Hello ${$input.first().json.query}!` } }];' },
    },
  ],
  connections: { Start: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] } },
};

function mcpWorkflow(typeVersion: number, path: string, auth?: { credentialId: string; type?: 'httpBearerAuth' | 'httpHeaderAuth' }) {
  const credentialType = auth?.type ?? 'httpBearerAuth';
  return {
    name: `MCP ${typeVersion}`, settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: 'm', name: 'MCP Server Trigger', type: '@n8n/n8n-nodes-langchain.mcpTrigger', typeVersion, position: [0, 0], webhookId: `hook-${path}`,
        parameters: { path, ...(auth ? { authentication: credentialType === 'httpBearerAuth' ? 'bearerAuth' : 'headerAuth' } : {}) },
        ...(auth ? { credentials: { [credentialType]: { id: auth.credentialId, name: 'MCP token' } } } : {}),
      },
      { id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [0, 200], parameters: {} },
      {
        id: 'g', name: 'Greeter Tool', type: '@n8n/n8n-nodes-langchain.toolWorkflow', typeVersion: 1.1, position: [200, 200],
        parameters: { name: 'greet', description: 'Greets a person', source: 'parameter', workflowJson: JSON.stringify(greeter), responsePropertyName: 'greeting' },
      },
    ],
    connections: {
      Calculator: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
      'Greeter Tool': { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
    },
  };
}

/*
 * The SSE client is loaded by a name the compiler does not follow (as the MCP Client Tool does): its
 * types reach eventsource-parser's TypeScript sources, which the "source" export condition would compile.
 */
const SSE_CLIENT_MODULE: string = '@modelcontextprotocol/sdk/client/sse.js';
interface SseClientModule {
  SSEClientTransport: new (url: URL, options: { requestInit?: RequestInit; eventSourceInit?: { fetch?: typeof fetch } }) => Transport;
}

async function transportFor(kind: 'sse' | 'streamable', url: string, headers: Record<string, string>): Promise<Transport> {
  const { SSEClientTransport } = await import(SSE_CLIENT_MODULE) as SseClientModule;
  return kind === 'sse'
    ? new SSEClientTransport(new URL(url), {
      requestInit: { headers },
      eventSourceInit: { fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }) },
    })
    : new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
}

/** A client of the trigger at `url`; a string is a bearer token, an object the headers to send. */
async function connect(kind: 'sse' | 'streamable', url: string, auth?: string | Record<string, string>): Promise<Client> {
  const headers = typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : auth ?? {};
  const client = new Client({ name: 'weft-test-client', version: '1.0.0' });
  await client.connect(await transportFor(kind, url, headers));
  return client;
}

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as Array<{ type: string; text: string }>).map((part) => part.text).join('');
}

async function executions(workflowId: string): Promise<IExecution[]> {
  const list = await server.rest<{ data: { results: Array<{ id: string }> } }>('GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`);
  const full = await Promise.all(list.body.data.results.map((row) => server.rest<{ data: IExecution }>('GET', `/executions/${row.id}`)));
  return full.map((answer) => answer.body.data);
}

const toolRuns = (runData: IRunData, name: string) => (runData[name] ?? []).map((run) => ({
  input: run.inputOverride?.ai_tool?.[0]?.[0]?.json, response: run.data?.ai_tool?.[0]?.[0]?.json.response,
}));

async function listsAndCalls(client: Client, workflowId: string): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['Calculator', 'greet']);
  expect(tools.find((tool) => tool.name === 'greet')).toMatchObject({ description: 'Greets a person', inputSchema: { type: 'object' } });

  expect(textOf(await client.callTool({ name: 'Calculator', arguments: { input: '6 * 7' } }))).toBe('42');
  const greeting = await client.callTool({ name: 'greet', arguments: { input: 'Ada' } });
  expect(textOf(greeting)).toBe('Hello Ada!');
  const unknown = await client.callTool({ name: 'nope', arguments: {} });
  expect(unknown.isError).toBe(true);

  await expect.poll(async () => (await executions(workflowId)).length).toBe(3);
  const stored = await executions(workflowId);
  expect(stored.every((execution) => execution.status === 'success' && execution.mode === 'webhook')).toBe(true);
  const calculatorRuns = stored.flatMap((execution) => toolRuns(execution.data.resultData.runData, 'Calculator'));
  expect(calculatorRuns).toEqual([{ input: { input: '6 * 7' }, response: '42' }]);
  const greeterRuns = stored.flatMap((execution) => toolRuns(execution.data.resultData.runData, 'Greeter Tool'));
  expect(greeterRuns).toEqual([{ input: { query: 'Ada' }, response: 'Hello Ada!' }]);
  expect(stored.every((execution) => execution.data.resultData.runData['MCP Server Trigger']?.length === 1)).toBe(true);
}

describe('MCP Server Trigger', () => {
  it('serves its tools over SSE at <path>/sse (version 1), records each tool call as an execution', async () => {
    const workflowId = await activate(server, mcpWorkflow(1, 'tools-v1') as never);
    const client = await connect('sse', `${base}mcp/tools-v1/sse`);
    try {
      await listsAndCalls(client, workflowId);
    } finally {
      await client.close();
    }
  });

  it('serves streamable HTTP at <path> (version 2), and SSE clients there too', async () => {
    const workflowId = await activate(server, mcpWorkflow(2, 'tools-v2') as never);
    const client = await connect('streamable', `${base}mcp/tools-v2`);
    try {
      await listsAndCalls(client, workflowId);
    } finally {
      await client.close();
    }
    const sse = await connect('sse', `${base}mcp/tools-v2`);
    try {
      expect(textOf(await sse.callTool({ name: 'Calculator', arguments: { input: '1 + 1' } }))).toBe('2');
    } finally {
      await sse.close();
    }
  });

  it('with bearer auth, refuses a client without the token (401) or with another (403)', async () => {
    const credential = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'MCP token', type: 'httpBearerAuth', data: { token: 's3cret' } });
    expect(credential.status).toBe(200);
    for (const [typeVersion, kind, url] of [[1.1, 'sse', 'mcp/auth-v1/sse'], [2, 'streamable', 'mcp/auth-v2']] as const) {
      await activate(server, mcpWorkflow(typeVersion, url.split('/')[1] as string, { credentialId: credential.body.data.id }) as never);
      const open = await fetch(`${base}${url}`, {
        method: kind === 'sse' ? 'GET' : 'POST',
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        ...(kind === 'sse' ? {} : { body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }) }),
      });
      expect(open.status).toBe(401);
      await expect(connect(kind, `${base}${url}`, 'wrong')).rejects.toThrow(/403|Authorization data is wrong/);
      const client = await connect(kind, `${base}${url}`, 's3cret');
      try {
        expect(textOf(await client.callTool({ name: 'Calculator', arguments: { input: '2 ^ 10' } }))).toBe('1024');
      } finally {
        await client.close();
      }
    }
  });

  it('serves the test URL /mcp-test/<path> while a manual run listens, with header auth; tool calls are manual executions', async () => {
    const credential = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'MCP key', type: 'httpHeaderAuth', data: { name: 'x-mcp-key', value: 'k-42' } });
    // Manual runs are kept only when the workflow says so (the editor is shown them as they run).
    const workflow = { ...mcpWorkflow(2, 'listening', { credentialId: credential.body.data.id, type: 'httpHeaderAuth' }), settings: { executionOrder: 'v1', saveManualExecutions: true } };
    const created = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow);
    const workflowId = created.body.data.id;
    const listen = await server.rest<{ data: { waitingForWebhook: boolean } }>('POST', '/workflows/run', { workflowData: { ...workflow, id: workflowId } });
    expect(listen.body.data.waitingForWebhook).toBe(true);
    expect((await fetch(`${base}mcp/listening`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    await expect(connect('streamable', `${base}mcp-test/listening`, { 'x-mcp-key': 'wrong' })).rejects.toThrow(/403|Authorization data is wrong/);

    const client = await connect('streamable', `${base}mcp-test/listening`, { 'x-mcp-key': 'k-42' });
    try {
      expect((await client.listTools()).tools).toHaveLength(2);
      expect(textOf(await client.callTool({ name: 'Calculator', arguments: { input: '3 + 4' } }))).toBe('7');
      // The registration outlives a call: a client sends many.
      expect(textOf(await client.callTool({ name: 'Calculator', arguments: { input: '3 * 4' } }))).toBe('12');
    } finally {
      await client.close();
    }
    await expect.poll(async () => (await executions(workflowId)).filter((execution) => execution.status === 'success').length).toBe(2);
    const calls = (await executions(workflowId)).filter((execution) => execution.status === 'success');
    expect(calls.every((execution) => execution.mode === 'manual')).toBe(true);

    expect((await server.rest('DELETE', `/test-webhook/${workflowId}`)).status).toBe(200);
    const after = await fetch(`${base}mcp-test/listening`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(after.status).toBe(404);
  });

  it('answers only at /mcp/: the webhook URL does not serve it, and a path held by another workflow is refused on activation', async () => {
    await activate(server, mcpWorkflow(2, 'shared') as never);
    const viaWebhook = await fetch(`${base}webhook/shared`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(viaWebhook.status).toBe(404);
    const created = await server.rest<{ data: { id: string } }>('POST', '/workflows', { ...mcpWorkflow(2, 'shared'), name: 'Second' });
    const second = await server.rest<{ message: string }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('is already used by the workflow "MCP 2"');
  });

  it('stops serving when the workflow is deactivated', async () => {
    const workflowId = await activate(server, mcpWorkflow(2, 'goes-away') as never);
    expect((await server.rest('PATCH', `/workflows/${workflowId}`, { active: false })).status).toBe(200);
    const answer = await fetch(`${base}mcp/goes-away`, {
      method: 'POST', headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    expect(answer.status).toBe(404);
  });
});
