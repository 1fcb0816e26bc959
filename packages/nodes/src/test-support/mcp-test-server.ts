import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/*
 * A real MCP server (the SDK's) for tests, on loopback: HTTP Streamable at `/mcp` (stateless, a server
 * per request) and SSE at `/sse` + `/messages`. It offers `add` and `echo`; `echo` fails on "boom".
 * A bearer token is required when one is given. It counts the sessions clients begin and the SSE streams open.
 */

export interface McpTestServer {
  url: string;
  authorizations: Array<string | undefined>;
  /** MCP sessions begun (a client's `initialized` notification), over either transport. */
  sessions(): number;
  /** SSE streams (one per SSE session) the server holds open now. */
  openSseStreams(): number;
  close(): Promise<void>;
}

function mcpServer(onSession: () => void): Server {
  const server = new Server({ name: 'weft-test-server', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.oninitialized = onSession;
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: 'add', description: 'Adds two numbers', inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] } },
      { name: 'echo', description: 'Says the text back', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    if (request.params.name === 'add') return { content: [{ type: 'text', text: String(Number(args.a) + Number(args.b)) }] };
    if (request.params.name === 'echo') {
      if (args.text === 'boom') return { isError: true, content: [{ type: 'text', text: 'echo cannot say boom' }] };
      return { content: [{ type: 'text', text: `echo: ${String(args.text)}` }] };
    }
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  });
  return server;
}

export async function startMcpTestServer(options: { token?: string } = {}): Promise<McpTestServer> {
  const authorizations: Array<string | undefined> = [];
  const sse = new Map<string, SSEServerTransport>();
  let sessions = 0;
  const onSession = () => { sessions++; };
  const httpServer = http.createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    void (async () => {
      if (url.pathname === '/mcp') {
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        const server = mcpServer(onSession);
        response.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request, response);
      } else if (url.pathname === '/sse' && request.method === 'GET') {
        const transport = new SSEServerTransport('/messages', response);
        sse.set(transport.sessionId, transport);
        response.on('close', () => sse.delete(transport.sessionId));
        await mcpServer(onSession).connect(transport);
      } else if (url.pathname === '/messages' && request.method === 'POST') {
        const transport = sse.get(url.searchParams.get('sessionId') ?? '');
        if (!transport) return void response.writeHead(404).end('No such session');
        await transport.handlePostMessage(request, response);
      } else {
        response.writeHead(404).end();
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    authorizations,
    sessions: () => sessions,
    openSseStreams: () => sse.size,
    close: () => new Promise<void>((resolve) => {
      httpServer.closeAllConnections();
      httpServer.close(() => resolve());
    }),
  };
}
