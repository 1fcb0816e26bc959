import { describe, expect, it } from 'vitest';
import { getWebhookDescriptions } from '@weft/engine';
import type { INodeType, INodeTypes, IWorkflowBase } from '@weft/workflow';
import { nodeWebhookUrls } from '@weft/workflow';
import { McpTrigger } from './McpTrigger.node.js';

const nodeType = new McpTrigger();
const versionOf = (version: number) => nodeType.getNodeType(version) as INodeType;
const nodeTypes = { getByNameAndVersion: (_name: string, version: number) => versionOf(version) } as unknown as INodeTypes;

function workflow(typeVersion: number, path: string): IWorkflowBase {
  return {
    id: 'w1', name: 'MCP', active: false, connections: {},
    nodes: [{ id: 'm', name: 'MCP Server Trigger', type: '@n8n/n8n-nodes-langchain.mcpTrigger', typeVersion, position: [0, 0], webhookId: 'hook-1', parameters: { path } }],
  };
}

const registered = (typeVersion: number, path: string) =>
  getWebhookDescriptions(workflow(typeVersion, path), nodeTypes).map((d) => `${d.webhookName} ${d.httpMethod} ${d.path}`);

describe('MCP Server Trigger webhooks', () => {
  it('registers the SSE stream and messages paths before version 2', () => {
    for (const version of [1, 1.1]) {
      expect(registered(version, 'tools')).toEqual(['setup GET tools/sse', 'default POST tools/messages', 'default DELETE tools']);
    }
  });

  it('registers one path for every method from version 2, and the webhook ID when the path is empty', () => {
    expect(registered(2, 'tools')).toEqual(['setup GET tools', 'default POST tools', 'default DELETE tools']);
    expect(registered(2, '')).toEqual(['setup GET hook-1', 'default POST hook-1', 'default DELETE hook-1']);
  });

  it('shows the stream URL under mcp/ and mcp-test/ in the node details view', () => {
    const { description } = versionOf(1);
    const urls = nodeWebhookUrls({ name: 'MCP Server Trigger', webhookId: 'hook-1' }, description.webhooks, { path: 'tools' }, {
      urlBaseWebhook: 'http://localhost:5678/', endpointWebhook: 'webhook', endpointWebhookTest: 'webhook-test', endpointForm: 'form', endpointFormTest: 'form-test',
    });
    expect(urls.map((url) => [url.production, url.test])).toEqual([['http://localhost:5678/mcp/tools/sse', 'http://localhost:5678/mcp-test/tools/sse']]);
  });

  it('lists n8n\'s parameters: authentication (none, bearer, header) and path', () => {
    for (const version of [1, 1.1, 2]) {
      const { properties, inputs, outputs } = versionOf(version).description;
      expect(properties.map((p) => [p.name, p.default])).toEqual([['authentication', 'none'], ['path', '']]);
      expect(properties[0]?.options?.map((o) => (o as { value: string }).value).sort()).toEqual(['bearerAuth', 'headerAuth', 'none']);
      expect(inputs).toEqual([{ type: 'ai_tool', displayName: 'Tools' }]);
      expect(outputs).toEqual([]);
    }
  });
});
