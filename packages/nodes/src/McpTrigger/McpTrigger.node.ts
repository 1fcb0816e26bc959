import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { VersionedNodeType } from '@weft/workflow';
import type { INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { toolNameOf } from '../ai/node-tool.js';
import { validateWebhookAuth, WebhookAuthorizationError } from '../Webhook/webhook-auth.js';
import { mcpTriggerDescription } from './mcp-trigger.description.js';
import type { McpEndpoint } from './mcp-sessions.js';

interface Recorder { status(code: number): Recorder; send(body?: unknown): void }

/** The request's path as sent (with the instance's base path), without its query. */
function pathOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] ?? '/';
}

/** One version group: the webhooks differ (SSE paths before version 2), the behaviour is shared. */
class McpTriggerVersion implements INodeType {
  constructor(readonly description: INodeTypeDescription) {}

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const recorder = this.getResponseObject() as Recorder;
    const raw = this.getRawHttp?.();
    if (!raw) {
      recorder.status(400).send('The MCP Server Trigger answers MCP clients at its /mcp/ URL');
      return { noWebhookResponse: true };
    }
    try {
      await validateWebhookAuth(this, this.getNodeParameter('authentication', 0, 'none') as string);
    } catch (error) {
      if (!(error instanceof WebhookAuthorizationError)) throw error;
      recorder.status(error.responseCode).send(error.message);
      return { noWebhookResponse: true };
    }
    const request = raw.request as IncomingMessage;
    const response = raw.response as ServerResponse;
    const node = this.getNode();
    const version = node.typeVersion;
    const endpoint: McpEndpoint = {
      owner: `${this.getWorkflow().id ?? ''}/${node.name}`,
      // n8n names the server after the node from version 1.1 on.
      serverName: version > 1 ? toolNameOf(node.name) : 'n8n-mcp-server',
    };
    const sse = version < 2;
    // The MCP SDK loads with the first call: importing it with the node library cost every start.
    const { handleMcpPost, handleStreamableRequest, openSseSession } = await import('./mcp-sessions.js');
    if (this.getWebhookName() === 'setup') {
      // A v2 GET naming a streamable session is that session's stream; any other GET opens an SSE session.
      if (!sse && request.headers['mcp-session-id'] !== undefined) await handleStreamableRequest(endpoint, request, response);
      else await openSseSession(endpoint, sse ? pathOf(request).replace(/\/sse$/, '/messages') : pathOf(request), response);
      return { noWebhookResponse: true };
    }
    if (request.method === 'DELETE') {
      await handleStreamableRequest(endpoint, request, response);
      return { noWebhookResponse: true };
    }
    const toolCall = await handleMcpPost({
      endpoint, request, response, body: (this.getRequestObject() as { body?: unknown }).body, streamable: !sse,
      tools: async () => ((await this.getInputConnectionData?.('ai_tool', 0) ?? []) as Array<StructuredToolInterface | StructuredToolInterface[]>).flat(),
    });
    // A tool call is recorded as an execution of the workflow (its tools' run data with it), as n8n does.
    return toolCall ? { noWebhookResponse: true, workflowData: [[{ json: {} }]] } : { noWebhookResponse: true };
  }
}

/** `@n8n/n8n-nodes-langchain.mcpTrigger`: an MCP server whose tools are the tool sub-nodes connected to it. */
export class McpTrigger extends VersionedNodeType {
  constructor() {
    const v1 = new McpTriggerVersion(mcpTriggerDescription([1, 1.1], true));
    super({ 1: v1, 1.1: v1, 2: new McpTriggerVersion(mcpTriggerDescription([2], false)) }, {
      displayName: 'MCP Server Trigger',
      name: '@n8n/n8n-nodes-langchain.mcpTrigger',
      icon: 'file:mcp.svg',
      group: ['trigger'],
      description: 'Exposes the tools connected to it to MCP clients (Model Context Protocol)',
      defaultVersion: 2,
    });
  }
}
