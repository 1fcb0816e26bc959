import { invalid, notFound } from './errors.js';
import { noContent, ok } from './routes.js';
import type { Route } from './routes.js';

/*
 * The webhooks API of a developer app (https://developers.hubspot.com/docs/api/webhooks), with the
 * developer API key: the app's settings (target URL and throttling) and its event subscriptions.
 */

const EVENT = /^(contact|company|deal|ticket|conversation)\.(creation|deletion|propertyChange|privacyDeletion|newMessage)$/;

export const webhookRoutes: Route[] = [
  {
    method: 'GET', path: /^\/webhooks\/v3\/(\d+)\/settings$/,
    handle(call, store) {
      const settings = store.app(call.params[0] ?? '').settings;
      if (!settings) throw notFound('webhook settings');
      return ok({ targetUrl: settings.targetUrl, throttling: { maxConcurrentRequests: settings.maxConcurrentRequests, period: 'SECONDLY' }, createdAt: settings.createdAt });
    },
  },
  {
    method: 'PUT', path: /^\/webhooks\/v3\/(\d+)\/settings$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { targetUrl?: string; throttling?: { maxConcurrentRequests?: number } };
      if (!body.targetUrl?.startsWith('http')) throw invalid('targetUrl must be a URL');
      const concurrent = body.throttling?.maxConcurrentRequests;
      if (typeof concurrent !== 'number' || concurrent < 5) throw invalid('throttling.maxConcurrentRequests must be at least 5');
      const app = store.app(call.params[0] ?? '');
      app.settings = { targetUrl: body.targetUrl, maxConcurrentRequests: concurrent, createdAt: new Date(store.now).toISOString() };
      return ok({ targetUrl: body.targetUrl, throttling: { maxConcurrentRequests: concurrent, period: 'SECONDLY' }, createdAt: app.settings.createdAt });
    },
  },
  {
    method: 'DELETE', path: /^\/webhooks\/v3\/(\d+)\/settings$/,
    handle(call, store) {
      delete store.app(call.params[0] ?? '').settings;
      return noContent;
    },
  },
  { method: 'GET', path: /^\/webhooks\/v3\/(\d+)\/subscriptions$/, handle: (call, store) => ok({ results: store.app(call.params[0] ?? '').subscriptions }) },
  {
    method: 'POST', path: /^\/webhooks\/v3\/(\d+)\/subscriptions$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { eventType?: string; propertyName?: string; active?: boolean };
      if (!EVENT.test(String(body.eventType))) throw invalid(`Unknown eventType ${String(body.eventType)}`);
      if (body.eventType?.endsWith('.propertyChange') && !body.propertyName) throw invalid('propertyName is required for propertyChange subscriptions');
      const subscription = {
        id: store.nextId(), eventType: String(body.eventType), ...(body.propertyName ? { propertyName: body.propertyName } : {}),
        active: body.active ?? false, createdAt: new Date(store.now).toISOString(),
      };
      store.app(call.params[0] ?? '').subscriptions.push(subscription);
      return { status: 201, body: subscription };
    },
  },
  {
    method: 'DELETE', path: /^\/webhooks\/v3\/(\d+)\/subscriptions\/(\d+)$/,
    handle(call, store) {
      const app = store.app(call.params[0] ?? '');
      const index = app.subscriptions.findIndex((subscription) => subscription.id === Number(call.params[1]));
      if (index < 0) throw notFound('subscription');
      app.subscriptions.splice(index, 1);
      return noContent;
    },
  },
];
