import type { SlackCall, SlackMethod } from './kit.js';
import { numberedPage, required, SlackFail } from './kit.js';
import { channelArg, memberChannel } from './conversations.js';
import type { SlackChannel, SlackMessage } from './state.js';
import { messageJson, TEAM } from './state.js';

function parsedList(value: unknown, error: string): Record<string, unknown>[] | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const list = typeof value === 'string' ? JSON.parse(value) as unknown : value;
    if (!Array.isArray(list)) throw new Error('not a list');
    return list as Record<string, unknown>[];
  } catch {
    throw new SlackFail(error);
  }
}

/** The channel a message goes to: a channel (ID or #name) the caller is in, or a user ID (their direct messages). */
function postTarget(call: SlackCall): SlackChannel {
  const ref = required(call, 'channel', 'channel_not_found');
  if (/^U[A-Z0-9]+$/.test(ref)) {
    if (!call.workspace.user(ref)) throw new SlackFail('channel_not_found');
    return call.workspace.directChannel(call.token.user, ref);
  }
  const channel = memberChannel(call);
  if (channel.is_archived) throw new SlackFail('is_archived');
  return channel;
}

function content(call: SlackCall): Pick<SlackMessage, 'text' | 'blocks' | 'attachments'> {
  const blocks = parsedList(call.args.blocks, 'invalid_blocks_format');
  const attachments = parsedList(call.args.attachments, 'invalid_attachments');
  const text = call.args.text === undefined ? '' : String(call.args.text);
  if (text === '' && !blocks?.length && !attachments?.length) throw new SlackFail('no_text');
  if (text.length > 40_000) throw new SlackFail('msg_too_long');
  for (const block of blocks ?? []) if (typeof block.type !== 'string') throw new SlackFail('invalid_blocks');
  return { text, ...(blocks ? { blocks } : {}), ...(attachments ? { attachments } : {}) };
}

export function messageArg(call: SlackCall, channel: SlackChannel, name = 'ts'): SlackMessage {
  const message = channel.messages.find((candidate) => candidate.ts === String(call.args[name] ?? ''));
  if (!message) throw new SlackFail('message_not_found');
  return message;
}

export const chatMethods: Record<string, SlackMethod> = {
  'chat.postMessage': (call) => {
    const channel = postTarget(call);
    const message: SlackMessage = { type: 'message', ts: call.workspace.nextTs(), user: call.token.user, ...content(call) };
    if (call.args.username) message.username = String(call.args.username);
    if (call.args.icon_emoji || call.args.icon_url) message.icons = { ...(call.args.icon_emoji ? { emoji: call.args.icon_emoji } : {}), ...(call.args.icon_url ? { image_48: call.args.icon_url } : {}) };
    if (call.args.thread_ts) {
      const parent = messageArg(call, channel, 'thread_ts');
      message.thread_ts = parent.ts;
      parent.thread_ts = parent.ts;
      parent.reply_count = (parent.reply_count ?? 0) + 1;
    }
    channel.messages.push(message);
    return { channel: channel.id, ts: message.ts, message: messageJson(message) };
  },
  'chat.postEphemeral': (call) => {
    const channel = postTarget(call);
    const user = required(call, 'user', 'user_not_found');
    if (!call.workspace.user(user)) throw new SlackFail('user_not_found');
    if (!channel.members.includes(user)) throw new SlackFail('user_not_in_channel');
    content(call);
    return { message_ts: call.workspace.nextTs() };
  },
  'chat.update': (call) => {
    const channel = memberChannel(call);
    const message = messageArg(call, channel);
    if (message.user !== call.token.user) throw new SlackFail('cant_update_message');
    Object.assign(message, content(call), { edited: { user: call.token.user, ts: call.workspace.nextTs() } });
    return { channel: channel.id, ts: message.ts, text: message.text, message: messageJson(message) };
  },
  'chat.delete': (call) => {
    const channel = channelArg(call);
    const message = messageArg(call, channel);
    if (message.user !== call.token.user) throw new SlackFail('cant_delete_message');
    channel.messages = channel.messages.filter((candidate) => candidate !== message);
    return { channel: channel.id, ts: message.ts };
  },
  'chat.getPermalink': (call) => {
    const channel = channelArg(call);
    const message = messageArg(call, channel, 'message_ts');
    return { channel: channel.id, permalink: `https://${TEAM.domain}.slack.com/archives/${channel.id}/p${message.ts.replace('.', '')}` };
  },
  'search.messages': (call) => {
    const query = required(call, 'query', 'no_query');
    const channels = [...query.matchAll(/in:#([\w-]+)/g)].map((match) => match[1]);
    const words = query.replace(/in:#[\w-]+/g, '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    const found = call.workspace.channels.filter((channel) => !channel.is_private || channel.members.includes(call.token.user))
      .filter((channel) => channels.length === 0 || channels.includes(channel.name))
      .flatMap((channel) => channel.messages.filter((message) => words.every((word) => message.text.toLowerCase().includes(word)))
        .map((message) => ({ ...messageJson(message), ts: message.ts, channel: { id: channel.id, name: channel.name }, permalink: `https://${TEAM.domain}.slack.com/archives/${channel.id}/p${message.ts.replace('.', '')}` })));
    const ascending = call.args.sort === 'timestamp' && call.args.sort_dir === 'asc';
    found.sort((a, b) => (ascending ? Number(a.ts) - Number(b.ts) : Number(b.ts) - Number(a.ts)));
    const { page, paging } = numberedPage(call, found);
    return { query, messages: { total: found.length, matches: page, paging, pagination: { total_count: found.length, page: paging.page, per_page: paging.count, page_count: paging.pages } } };
  },
  'reactions.add': (call) => {
    const message = messageArg(call, memberChannel(call), 'timestamp');
    const name = required(call, 'name', 'invalid_name');
    if (!/^[a-z0-9_+-]+$/.test(name)) throw new SlackFail('invalid_name');
    message.reactions ??= [];
    const reaction = message.reactions.find((candidate) => candidate.name === name);
    if (reaction?.users.includes(call.token.user)) throw new SlackFail('already_reacted');
    if (reaction) {
      reaction.users.push(call.token.user);
      reaction.count += 1;
    } else {
      message.reactions.push({ name, users: [call.token.user], count: 1 });
    }
    return {};
  },
  'reactions.remove': (call) => {
    const message = messageArg(call, memberChannel(call), 'timestamp');
    const name = required(call, 'name', 'invalid_name');
    const reaction = message.reactions?.find((candidate) => candidate.name === name);
    if (!reaction?.users.includes(call.token.user)) throw new SlackFail('no_reaction');
    reaction.users = reaction.users.filter((user) => user !== call.token.user);
    reaction.count -= 1;
    message.reactions = message.reactions?.filter((candidate) => candidate.count > 0);
    return {};
  },
  'reactions.get': (call) => {
    const channel = channelArg(call);
    const message = messageArg(call, channel, 'timestamp');
    return { type: 'message', channel: channel.id, message: messageJson(message) };
  },
};
