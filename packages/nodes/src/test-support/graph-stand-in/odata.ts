import { badRequest } from './errors.js';
import { matchesFilter } from './odata-filter.js';

/*
 * A Graph collection answer: $filter, $search (messages), $select, paging with $top and $skip or an
 * opaque $skiptoken, and `@odata.nextLink` as the full graph.microsoft.com URL of the next page.
 */

export const GRAPH = 'https://graph.microsoft.com/v1.0';

type Row = Record<string, unknown>;

export interface ListSpec {
  /** The OData type in error messages (microsoft.graph.message). */
  type: string;
  /** The properties a $select may name. */
  properties: string[];
  /** Page size without $top. */
  defaultTop: number;
  maxTop: number;
  /** Whether the next page is given by $skiptoken (else $skip). */
  skipToken?: boolean;
  /** Text a $search looks in (messages only). */
  searchText?: (row: Row) => string;
}

export function selectFields(row: Row, query: URLSearchParams, spec: ListSpec): Row {
  const select = query.get('$select');
  if (!select) return row;
  const names = select.split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!spec.properties.includes(name)) throw badRequest(`Could not find a property named '${name}' on type '${spec.type}'.`, 'RequestBroker--ParseUri');
  }
  const picked: Row = {};
  for (const [key, value] of Object.entries(row)) if (key.startsWith('@odata.') || key === 'id' || names.includes(key)) picked[key] = value;
  return picked;
}

export function listAnswer(rows: Row[], query: URLSearchParams, spec: ListSpec, path: string): Row {
  for (const key of query.keys()) {
    if (key.startsWith('$') && !['$select', '$filter', '$top', '$skip', '$skiptoken', '$search', '$orderby', '$count'].includes(key)) {
      throw badRequest(`Query option '${key}' is not allowed.`);
    }
  }
  const filter = query.get('$filter');
  const search = query.get('$search');
  if (search !== null && (filter !== null || query.has('$orderby'))) throw badRequest('The query parameter \'$filter\' is not supported with \'$search\'.', 'ErrorInvalidUrlQuery');
  if (search !== null && !spec.searchText) throw badRequest(`Search is not supported on ${spec.type}.`);
  let found = filter ? rows.filter(matchesFilter(filter)) : rows;
  if (search !== null) {
    const words = search.replace(/^"|"$/g, '').toLowerCase().split(/\s+/).filter(Boolean);
    found = found.filter((row) => words.every((word) => (spec.searchText as (row: Row) => string)(row).toLowerCase().includes(word)));
  }
  const top = query.has('$top') ? Number(query.get('$top')) : spec.defaultTop;
  if (!Number.isInteger(top) || top < 1 || top > spec.maxTop) throw badRequest(`Invalid value '${query.get('$top') ?? ''}' for $top query option found. The $top query option requires a non-negative integer value.`);
  const tokenText = query.get('$skiptoken');
  if (query.has('$skip') && (search !== null || spec.skipToken)) throw badRequest('$skip is not supported on this API. Only URLs returned by the API can be used to page.');
  const offset = tokenText !== null ? Number(Buffer.from(tokenText, 'base64url').toString('utf8').replace(/^page:/, '')) : Number(query.get('$skip') ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('The skip token is not valid.');
  const page = found.slice(offset, offset + top).map((row) => selectFields(row, query, spec));
  const answer: Row = { '@odata.context': `${GRAPH}/$metadata#${path}`, value: page };
  if (offset + top < found.length) {
    const next = new URLSearchParams(query);
    next.delete('$skip');
    next.delete('$skiptoken');
    next.set('$top', String(top));
    if (search !== null || spec.skipToken) next.set('$skiptoken', Buffer.from(`page:${offset + top}`).toString('base64url'));
    else next.set('$skip', String(offset + top));
    answer['@odata.nextLink'] = `${GRAPH}${path}?${next.toString()}`;
  }
  return answer;
}
