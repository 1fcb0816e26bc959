import { invalid, notFound } from './errors.js';
import { namedValues } from './properties-body.js';
import { numberParam, ok, page } from './routes.js';
import type { HubspotCall, Route } from './routes.js';
import { legacyProperties } from './store.js';
import type { CrmRecord, HubspotStore } from './store.js';

/*
 * The v2 companies API (https://legacydocs.hubspot.com/docs/methods/companies/companies-overview): create,
 * update, get, delete, all companies paged with `offset`, recently created / modified, search by domain.
 */

function company(store: HubspotStore, id: string): CrmRecord {
  const found = store.records.companies.get(Number(id));
  if (!found) throw notFound('company');
  return found;
}

function shape(store: HubspotStore, record: CrmRecord, only?: string[], audits = false): Record<string, unknown> {
  return {
    portalId: store.portalId, companyId: record.id, isDeleted: false, properties: legacyProperties(record, only),
    additionalDomains: [], stateChanges: [], ...(audits ? { mergeAudits: [] } : {}),
  };
}

function recent(call: HubspotCall, store: HubspotStore, field: 'createdAt' | 'updatedAt') {
  const since = numberParam(call.query, 'since', 0);
  const all = [...store.records.companies.values()].filter((entry) => entry[field] >= since).sort((a, b) => b[field] - a[field]);
  const { items, next, more } = page(all, numberParam(call.query, 'offset', 0), Math.min(numberParam(call.query, 'count', 100), 100));
  return ok({ results: items.map((entry) => shape(store, entry)), hasMore: more, offset: next, total: all.length });
}

export const companyRoutes: Route[] = [
  {
    method: 'POST', path: /^\/companies\/v2\/companies$/,
    handle(call, store) {
      const values = namedValues(store, 'companies', (call.body as { properties?: unknown } | undefined)?.properties);
      return ok(shape(store, store.add('companies', values)));
    },
  },
  {
    method: 'PUT', path: /^\/companies\/v2\/companies\/(\d+)$/,
    handle(call, store) {
      const found = company(store, call.params[0] ?? '');
      store.update('companies', found, namedValues(store, 'companies', (call.body as { properties?: unknown } | undefined)?.properties));
      return ok(shape(store, found));
    },
  },
  { method: 'GET', path: /^\/companies\/v2\/companies\/(\d+)$/, handle: (call, store) => ok(shape(store, company(store, call.params[0] ?? ''), undefined, call.query.get('includeMergeAudits') === 'true')) },
  {
    method: 'DELETE', path: /^\/companies\/v2\/companies\/(\d+)$/,
    handle(call, store) {
      const found = company(store, call.params[0] ?? '');
      store.records.companies.delete(found.id);
      return ok({ companyId: found.id, deleted: true });
    },
  },
  {
    method: 'GET', path: /^\/companies\/v2\/companies\/paged$/,
    handle(call, store) {
      const limit = numberParam(call.query, 'limit', 100);
      if (limit > 250) throw invalid('limit must be 250 or less');
      const all = [...store.records.companies.values()].sort((a, b) => a.id - b.id);
      const after = numberParam(call.query, 'offset', 0);
      const { items, more } = page(all, after === 0 ? 0 : all.findIndex((entry) => entry.id === after) + 1, limit);
      const properties = [...call.query.getAll('properties'), ...call.query.getAll('propertiesWithHistory')];
      return ok({ companies: items.map((entry) => shape(store, entry, properties.length > 0 ? properties : ['name'])), 'has-more': more, offset: items.at(-1)?.id ?? after });
    },
  },
  { method: 'GET', path: /^\/companies\/v2\/companies\/recent\/created$/, handle: (call, store) => recent(call, store, 'createdAt') },
  { method: 'GET', path: /^\/companies\/v2\/companies\/recent\/modified$/, handle: (call, store) => recent(call, store, 'updatedAt') },
  {
    method: 'POST', path: /^\/companies\/v2\/domains\/([^/]+)\/companies$/,
    handle(call, store) {
      const body = (call.body ?? {}) as { limit?: number; requestOptions?: { properties?: string[] }; offset?: { companyId?: number } };
      if (!Array.isArray(body.requestOptions?.properties)) throw invalid('requestOptions.properties is required');
      const domain = decodeURIComponent(call.params[0] ?? '');
      const all = [...store.records.companies.values()].filter((entry) => entry.properties.domain === domain).sort((a, b) => a.id - b.id);
      const after = body.offset?.companyId ?? 0;
      const { items, more } = page(all.filter((entry) => entry.id > after), 0, Math.min(body.limit ?? 100, 100));
      return ok({
        results: items.map((entry) => shape(store, entry, body.requestOptions?.properties)), hasMore: more,
        offset: { companyId: items.at(-1)?.id ?? after, isPrimary: true },
      });
    },
  },
];
