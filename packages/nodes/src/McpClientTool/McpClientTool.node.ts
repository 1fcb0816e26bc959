import type {
  ILoadOptionsFunctions, INode, INodePropertyOptions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { nodeTool } from '../ai/node-tool.js';
import type { ToolArgumentsSchema } from '../ai/node-tool.js';
import { mcpClientToolDescription } from './mcp-client-tool.description.js';
import type { McpServerSettings, McpSettingsSource, McpToolInfo } from './mcp-connection.js';

/** The MCP SDK loads with the first use: importing it with the node library cost every start. */
const mcpConnection = () => import('./mcp-connection.js');

function connectionError(node: INode, settings: McpServerSettings, error: unknown): NodeOperationError {
  return new NodeOperationError(node, 'Could not connect to the MCP server', {
    description: `${settings.url.href} (${settings.transport === 'sse' ? 'SSE' : 'HTTP Streamable'}): ${(error as Error).message}`,
  });
}

type McpModule = Awaited<ReturnType<typeof mcpConnection>>;
type McpClient = Awaited<ReturnType<McpModule['openMcpClient']>>;

/**
 * How the node talks to its server during a run: one session for the whole execution, opened with the
 * first listing and shared by every call the agent makes (all items, all runs of the agent), closed when
 * the execution ends. Outside a run (no place to keep it), each use connects on its own.
 */
function mcpSession(context: ISupplyDataFunctions, mcp: McpModule, settings: McpServerSettings) {
  const keep = context.executionResource?.bind(context);
  if (!keep) return <T>(use: (client: McpClient) => Promise<T>) => mcp.withMcpClient(settings, use);
  const key = `mcp-session ${JSON.stringify([settings.url.href, settings.transport, settings.headers, settings.timeout])}`;
  return async <T>(use: (client: McpClient) => Promise<T>) => use(await keep(key, () => mcp.openMcpClient(settings), mcp.closeMcpClient));
}

/** The server's tools the node passes on: all, the selected ones, or all but some. */
function chosen(context: ISupplyDataFunctions, tools: McpToolInfo[], itemIndex: number): McpToolInfo[] {
  const include = context.getNodeParameter('include', itemIndex, 'all');
  if (include === 'selected') {
    const names = context.getNodeParameter('includeTools', itemIndex, []) as string[];
    return tools.filter((tool) => names.includes(tool.name));
  }
  if (include === 'except') {
    const names = context.getNodeParameter('excludeTools', itemIndex, []) as string[];
    return tools.filter((tool) => !names.includes(tool.name));
  }
  return tools;
}

function schemaOf(tool: McpToolInfo): ToolArgumentsSchema {
  const schema = tool.inputSchema as unknown as ToolArgumentsSchema;
  return { ...schema, type: 'object', properties: schema.properties ?? {} };
}

/**
 * MCP Client Tool: each tool of an MCP server (reached over SSE or HTTP Streamable) becomes a tool of
 * the agent. The server is asked for its tools when the agent starts; the listing and the calls share
 * one session per execution.
 */
export class McpClientTool implements INodeType {
  description: INodeTypeDescription = mcpClientToolDescription;

  methods = {
    loadOptions: {
      async getTools(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const { listMcpTools, mcpServerSettings, withMcpClient } = await mcpConnection();
        const source: McpSettingsSource = {
          getNode: () => this.getNode(),
          getCredentials: (type) => this.getCredentials(type),
          parameter: (name, fallback) => this.getNodeParameter(name, fallback),
        };
        const settings = await mcpServerSettings(source, 0);
        const tools = await withMcpClient(settings, (client) => listMcpTools(client, settings.timeout));
        return tools.map((tool) => ({ name: tool.name, value: tool.name, description: tool.description }));
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const mcp = await mcpConnection();
    const { listMcpTools, mcpResultText, mcpServerSettings } = mcp;
    const node = this.getNode();
    const settings = await mcpServerSettings({
      getNode: () => node,
      getCredentials: (type) => this.getCredentials(type, itemIndex),
      parameter: (name, fallback) => this.getNodeParameter(name, itemIndex, fallback),
    }, itemIndex);
    const session = mcpSession(this, mcp, settings);
    let offered: McpToolInfo[];
    try {
      offered = await session((client) => listMcpTools(client, settings.timeout));
    } catch (error) {
      throw connectionError(node, settings, error);
    }
    const tools = chosen(this, offered, itemIndex);
    if (tools.length === 0) {
      throw new NodeOperationError(node, 'The MCP server offers no tools to use', {
        itemIndex, description: offered.length === 0 ? 'The server listed no tools.' : 'Every tool the server lists is left out by the Tools to Include setting.',
      });
    }
    return {
      response: tools.map((tool) => nodeTool({
        name: tool.name,
        description: tool.description ?? '',
        schema: schemaOf(tool),
        context: this,
        run: async (args) => session(async (client) =>
          mcpResultText(await client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: settings.timeout }) as Parameters<typeof mcpResultText>[0])),
      })),
    };
  }
}
