import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  IDataObject, IHookFunctions, IHttpRequestOptions, IN8nHttpFullResponse, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';

const GRAPH_API = 'https://graph.facebook.com/v19.0';
const OBJECT = 'whatsapp_business_account';

function reply(context: IWebhookFunctions, status: number, body: string): IWebhookResponseData {
  (context.getResponseObject() as WebhookResponseRecorder).writeHead(status, { 'content-type': 'text/plain' }).end(body);
  return { noWebhookResponse: true };
}

/** A call of the app's webhook subscriptions with the app access token (`<app id>|<app secret>`). */
async function subscriptions(context: IHookFunctions, method: 'GET' | 'POST' | 'DELETE', params: IDataObject = {}): Promise<IDataObject> {
  const { clientId, clientSecret } = await context.getCredentials('whatsAppTriggerApi') as { clientId?: string; clientSecret?: string };
  const request: IHttpRequestOptions = {
    method, url: `${GRAPH_API}/${encodeURIComponent(String(clientId ?? ''))}/subscriptions`, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
    qs: { access_token: `${String(clientId ?? '')}|${String(clientSecret ?? '')}`, ...(method === 'POST' ? {} : params) },
    ...(method === 'POST' ? { body: params } : {}),
  };
  const response = await context.helpers.httpRequest(request) as IN8nHttpFullResponse;
  const body = (response.body ?? {}) as IDataObject;
  if (response.statusCode < 400) return body;
  const error = (body.error ?? {}) as IDataObject;
  throw new NodeApiError(context.getNode(), body, {
    httpCode: response.statusCode,
    message: error.code === 190 ? 'Authorization failed - please check your credentials' : `Meta refused the request: ${String(error.message ?? response.statusMessage)}`,
    description: error.code === 2200
      ? 'Meta could not verify the webhook URL: it must be reachable from the internet over HTTPS (set WEBHOOK_URL) and the workflow saved.'
      : String(error.message ?? ''),
  });
}

/** Meta's X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret. */
function signatureMatches(secret: string, header: unknown, rawBody: Uint8Array | string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `n8n-nodes-base.whatsAppTrigger` 1: WhatsApp Business updates (messages, statuses, account and template changes) through the Meta app's webhook. */
export class WhatsAppTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'WhatsApp Trigger',
    name: 'n8n-nodes-base.whatsAppTrigger',
    icon: 'file:whatsapp.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["updates"].join(", ")}}',
    description: 'Starts the workflow when WhatsApp Business sends an update: a message, a delivery status, an account change',
    defaults: { name: 'WhatsApp Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'whatsAppTriggerApi', required: true }],
    webhooks: [
      { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ],
    properties: [
      {
        displayName: 'A Meta app has one WhatsApp webhook: activating this workflow subscribes it, replacing the app\'s other WhatsApp subscription',
        name: 'whatsAppNotice', type: 'notice', default: '',
      },
      {
        displayName: 'Trigger On', name: 'updates', type: 'multiOptions', default: [], required: true,
        options: [
          { name: 'Account Review Update', value: 'account_review_update' },
          { name: 'Account Update', value: 'account_update' },
          { name: 'Business Capability Update', value: 'business_capability_update' },
          { name: 'Message Template Quality Update', value: 'message_template_quality_update' },
          { name: 'Message Template Status Update', value: 'message_template_status_update' },
          { name: 'Messages', value: 'messages', description: 'Incoming messages and the statuses of sent ones' },
          { name: 'Phone Number Name Update', value: 'phone_number_name_update' },
          { name: 'Phone Number Quality Update', value: 'phone_number_quality_update' },
          { name: 'Security', value: 'security' },
          { name: 'Template Category Update', value: 'template_category_update' },
        ],
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [
          {
            displayName: 'Receive Message Status Updates', name: 'messageStatusUpdates', type: 'multiOptions', default: ['all'],
            description: 'Which statuses of sent messages start the workflow (Messages updates)',
            options: [
              { name: 'All', value: 'all' }, { name: 'Deleted', value: 'deleted' }, { name: 'Delivered', value: 'delivered' },
              { name: 'Failed', value: 'failed' }, { name: 'Read', value: 'read' }, { name: 'Sent', value: 'sent' },
            ],
          },
        ],
      },
    ],
  };

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const { data } = await subscriptions(this, 'GET');
        const current = ((data ?? []) as IDataObject[]).find((entry) => entry.object === OBJECT && entry.active === true);
        if (!current) return false;
        if (current.callback_url !== this.getNodeWebhookUrl('default')) {
          throw new NodeOperationError(this.getNode(), 'The Meta app already sends its WhatsApp updates to another URL', {
            description: `It sends them to ${String(current.callback_url)}. Deactivate that workflow (or remove the subscription in the app's dashboard), or use another app.`,
          });
        }
        const fields = ((current.fields ?? []) as IDataObject[]).map((field) => String(field.name)).sort();
        const wanted = [...(this.getNodeParameter('updates', 0, []) as string[])].sort();
        // A changed list of updates, or a lost verify token, registers again.
        return JSON.stringify(fields) === JSON.stringify(wanted) && typeof this.getWorkflowStaticData('node').verifyToken === 'string';
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const verifyToken = randomUUID();
        // Meta calls the URL with this token before it keeps the subscription: the setup webhook answers it.
        this.getWorkflowStaticData('node').verifyToken = verifyToken;
        await subscriptions(this, 'POST', {
          object: OBJECT, callback_url: this.getNodeWebhookUrl('default'), verify_token: verifyToken,
          fields: (this.getNodeParameter('updates', 0, []) as string[]).join(','), include_values: true,
        });
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        await subscriptions(this, 'DELETE', { object: OBJECT });
        delete this.getWorkflowStaticData('node').verifyToken;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const request = this.getRequestObject() as WebhookRequestObject;
    if (this.getWebhookName() === 'setup') {
      const query = this.getQueryData() as IDataObject;
      const expected = this.getWorkflowStaticData('node').verifyToken;
      if (query['hub.mode'] === 'subscribe' && typeof expected === 'string' && query['hub.verify_token'] === expected) return reply(this, 200, String(query['hub.challenge'] ?? ''));
      return reply(this, 403, 'Verification token mismatch');
    }
    const { clientSecret } = await this.getCredentials('whatsAppTriggerApi') as { clientSecret?: string };
    if (!signatureMatches(String(clientSecret ?? ''), this.getHeaderData()['x-hub-signature-256'], request.rawBody ?? JSON.stringify(request.body ?? {}))) {
      return reply(this, 401, 'The X-Hub-Signature-256 signature does not match');
    }
    const body = this.getBodyData() as { object?: string; entry?: Array<{ id?: string; changes?: Array<{ field?: string; value?: IDataObject }> }> };
    if (body.object !== OBJECT) return reply(this, 200, 'OK');
    const updates = this.getNodeParameter('updates', 0, []) as string[];
    const statuses = ((this.getNodeParameter('options', 0, {}) as IDataObject).messageStatusUpdates ?? ['all']) as string[];
    const items = (body.entry ?? []).flatMap((entry) => entry.changes ?? [])
      .filter((change) => updates.includes(String(change.field)))
      .flatMap((change) => {
        const value = { ...(change.value ?? {}) };
        if (change.field === 'messages' && Array.isArray(value.statuses) && !statuses.includes('all')) {
          value.statuses = (value.statuses as IDataObject[]).filter((status) => statuses.includes(String(status.status)));
          if ((value.statuses as IDataObject[]).length === 0 && !value.messages) return [];
        }
        return [{ json: { ...value, field: change.field } as IDataObject }];
      });
    if (items.length === 0) return reply(this, 200, 'OK');
    return { workflowData: [items] };
  }
}
