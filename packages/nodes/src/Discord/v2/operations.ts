import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { messageBody, withFiles } from '../message-body.js';
import { discordRequest, webhookRequest } from '../transport.js';
import { locatorId } from './locator.js';

/* One item's operation in version 2: the REST call(s) as the bot, and the JSON it outputs. */

type Operation = (context: IExecuteFunctions, i: number) => Promise<IDataObject | IDataObject[]>;
const SUCCESS = { success: true };

const limitOf = (context: IExecuteFunctions, i: number) => (context.getNodeParameter('returnAll', i, false) === true ? Infinity : Number(context.getNodeParameter('limit', i, 100)));
const simplify = (context: IExecuteFunctions, i: number) => (context.getNodeParameter('options', i, {}) as IDataObject).simplify !== false;

/** A message reduced to who wrote what when. */
const simpleMessage = (message: IDataObject): IDataObject => ({
  id: message.id, channel_id: message.channel_id, author: message.author, content: message.content, timestamp: message.timestamp, type: message.type,
});

/** The channel a message goes to: the chosen channel, or a direct-message channel opened with the user. */
export async function targetChannel(context: IExecuteFunctions, i: number): Promise<string> {
  if (context.getNodeParameter('sendTo', i, 'channel') === 'user') {
    const recipient = locatorId(context, 'userId', i);
    const dm = await discordRequest(context, 'POST', '/users/@me/channels', { recipient_id: recipient }, {}, i) as IDataObject;
    return String(dm.id);
  }
  return locatorId(context, 'channelId', i);
}

const channelPath = (context: IExecuteFunctions, i: number) => `/channels/${locatorId(context, 'channelId', i)}`;

const MESSAGE: Record<string, Operation> = {
  async getAll(context, i) {
    const limit = limitOf(context, i);
    const messages: IDataObject[] = [];
    let before: string | undefined;
    // Discord answers at most 100 messages a call, newest first; `before` pages further back.
    while (messages.length < limit) {
      const page = await discordRequest(context, 'GET', `${channelPath(context, i)}/messages`, undefined,
        { limit: Math.min(100, limit - messages.length), ...(before ? { before } : {}) }, i) as IDataObject[];
      messages.push(...page);
      if (page.length < Math.min(100, limit - messages.length + page.length)) break;
      before = String(page.at(-1)?.id);
    }
    return simplify(context, i) ? messages.map(simpleMessage) : messages;
  },
  async get(context, i) {
    const message = await discordRequest(context, 'GET', `${channelPath(context, i)}/messages/${String(context.getNodeParameter('messageId', i))}`, undefined, {}, i) as IDataObject;
    return simplify(context, i) ? simpleMessage(message) : message;
  },
  async react(context, i) {
    const emoji = encodeURIComponent(String(context.getNodeParameter('emoji', i)).trim());
    await discordRequest(context, 'PUT', `${channelPath(context, i)}/messages/${String(context.getNodeParameter('messageId', i))}/reactions/${emoji}/@me`, undefined, {}, i);
    return SUCCESS;
  },
  async send(context, i) {
    const channelId = await targetChannel(context, i);
    return await discordRequest(context, 'POST', `/channels/${channelId}/messages`, await withFiles(context, messageBody(context, i), i), {}, i) as IDataObject;
  },
  async deleteMessage(context, i) {
    await discordRequest(context, 'DELETE', `${channelPath(context, i)}/messages/${String(context.getNodeParameter('messageId', i))}`, undefined, {}, i);
    return SUCCESS;
  },
};

/** Channel settings from the options, as Discord names them. */
function channelSettings(context: IExecuteFunctions, i: number): IDataObject {
  const { categoryId, ...options } = context.getNodeParameter('options', i, {}) as IDataObject;
  const settings: IDataObject = { ...options };
  if (categoryId !== undefined) {
    const locator = categoryId as { value?: unknown; mode?: string };
    const value = String(locator.value ?? '');
    settings.parent_id = locator.mode === 'url' ? /channels\/\d+\/(\d+)/.exec(value)?.[1] ?? value : value;
  }
  return settings;
}

const CHANNEL: Record<string, Operation> = {
  create: async (context, i) => await discordRequest(context, 'POST', `/guilds/${locatorId(context, 'guildId', i)}/channels`, {
    name: context.getNodeParameter('name', i), type: Number(context.getNodeParameter('type', i)), ...channelSettings(context, i),
  }, {}, i) as IDataObject,
  async deleteChannel(context, i) {
    await discordRequest(context, 'DELETE', channelPath(context, i), undefined, {}, i);
    return SUCCESS;
  },
  get: async (context, i) => await discordRequest(context, 'GET', channelPath(context, i), undefined, {}, i) as IDataObject,
  async getAll(context, i) {
    const channels = await discordRequest(context, 'GET', `/guilds/${locatorId(context, 'guildId', i)}/channels`, undefined, {}, i) as IDataObject[];
    const types = ((context.getNodeParameter('options', i, {}) as IDataObject).filter ?? []) as number[];
    return channels.filter((channel) => types.length === 0 || types.map(Number).includes(Number(channel.type))).slice(0, limitOf(context, i));
  },
  async update(context, i) {
    const name = context.getNodeParameter('name', i, '');
    return await discordRequest(context, 'PATCH', channelPath(context, i), { ...(name ? { name } : {}), ...channelSettings(context, i) }, {}, i) as IDataObject;
  },
};

const MEMBER: Record<string, Operation> = {
  async getAll(context, i) {
    const guildId = locatorId(context, 'guildId', i);
    const limit = limitOf(context, i);
    const members: IDataObject[] = [];
    let after = String(context.getNodeParameter('after', i, '') || '');
    // Discord lists members by user id, at most 1000 a call, from after the id given.
    while (members.length < limit) {
      const size = Math.min(1000, limit - members.length);
      const page = await discordRequest(context, 'GET', `/guilds/${guildId}/members`, undefined, { limit: size, ...(after ? { after } : {}) }, i) as IDataObject[];
      members.push(...page);
      if (page.length < size) break;
      after = String((page.at(-1)?.user as IDataObject | undefined)?.id);
    }
    if (!simplify(context, i)) return members;
    return members.map((member) => {
      const user = member.user as IDataObject;
      return { id: user.id, username: user.username, global_name: user.global_name ?? null, nick: member.nick ?? null, roles: member.roles, joined_at: member.joined_at };
    });
  },
  roleAdd: async (context, i) => await changeRoles(context, i, 'PUT'),
  roleRemove: async (context, i) => await changeRoles(context, i, 'DELETE'),
};

async function changeRoles(context: IExecuteFunctions, i: number, method: 'PUT' | 'DELETE'): Promise<IDataObject> {
  const guildId = locatorId(context, 'guildId', i);
  const userId = locatorId(context, 'userId', i);
  for (const role of context.getNodeParameter('role', i, []) as string[]) {
    await discordRequest(context, method, `/guilds/${guildId}/members/${userId}/roles/${role}`, undefined, {}, i);
  }
  return SUCCESS;
}

const WEBHOOK: Record<string, Operation> = {
  async sendLegacy(context, i) {
    const { webhookUri } = await context.getCredentials('discordWebhookApi') as { webhookUri?: string };
    const wait = (context.getNodeParameter('options', i, {}) as IDataObject).wait === true;
    const answer = await webhookRequest(context, String(webhookUri ?? ''), await withFiles(context, messageBody(context, i), i), wait, i);
    return wait && answer ? answer as IDataObject : SUCCESS;
  },
};

export function operationOf(context: IExecuteFunctions, resource: string, operation: string, i: number): Operation {
  const found = operation === 'sendLegacy' ? WEBHOOK.sendLegacy : ({ message: MESSAGE, channel: CHANNEL, member: MEMBER } as Record<string, Record<string, Operation>>)[resource]?.[operation];
  if (!found) throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex: i });
  return found;
}
