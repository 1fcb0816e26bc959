import { randomBytes } from 'node:crypto';
import { startStandInServer } from '../stand-in-server.js';

/*
 * A loopback stand-in of the parts of Meta's Graph API (https://developers.facebook.com/docs/graph-api)
 * a WhatsApp app uses for webhooks: app access tokens (`/oauth/access_token`, client credentials), and
 * the app's webhook subscriptions (`/{app-id}/subscriptions`, with the app token `<app id>|<secret>`).
 * Subscribing verifies the callback as Meta does: a GET with hub.mode, hub.challenge and
 * hub.verify_token whose answer must be the challenge. Errors as
 * `{ error: { message, type, code, fbtrace_id } }`.
 */

export interface Subscription { object: string; callback_url: string; active: boolean; fields: Array<{ name: string; version: string }> }

export interface GraphStandIn {
  origin: string;
  subscriptions: Subscription[];
  requests: Array<{ method: string; path: string; params: Record<string, string> }>;
  close(): Promise<void>;
}

/** How the stand-in reaches the callback URL: the test answers the verification GET (status and body). */
export type Verifier = (url: string) => Promise<{ status: number; body: string }>;

const graphError = (message: string, type: string, code: number) => ({ error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } });

export async function startGraphStandIn(app: { id: string; secret: string }, verify: Verifier): Promise<GraphStandIn> {
  const subscriptions: Subscription[] = [];
  const requests: GraphStandIn['requests'] = [];
  const server = await startStandInServer(async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '');
    const fromBody = type.startsWith('application/json') ? request.body as Record<string, unknown> ?? {}
      : type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(request.rawBody)) : {};
    const params: Record<string, string> = { ...Object.fromEntries(request.query), ...Object.fromEntries(Object.entries(fromBody).map(([key, value]) => [key, String(value)])) };
    const path = request.path.replace(/^\/v\d+\.\d+/, '').replace(/\/$/, '');
    requests.push({ method: request.method, path, params });
    if (path === '/oauth/access_token') {
      if (params.grant_type !== 'client_credentials') return reply.json(400, graphError('Unsupported grant_type', 'OAuthException', 100));
      if (params.client_id !== app.id) return reply.json(400, graphError('Error validating application. Invalid application ID.', 'OAuthException', 101));
      if (params.client_secret !== app.secret) return reply.json(400, graphError('Error validating client secret.', 'OAuthException', 1));
      return reply.json(200, { access_token: `${app.id}|${randomBytes(12).toString('hex')}`, token_type: 'bearer' });
    }
    const match = /^\/(\d+)\/subscriptions$/.exec(path);
    if (!match) return reply.json(400, graphError(`Unknown path components: ${path}`, 'OAuthException', 2500));
    const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const token = params.access_token ?? bearer;
    if (token !== `${app.id}|${app.secret}`) return reply.json(400, graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190));
    if (match[1] !== app.id) return reply.json(400, graphError('(#100) The App ID does not match the access token', 'OAuthException', 100));
    if (request.method === 'GET') return reply.json(200, { data: subscriptions });
    if (request.method === 'DELETE') {
      const remaining = subscriptions.filter((entry) => params.object && entry.object !== params.object);
      subscriptions.splice(0, subscriptions.length, ...remaining);
      return reply.json(200, { success: true });
    }
    if (request.method !== 'POST') return reply.json(400, graphError('Unsupported method', 'GraphMethodException', 100));
    if (params.object !== 'whatsapp_business_account') return reply.json(400, graphError('(#100) Param object must be one of {user, page, permissions, payments, whatsapp_business_account, ...}', 'OAuthException', 100));
    if (!params.callback_url || !/^https?:\/\//.test(params.callback_url)) return reply.json(400, graphError('(#100) Param callback_url must be a valid URL', 'OAuthException', 100));
    if (!params.verify_token) return reply.json(400, graphError('(#100) The parameter verify_token is required', 'OAuthException', 100));
    const fields = String(params.fields ?? '').split(',').map((field) => field.trim()).filter(Boolean);
    if (fields.length === 0) return reply.json(400, graphError('(#100) The parameter fields is required', 'OAuthException', 100));
    // Meta calls the callback before it keeps the subscription.
    const challenge = String(Math.floor(Math.random() * 1e9));
    const url = new URL(params.callback_url);
    url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': params.verify_token }).toString();
    const answer = await verify(url.toString());
    if (answer.status !== 200 || answer.body.trim() !== challenge) {
      return reply.json(400, graphError(`(#2200) Callback verification failed with the following errors: HTTP Status Code = ${answer.status}; HTTP Message = ${answer.body.slice(0, 80)}`, 'OAuthException', 2200));
    }
    const existing = subscriptions.findIndex((entry) => entry.object === params.object);
    const subscription = { object: params.object, callback_url: params.callback_url, active: true, fields: fields.map((name) => ({ name, version: 'v19.0' })) };
    if (existing >= 0) subscriptions[existing] = subscription;
    else subscriptions.push(subscription);
    return reply.json(200, { success: true });
  });
  return { origin: server.origin, subscriptions, requests, close: () => server.close() };
}
