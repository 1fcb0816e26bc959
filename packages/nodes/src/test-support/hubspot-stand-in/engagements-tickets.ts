import { invalid, notFound } from './errors.js';
import { namedValues } from './properties-body.js';
import { noContent, numberParam, ok, page } from './routes.js';
import type { Route } from './routes.js';
import { legacyProperties } from './store.js';
import type { CrmRecord, HubspotStore } from './store.js';

/*
 * The v1 engagements API (https://legacydocs.hubspot.com/docs/methods/engagements/engagements-overview)
 * and the CRM objects API for tickets (`/crm-objects/v1/objects/tickets`, properties as `[{ name, value }]`,
 * subject, pipeline and stage required) with the CRM associations API that links tickets to contacts and companies.
 */

const TYPES = ['EMAIL', 'CALL', 'MEETING', 'TASK', 'NOTE'];

function ticket(store: HubspotStore, id: string): CrmRecord {
  const found = store.records.tickets.get(Number(id));
  if (!found) throw notFound('ticket');
  return found;
}

const ticketShape = (store: HubspotStore, record: CrmRecord, only?: string[]) => ({
  objectType: 'TICKET', portalId: store.portalId, objectId: record.id, properties: legacyProperties(record, only), isDeleted: false,
});

export const engagementRoutes: Route[] = [
  {
    method: 'POST', path: /^\/engagements\/v1\/engagements$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { engagement?: { type?: string; timestamp?: number }; associations?: Record<string, number[]>; metadata?: Record<string, unknown> };
      if (!TYPES.includes(String(body.engagement?.type))) throw invalid(`engagement.type must be one of ${TYPES.join(', ')}`);
      const id = store.nextId();
      const created = {
        engagement: { id, portalId: store.portalId, active: true, createdAt: store.now, lastUpdated: store.now, type: body.engagement?.type, timestamp: body.engagement?.timestamp ?? store.now },
        associations: { contactIds: [], companyIds: [], dealIds: [], ownerIds: [], workflowIds: [], ticketIds: [], ...body.associations },
        attachments: [], metadata: body.metadata ?? {},
      };
      store.engagements.set(id, created);
      return ok(created);
    },
  },
  {
    method: 'GET', path: /^\/engagements\/v1\/engagements\/paged$/,
    handle(call, store) {
      const limit = numberParam(call.query, 'limit', 100);
      if (limit > 250) throw invalid('limit must be 250 or less');
      const { items, next, more } = page([...store.engagements.values()], numberParam(call.query, 'offset', 0), limit);
      return ok({ results: items, hasMore: more, offset: next });
    },
  },
  {
    method: 'GET', path: /^\/engagements\/v1\/engagements\/(\d+)$/,
    handle(call, store) {
      const found = store.engagements.get(Number(call.params[0]));
      if (!found) throw notFound('engagement');
      return ok(found);
    },
  },
  {
    method: 'DELETE', path: /^\/engagements\/v1\/engagements\/(\d+)$/,
    handle(call, store) {
      if (!store.engagements.delete(Number(call.params[0]))) throw notFound('engagement');
      return noContent;
    },
  },
];

export const ticketRoutes: Route[] = [
  {
    method: 'POST', path: /^\/crm-objects\/v1\/objects\/tickets$/,
    handle(call, store) {
      const values = namedValues(store, 'tickets', call.body);
      const missing = ['subject', 'hs_pipeline', 'hs_pipeline_stage'].filter((name) => !values[name]);
      if (missing.length > 0) throw invalid(`Required properties are missing: ${missing.join(', ')}`);
      return ok(ticketShape(store, store.add('tickets', values)));
    },
  },
  {
    method: 'PUT', path: /^\/crm-objects\/v1\/objects\/tickets\/(\d+)$/,
    handle(call, store) {
      const found = ticket(store, call.params[0] ?? '');
      store.update('tickets', found, namedValues(store, 'tickets', call.body));
      return ok(ticketShape(store, found));
    },
  },
  {
    method: 'GET', path: /^\/crm-objects\/v1\/objects\/tickets\/paged$/,
    handle(call, store) {
      const all = [...store.records.tickets.values()].sort((a, b) => a.id - b.id);
      const { items, next, more } = page(all, numberParam(call.query, 'offset', 0), 100);
      const only = [...call.query.getAll('properties'), ...call.query.getAll('propertiesWithHistory')];
      return ok({ objects: items.map((entry) => ({ ...ticketShape(store, entry, only.length > 0 ? only : ['subject']), version: 1 })), hasMore: more, offset: next });
    },
  },
  {
    method: 'GET', path: /^\/crm-objects\/v1\/objects\/tickets\/(\d+)$/,
    handle(call, store) {
      const only = [...call.query.getAll('properties'), ...call.query.getAll('propertiesWithHistory')];
      return ok(ticketShape(store, ticket(store, call.params[0] ?? ''), only.length > 0 ? only : undefined));
    },
  },
  {
    method: 'DELETE', path: /^\/crm-objects\/v1\/objects\/tickets\/(\d+)$/,
    handle(call, store) {
      store.records.tickets.delete(ticket(store, call.params[0] ?? '').id);
      return noContent;
    },
  },
  {
    method: 'PUT', path: /^\/crm-associations\/v1\/associations$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { fromObjectId?: number; toObjectId?: number; category?: string; definitionId?: number };
      if (body.category !== 'HUBSPOT_DEFINED' || typeof body.definitionId !== 'number') throw invalid('category and definitionId are required');
      const from = ticket(store, String(body.fromObjectId));
      const target = body.definitionId === 16 ? 'contacts' : body.definitionId === 26 ? 'companies' : undefined;
      if (!target) throw invalid(`Unknown association definition ${body.definitionId}`);
      if (!store.records[target].has(Number(body.toObjectId))) throw notFound(target);
      (from.associations[target] ??= []).push(Number(body.toObjectId));
      return noContent;
    },
  },
];
