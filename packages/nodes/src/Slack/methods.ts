import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { slackApiRequest, slackApiRequestAllItems } from './transport.js';

/*
 * The lists behind the channel and user fields: "From List" searches (one page of Slack's cursor per
 * call, filtered by name) and the plain option lists of the multi-select fields.
 */

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

function matches(filter: string | undefined, ...texts: unknown[]): boolean {
  if (!filter) return true;
  const wanted = filter.toLowerCase();
  return texts.some((text) => typeof text === 'string' && text.toLowerCase().includes(wanted));
}

async function page(context: ILoadOptionsFunctions, endpoint: string, qs: IDataObject, token: unknown): Promise<IDataObject> {
  return slackApiRequest(context, 'GET', endpoint, {}, { ...qs, limit: 200, ...(typeof token === 'string' && token ? { cursor: token } : {}) });
}

const nextToken = (answer: IDataObject) => ((answer.response_metadata as IDataObject | undefined)?.next_cursor as string | undefined) || undefined;

export const listSearch = {
  async getChannels(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const answer = await page(this, 'conversations.list', { types: 'public_channel,private_channel' }, paginationToken);
    const results = (answer.channels as IDataObject[] ?? [])
      .filter((channel) => matches(filter, channel.name, channel.id))
      .map((channel) => ({ name: `#${String(channel.name)}`, value: String(channel.id), url: `https://app.slack.com/client/${String(channel.context_team_id ?? '')}/${String(channel.id)}` }))
      .sort(byName);
    return { results, paginationToken: nextToken(answer) };
  },

  async getUsers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const answer = await page(this, 'users.list', {}, paginationToken);
    const results = (answer.members as IDataObject[] ?? [])
      .filter((user) => user.deleted !== true && matches(filter, user.name, user.real_name, user.id))
      .map((user) => ({ name: String(user.real_name || user.name), value: String(user.id) }))
      .sort(byName);
    return { results, paginationToken: nextToken(answer) };
  },
};

export const loadOptions = {
  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const users = await slackApiRequestAllItems(this, 'members', 'GET', 'users.list');
    return users.filter((user) => user.deleted !== true).map((user) => ({ name: String(user.real_name || user.name), value: String(user.id) })).sort(byName);
  },

  async getChannels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const channels = await slackApiRequestAllItems(this, 'channels', 'GET', 'conversations.list', {}, { types: 'public_channel,private_channel' });
    return channels.map((channel) => ({ name: `#${String(channel.name)}`, value: String(channel.id) })).sort(byName);
  },

  /** Message search filters by channel name (`in:#name`). */
  async getChannelsName(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const channels = await slackApiRequestAllItems(this, 'channels', 'GET', 'conversations.list', {}, { types: 'public_channel,private_channel' });
    return channels.map((channel) => ({ name: `#${String(channel.name)}`, value: String(channel.name) })).sort(byName);
  },

  /** The workspace's custom profile fields. */
  async getTeamFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const answer = await slackApiRequest(this, 'GET', 'team.profile.get');
    const fields = ((answer.profile as IDataObject | undefined)?.fields as IDataObject[] | undefined) ?? [];
    return fields.map((field) => ({ name: String(field.label), value: String(field.id) })).sort(byName);
  },
};
