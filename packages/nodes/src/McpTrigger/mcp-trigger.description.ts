import type { INodeTypeDescription } from '@weft/workflow';

/*
 * n8n's webhooks of the trigger: version 1 and 1.1 serve the SSE transport (`<path>/sse` opens the stream,
 * `<path>/messages` takes its messages); version 2 serves streamable HTTP at `<path>` (SSE clients may
 * still open a stream there with GET). All under `/mcp/` (production) and `/mcp-test/`.
 */
const webhooks = (sse: boolean) => [
  {
    name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', isFullPath: true,
    path: sse ? '={{$parameter["path"]}}/sse' : '={{$parameter["path"]}}', nodeType: 'mcp', ndvHideMethod: true, ndvHideUrl: false,
  },
  {
    name: 'default', httpMethod: 'POST', responseMode: 'onReceived', isFullPath: true,
    path: sse ? '={{$parameter["path"]}}/messages' : '={{$parameter["path"]}}', nodeType: 'mcp', ndvHideMethod: true, ndvHideUrl: true,
  },
  {
    name: 'default', httpMethod: 'DELETE', responseMode: 'onReceived', isFullPath: true,
    path: '={{$parameter["path"]}}', nodeType: 'mcp', ndvHideMethod: true, ndvHideUrl: true,
  },
];

export function mcpTriggerDescription(version: number[], sse: boolean): INodeTypeDescription {
  return {
    displayName: 'MCP Server Trigger',
    name: '@n8n/n8n-nodes-langchain.mcpTrigger',
    icon: 'file:mcp.svg',
    group: ['trigger'],
    version,
    description: 'Exposes the tools connected to it to MCP clients (Model Context Protocol)',
    defaults: { name: 'MCP Server Trigger' },
    codex: { categories: ['AI', 'Core Nodes'], subcategories: { AI: ['Root Nodes', 'Model Context Protocol'], 'Core Nodes': ['Other Trigger Nodes'] }, alias: ['Model Context Protocol', 'MCP Server'] },
    triggerPanel: {
      header: 'Listening for MCP clients',
      executionsHelp: {
        inactive: 'While listening, MCP clients reach the test URL and each tool call shows here. Activate the workflow to serve the production URL.',
        active: 'The workflow is active: MCP clients reach the production URL, and each tool call is saved as an execution.',
      },
      activationHint: 'Activate the workflow to serve the production URL to MCP clients.',
    },
    inputs: [{ type: 'ai_tool', displayName: 'Tools' }] as unknown as INodeTypeDescription['inputs'],
    outputs: [],
    credentials: [
      { name: 'httpBearerAuth', required: true, displayOptions: { show: { authentication: ['bearerAuth'] } } },
      { name: 'httpHeaderAuth', required: true, displayOptions: { show: { authentication: ['headerAuth'] } } },
    ],
    webhooks: webhooks(sse),
    properties: [
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none',
        options: [
          { name: 'None', value: 'none' },
          { name: 'Bearer Auth', value: 'bearerAuth' },
          { name: 'Header Auth', value: 'headerAuth' },
        ],
        description: 'How MCP clients must prove they may use the tools',
      },
      {
        displayName: 'Path', name: 'path', type: 'string', default: '', placeholder: 'webhook', required: true,
        description: 'The last part of the server\'s URL',
      },
    ],
  };
}
