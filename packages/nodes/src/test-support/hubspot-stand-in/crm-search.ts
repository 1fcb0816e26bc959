import { invalid } from './errors.js';
import { ok } from './routes.js';
import type { Route } from './routes.js';
import { v3Record } from './store.js';
import type { CrmRecord, ObjectType } from './store.js';

/*
 * CRM v3 search (https://developers.hubspot.com/docs/api/crm/search): filter groups OR-ed, filters in a
 * group AND-ed, `query` over the default text properties, sorts, `properties`, `limit` (at most 200) and
 * the `after` cursor in `paging.next.after`.
 */

const DEFAULTS: Record<ObjectType, string[]> = {
  contacts: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
  companies: ['createdate', 'domain', 'hs_lastmodifieddate', 'hs_object_id', 'name'],
  deals: ['amount', 'closedate', 'createdate', 'dealname', 'dealstage', 'hs_lastmodifieddate', 'hs_object_id', 'pipeline'],
  tickets: ['content', 'createdate', 'hs_lastmodifieddate', 'hs_object_id', 'hs_pipeline', 'hs_pipeline_stage', 'subject'],
};
const OPERATORS = ['EQ', 'NEQ', 'LT', 'LTE', 'GT', 'GTE', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY', 'CONTAINS_TOKEN', 'NOT_CONTAINS_TOKEN'];

interface Filter { propertyName?: string; operator?: string; value?: unknown }

function matches(record: CrmRecord, filter: Filter): boolean {
  const actual = record.properties[String(filter.propertyName)];
  const wanted = String(filter.value ?? '');
  const numeric = (value: string) => Number(value);
  switch (filter.operator) {
    case 'EQ': return actual?.toLowerCase() === wanted.toLowerCase();
    case 'NEQ': return actual?.toLowerCase() !== wanted.toLowerCase();
    case 'LT': return actual !== undefined && numeric(actual) < numeric(wanted);
    case 'LTE': return actual !== undefined && numeric(actual) <= numeric(wanted);
    case 'GT': return actual !== undefined && numeric(actual) > numeric(wanted);
    case 'GTE': return actual !== undefined && numeric(actual) >= numeric(wanted);
    case 'HAS_PROPERTY': return actual !== undefined && actual !== '';
    case 'NOT_HAS_PROPERTY': return actual === undefined || actual === '';
    case 'CONTAINS_TOKEN': return actual?.toLowerCase().includes(wanted.replace(/\*/g, '').toLowerCase()) ?? false;
    default: return actual === undefined || !actual.toLowerCase().includes(wanted.toLowerCase());
  }
}

export const searchRoutes: Route[] = [{
  method: 'POST', path: /^\/crm\/v3\/objects\/(contacts|companies|deals|tickets)\/search$/,
  handle(call, store) {
    const type = call.params[0] as ObjectType;
    const body = (call.body ?? {}) as { filterGroups?: Array<{ filters?: Filter[] }>; query?: string; sorts?: Array<{ propertyName: string; direction?: string }>; properties?: string[]; limit?: number; after?: string };
    const limit = body.limit ?? 10;
    if (limit > 200) throw invalid('limit must be 200 or less');
    const groups = body.filterGroups ?? [];
    for (const filter of groups.flatMap((group) => group.filters ?? [])) {
      if (!filter.propertyName) throw invalid('filter propertyName is required');
      if (!OPERATORS.includes(String(filter.operator))) throw invalid(`Unknown operator ${String(filter.operator)}`);
    }
    let found = [...store.records[type].values()].sort((a, b) => a.id - b.id);
    if (groups.length > 0) found = found.filter((record) => groups.some((group) => (group.filters ?? []).every((filter) => matches(record, filter))));
    if (body.query) {
      const words = body.query.toLowerCase();
      found = found.filter((record) => DEFAULTS[type].some((name) => record.properties[name]?.toLowerCase().includes(words)));
    }
    for (const sort of [...(body.sorts ?? [])].reverse()) {
      const sign = sort.direction === 'DESCENDING' ? -1 : 1;
      found.sort((a, b) => sign * String(a.properties[sort.propertyName] ?? '').localeCompare(String(b.properties[sort.propertyName] ?? ''), undefined, { numeric: true }));
    }
    const start = Number(body.after ?? 0);
    const items = found.slice(start, start + limit);
    const more = start + items.length < found.length;
    return ok({
      total: found.length, results: items.map((record) => v3Record(record, body.properties ?? DEFAULTS[type])),
      ...(more ? { paging: { next: { after: String(start + items.length), link: `?after=${start + items.length}` } } } : {}),
    });
  },
}];
