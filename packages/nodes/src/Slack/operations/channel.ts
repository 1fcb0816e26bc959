import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compact, locatedId, requiredTs, unixSeconds } from '../locator-value.js';
import { slackApiRequest, slackApiRequestAllItems } from '../transport.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

const channel = (context: Parameters<SlackOperation>[0], i: number) => locatedId(context, 'channelId', i, 'Channel');

/** An operation that answers Slack's whole answer (`{ ok: true, ... }`). */
const plain = (endpoint: string): SlackOperation => (context, i) =>
  slackApiRequest(context, 'POST', endpoint, { channel: channel(context, i) }, {}, { itemIndex: i });

/** The channel object of the answer. */
const channelOf = (answer: IDataObject) => answer.channel as IDataObject;

export const channelOperations: Record<string, SlackOperation> = {
  archive: plain('conversations.archive'),
  close: plain('conversations.close'),
  unarchive: plain('conversations.unarchive'),
  leave: plain('conversations.leave'),

  async create(context, i, version) {
    const name = String(param(context, 'channelId', i, '')).trim().replace(/^#/, '');
    if (name === '') throw new NodeOperationError(context.getNode(), 'Enter a name for the new channel', { itemIndex: i });
    const isPrivate = version < 2
      ? (param<IDataObject>(context, 'additionalFields', i, {}).isPrivate === true)
      : param(context, 'channelVisibility', i, 'public') === 'private';
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.create', { name, is_private: isPrivate }, {}, { itemIndex: i }));
  },

  async get(context, i, version) {
    const options = param<IDataObject>(context, version < 2 ? 'additionalFields' : 'options', i, {});
    const qs: IDataObject = { channel: channel(context, i) };
    if (options.includeNumMembers === true) qs.include_num_members = true;
    return channelOf(await slackApiRequest(context, 'GET', 'conversations.info', {}, qs, { itemIndex: i }));
  },

  async getAll(context, i) {
    const filters = param<IDataObject>(context, 'filters', i, {});
    const qs: IDataObject = { types: ([filters.types ?? ['public_channel']].flat() as string[]).join(',') };
    if (filters.excludeArchived === true) qs.exclude_archived = true;
    return slackApiRequestAllItems(context, 'channels', 'GET', 'conversations.list', {}, qs, listLimit(context, i), i);
  },

  async history(context, i) {
    const filters = param<IDataObject>(context, 'filters', i, {});
    const qs: IDataObject = compact({
      channel: channel(context, i), inclusive: filters.inclusive === true ? true : undefined,
      latest: unixSeconds(filters.latest), oldest: unixSeconds(filters.oldest),
    });
    return slackApiRequestAllItems(context, 'messages', 'GET', 'conversations.history', {}, qs, listLimit(context, i), i);
  },

  async replies(context, i) {
    const filters = param<IDataObject>(context, 'filters', i, {});
    const qs: IDataObject = compact({
      channel: channel(context, i), ts: requiredTs(context, 'ts', i), inclusive: filters.inclusive === true ? true : undefined,
      latest: unixSeconds(filters.latest), oldest: unixSeconds(filters.oldest),
    });
    return slackApiRequestAllItems(context, 'messages', 'GET', 'conversations.replies', {}, qs, listLimit(context, i), i);
  },

  async invite(context, i) {
    const users = [param<unknown>(context, 'userIds', i, [])].flat().map(String).filter(Boolean);
    if (users.length === 0) throw new NodeOperationError(context.getNode(), 'Choose at least one user to invite', { itemIndex: i });
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.invite', { channel: channel(context, i), users: users.join(',') }, {}, { itemIndex: i }));
  },

  async join(context, i) {
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.join', { channel: channel(context, i) }, {}, { itemIndex: i }));
  },

  async kick(context, i) {
    const user = String(param(context, 'userId', i, '')).trim();
    if (user === '') throw new NodeOperationError(context.getNode(), 'Choose the user to remove from the channel', { itemIndex: i });
    return slackApiRequest(context, 'POST', 'conversations.kick', { channel: channel(context, i), user }, {}, { itemIndex: i });
  },

  async member(context, i) {
    const members = await membersOf(context, channel(context, i), listLimit(context, i), i);
    if (!param(context, 'resolveData', i, false)) return members.map((member) => ({ member }));
    const users: IDataObject[] = [];
    for (const user of members) {
      users.push((await slackApiRequest(context, 'GET', 'users.info', {}, { user }, { itemIndex: i })).user as IDataObject);
    }
    return users;
  },

  async open(context, i) {
    const options = param<IDataObject>(context, 'options', i, {});
    const body: IDataObject = compact({
      channel: typeof options.channelId === 'string' ? options.channelId.trim() : undefined,
      return_im: options.returnIm === true ? true : undefined,
      users: [options.users ?? []].flat().map(String).filter(Boolean).join(','),
    });
    if (body.channel === undefined && body.users === undefined) {
      throw new NodeOperationError(context.getNode(), 'Give a channel ID or users to open a conversation with', { itemIndex: i });
    }
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.open', body, {}, { itemIndex: i }));
  },

  async rename(context, i) {
    const name = String(param(context, 'name', i, '')).trim();
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.rename', { channel: channel(context, i), name }, {}, { itemIndex: i }));
  },

  async setPurpose(context, i) {
    const purpose = String(param(context, 'purpose', i, ''));
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.setPurpose', { channel: channel(context, i), purpose }, {}, { itemIndex: i }));
  },

  async setTopic(context, i) {
    const topic = String(param(context, 'topic', i, ''));
    return channelOf(await slackApiRequest(context, 'POST', 'conversations.setTopic', { channel: channel(context, i), topic }, {}, { itemIndex: i }));
  },
};

/** conversations.members answers IDs (strings), a cursor away from each other page. */
async function membersOf(context: Parameters<SlackOperation>[0], channelId: string, max: number, i: number): Promise<string[]> {
  const members: string[] = [];
  const qs: IDataObject = { channel: channelId, limit: 200 };
  for (;;) {
    const answer = await slackApiRequest(context, 'GET', 'conversations.members', {}, qs, { itemIndex: i });
    members.push(...(answer.members as string[] ?? []));
    const cursor = (answer.response_metadata as IDataObject | undefined)?.next_cursor;
    if (members.length >= max || typeof cursor !== 'string' || cursor === '') return members.slice(0, max);
    qs.cursor = cursor;
  }
}
