import type { IDataObject } from '@weft/workflow';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInRequest } from '../stand-in-server.js';
import { DiscordState, snowflake } from './state.js';

/*
 * A loopback stand-in of Discord's REST API v10 (https://discord.com/developers/docs/reference):
 * `Authorization: Bot <token>` on /api/v10; webhooks executed at /api/webhooks/{id}/{token} without
 * auth (`?wait=true` answers the message, else 204); JSON bodies or multipart with `payload_json` and
 * `files[n]`; errors as `{ message, code }`, invalid bodies as 50035 with `errors`; 429 with
 * `{ message, retry_after, global }` and Retry-After when a test asks for it.
 */

export interface DiscordUpload { field: string; fileName: string; mimeType: string; bytes: Buffer }
export interface DiscordStandIn {
  origin: string;
  state: DiscordState;
  bot: IDataObject;
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: unknown; files: DiscordUpload[]; auth: string }>;
  /** The next `count` requests answer 429 asking to retry after `seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  close(): Promise<void>;
}

type Answer = [number, unknown];
const error = (status: number, code: number, message: string): Answer => [status, { message, code }];
const unknown = (what: string, code: number) => error(404, code, `Unknown ${what}`);
const FLAGS = 4 | 4096;

async function bodyOf(request: StandInRequest): Promise<{ body: IDataObject; files: DiscordUpload[] }> {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return { body: (request.body ?? {}) as IDataObject, files: [] };
  const form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body: request.bytes }).formData();
  let body: IDataObject = {};
  const files: DiscordUpload[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') body = JSON.parse(value) as IDataObject;
    } else files.push({ field, fileName: value.name, mimeType: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { body, files };
}

/** What Discord checks of a message body before posting it. */
function messageProblem(body: IDataObject, files: DiscordUpload[]): Answer | undefined {
  const embeds = (body.embeds ?? []) as IDataObject[];
  if (!body.content && embeds.length === 0 && files.length === 0 && !body.components) return error(400, 50006, 'Cannot send an empty message');
  if (typeof body.content === 'string' && body.content.length > 2000) {
    return [400, { message: 'Invalid Form Body', code: 50035, errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] } } }];
  }
  if (body.flags !== undefined && (Number(body.flags) & ~FLAGS) !== 0) return [400, { message: 'Invalid Form Body', code: 50035, errors: { flags: { _errors: [{ code: 'MESSAGE_FLAGS_INVALID', message: 'Invalid flags' }] } } }];
  if (embeds.some((embed) => embed.color !== undefined && typeof embed.color !== 'number')) {
    return [400, { message: 'Invalid Form Body', code: 50035, errors: { embeds: { 0: { color: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value is not int.' }] } } } } }];
  }
  return undefined;
}

function postMessage(state: DiscordState, channelId: string, author: IDataObject, body: IDataObject, files: DiscordUpload[]): Answer {
  const problem = messageProblem(body, files);
  if (problem) return problem;
  const attachments = files.map((file, index) => ({ id: snowflake(), filename: file.fileName, size: file.bytes.length, content_type: file.mimeType, url: `https://cdn.discordapp.com/attachments/${channelId}/${index}/${file.fileName}` }));
  const reference = body.message_reference as IDataObject | undefined;
  return [200, state.addMessage(channelId, author, {
    content: body.content ?? '', tts: body.tts === true, embeds: ((body.embeds ?? []) as IDataObject[]).map((embed) => ({ type: 'rich', ...embed })),
    components: body.components ?? [], flags: Number(body.flags ?? 0), attachments,
    ...(reference ? { message_reference: { channel_id: channelId, message_id: reference.message_id }, type: 19 } : {}),
  })];
}

export async function startDiscordStandIn(botToken: string, seed: (state: DiscordState, bot: IDataObject) => void): Promise<DiscordStandIn> {
  const state = new DiscordState();
  const bot = state.addUser('weftbot', true);
  seed(state, bot);
  const requests: DiscordStandIn['requests'] = [];
  let limited = { count: 0, seconds: 0 };

  const handle = async (request: StandInRequest, path: string, body: IDataObject, files: DiscordUpload[]): Promise<Answer> => {
    const { method } = request;
    const hook = /^\/api\/webhooks\/(\d+)\/([^/]+)\/?$/.exec(request.path);
    if (hook) {
      const webhook = state.webhooks.get(String(hook[1]));
      if (!webhook || webhook.token !== hook[2]) return unknown('Webhook', 10015);
      if (method === 'GET') return [200, { id: hook[1], type: 1, channel_id: webhook.channelId, name: webhook.name, token: webhook.token }];
      if (method !== 'POST') return error(405, 0, '405: Method Not Allowed');
      const author = { id: hook[1], username: String(body.username ?? webhook.name), avatar: null, discriminator: '0000', bot: true };
      const [status, message] = postMessage(state, webhook.channelId, author, body, files);
      if (status >= 400) return [status, message];
      (message as IDataObject).webhook_id = hook[1];
      return request.query.get('wait') === 'true' ? [200, message] : [204, undefined];
    }
    if (String(request.headers.authorization ?? '') !== `Bot ${botToken}`) return error(401, 0, '401: Unauthorized');
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/users/@me') return [200, bot];
    if (method === 'GET' && path === '/users/@me/guilds') {
      return [200, [...state.guilds.values()].filter((guild) => state.member(String(guild.id), String(bot.id)))
        .map((guild) => ({ id: guild.id, name: guild.name, icon: null, owner: guild.owner_id === bot.id, permissions: '2147483647', features: [] }))];
    }
    if (method === 'POST' && path === '/users/@me/channels') {
      const recipient = state.users.get(String(body.recipient_id ?? ''));
      if (!recipient) return unknown('User', 10013);
      const existing = [...state.channels.values()].find((channel) => channel.type === 1 && (channel.recipients as IDataObject[])[0]?.id === recipient.id);
      return [200, existing ?? state.addChannel(undefined, { type: 1, recipients: [recipient], last_message_id: null })];
    }
    if ((m = /^\/guilds\/(\d+)\/(channels|roles|members)$/.exec(path))) {
      const guild = state.guilds.get(String(m[1]));
      if (!guild) return unknown('Guild', 10004);
      if (m[2] === 'roles' && method === 'GET') return [200, state.roles.get(String(guild.id))];
      if (m[2] === 'members' && method === 'GET') {
        const limit = Number(request.query.get('limit') ?? 1);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return [400, { message: 'Invalid Form Body', code: 50035, errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX', message: 'int value should be less than or equal to 1000.' }] } } }];
        const after = BigInt(request.query.get('after') ?? '0');
        return [200, (state.members.get(String(guild.id)) ?? []).filter((member) => BigInt(String((member.user as IDataObject).id)) > after).slice(0, limit)];
      }
      if (m[2] === 'channels' && method === 'GET') return [200, [...state.channels.values()].filter((channel) => channel.guild_id === guild.id)];
      if (m[2] === 'channels' && method === 'POST') {
        if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 100) return [400, { message: 'Invalid Form Body', code: 50035, errors: { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } } }];
        if (body.type !== undefined && ![0, 2, 4, 5, 13, 15].includes(Number(body.type))) return [400, { message: 'Invalid Form Body', code: 50035, errors: { type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {0, 2, 4, 5, 13, 15}.' }] } } }];
        const name = Number(body.type ?? 0) === 0 ? body.name.toLowerCase().replace(/\s+/g, '-') : body.name;
        return [201, state.addChannel(String(guild.id), { ...body, name, type: Number(body.type ?? 0) })];
      }
    }
    if ((m = /^\/guilds\/(\d+)\/members\/(\d+)\/roles\/(\d+)$/.exec(path))) {
      if (!state.guilds.get(String(m[1]))) return unknown('Guild', 10004);
      const member = state.member(String(m[1]), String(m[2]));
      if (!member) return unknown('Member', 10007);
      const roleId = String(m[3]);
      if (!state.roles.get(String(m[1]))?.some((role) => role.id === roleId)) return unknown('Role', 10011);
      const roles = (member.roles as string[]).filter((id) => id !== roleId);
      member.roles = method === 'PUT' ? [...roles, roleId] : roles;
      return [204, undefined];
    }
    if ((m = /^\/channels\/(\d+)(\/.*)?$/.exec(path))) {
      const channel = state.channels.get(String(m[1]));
      if (!channel) return unknown('Channel', 10003);
      const rest = m[2] ?? '';
      const messages = state.messages.get(String(channel.id)) ?? [];
      if (rest === '' && method === 'GET') return [200, channel];
      if (rest === '' && method === 'PATCH') {
        Object.assign(channel, body);
        return [200, channel];
      }
      if (rest === '' && method === 'DELETE') {
        state.channels.delete(String(channel.id));
        return [200, channel];
      }
      if (rest === '/messages' && method === 'GET') {
        const limit = Number(request.query.get('limit') ?? 50);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) return [400, { message: 'Invalid Form Body', code: 50035, errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX', message: 'int value should be less than or equal to 100.' }] } } }];
        const before = request.query.get('before');
        const newestFirst = [...messages].reverse().filter((message) => before === null || BigInt(String(message.id)) < BigInt(before));
        return [200, newestFirst.slice(0, limit)];
      }
      if (rest === '/messages' && method === 'POST') return postMessage(state, String(channel.id), bot, body, files);
      const one = /^\/messages\/(\d+)(\/reactions\/([^/]+)\/@me)?$/.exec(rest);
      const message = one ? messages.find((entry) => entry.id === one[1]) : undefined;
      if (one && !message) return unknown('Message', 10008);
      if (one && message && !one[2] && method === 'GET') return [200, message];
      if (one && message && !one[2] && method === 'DELETE') {
        messages.splice(messages.indexOf(message), 1);
        return [204, undefined];
      }
      if (one && message && one[2] && method === 'PUT') {
        const emoji = decodeURIComponent(String(one[3]));
        if (!/^(\p{Extended_Pictographic}|\w+:\d+)/u.test(emoji)) return unknown('Emoji', 10014);
        const reactions = (message.reactions ?? []) as IDataObject[];
        if (!reactions.some((reaction) => (reaction.emoji as IDataObject).name === emoji)) reactions.push({ count: 1, me: true, emoji: { id: null, name: emoji } });
        message.reactions = reactions;
        return [204, undefined];
      }
    }
    return error(404, 0, '404: Not Found');
  };

  const server = await startStandInServer(async (request, reply) => {
    const path = request.path.replace(/^\/api\/v10/, '');
    const { body, files } = await bodyOf(request);
    requests.push({ method: request.method, path, query: Object.fromEntries(request.query), body, files, auth: String(request.headers.authorization ?? '') });
    if (limited.count > 0) {
      limited = { ...limited, count: limited.count - 1 };
      return reply.json(429, { message: 'You are being rate limited.', retry_after: limited.seconds, global: false }, { 'retry-after': String(Math.ceil(limited.seconds)), 'x-ratelimit-scope': 'user' });
    }
    const [status, value] = await handle(request, path, body, files);
    if (value === undefined) return reply.send(status);
    reply.json(status, value);
  });
  return {
    origin: server.origin, state, bot, requests,
    rateLimitNext(count, seconds) { limited = { count, seconds }; },
    close: () => server.close(),
  };
}
