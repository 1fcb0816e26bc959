import { startStandInServer } from './stand-in-server.js';
import type { StandInRequest } from './stand-in-server.js';
import { TelegramBotState } from './telegram-bot-state.js';
import type { MethodAnswer, TelegramParams } from './telegram-bot-values.js';

/*
 * A loopback stand-in of the Telegram Bot API (https://core.telegram.org/bots/api): methods at
 * /bot<token>/<method> over GET or POST, parameters from the query string, JSON, url-encoded or
 * multipart bodies; answers `{ ok: true, result }` or `{ ok: false, error_code, description }`;
 * 429 with `parameters.retry_after` (and Retry-After) when a test asks for flood control; files at
 * /file/bot<token>/<file_path>; a webhook set with setWebhook receives pushed updates with the
 * X-Telegram-Bot-Api-Secret-Token header, filtered by its allowed_updates, as Telegram sends them.
 */

export interface TelegramStandIn {
  /** What WEFT_TEST_SERVICE_HOSTS maps https://api.telegram.org to. */
  origin: string;
  token: string;
  state: TelegramBotState;
  /** Every method call: method name and parameters (uploads as `{ fileName, mimeType, bytes }`). */
  calls: Array<{ method: string; params: TelegramParams; contentType: string }>;
  /** The next `count` method calls answer 429 with `retry_after` seconds. */
  floodNext(count: number, retryAfter: number): void;
  /**
   * Sends an update to the webhook as Telegram would (POST JSON with the secret token header), unless
   * its type is not among the webhook's allowed_updates. Answers the webhook's status, or undefined when
   * no webhook is set or the update was filtered out. `deliverTo`: an origin to send to instead of the
   * URL's own (a server in a test listens on a port other than the public URL names).
   */
  pushUpdate(update: Record<string, unknown>, deliverTo?: string): Promise<{ status: number; body: string } | undefined>;
  close(): Promise<void>;
}

function error(code: number, description: string, parameters?: Record<string, unknown>): MethodAnswer {
  return { status: code, body: { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) } };
}

/** Parameters as Telegram reads them: query string first, then the body of whichever encoding. */
async function paramsOf(request: StandInRequest): Promise<TelegramParams | MethodAnswer> {
  const params: TelegramParams = Object.fromEntries(request.query.entries());
  const type = String(request.headers['content-type'] ?? '');
  if (request.bytes.length === 0) return params;
  if (type.startsWith('application/json')) {
    if (typeof request.body !== 'object' || request.body === null) return error(400, 'Bad Request: can\'t parse JSON object');
    return { ...params, ...(request.body as TelegramParams) };
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { ...params, ...Object.fromEntries(new URLSearchParams(request.rawBody).entries()) };
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body: request.bytes }).formData();
    for (const [name, value] of form.entries()) {
      params[name] = typeof value === 'string'
        ? value
        : { fileName: value.name, mimeType: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    return params;
  }
  return error(400, `Bad Request: unsupported content type "${type}"`);
}

export async function startTelegramStandIn(options: { token?: string } = {}): Promise<TelegramStandIn> {
  const token = options.token ?? '123456789:AAF-weft-test-token';
  const calls: TelegramStandIn['calls'] = [];
  let flood = { count: 0, retryAfter: 0 };
  const state = new TelegramBotState();

  const server = await startStandInServer(async (request, reply) => {
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(request.path);
    if (file) {
      const stored = file[1] === token ? state.fileByPath(decodeURIComponent(file[2] as string)) : undefined;
      if (!stored) return reply.json(404, { ok: false, error_code: 404, description: 'Not Found' });
      return reply.bytes(200, stored.bytes);
    }
    const match = /^\/bot([^/]*)\/([A-Za-z]+)$/.exec(request.path);
    const answer = async (): Promise<MethodAnswer> => {
      if (!match) return error(404, 'Not Found');
      if (match[1] !== token) return error(401, 'Unauthorized');
      if (request.method !== 'GET' && request.method !== 'POST') return error(405, 'Method Not Allowed');
      const params = await paramsOf(request);
      if ('status' in params && 'body' in params && typeof params.status === 'number') return params as MethodAnswer;
      const method = match[2] as string;
      calls.push({ method, params: params as TelegramParams, contentType: String(request.headers['content-type'] ?? '') });
      if (flood.count > 0) {
        flood = { ...flood, count: flood.count - 1 };
        return { ...error(429, `Too Many Requests: retry after ${flood.retryAfter}`, { retry_after: flood.retryAfter }), headers: { 'retry-after': String(flood.retryAfter) } };
      }
      return state.call(method, params as TelegramParams);
    };
    const { status, body, headers } = await answer();
    reply.json(status, body, headers);
  });

  return {
    origin: server.origin,
    token,
    state,
    calls,
    floodNext(count, retryAfter) {
      flood = { count, retryAfter };
    },
    async pushUpdate(update, deliverTo) {
      const hook = state.webhook;
      if (!hook.url) return undefined;
      const type = Object.keys(update).find((key) => key !== 'update_id');
      // An empty list means every type but chat_member, message_reaction and message_reaction_count.
      const allowed = hook.allowed_updates.length > 0 ? hook.allowed_updates : ['message', 'edited_message', 'channel_post', 'edited_channel_post',
        'inline_query', 'chosen_inline_result', 'callback_query', 'shipping_query', 'pre_checkout_query', 'poll', 'poll_answer', 'my_chat_member', 'chat_join_request'];
      if (type === undefined || !allowed.includes(type)) return undefined;
      const url = new URL(hook.url);
      const target = deliverTo ? new URL(`${url.pathname}${url.search}`, deliverTo) : url;
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(hook.secret_token ? { 'x-telegram-bot-api-secret-token': hook.secret_token } : {}) },
        body: JSON.stringify(update),
      });
      return { status: response.status, body: await response.text() };
    },
    close: () => server.close(),
  };
}
