import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, IN8nHttpFullResponse, ILoadOptionsFunctions } from '@weft/workflow';
import { NodeApiError, NodeOperationError, sleep } from '@weft/workflow';

/* Requests to Discord's REST API v10 as the bot, and to channel webhooks; Discord's errors in words. */

export type DiscordContext = IExecuteFunctions | ILoadOptionsFunctions;
export const DISCORD_API = 'https://discord.com/api/v10';

/** Rate-limited requests are sent again after Discord's retry_after, this many times, if it asks for at most LONGEST_WAIT_S. */
const RATE_LIMIT_RETRIES = 3;
const LONGEST_WAIT_S = 10;

/** Discord's JSON error codes a workflow meets most, with what to do. */
const HINTS: Record<number, string> = {
  10003: 'Check the channel: it may have been deleted, or the bot cannot see it.',
  10004: 'Check the server: the bot must be a member of it.',
  10007: 'The user is not a member of this server.',
  10008: 'Check the message ID and the channel it is in.',
  10011: 'Check the role: it may have been deleted.',
  10013: 'Check the user ID.',
  10014: 'Use a Unicode emoji (e.g. 👍) or a custom one as name:id.',
  10015: 'The webhook was deleted or its URL is wrong; copy it again from the channel\'s integrations.',
  50001: 'The bot lacks access to this channel or server; check its roles and the channel\'s permissions.',
  50006: 'Give the message a content, an embed or a file.',
  50013: 'The bot lacks a permission for this (e.g. Manage Channels, Manage Roles, Send Messages).',
  50035: 'Discord did not accept a field of the request; see the details.',
};

function fieldErrors(errors: unknown, path = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(errors as IDataObject)) {
    if (key === '_errors') for (const entry of value as IDataObject[]) found.push(`${path}: ${String(entry.message)}`);
    else found.push(...fieldErrors(value, path ? `${path}.${key}` : key));
  }
  return found;
}

function discordError(context: DiscordContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
  const code = typeof body.code === 'number' ? body.code : undefined;
  const said = String(body.message ?? response.statusMessage ?? '');
  const message = response.statusCode === 401 ? 'Authorization failed - please check your credentials'
    : response.statusCode === 404 ? 'The resource you are requesting could not be found'
      : response.statusCode === 429 ? 'Discord is rate-limiting requests (429)'
        : `Discord refused the request: ${said}`;
  const details = [said, ...fieldErrors(body.errors), code !== undefined ? HINTS[code] ?? '' : ''].filter(Boolean);
  return new NodeApiError(context.getNode(), body, {
    httpCode: response.statusCode, message, description: details.join(' - '), ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

/** The node's Authentication (versions 1 and webhook credentials have no bot). */
export function authenticationOf(context: DiscordContext): string {
  const read = context.getNodeParameter as (name: string, itemOrFallback?: unknown, fallback?: unknown) => unknown;
  return String('getCurrentNodeParameters' in context ? read.call(context, 'authentication', 'botToken') : read.call(context, 'authentication', 0, 'botToken'));
}

async function send(context: DiscordContext, request: IHttpRequestOptions, credentialType: string | undefined, itemIndex?: number): Promise<unknown> {
  const full: IHttpRequestOptions = { ...request, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true };
  for (let attempt = 0; ; attempt++) {
    let response: IN8nHttpFullResponse;
    if (credentialType === 'discordOAuth2Api') {
      // The server operations are done by the bot the OAuth2 authorization added, with its token.
      const { botToken } = await context.getCredentials('discordOAuth2Api') as { botToken?: string };
      if (!botToken) throw new NodeOperationError(context.getNode(), 'The Discord OAuth2 credential has no bot token', { description: 'Enter the bot\'s token in the credential.' });
      response = await context.helpers.httpRequest!({ ...full, headers: { ...(full.headers ?? {}), Authorization: `Bot ${botToken}` } }) as IN8nHttpFullResponse;
    } else if (credentialType) {
      response = await context.helpers.httpRequestWithAuthentication!.call(context, credentialType, full) as IN8nHttpFullResponse;
    } else {
      response = await context.helpers.httpRequest!(full) as IN8nHttpFullResponse;
    }
    if (response.statusCode === 429) {
      const wait = Number((response.body as IDataObject | undefined)?.retry_after ?? 1);
      if (attempt < RATE_LIMIT_RETRIES && wait <= LONGEST_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
    }
    if (response.statusCode >= 400) throw discordError(context, response, itemIndex);
    return response.statusCode === 204 ? undefined : response.body;
  }
}

/** One call of the REST API as the bot (bot token or OAuth2 credential). */
export async function discordRequest(
  context: DiscordContext, method: IHttpRequestMethods, endpoint: string, body?: IDataObject | FormData, qs: IDataObject = {}, itemIndex?: number,
): Promise<unknown> {
  const credentialType = authenticationOf(context) === 'oAuth2' ? 'discordOAuth2Api' : 'discordBotApi';
  return await send(context, { method, url: `${DISCORD_API}${endpoint}`, qs, ...(body !== undefined ? { body } : {}) }, credentialType, itemIndex);
}

/** Executes a channel webhook (`?wait=true` makes Discord answer the message it posted). */
export async function webhookRequest(
  context: IExecuteFunctions, webhookUrl: string, body: IDataObject | FormData, wait: boolean, itemIndex: number, credentialType?: string,
): Promise<unknown> {
  return await send(context, { method: 'POST', url: webhookUrl, body, qs: wait ? { wait: true } : {} }, credentialType, itemIndex);
}
