import { startStandInServer } from '../stand-in-server.js';
import { companyRoutes } from './companies.js';
import { contactRoutes } from './contacts.js';
import { searchRoutes } from './crm-search.js';
import { dealRoutes } from './deals.js';
import { engagementRoutes, ticketRoutes } from './engagements-tickets.js';
import { HubspotApiError } from './errors.js';
import type { Route } from './routes.js';
import { schemaRoutes } from './schema-forms.js';
import { HubspotStore } from './store.js';
import { webhookRoutes } from './webhooks.js';

/*
 * A loopback stand-in of HubSpot's API (api.hubapi.com, and api.hsforms.com's submissions), stateful,
 * from HubSpot's public reference. A private app token or OAuth access token goes as a bearer token, a
 * legacy API key as `hapikey`; the webhooks API takes only the developer key. Answers in HubSpot's shapes,
 * errors as `{ status: 'error', message, correlationId, category }`, 429 with Retry-After when throttled.
 */

export interface HubspotStandIn {
  origin: string;
  store: HubspotStore;
  requests: Array<{ method: string; path: string; query: URLSearchParams; body: unknown; auth: string }>;
  /** The next `count` requests are refused with 429 (HubSpot's ten-second limit). */
  throttleNext(count: number): void;
  /** An empty portal again (records, schema, apps) and no requests seen. */
  reset(): void;
  close(): Promise<void>;
}

export interface HubspotStandInOptions { tokens?: string[]; apiKeys?: string[]; developerKeys?: string[] }

const ROUTES: Route[] = [...contactRoutes, ...companyRoutes, ...dealRoutes, ...searchRoutes, ...engagementRoutes, ...ticketRoutes, ...schemaRoutes, ...webhookRoutes];

export async function startHubspotStandIn(options: HubspotStandInOptions): Promise<HubspotStandIn> {
  const state = { store: new HubspotStore() };
  const requests: HubspotStandIn['requests'] = [];
  let throttled = 0;
  const server = await startStandInServer((request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const key = request.query.get('hapikey');
    requests.push({ method: request.method, path: request.path, query: request.query, body: request.body, auth: bearer ? `Bearer ${bearer}` : key ? `hapikey ${key}` : '' });
    const fail = (error: HubspotApiError, headers = {}) => reply.json(error.status, error.body(), headers);
    if (throttled > 0) {
      throttled--;
      fail(new HubspotApiError(429, 'You have reached your ten_secondly_rolling limit.', 'RATE_LIMITS', { errorType: 'RATE_LIMIT', policyName: 'TEN_SECONDLY_ROLLING' }), { 'retry-after': '1' });
      return;
    }
    const submission = request.path.startsWith('/submissions/');
    const webhooks = request.path.startsWith('/webhooks/');
    const allowed = submission
      || (webhooks ? options.developerKeys?.includes(key ?? '') : (bearer && options.tokens?.includes(bearer)) || (key && options.apiKeys?.includes(key)));
    if (!allowed) {
      fail(new HubspotApiError(401, webhooks
        ? 'The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/'
        : 'Authentication credentials not found. This API supports OAuth 2.0 authentication.', 'INVALID_AUTHENTICATION'));
      return;
    }
    for (const route of ROUTES) {
      const match = route.method === request.method ? route.path.exec(request.path) : null;
      if (!match) continue;
      try {
        const answer = route.handle({ method: request.method, path: request.path, query: request.query, body: request.body, params: match.slice(1) }, state.store);
        if (answer.body === undefined) reply.send(answer.status);
        else reply.json(answer.status, answer.body);
      } catch (error) {
        if (error instanceof HubspotApiError) fail(error);
        else reply.json(500, { status: 'error', message: String(error), category: 'INTERNAL_ERROR' });
      }
      return;
    }
    fail(new HubspotApiError(404, `No route for ${request.method} ${request.path}`, 'OBJECT_NOT_FOUND'));
  });
  return {
    origin: server.origin, requests, close: server.close,
    get store() { return state.store; },
    throttleNext: (count) => { throttled = count; },
    reset() {
      state.store = new HubspotStore();
      requests.length = 0;
      throttled = 0;
    },
  };
}
