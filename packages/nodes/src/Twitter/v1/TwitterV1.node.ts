import type {
  IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeBaseDescription, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { errorItem } from '../../shared/item-loop.helper.js';
import { X_UPLOAD, xApiV1 } from '../transport.js';
import { v1Properties } from './descriptions.js';

/** Uploads the item's binary field to X's media endpoint (base64 `media_data`); its media id. */
async function uploadMedia(context: IExecuteFunctions, i: number, field: string, category?: string): Promise<string> {
  context.helpers.assertBinaryData(i, field);
  const bytes = await context.helpers.getBinaryDataBuffer(i, field);
  const answer = await xApiV1(context, 'POST', X_UPLOAD, {
    body: { media_data: Buffer.from(bytes).toString('base64'), ...(category ? { media_category: category } : {}) }, form: true, itemIndex: i,
  });
  return String(answer.media_id_string ?? answer.media_id);
}

const flag = (value: unknown) => (value ? 'true' : 'false');

async function createTweet(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const body: IDataObject = { status: context.getNodeParameter('text', i) as string };
  if (fields.inReplyToStatusId) {
    body.in_reply_to_status_id = String(fields.inReplyToStatusId);
    // Without it X posts a reply only when the text mentions the author.
    body.auto_populate_reply_metadata = 'true';
  }
  if (fields.attachments) {
    const mediaIds: string[] = [];
    for (const field of String(fields.attachments).split(',').map((name) => name.trim()).filter(Boolean)) mediaIds.push(await uploadMedia(context, i, field));
    body.media_ids = mediaIds.join(',');
  }
  if (fields.possiblySensitive !== undefined) body.possibly_sensitive = flag(fields.possiblySensitive);
  if (fields.displayCoordinates !== undefined) body.display_coordinates = flag(fields.displayCoordinates);
  const place = (fields.locationFieldsUi as IDataObject | undefined)?.locationFieldsValues as IDataObject | undefined;
  if (place) Object.assign(body, { lat: String(place.latitude), long: String(place.longitude) });
  return await xApiV1(context, 'POST', '/statuses/update.json', { body, form: true, itemIndex: i });
}

const SEARCH_PAGE = 100;

/** Standard search: pages of up to 100, the next one by the `next_results` query X gives. */
async function searchTweets(context: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const returnAll = context.getNodeParameter('returnAll', i, false) as boolean;
  const limit = returnAll ? Infinity : context.getNodeParameter('limit', i, 50) as number;
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  let qs: IDataObject = { q: context.getNodeParameter('searchText', i) as string };
  if (fields.includeEntities !== undefined) qs.include_entities = flag(fields.includeEntities);
  if (fields.lang) qs.lang = fields.lang;
  if (fields.resultType) qs.result_type = fields.resultType;
  if (fields.tweetMode) qs.tweet_mode = fields.tweetMode;
  if (fields.until) qs.until = new Date(String(fields.until)).toISOString().slice(0, 10);
  const place = (fields.locationFieldsUi as IDataObject | undefined)?.locationFieldsValues as IDataObject | undefined;
  if (place) qs.geocode = `${String(place.latitude)},${String(place.longitude)},${String(place.distance)}${String(place.radius)}`;
  const tweets: IDataObject[] = [];
  for (;;) {
    qs.count = Math.min(SEARCH_PAGE, limit - tweets.length);
    const page = await xApiV1(context, 'GET', '/search/tweets.json', { qs, itemIndex: i });
    tweets.push(...(page.statuses as IDataObject[] | undefined ?? []));
    const next = (page.search_metadata as IDataObject | undefined)?.next_results;
    if (typeof next !== 'string' || next === '' || tweets.length >= limit) break;
    qs = Object.fromEntries(new URLSearchParams(next.replace(/^\?/, '')).entries());
  }
  return tweets.slice(0, limit);
}

async function sendDirectMessage(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const messageData: IDataObject = { text: context.getNodeParameter('text', i) as string };
  if (fields.attachment) messageData.attachment = { type: 'media', media: { id: await uploadMedia(context, i, String(fields.attachment), 'dm_image') } };
  const answer = await xApiV1(context, 'POST', '/direct_messages/events/new.json', {
    body: { event: { type: 'message_create', message_create: { target: { recipient_id: context.getNodeParameter('userId', i) as string }, message_data: messageData } } },
    itemIndex: i,
  });
  return answer.event as IDataObject;
}

async function runOperation(context: IExecuteFunctions, resource: string, operation: string, i: number): Promise<IDataObject | IDataObject[]> {
  const tweetId = () => encodeURIComponent(String(context.getNodeParameter('tweetId', i)).trim());
  switch (`${resource}:${operation}`) {
    case 'tweet:create': return await createTweet(context, i);
    case 'tweet:delete': return await xApiV1(context, 'POST', `/statuses/destroy/${tweetId()}.json`, { itemIndex: i });
    case 'tweet:like': {
      const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
      const body: IDataObject = { id: tweetId(), ...(fields.includeEntities !== undefined ? { include_entities: flag(fields.includeEntities) } : {}) };
      return await xApiV1(context, 'POST', '/favorites/create.json', { body, form: true, itemIndex: i });
    }
    case 'tweet:retweet': {
      const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
      const body = fields.trimUser !== undefined ? { trim_user: flag(fields.trimUser) } : undefined;
      return await xApiV1(context, 'POST', `/statuses/retweet/${tweetId()}.json`, { ...(body ? { body, form: true } : {}), itemIndex: i });
    }
    case 'tweet:search': return await searchTweets(context, i);
    case 'directMessage:create': return await sendDirectMessage(context, i);
    default: throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not supported`, { itemIndex: i });
  }
}

/** `n8n-nodes-base.twitter` 1: tweets and direct messages through the v1.1 API, signed with OAuth1. */
export class TwitterV1 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 1,
      subtitle: '={{$parameter["operation"] + ":" + $parameter["resource"]}}',
      defaults: { name: 'Twitter' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [{ name: 'twitterOAuth1Api', required: true }],
      properties: v1Properties,
    };
  }

  methods = {
    loadOptions: {
      /** The languages X's search can be restricted to. */
      async getLanguages(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const languages = await xApiV1(this, 'GET', '/help/languages.json') as unknown as IDataObject[];
        return languages.map((language) => ({ name: String(language.name), value: String(language.code) }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const result = await runOperation(this, this.getNodeParameter('resource', i) as string, this.getNodeParameter('operation', i) as string, i);
        for (const json of Array.isArray(result) ? result : [result]) output.push({ json, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, i));
      }
    }
    return [output];
  }
}
