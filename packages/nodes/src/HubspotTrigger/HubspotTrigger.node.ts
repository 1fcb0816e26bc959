import type {
  IDataObject, IHookFunctions, ILoadOptionsFunctions, INodePropertyOptions, INodeType, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { WebhookResponseRecorder } from '@weft/engine';
import { HUBSPOT_API, hubspotRequest } from '../Hubspot/transport.js';
import { hubspotTriggerDescription } from './hubspot-trigger.description.js';
import { hubspotSignature, validSignature } from './hubspot-signature.js';

interface Wanted { eventType: string; propertyName?: string }

/** The events chosen in the node, as HubSpot subscriptions. */
function wantedEvents(context: IHookFunctions): Wanted[] {
  const events = ((context.getNodeParameter('eventsUi', 0, {}) as IDataObject).eventValues as IDataObject[] | undefined) ?? [];
  return events.map((event) => ({
    eventType: String(event.name),
    ...(String(event.name).endsWith('.propertyChange') && event.property ? { propertyName: String(event.property) } : {}),
  }));
}

/** A call to the app's webhooks API, authenticated with the developer API key (`hapikey`). */
async function webhooksApi(context: IHookFunctions, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: IDataObject) {
  const credentials = await context.getCredentials('hubspotDeveloperApi');
  const appId = String(credentials.appId ?? '');
  if (!/^\d+$/.test(appId)) throw new NodeOperationError(context.getNode(), 'The credential\'s App ID must be the number of the HubSpot developer app');
  return await hubspotRequest(context, method, '', body, undefined, {
    url: `${HUBSPOT_API}/webhooks/v3/${appId}${path}?hapikey=${encodeURIComponent(String(credentials.apiKey ?? ''))}`,
    credentialType: 'hubspotDeveloperApi', plain: true,
  });
}

const propertyLoader = (objectType: string) => async function (this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const answer = await hubspotRequest(this, 'GET', `/crm/v3/properties/${objectType}`, undefined, undefined, { credentialType: 'hubspotDeveloperApi' });
  return ((answer.results as IDataObject[] | undefined) ?? []).map((property) => ({ name: String(property.label), value: String(property.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
};

/** The object an event is about: `contact.propertyChange` -> `contactId`. */
const idField = (subscriptionType: unknown) => `${String(subscriptionType).split('.')[0]}Id`;

/**
 * `n8n-nodes-base.hubspotTrigger` 1: on activation the developer app's target URL is set to this node's
 * webhook and the chosen events are subscribed; on deactivation both are removed. Each signed delivery
 * (an array of events) starts one run with an item per event.
 */
export class HubspotTrigger implements INodeType {
  description = hubspotTriggerDescription;

  methods = {
    loadOptions: {
      getContactProperties: propertyLoader('contacts'),
      getCompanyProperties: propertyLoader('companies'),
      getDealProperties: propertyLoader('deals'),
    },
  };

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        let settings: IDataObject;
        try {
          settings = await webhooksApi(this, 'GET', '/settings');
        } catch (error) {
          if ((error as { httpCode?: string }).httpCode === '404') return false;
          throw error;
        }
        if (settings.targetUrl !== this.getNodeWebhookUrl('default')) return false;
        const subscribed = ((await webhooksApi(this, 'GET', '/subscriptions')).results as IDataObject[] | undefined) ?? [];
        return wantedEvents(this).every((wanted) => subscribed.some((subscription) =>
          subscription.eventType === wanted.eventType && (subscription.propertyName ?? undefined) === wanted.propertyName));
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const events = wantedEvents(this);
        if (events.length === 0) throw new NodeOperationError(this.getNode(), 'Add at least one event to listen to');
        const fields = this.getNodeParameter('additionalFields', 0, {}) as IDataObject;
        await webhooksApi(this, 'PUT', '/settings', {
          targetUrl: this.getNodeWebhookUrl('default') as string,
          throttling: { maxConcurrentRequests: (fields.maxConcurrentRequests as number | undefined) ?? 5 },
        });
        const existing = ((await webhooksApi(this, 'GET', '/subscriptions')).results as IDataObject[] | undefined) ?? [];
        // The app has one set of subscriptions: the ones of another setup are replaced by this node's.
        for (const subscription of existing) await webhooksApi(this, 'DELETE', `/subscriptions/${String(subscription.id)}`);
        const ids: number[] = [];
        for (const event of events) ids.push((await webhooksApi(this, 'POST', '/subscriptions', { ...event, active: true })).id as number);
        this.getWorkflowStaticData('node').subscriptionIds = ids;
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        try {
          for (const id of (data.subscriptionIds as number[] | undefined) ?? []) await webhooksApi(this, 'DELETE', `/subscriptions/${id}`);
          await webhooksApi(this, 'DELETE', '/settings');
        } catch {
          return false;
        }
        delete data.subscriptionIds;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    // HubSpot's GET on the target URL (setup) only needs an answer.
    if (this.getWebhookName() === 'setup') return { webhookResponse: 'OK' };
    const request = this.getRequestObject() as { method: string; rawBody?: Uint8Array; body: unknown };
    const credentials = await this.getCredentials('hubspotDeveloperApi');
    const raw = Buffer.from(request.rawBody ?? JSON.stringify(this.getBodyData())).toString('utf8');
    const headers = this.getHeaderData() as Record<string, string | undefined>;
    const version = headers['x-hubspot-signature-version'] ?? 'v1';
    const url = `${this.getNodeWebhookUrl('default') ?? ''}`;
    const expected = hubspotSignature(String(credentials.clientSecret ?? ''), raw, version, request.method, url);
    if (!credentials.clientSecret || !validSignature(expected, headers['x-hubspot-signature'])) {
      (this.getResponseObject() as WebhookResponseRecorder).status(401).json({ message: 'The X-HubSpot-Signature does not match the app\'s client secret' });
      return { noWebhookResponse: true };
    }
    const body = request.body;
    const events = (Array.isArray(body) ? body : [body]) as IDataObject[];
    return {
      workflowData: [events.map((event) => ({ json: { ...event, [idField(event.subscriptionType)]: event.objectId } }))],
    };
  }
}
