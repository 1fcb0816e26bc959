import type { INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { chatTriggerDescription } from './chat-trigger.description.js';
import { chatWebhook } from './chat-webhook.handler.js';

/**
 * `@n8n/n8n-nodes-langchain.chatTrigger`: starts the workflow with each chat message, from the editor's
 * chat panel, the hosted chat page at `/webhook/<webhookId>/chat`, or an embedded widget posting there.
 */
export class ChatTrigger implements INodeType {
  description: INodeTypeDescription = chatTriggerDescription;

  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return chatWebhook(this);
  }
}
