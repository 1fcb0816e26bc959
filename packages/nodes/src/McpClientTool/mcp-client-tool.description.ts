import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { connectionHintNotice } from '../ai/sub-node-description.js';

const transports = [
  { name: 'HTTP Streamable', value: 'httpStreamable', description: 'The current MCP transport: one HTTP endpoint' },
  { name: 'Server Sent Events (Deprecated)', value: 'sse', description: 'The older transport: an event stream and a messages endpoint' },
];

const authentications = (withMore: boolean) => [
  { name: 'Bearer Auth', value: 'bearerAuth' },
  { name: 'Header Auth', value: 'headerAuth' },
  ...(withMore ? [{ name: 'MCP OAuth2', value: 'mcpOAuth2Api' }, { name: 'Multiple Headers Auth', value: 'multipleHeadersAuth' }] : []),
  { name: 'None', value: 'none' },
];

const properties: INodeProperties[] = [
  connectionHintNotice('This node must be connected to an AI agent. Insert one'),
  {
    displayName: 'SSE Endpoint', name: 'sseEndpoint', type: 'string', default: '', required: true, placeholder: 'e.g. https://my-mcp-server.ai/sse',
    displayOptions: { show: { '@version': [1] } },
  },
  {
    displayName: 'Endpoint', name: 'endpointUrl', type: 'string', default: '', required: true, placeholder: 'e.g. https://my-mcp-server.ai/mcp',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
  },
  { displayName: 'Server Transport', name: 'serverTransport', type: 'options', default: 'sse', options: transports, displayOptions: { show: { '@version': [1.1] } } },
  {
    displayName: 'Server Transport', name: 'serverTransport', type: 'options', default: 'httpStreamable', options: transports,
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', options: authentications(false),
    displayOptions: { show: { '@version': [{ _cnd: { lt: 1.2 } }] } },
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', options: authentications(true),
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
  },
  {
    displayName: 'Credentials', name: 'credentials', type: 'credentials', default: '',
    displayOptions: { show: { authentication: ['headerAuth', 'bearerAuth', 'mcpOAuth2Api', 'multipleHeadersAuth'] } },
  },
  {
    displayName: 'Tools to Include', name: 'include', type: 'options', default: 'all',
    options: [
      { name: 'All', value: 'all', description: 'Every tool the server offers' },
      { name: 'Selected', value: 'selected', description: 'Only the tools chosen below' },
      { name: 'All Except', value: 'except', description: 'Every tool but those chosen below' },
    ],
  },
  {
    displayName: 'Tools to Include', name: 'includeTools', type: 'multiOptions', default: [],
    typeOptions: { loadOptionsMethod: 'getTools', loadOptionsDependsOn: ['sseEndpoint'] }, displayOptions: { show: { include: ['selected'] } },
  },
  {
    displayName: 'Tools to Exclude', name: 'excludeTools', type: 'multiOptions', default: [],
    typeOptions: { loadOptionsMethod: 'getTools' }, displayOptions: { show: { include: ['except'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
    options: [{ displayName: 'Timeout', name: 'timeout', type: 'number', default: 60000, typeOptions: { minValue: 1 }, description: 'How long a request to the server may take, in milliseconds' }],
  },
];

export const mcpClientToolDescription: INodeTypeDescription = {
  displayName: 'MCP Client Tool',
  name: '@n8n/n8n-nodes-langchain.mcpClientTool',
  icon: 'file:mcp.svg',
  group: ['output'],
  version: [1, 1.1, 1.2],
  description: 'Gives an AI agent the tools of an MCP server',
  defaults: { name: 'MCP Client' },
  codex: { categories: ['AI'], subcategories: { AI: ['Model Context Protocol', 'Tools'] }, alias: ['Model Context Protocol', 'MCP Client'] },
  credentials: [
    { name: 'httpBearerAuth', required: true, displayOptions: { show: { authentication: ['bearerAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { authentication: ['headerAuth'] } } },
    { name: 'mcpOAuth2Api', required: true, displayOptions: { show: { authentication: ['mcpOAuth2Api'] } } },
    { name: 'httpMultipleHeadersAuth', required: true, displayOptions: { show: { authentication: ['multipleHeadersAuth'] } } },
  ],
  inputs: [],
  outputs: [{ type: 'ai_tool', displayName: 'Tools' }] as unknown as INodeTypeDescription['outputs'],
  properties,
};
