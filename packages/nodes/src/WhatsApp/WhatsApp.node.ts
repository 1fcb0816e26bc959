import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { sendAndWaitWebhook } from '../EmailSend/v2/send-and-wait.webhook.js';
import { sendAndWaitProperties as discordSendAndWait } from '../Discord/v2/descriptions/send-and-wait.description.js';
import { contactsProperties } from './descriptions/contacts.description.js';
import { locationProperties, mediaMessageProperties, messageProperties, trailingProperties } from './descriptions/message.description.js';
import { templateProperties } from './descriptions/template.description.js';
import { mediaOperation } from './media.js';
import { sendBody, templateBody } from './message-body.js';
import { loadOptions } from './methods.js';
import { whatsAppSendAndWait } from './send-and-wait.js';
import { graphRequest } from './transport.js';

// The message and response-form fields are Discord's, without its channel/user choice.
const sendAndWaitProperties: INodeProperties[] = discordSendAndWait.filter((property) => !['sendTo', 'userId', 'channelId'].includes(property.name));

/** `n8n-nodes-base.whatsApp` 1 and 1.1: WhatsApp Business Cloud messages (free-form, template, send and wait) and media. */
export class WhatsApp implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'WhatsApp Business Cloud',
    name: 'n8n-nodes-base.whatsApp',
    icon: 'file:whatsapp.svg',
    group: ['output'],
    version: [1, 1.1],
    defaultVersion: 1.1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Send messages and manage media with the WhatsApp Business Cloud API',
    defaults: { name: 'WhatsApp Business Cloud' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'whatsAppApi', required: true }],
    // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
    webhooks: [
      { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
    ],
    properties: [
      ...messageProperties, ...contactsProperties, ...locationProperties, ...mediaMessageProperties, ...templateProperties,
      ...trailingProperties, ...sendAndWaitProperties,
    ],
  };

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = this.getNodeParameter('resource', 0, 'message') as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    if (resource === 'message' && operation === 'sendAndWait') return whatsAppSendAndWait(this);
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const answer = resource === 'media' ? await mediaOperation(this, operation, i) : { json: await sendMessage(this, operation, i) };
        output.push({ ...answer, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }

  /** The answer to a Send and Wait message (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}

/** Send or Send Template: one `messages` call; the answer is the Cloud API's (contacts with wa_id, messages with id). */
async function sendMessage(context: IExecuteFunctions, operation: string, i: number): Promise<IDataObject> {
  const phoneNumberId = String(context.getNodeParameter('phoneNumberId', i));
  const body = operation === 'sendTemplate' ? templateBody(context, i) : await sendBody(context, i, phoneNumberId);
  return await graphRequest(context, 'POST', `/${encodeURIComponent(phoneNumberId)}/messages`, {
    body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: String(context.getNodeParameter('recipientPhoneNumber', i)).replace(/[\s()-]/g, ''), ...body },
  }, i) as IDataObject;
}
