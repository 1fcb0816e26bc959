import { invalid, unknownPropertiesError } from './errors.js';
import type { HubspotStore, ObjectType } from './store.js';

/** A legacy `[{ name, value }]` property list, checked against the object's schema, as `{ name: value }`. */
export function namedValues(store: HubspotStore, type: ObjectType, list: unknown): Record<string, string> {
  if (!Array.isArray(list)) throw invalid('Invalid input JSON: expected a properties array');
  const entries = list as Array<{ name?: unknown; value?: unknown }>;
  if (entries.some((entry) => typeof entry.name !== 'string')) throw invalid('Each property needs a "name"');
  const values = Object.fromEntries(entries.map((entry) => [String(entry.name), entry.value === null || entry.value === undefined ? '' : String(entry.value)]));
  const unknown = store.unknownProperties(type, Object.keys(values));
  if (unknown.length > 0) throw unknownPropertiesError(unknown);
  return values;
}
