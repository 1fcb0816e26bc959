import { timingSafeEqual } from 'node:crypto';
import type { IDataObject, IHookFunctions, INodeType, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { WebhookResponseRecorder } from '@weft/engine';
import { jiraRequest } from '../Jira/transport.js';
import { JIRA_EVENTS, jiraTriggerDescription } from './jira-trigger.description.js';

const HOOKS = '/webhooks/1.0/webhook';

/** Whether calls must carry the Query Auth credential's parameter: 1.1's switch, 1's option. */
function authenticates(context: IHookFunctions | IWebhookFunctions): boolean {
  return context.getNode().typeVersion >= 1.1
    ? context.getNodeParameter('authenticateWebhook', 0, false) === true
    : context.getNodeParameter('incomingAuthentication', 0, 'none') === 'queryAuth';
}

async function queryAuth(context: IHookFunctions | IWebhookFunctions): Promise<{ name: string; value: string }> {
  const credentials = await context.getCredentials('httpQueryAuth');
  const name = String(credentials.name ?? '');
  if (name === '') throw new NodeOperationError(context.getNode(), 'The Query Auth credential has no parameter name');
  return { name, value: String(credentials.value ?? '') };
}

/** The URL Jira calls: the node's URL, with the auth parameter and the chosen fields as Jira's ${…} variables. */
async function hookUrl(context: IHookFunctions): Promise<string> {
  const query: string[] = [];
  if (authenticates(context)) {
    const { name, value } = await queryAuth(context);
    query.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  const fields = ((context.getNodeParameter('additionalFields', 0, {}) as IDataObject).includeFields ?? []) as string[];
  for (const field of fields) query.push(`${field.replace(/\./g, '_')}=\${${field}}`);
  const url = context.getNodeWebhookUrl('default') as string;
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

/** Jira answers 403 to users who are not administrators: said in words a user can act on. */
function adminError(context: IHookFunctions, error: unknown): unknown {
  if (!(error instanceof NodeApiError && error.httpCode === '403')) return error;
  return new NodeOperationError(context.getNode(), 'The credential\'s user may not register webhooks: Jira lets only administrators do that', { description: error.message });
}

const idOf = (hook: IDataObject) => String(hook.self ?? '').split('/').pop() ?? '';

/**
 * `n8n-nodes-base.jiraTrigger` 1 and 1.1: on activation a Jira webhook (the admin webhook API) is
 * registered for the chosen events, its JQL filter and options; each call Jira makes starts a run with
 * the event; the webhook is removed on deactivation. With authentication, calls without the Query
 * Auth credential's parameter are refused with 403.
 */
export class JiraTrigger implements INodeType {
  description = jiraTriggerDescription;

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const url = await hookUrl(this);
        let hooks: IDataObject[];
        try {
          hooks = await jiraRequest(this, { method: 'GET', endpoint: HOOKS }) as IDataObject[];
        } catch (error) {
          throw adminError(this, error);
        }
        const found = hooks.find((hook) => hook.url === url);
        if (!found) return false;
        this.getWorkflowStaticData('node').webhookId = idOf(found);
        return true;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const events = [this.getNodeParameter('events', 0, []) as string[]].flat();
        if (events.length === 0) throw new NodeOperationError(this.getNode(), 'Choose at least one event');
        const fields = this.getNodeParameter('additionalFields', 0, {}) as IDataObject;
        const body: IDataObject = {
          name: `n8n-webhook:${this.getNodeWebhookUrl('default') as string}`, url: await hookUrl(this),
          // Jira takes no wildcard: "*" stands for every event.
          events: events.includes('*') ? JIRA_EVENTS.filter((event) => event !== '*') : events,
          filters: fields.filter ? { 'issue-related-events-section': fields.filter } : {},
          excludeBody: fields.excludeBody === true,
        };
        let hook: IDataObject;
        try {
          hook = await jiraRequest(this, { method: 'POST', endpoint: HOOKS, body }) as IDataObject;
        } catch (error) {
          throw adminError(this, error);
        }
        this.getWorkflowStaticData('node').webhookId = idOf(hook);
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (data.webhookId !== undefined) {
          try {
            await jiraRequest(this, { method: 'DELETE', endpoint: `${HOOKS}/${String(data.webhookId)}` });
          } catch (error) {
            if (!(error instanceof NodeApiError && error.httpCode === '404')) return false;
          }
        }
        delete data.webhookId;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    if (authenticates(this)) {
      const { name, value } = await queryAuth(this);
      const given = Buffer.from(String(this.getQueryData()[name] ?? ''));
      const expected = Buffer.from(value);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        (this.getResponseObject() as WebhookResponseRecorder).status(403).json({ message: 'Authorization data is wrong!' });
        return { noWebhookResponse: true };
      }
    }
    return { workflowData: [[{ json: this.getBodyData() }]] };
  }
}
