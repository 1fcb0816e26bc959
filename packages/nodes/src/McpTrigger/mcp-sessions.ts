import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, isInitializeRequest, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

type RequestId = string | number;

/** The tools one POST brought (supplied by the trigger's sub-nodes for it), for the requests it carries. */
interface PendingRequest {
  tools: StructuredToolInterface[];
  /** Its answer was sent (a result, or an error such as an unknown method). */
  done(): void;
}

type Pending = Map<RequestId, PendingRequest>;

/** One MCP client's session with one trigger node: its SDK server and transport. */
interface Session {
  owner: string;
  server: Server;
  transport: SSEServerTransport | StreamableHTTPServerTransport;
  pending: Pending;
}

/*
 * Sessions live in this process for as long as their client stays connected (SSE) or until the client
 * ends them (streamable HTTP DELETE). The tools are not kept with them: each POST supplies its own, so a
 * tool call runs with the workflow as it is when called, and is recorded on that call's execution.
 */
const sessions = new Map<string, Session>();

export interface McpEndpoint {
  /** `<workflowId>/<node name>`: a session belongs to the trigger that opened it. */
  owner: string;
  serverName: string;
}

function schemaOf(tool: StructuredToolInterface): { type: 'object'; [key: string]: unknown } {
  const schema = toJsonSchema(tool.schema as Parameters<typeof toJsonSchema>[0]) as Record<string, unknown>;
  delete schema.$schema;
  return { ...schema, type: 'object' };
}

async function callTool(pending: PendingRequest | undefined, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  try {
    const tool = pending?.tools.find((candidate) => candidate.name === name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `The tool "${name}" does not exist` }] };
    const result: unknown = await tool.invoke(args);
    return { content: [{ type: 'text', text: typeof result === 'string' ? result : JSON.stringify(result) }] };
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: `Error: ${(error as Error).message}` }] };
  }
}

/** Marks a request done when the server sends its answer, whichever handler (or none) made it. */
function noteAnswers(session: Session): void {
  const { transport } = session;
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    await send(message, options);
    if ('id' in message && ('result' in message || 'error' in message)) session.pending.get(message.id as RequestId)?.done();
  };
}

function createServer(endpoint: McpEndpoint, pending: Pending): Server {
  const server = new Server({ name: endpoint.serverName, version: '0.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => {
    const tools = pending.get(extra.requestId)?.tools ?? [];
    return { tools: tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: schemaOf(tool) })) };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
    callTool(pending.get(extra.requestId), request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>));
  return server;
}

/** Opens an SSE session (the deprecated transport): the stream stays open, its messages come by POST to `messagesPath`. */
export async function openSseSession(endpoint: McpEndpoint, messagesPath: string, response: ServerResponse): Promise<void> {
  const transport = new SSEServerTransport(messagesPath, response);
  const pending: Pending = new Map();
  const server = createServer(endpoint, pending);
  const session: Session = { owner: endpoint.owner, server, transport, pending };
  noteAnswers(session);
  sessions.set(transport.sessionId, session);
  response.on('close', () => {
    sessions.delete(transport.sessionId);
    void server.close();
  });
  await server.connect(transport);
}

function requestIds(body: unknown): { ids: RequestId[]; toolCall: boolean } {
  const messages = (Array.isArray(body) ? body : [body]) as Array<{ id?: RequestId; method?: string }>;
  const requests = messages.filter((message) => typeof message === 'object' && message !== null && message.id !== undefined && typeof message.method === 'string');
  return { ids: requests.map((message) => message.id as RequestId), toolCall: requests.some((message) => message.method === 'tools/call') };
}

function answerError(response: ServerResponse, statusCode: number, message: string): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** The session a request names (SSE: `?sessionId=`; streamable HTTP: the `mcp-session-id` header), if it is this trigger's. */
function namedSession(endpoint: McpEndpoint, request: IncomingMessage): { id?: string; session?: Session; sse: boolean } {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('sessionId');
  const header = request.headers['mcp-session-id'];
  const id = query ?? (Array.isArray(header) ? header[0] : header);
  const session = id === undefined ? undefined : sessions.get(id);
  return { id, session: session?.owner === endpoint.owner ? session : undefined, sse: query !== null };
}

export interface PostOptions {
  endpoint: McpEndpoint;
  request: IncomingMessage;
  response: ServerResponse;
  body: unknown;
  /** Streamable HTTP may open a session here (version 2); SSE sessions only post their messages. */
  streamable: boolean;
  /** The trigger's tools, supplied for this POST. */
  tools: () => Promise<StructuredToolInterface[]>;
}

/**
 * A POST of JSON-RPC messages: to an SSE session, to a streamable HTTP session, or an `initialize`
 * opening a streamable HTTP session. Resolves once every request it carried was handled; true when one
 * was a tool call (the trigger then records an execution).
 */
export async function handleMcpPost(options: PostOptions): Promise<boolean> {
  const { endpoint, request, response, body } = options;
  const named = namedSession(endpoint, request);
  let session = named.session;
  if (named.id !== undefined && !session) {
    answerError(response, 404, 'Session not found');
    return false;
  }
  if (!session) {
    if (!options.streamable || !isInitializeRequest(body)) {
      answerError(response, 400, options.streamable ? 'Bad Request: no valid session ID provided' : 'Bad Request: the sessionId query parameter is missing');
      return false;
    }
    session = await openStreamableSession(endpoint);
  }
  const { ids, toolCall } = requestIds(body);
  const tools = ids.length > 0 ? await options.tools() : [];
  const handled = ids.map((id) => new Promise<void>((resolve) => {
    session.pending.set(id, { tools, done: resolve });
  }));
  const current = session;
  try {
    if (current.transport instanceof SSEServerTransport) await current.transport.handlePostMessage(request, response, body);
    else await current.transport.handleRequest(request, response, body);
    // A message the transport refused reaches no handler, and gets no answer to wait for.
    if (response.statusCode < 400) await Promise.all(handled);
  } finally {
    for (const id of ids) current.pending.delete(id);
  }
  return toolCall && response.statusCode < 400;
}

async function openStreamableSession(endpoint: McpEndpoint): Promise<Session> {
  const pending: Pending = new Map();
  const server = createServer(endpoint, pending);
  const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => { sessions.set(id, session); },
  });
  const session: Session = { owner: endpoint.owner, server, transport, pending };
  noteAnswers(session);
  transport.onclose = () => {
    if (transport.sessionId) sessions.delete(transport.sessionId);
  };
  await server.connect(transport);
  return session;
}

/** GET (the stream of server messages) or DELETE (ending the session) of a streamable HTTP session. */
export async function handleStreamableRequest(endpoint: McpEndpoint, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { session } = namedSession(endpoint, request);
  if (!session || session.transport instanceof SSEServerTransport) {
    answerError(response, session ? 400 : 404, session ? 'Bad Request: the session uses SSE' : 'Session not found');
    return;
  }
  await session.transport.handleRequest(request, response);
}
