import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { errorItem } from '../../shared/item-loop.helper.js';
import { xApiV2 } from '../transport.js';
import { directMessageProperties, listProperties, resourceProperty, tweetProperties, userProperties } from './descriptions.js';
import { LIST_URL, TWEET_URL } from './locators.js';

interface Locator { mode?: string; value?: unknown }

/** The id a tweet or list locator names: as given, or taken from its link. */
function locatorId(context: IExecuteFunctions, name: string, i: number, urlPattern: string, given?: unknown): string {
  const locator = (given ?? context.getNodeParameter(name, i)) as Locator | string;
  const value = String(typeof locator === 'object' && locator !== null ? locator.value ?? '' : locator).trim();
  const fromUrl = new RegExp(urlPattern).exec(value)?.[1];
  const id = fromUrl ?? value;
  if (!/^\d+$/.test(id)) throw new NodeOperationError(context.getNode(), `"${value}" is not a valid ID or link`, { itemIndex: i });
  return id;
}

/** The X user a user locator names, as X's user object. */
async function findUser(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const locator = context.getNodeParameter('user', i) as Locator;
  const value = String(locator.value ?? '').trim().replace(/^@/, '');
  if (!value) throw new NodeOperationError(context.getNode(), 'Give the user\'s username or ID', { itemIndex: i });
  const path = locator.mode === 'id' ? `/users/${encodeURIComponent(value)}` : `/users/by/username/${encodeURIComponent(value)}`;
  const answer = await xApiV2(context, 'GET', path, { itemIndex: i });
  // X answers an unknown user with 200 and only `errors`.
  if (!answer.data) throw new NodeOperationError(context.getNode(), `The user "${value}" could not be found`, { itemIndex: i });
  return answer.data as IDataObject;
}

async function me(context: IExecuteFunctions, i: number): Promise<string> {
  return String(((await xApiV2(context, 'GET', '/users/me', { itemIndex: i })).data as IDataObject).id);
}

async function createTweet(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const body: IDataObject = { text: context.getNodeParameter('text', i) as string };
  if (fields.location) body.geo = { place_id: String(fields.location) };
  if (fields.attachments) body.media = { media_ids: String(fields.attachments).split(',').map((id) => id.trim()).filter(Boolean) };
  const quoted = fields.inQuoteToStatusId as Locator | undefined;
  if (quoted?.value) body.quote_tweet_id = locatorId(context, 'inQuoteToStatusId', i, TWEET_URL, quoted);
  const repliedTo = fields.inReplyToStatusId as Locator | undefined;
  if (repliedTo?.value) body.reply = { in_reply_to_tweet_id: locatorId(context, 'inReplyToStatusId', i, TWEET_URL, repliedTo) };
  return (await xApiV2(context, 'POST', '/tweets', { body, itemIndex: i })).data as IDataObject;
}

const SEARCH_PAGE = 100;

/** Recent search: pages of up to 100 through `next_token` until the limit (X takes 10 to 100 a page). */
async function searchTweets(context: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const returnAll = context.getNodeParameter('returnAll', i, false) as boolean;
  const limit = returnAll ? Infinity : context.getNodeParameter('limit', i, 50) as number;
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const qs: IDataObject = { query: context.getNodeParameter('searchText', i) as string };
  if (fields.sortOrder) qs.sort_order = fields.sortOrder;
  if (fields.startTime) qs.start_time = new Date(String(fields.startTime)).toISOString();
  if (fields.endTime) qs.end_time = new Date(String(fields.endTime)).toISOString();
  const tweetFields = fields.tweetFieldsObject as string[] | undefined;
  if (tweetFields?.length) qs['tweet.fields'] = tweetFields.join(',');
  const tweets: IDataObject[] = [];
  let nextToken: string | undefined;
  do {
    qs.max_results = Math.min(SEARCH_PAGE, Math.max(10, limit - tweets.length));
    if (nextToken) qs.next_token = nextToken;
    const page = await xApiV2(context, 'GET', '/tweets/search/recent', { qs, itemIndex: i });
    tweets.push(...(page.data as IDataObject[] | undefined ?? []));
    nextToken = (page.meta as IDataObject | undefined)?.next_token as string | undefined;
  } while (nextToken && tweets.length < limit);
  return tweets.slice(0, limit);
}

async function runOperation(context: IExecuteFunctions, resource: string, operation: string, i: number): Promise<IDataObject | IDataObject[]> {
  const key = `${resource}:${operation}`;
  switch (key) {
    case 'tweet:create': return await createTweet(context, i);
    case 'tweet:delete': {
      const id = locatorId(context, 'tweetDeleteId', i, TWEET_URL);
      return (await xApiV2(context, 'DELETE', `/tweets/${id}`, { itemIndex: i })).data as IDataObject;
    }
    case 'tweet:like':
    case 'tweet:retweet': {
      const tweetId = locatorId(context, 'tweetId', i, TWEET_URL);
      const path = `/users/${await me(context, i)}/${operation === 'like' ? 'likes' : 'retweets'}`;
      return (await xApiV2(context, 'POST', path, { body: { tweet_id: tweetId }, itemIndex: i })).data as IDataObject;
    }
    case 'tweet:search': return await searchTweets(context, i);
    case 'user:searchUser': {
      if (context.getNodeParameter('me', i, false) as boolean) return (await xApiV2(context, 'GET', '/users/me', { itemIndex: i })).data as IDataObject;
      return await findUser(context, i);
    }
    case 'list:add': {
      const listId = locatorId(context, 'list', i, LIST_URL);
      const user = await findUser(context, i);
      return (await xApiV2(context, 'POST', `/lists/${listId}/members`, { body: { user_id: user.id }, itemIndex: i })).data as IDataObject;
    }
    case 'directMessage:create': {
      const user = await findUser(context, i);
      const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
      const body: IDataObject = { text: context.getNodeParameter('text', i) as string };
      if (fields.attachments) body.attachments = String(fields.attachments).split(',').map((id) => ({ media_id: id.trim() })).filter((a) => a.media_id);
      return (await xApiV2(context, 'POST', `/dm_conversations/with/${String(user.id)}/messages`, { body, itemIndex: i })).data as IDataObject;
    }
    default: throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not supported`, { itemIndex: i });
  }
}

/** `n8n-nodes-base.twitter` 2: tweets, users, lists and direct messages through X API v2 with OAuth2. */
export class TwitterV2 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 2,
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'X' },
      usableAsTool: true,
      inputs: ['main'],
      outputs: ['main'],
      credentials: [{ name: 'twitterOAuth2Api', required: true }],
      properties: [resourceProperty, ...directMessageProperties, ...listProperties, ...tweetProperties, ...userProperties],
    };
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const resource = this.getNodeParameter('resource', i) as string;
        const operation = this.getNodeParameter('operation', i) as string;
        const result = await runOperation(this, resource, operation, i);
        for (const json of Array.isArray(result) ? result : [result]) output.push({ json, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, i));
      }
    }
    return [output];
  }
}
