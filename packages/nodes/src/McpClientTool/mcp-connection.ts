import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export type McpTransport = 'sse' | 'httpStreamable';

export interface McpServerSettings {
  url: URL;
  transport: McpTransport;
  headers: Record<string, string>;
  timeout: number;
}

/** What reading the node's server settings needs: from a tool's supply context or the editor's option loading. */
export interface McpSettingsSource {
  getNode(): INode;
  getCredentials<T extends object>(type: string, itemIndex?: number): Promise<T>;
  parameter(name: string, fallback: unknown): unknown;
}

export interface McpToolInfo { name: string; description?: string; inputSchema: IDataObject }

/** The headers the node's authentication adds to every request to the MCP server. */
async function authHeaders(context: McpSettingsSource, authentication: string, itemIndex: number): Promise<Record<string, string>> {
  switch (authentication) {
    case 'bearerAuth': {
      const { token } = await context.getCredentials<{ token?: string }>('httpBearerAuth', itemIndex);
      return { Authorization: `Bearer ${token ?? ''}` };
    }
    case 'headerAuth': {
      const { name, value } = await context.getCredentials<{ name?: string; value?: string }>('httpHeaderAuth', itemIndex);
      return name ? { [name]: value ?? '' } : {};
    }
    case 'multipleHeadersAuth': {
      const { headers } = await context.getCredentials<{ headers?: { values?: Array<{ name?: string; value?: string }> } }>('httpMultipleHeadersAuth', itemIndex);
      return Object.fromEntries((headers?.values ?? []).filter((header) => header.name).map((header) => [header.name as string, header.value ?? '']));
    }
    case 'mcpOAuth2Api': {
      const credential = await context.getCredentials<{ oauthTokenData?: { access_token?: string } }>('mcpOAuth2Api', itemIndex);
      const token = credential.oauthTokenData?.access_token;
      if (!token) throw new NodeOperationError(context.getNode(), 'The MCP OAuth2 credential is not connected', { itemIndex, description: 'Connect the credential to get an access token first.' });
      return { Authorization: `Bearer ${token}` };
    }
    default:
      return {};
  }
}

/** Where and how the node reaches its MCP server, per version (1: SSE endpoint; 1.1+: endpoint and transport). */
export async function mcpServerSettings(context: McpSettingsSource, itemIndex: number): Promise<McpServerSettings> {
  const version = context.getNode().typeVersion;
  const endpoint = String(context.parameter(version < 1.1 ? 'sseEndpoint' : 'endpointUrl', '') ?? '').trim();
  let url: URL;
  try {
    url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new NodeOperationError(context.getNode(), `The MCP endpoint "${endpoint}" is not a valid URL`, { itemIndex, description: 'Give the http(s) URL of the MCP server.' });
  }
  const transport = (version < 1.1 ? 'sse' : context.parameter('serverTransport', version < 1.2 ? 'sse' : 'httpStreamable')) as McpTransport;
  const authentication = String(context.parameter('authentication', 'none'));
  const options = context.parameter('options', {}) as { timeout?: number };
  return { url, transport, headers: await authHeaders(context, authentication, itemIndex), timeout: Number(options.timeout ?? 60_000) };
}

/*
 * The SSE client is loaded by a name the compiler does not follow: its types reach eventsource-parser's
 * TypeScript sources, which the repository's "source" export condition would have tsc compile.
 */
const SSE_CLIENT_MODULE: string = '@modelcontextprotocol/sdk/client/sse.js';
interface SseClientModule {
  SSEClientTransport: new (url: URL, options: { requestInit?: RequestInit; eventSourceInit?: { fetch?: typeof fetch } }) => Transport;
}

/** A connected client of the server (an MCP session): close it with `closeMcpClient`. */
export async function openMcpClient(settings: McpServerSettings): Promise<Client> {
  const requestInit = { headers: settings.headers };
  const { SSEClientTransport } = settings.transport === 'sse' ? await import(SSE_CLIENT_MODULE) as SseClientModule : { SSEClientTransport: undefined };
  const transport = SSEClientTransport
    ? new SSEClientTransport(settings.url, { requestInit, eventSourceInit: { fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...settings.headers } }) } })
    : new StreamableHTTPClientTransport(settings.url, { requestInit });
  const client = new Client({ name: 'weft-mcp-client', version: '1.0.0' });
  try {
    await client.connect(transport, { timeout: settings.timeout });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}

/** Ends the session: an HTTP Streamable server that gave a session id is told to drop it, then the transport closes. */
export async function closeMcpClient(client: Client): Promise<void> {
  const transport = client.transport;
  if (transport instanceof StreamableHTTPClientTransport && transport.sessionId) await transport.terminateSession().catch(() => undefined);
  await client.close().catch(() => undefined);
}

/** Runs `use` on a fresh connection to the server, closed afterwards whatever happens. */
export async function withMcpClient<T>(settings: McpServerSettings, use: (client: Client) => Promise<T>): Promise<T> {
  const client = await openMcpClient(settings);
  try {
    return await use(client);
  } finally {
    await closeMcpClient(client);
  }
}

/** Every tool the server offers (following its pages). */
export async function listMcpTools(client: Client, timeout: number): Promise<McpToolInfo[]> {
  const tools: McpToolInfo[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {}, { timeout });
    tools.push(...page.tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema as IDataObject })));
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** A tool's result as the model reads it: its text content, other content as JSON; an error result throws. */
export function mcpResultText(result: { content?: unknown; isError?: boolean; structuredContent?: unknown; toolResult?: unknown }): string {
  const content = Array.isArray(result.content) ? result.content as Array<{ type: string; text?: string }> : [];
  const text = content.map((part) => (part.type === 'text' ? part.text ?? '' : JSON.stringify(part))).join('\n');
  const answer = text !== '' ? text : result.structuredContent !== undefined ? JSON.stringify(result.structuredContent) : JSON.stringify(result.toolResult ?? '');
  if (result.isError) throw new Error(answer);
  return answer;
}
