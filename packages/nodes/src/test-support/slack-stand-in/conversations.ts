import type { SlackCall, SlackMethod } from './kit.js';
import { cursorPage, listArg, required, SlackFail, truthy } from './kit.js';
import type { SlackChannel } from './state.js';
import { channelJson, messageJson } from './state.js';

/** The channel named by `channel`: channel_not_found unless it exists and the caller may see it. */
export function channelArg(call: SlackCall, name = 'channel'): SlackChannel {
  const channel = call.workspace.channel(required(call, name, 'channel_not_found'));
  if (!channel || (channel.is_private && !channel.members.includes(call.token.user))) throw new SlackFail('channel_not_found');
  return channel;
}

export function memberChannel(call: SlackCall, name = 'channel'): SlackChannel {
  const channel = channelArg(call, name);
  if (!channel.members.includes(call.token.user)) throw new SlackFail('not_in_channel');
  return channel;
}

const TYPE_OF = (channel: SlackChannel) => (channel.is_im ? 'im' : channel.is_mpim ? 'mpim' : channel.is_private ? 'private_channel' : 'public_channel');

const VALID_NAME = /^[a-z0-9_-]{1,80}$/;

function timeFilter(call: SlackCall, ts: string): boolean {
  const value = Number(ts);
  const inclusive = truthy(call.args.inclusive);
  if (call.args.oldest !== undefined && (inclusive ? value < Number(call.args.oldest) : value <= Number(call.args.oldest))) return false;
  if (call.args.latest !== undefined && (inclusive ? value > Number(call.args.latest) : value >= Number(call.args.latest))) return false;
  return true;
}

const withChannel = (call: SlackCall, channel: SlackChannel) => ({ channel: channelJson(channel, call.token.user) });

export const conversationMethods: Record<string, SlackMethod> = {
  'conversations.list': (call) => {
    const types = listArg(call.args.types ?? 'public_channel');
    const visible = call.workspace.channels.filter((channel) => types.includes(TYPE_OF(channel))
      && (!channel.is_private || channel.members.includes(call.token.user)) && !(truthy(call.args.exclude_archived) && channel.is_archived));
    const { page, meta } = cursorPage(call, visible);
    return { channels: page.map((channel) => channelJson(channel, call.token.user)), ...meta };
  },
  'conversations.info': (call) => ({ channel: channelJson(channelArg(call), call.token.user, truthy(call.args.include_num_members)) }),
  'conversations.create': (call) => {
    const name = required(call, 'name', 'invalid_name_required');
    if (!VALID_NAME.test(name)) throw new SlackFail('invalid_name_specials');
    if (call.workspace.channels.some((channel) => channel.name === name)) throw new SlackFail('name_taken');
    const channel = call.workspace.addChannel(call.workspace.id('C'), name, [call.token.user], truthy(call.args.is_private));
    return withChannel(call, channel);
  },
  'conversations.archive': (call) => {
    const channel = channelArg(call);
    if (channel.is_archived) throw new SlackFail('already_archived');
    channel.is_archived = true;
    return {};
  },
  'conversations.unarchive': (call) => {
    const channel = channelArg(call);
    if (!channel.is_archived) throw new SlackFail('not_archived');
    channel.is_archived = false;
    return {};
  },
  'conversations.close': (call) => {
    const channel = channelArg(call);
    if (!channel.is_im && !channel.is_mpim) throw new SlackFail('method_not_supported_for_channel_type');
    return { no_op: true, already_closed: true };
  },
  'conversations.join': (call) => {
    const channel = channelArg(call);
    if (channel.is_archived) throw new SlackFail('is_archived');
    const already = channel.members.includes(call.token.user);
    if (!already) channel.members.push(call.token.user);
    return { ...withChannel(call, channel), ...(already ? { warning: 'already_in_channel' } : {}) };
  },
  'conversations.leave': (call) => {
    const channel = channelArg(call);
    if (!channel.members.includes(call.token.user)) return { not_in_channel: true };
    channel.members = channel.members.filter((member) => member !== call.token.user);
    return {};
  },
  'conversations.invite': (call) => {
    const channel = memberChannel(call);
    const users = listArg(required(call, 'users', 'no_user'));
    for (const user of users) {
      if (!call.workspace.user(user)) throw new SlackFail('user_not_found');
      if (user === call.token.user) throw new SlackFail('cant_invite_self');
      if (channel.members.includes(user)) throw new SlackFail('already_in_channel');
    }
    channel.members.push(...users);
    return withChannel(call, channel);
  },
  'conversations.kick': (call) => {
    const channel = memberChannel(call);
    const user = required(call, 'user', 'user_not_found');
    if (user === call.token.user) throw new SlackFail('cant_kick_self');
    if (!channel.members.includes(user)) throw new SlackFail('not_in_channel');
    channel.members = channel.members.filter((member) => member !== user);
    return {};
  },
  'conversations.members': (call) => {
    const { page, meta } = cursorPage(call, channelArg(call).members);
    return { members: page, ...meta };
  },
  'conversations.open': (call) => {
    if (call.args.channel) return { channel: channelJson(channelArg(call), call.token.user) };
    const users = listArg(required(call, 'users', 'users_list_not_supplied'));
    if (users.length !== 1) throw new SlackFail('not_supported', { detail: 'the stand-in opens one-to-one conversations only' });
    if (!call.workspace.user(users[0])) throw new SlackFail('user_not_found');
    const channel = call.workspace.directChannel(call.token.user, String(users[0]));
    return truthy(call.args.return_im) ? { channel: channelJson(channel, call.token.user) } : { channel: { id: channel.id } };
  },
  'conversations.rename': (call) => {
    const channel = memberChannel(call);
    const name = required(call, 'name', 'invalid_name');
    if (!VALID_NAME.test(name)) throw new SlackFail('invalid_name_specials');
    channel.name = name;
    return withChannel(call, channel);
  },
  'conversations.setPurpose': (call) => {
    const channel = memberChannel(call);
    channel.purpose = { value: String(call.args.purpose ?? ''), creator: call.token.user, last_set: call.workspace.now() };
    return withChannel(call, channel);
  },
  'conversations.setTopic': (call) => {
    const channel = memberChannel(call);
    channel.topic = { value: String(call.args.topic ?? ''), creator: call.token.user, last_set: call.workspace.now() };
    return withChannel(call, channel);
  },
  'conversations.history': (call) => {
    const channel = memberChannel(call);
    // Newest first, thread replies left out (they come with conversations.replies).
    const messages = channel.messages.filter((message) => (!message.thread_ts || message.thread_ts === message.ts) && timeFilter(call, message.ts)).reverse();
    const { page, meta } = cursorPage(call, messages);
    return { messages: page.map(messageJson), has_more: meta.response_metadata !== undefined && (meta.response_metadata as { next_cursor: string }).next_cursor !== '', ...meta };
  },
  'conversations.replies': (call) => {
    const channel = memberChannel(call);
    const ts = required(call, 'ts', 'thread_not_found');
    const parent = channel.messages.find((message) => message.ts === ts);
    if (!parent) throw new SlackFail('thread_not_found');
    const thread = channel.messages.filter((message) => message.ts === ts || message.thread_ts === ts).filter((message) => timeFilter(call, message.ts));
    const { page, meta } = cursorPage(call, thread);
    return { messages: page.map(messageJson), ...meta };
  },
};
