import { invalid, notFound } from './errors.js';
import { namedValues } from './properties-body.js';
import { noContent, numberParam, ok, page } from './routes.js';
import type { HubspotCall, Route } from './routes.js';
import { legacyProperties } from './store.js';
import type { CrmRecord, HubspotStore } from './store.js';

/*
 * The v1 deals API (https://legacydocs.hubspot.com/docs/methods/deals/deals_overview): create with
 * associations, update, get, delete (204), all deals paged with `offset`, recently created / modified.
 */

function deal(store: HubspotStore, id: string): CrmRecord {
  const found = store.records.deals.get(Number(id));
  if (!found) throw notFound('deal');
  return found;
}

function shape(store: HubspotStore, record: CrmRecord, only?: string[], withAssociations = true): Record<string, unknown> {
  return {
    portalId: store.portalId, dealId: record.id, isDeleted: false,
    ...(withAssociations ? {
      associations: {
        associatedVids: record.associations.contacts ?? [], associatedCompanyIds: record.associations.companies ?? [],
        associatedDealIds: [], associatedTicketIds: [],
      },
    } : {}),
    properties: legacyProperties(record, only), imports: [], stateChanges: [],
  };
}

function recent(call: HubspotCall, store: HubspotStore, field: 'createdAt' | 'updatedAt') {
  const since = numberParam(call.query, 'since', 0);
  const all = [...store.records.deals.values()].filter((entry) => entry[field] >= since).sort((a, b) => b[field] - a[field]);
  const { items, next, more } = page(all, numberParam(call.query, 'offset', 0), Math.min(numberParam(call.query, 'count', 20), 100));
  return ok({ results: items.map((entry) => shape(store, entry)), hasMore: more, offset: next, total: all.length });
}

export const dealRoutes: Route[] = [
  {
    method: 'POST', path: /^\/deals\/v1\/deal$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { properties?: unknown; associations?: { associatedCompanyIds?: number[]; associatedVids?: number[] } };
      const values = namedValues(store, 'deals', body.properties);
      const companies = body.associations?.associatedCompanyIds ?? [];
      const contacts = body.associations?.associatedVids ?? [];
      const missing = [...companies.filter((id) => !store.records.companies.has(id)), ...contacts.filter((id) => !store.records.contacts.has(id))];
      if (missing.length > 0) throw invalid(`Associated objects not found: ${missing.join(', ')}`);
      return ok(shape(store, store.add('deals', values, { companies, contacts })));
    },
  },
  {
    method: 'PUT', path: /^\/deals\/v1\/deal\/(\d+)$/,
    handle(call, store) {
      const found = deal(store, call.params[0] ?? '');
      store.update('deals', found, namedValues(store, 'deals', (call.body as { properties?: unknown } | undefined)?.properties));
      return ok(shape(store, found));
    },
  },
  { method: 'GET', path: /^\/deals\/v1\/deal\/(\d+)$/, handle: (call, store) => ok(shape(store, deal(store, call.params[0] ?? ''))) },
  {
    method: 'DELETE', path: /^\/deals\/v1\/deal\/(\d+)$/,
    handle(call, store) {
      store.records.deals.delete(deal(store, call.params[0] ?? '').id);
      return noContent;
    },
  },
  {
    method: 'GET', path: /^\/deals\/v1\/deal\/paged$/,
    handle(call, store) {
      const limit = numberParam(call.query, 'limit', 100);
      if (limit > 250) throw invalid('limit must be 250 or less');
      const all = [...store.records.deals.values()].sort((a, b) => a.id - b.id);
      const after = numberParam(call.query, 'offset', 0);
      const { items, more } = page(all, after === 0 ? 0 : all.findIndex((entry) => entry.id === after) + 1, limit);
      const properties = [...call.query.getAll('properties'), ...call.query.getAll('propertiesWithHistory')];
      return ok({
        deals: items.map((entry) => shape(store, entry, properties, call.query.get('includeAssociations') === 'true')),
        hasMore: more, offset: items.at(-1)?.id ?? after,
      });
    },
  },
  { method: 'GET', path: /^\/deals\/v1\/deal\/recent\/created$/, handle: (call, store) => recent(call, store, 'createdAt') },
  { method: 'GET', path: /^\/deals\/v1\/deal\/recent\/modified$/, handle: (call, store) => recent(call, store, 'updatedAt') },
];
