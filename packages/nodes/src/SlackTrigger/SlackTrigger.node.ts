import type {
  IDataObject, IHookFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';
import { listSearch, loadOptions } from '../Slack/methods.js';
import { CHANNEL_URL_REGEX } from '../Slack/locator-modes.js';
import { slackApiRequest } from '../Slack/transport.js';
import { slackTriggerProperties } from './slack-trigger.description.js';
import { verifySlackSignature } from './slack-signature.js';

type SlackEvent = IDataObject & { type?: string; subtype?: string; user?: unknown; channel?: unknown; item?: IDataObject; channel_id?: string; files?: IDataObject[] };

/** Whether the event is one of those chosen (File Shared covers the file_shared event and file-share messages). */
function chosen(triggers: string[], event: SlackEvent): boolean {
  if (triggers.includes('any_event')) return true;
  if (triggers.includes('file_share') && (event.type === 'file_shared' || (event.type === 'message' && event.subtype === 'file_share'))) return true;
  return triggers.includes(String(event.type));
}

/** The channel an event happened in, when it has one. */
function channelOf(event: SlackEvent): string | undefined {
  if (typeof event.channel === 'string') return event.channel;
  if (typeof event.channel_id === 'string') return event.channel_id;
  if (typeof event.item?.channel === 'string') return event.item.channel;
  return undefined;
}

function userOf(event: SlackEvent): string | undefined {
  if (typeof event.user === 'string') return event.user;
  return typeof (event.user as IDataObject | undefined)?.id === 'string' ? String((event.user as IDataObject).id) : undefined;
}

function answer(context: IWebhookFunctions, status: number, body: unknown): IWebhookResponseData {
  (context.getResponseObject() as WebhookResponseRecorder).writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  return { noWebhookResponse: true };
}

/** The files of a file share, downloaded with the app's token, as binary `data_0`, `data_1`, ... */
async function downloadFiles(context: IWebhookFunctions, event: SlackEvent): Promise<INodeExecutionData['binary']> {
  const binary: NonNullable<INodeExecutionData['binary']> = {};
  for (const [index, file] of (event.files ?? []).entries()) {
    const url = String(file.url_private_download ?? file.url_private ?? '');
    if (!url) continue;
    const bytes = await context.helpers.httpRequestWithAuthentication?.call(context, 'slackApi', { url, encoding: 'arraybuffer', json: false }) as ArrayBuffer;
    binary[`data_${index}`] = await context.helpers.prepareBinaryData(new Uint8Array(bytes), String(file.name ?? `file_${index}`), String(file.mimetype ?? 'application/octet-stream'));
  }
  return binary;
}

/**
 * Slack Trigger: Slack's Events API posts events to this node's webhook. The URL check (a
 * `url_verification` challenge) is answered; every request is checked against the signing secret;
 * a chosen event in the watched channel, from a user not ignored, starts a run with the event.
 */
export class SlackTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Slack Trigger',
    name: 'n8n-nodes-base.slackTrigger',
    icon: 'file:slack-trigger.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["trigger"].join(", ")}}',
    description: 'Starts the workflow when something happens in Slack (messages, mentions, reactions, files, channels, users)',
    defaults: { name: 'Slack Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'slackApi', required: true }],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
    properties: slackTriggerProperties,
  } as INodeTypeDescription;

  methods = { listSearch, loadOptions };

  /** Slack's event subscriptions are set in the app's settings (no API registers them): nothing to create or delete. */
  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> { return true; },
      async create(this: IHookFunctions): Promise<boolean> { return true; },
      async delete(this: IHookFunctions): Promise<boolean> { return true; },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const request = this.getRequestObject() as WebhookRequestObject;
    const credentials = await this.getCredentials('slackApi');
    const secret = typeof credentials.signatureSecret === 'string' ? credentials.signatureSecret : '';
    if (secret !== '') {
      const check = verifySlackSignature(secret, this.getHeaderData(), request.rawBody ?? JSON.stringify(request.body ?? {}), Math.floor(Date.now() / 1000));
      if (!check.ok) return answer(this, 401, { error: check.reason });
    }
    const body = this.getBodyData();
    if (body.type === 'url_verification') return answer(this, 200, { challenge: body.challenge });
    const event = body.event as SlackEvent | undefined;
    if (body.type !== 'event_callback' || !event) return answer(this, 200, { ok: true });
    if (!chosen([this.getNodeParameter('trigger', 0, []) as string[]].flat(), event)) return answer(this, 200, { ok: true });
    const channel = channelOf(event);
    if (!this.getNodeParameter('watchWorkspace', 0, false) && channel !== undefined) {
      const watched = String(this.getNodeParameter('channelId', 0, '', { extractValue: true }) ?? '').trim();
      if ((CHANNEL_URL_REGEX.exec(watched)?.[1] ?? watched) !== channel) return answer(this, 200, { ok: true });
    }
    const options = this.getNodeParameter('options', 0, {}) as { resolveIds?: boolean; userIds?: string[] };
    const user = userOf(event);
    if (user !== undefined && [options.userIds ?? []].flat().includes(user)) return answer(this, 200, { ok: true });
    const output: SlackEvent = { ...event };
    if (options.resolveIds) {
      if (typeof event.user === 'string') output.user = (await slackApiRequest(this, 'GET', 'users.info', {}, { user: event.user })).user as IDataObject;
      if (channel !== undefined && typeof event.channel === 'string') {
        output.channel = (await slackApiRequest(this, 'GET', 'conversations.info', {}, { channel })).channel as IDataObject;
      }
    }
    const item: INodeExecutionData = { json: output };
    if (this.getNodeParameter('downloadFiles', 0, false) && event.files?.length) item.binary = await downloadFiles(this, event);
    return { workflowData: [[item]] };
  }
}
