/*
 * The stand-in's reading of Notion's database query filters and sorts (developers.notion.com/reference/
 * post-database-query-filter): compound `and`/`or`, property filters by type (title, rich_text and the
 * 2021 API's `text`, number, checkbox, select, multi_select, status, date, people, relation, files, url,
 * email, phone) and timestamp filters. A filter it cannot read is a validation error, as Notion answers.
 */

export class FilterError extends Error {}

type Json = Record<string, unknown>;
export interface StoredPage { id: string; created_time: string; last_edited_time: string; properties: Record<string, Json> }

const plain = (runs: unknown) => (Array.isArray(runs) ? runs.map((run) => String((run as Json).plain_text ?? '')).join('') : '');

function textCondition(actual: string, condition: Json): boolean {
  const [[operator, operand] = []] = Object.entries(condition);
  const wanted = String(operand ?? '');
  switch (operator) {
    case 'equals': return actual === wanted;
    case 'does_not_equal': return actual !== wanted;
    case 'contains': return actual.includes(wanted);
    case 'does_not_contain': return !actual.includes(wanted);
    case 'starts_with': return actual.startsWith(wanted);
    case 'ends_with': return actual.endsWith(wanted);
    case 'is_empty': return actual === '';
    case 'is_not_empty': return actual !== '';
    default: throw new FilterError(`body failed validation: unknown text filter condition "${String(operator)}"`);
  }
}

function numberCondition(actual: number | null, condition: Json): boolean {
  const [[operator, operand] = []] = Object.entries(condition);
  const wanted = Number(operand);
  if (operator === 'is_empty') return actual === null;
  if (operator === 'is_not_empty') return actual !== null;
  if (actual === null) return false;
  switch (operator) {
    case 'equals': return actual === wanted;
    case 'does_not_equal': return actual !== wanted;
    case 'greater_than': return actual > wanted;
    case 'less_than': return actual < wanted;
    case 'greater_than_or_equal_to': return actual >= wanted;
    case 'less_than_or_equal_to': return actual <= wanted;
    default: throw new FilterError(`body failed validation: unknown number filter condition "${String(operator)}"`);
  }
}

function dateCondition(actual: string | null, condition: Json, now: number): boolean {
  const [[operator, operand] = []] = Object.entries(condition);
  if (operator === 'is_empty') return actual === null;
  if (operator === 'is_not_empty') return actual !== null;
  if (actual === null) return false;
  const time = Date.parse(actual);
  const day = 86_400_000;
  const relative: Record<string, [number, number]> = {
    past_week: [now - 7 * day, now], past_month: [now - 31 * day, now], past_year: [now - 365 * day, now],
    next_week: [now, now + 7 * day], next_month: [now, now + 31 * day], next_year: [now, now + 365 * day],
  };
  const range = relative[String(operator)];
  if (range) return time >= range[0] && time <= range[1];
  const wanted = Date.parse(String(operand));
  if (Number.isNaN(wanted)) throw new FilterError(`body failed validation: ${String(operator)} should be an ISO 8601 date string`);
  switch (operator) {
    case 'equals': return actual.slice(0, 10) === String(operand).slice(0, 10) || time === wanted;
    case 'before': return time < wanted;
    case 'after': return time > wanted;
    case 'on_or_before': return time <= wanted;
    case 'on_or_after': return time >= wanted;
    default: throw new FilterError(`body failed validation: unknown date filter condition "${String(operator)}"`);
  }
}

function listCondition(actual: string[], condition: Json): boolean {
  const [[operator, operand] = []] = Object.entries(condition);
  switch (operator) {
    case 'contains': return actual.includes(String(operand));
    case 'does_not_contain': case 'does_not_equal': return !actual.includes(String(operand));
    case 'is_empty': return actual.length === 0;
    case 'is_not_empty': return actual.length > 0;
    default: throw new FilterError(`body failed validation: unknown list filter condition "${String(operator)}"`);
  }
}

function matchesProperty(page: StoredPage, filter: Json, now: number): boolean {
  const name = String(filter.property);
  const property = page.properties[name];
  if (!property) throw new FilterError(`Could not find property with name or id: ${name}`);
  const kind = Object.keys(filter).find((key) => key !== 'property') ?? '';
  const condition = (filter[kind] ?? {}) as Json;
  const value = property[String(property.type)];
  switch (kind) {
    case 'title': case 'rich_text': case 'text': return textCondition(plain(value), condition);
    case 'url': case 'email': case 'phone_number': case 'phone': return textCondition(String(value ?? ''), condition);
    case 'number': return numberCondition(typeof value === 'number' ? value : null, condition);
    case 'checkbox': {
      const [[operator, operand] = []] = Object.entries(condition);
      return operator === 'equals' ? value === operand : value !== operand;
    }
    case 'select': case 'status': {
      const selected = (value as Json | null)?.name as string | undefined;
      const [[operator, operand] = []] = Object.entries(condition);
      if (operator === 'is_empty') return !selected;
      if (operator === 'is_not_empty') return Boolean(selected);
      return operator === 'equals' ? selected === operand : selected !== operand;
    }
    case 'multi_select': return listCondition(((value ?? []) as Json[]).map((option) => String(option.name)), condition);
    case 'people': case 'relation': return listCondition(((value ?? []) as Json[]).map((entry) => String(entry.id)), condition);
    case 'files': return listCondition(((value ?? []) as Json[]).map((file) => String(file.name)), condition);
    case 'date': return dateCondition(((value as Json | null)?.start as string | undefined) ?? null, condition, now);
    default: throw new FilterError(`body failed validation: filter for property "${name}" of type "${String(property.type)}" given as "${kind}"`);
  }
}

export function pageMatches(page: StoredPage, filter: Json | undefined, now: number): boolean {
  if (!filter || Object.keys(filter).length === 0) return true;
  if (Array.isArray(filter.and)) return (filter.and as Json[]).every((part) => pageMatches(page, part, now));
  if (Array.isArray(filter.or)) return (filter.or as Json[]).some((part) => pageMatches(page, part, now));
  if (filter.timestamp === 'created_time' || filter.timestamp === 'last_edited_time') {
    const key = filter.timestamp;
    return dateCondition(page[key], (filter[key] ?? {}) as Json, now);
  }
  if (typeof filter.property === 'string') return matchesProperty(page, filter, now);
  throw new FilterError('body failed validation: body.filter should be a property filter, a timestamp filter, or a compound filter');
}

/** Pages ordered by `sorts` (property or timestamp, ascending or descending); Notion's default is newest created first. */
export function sortPages(pages: StoredPage[], sorts: Json[] | undefined): StoredPage[] {
  const keyOf = (page: StoredPage, sort: Json): string | number => {
    if (sort.timestamp === 'created_time' || sort.timestamp === 'last_edited_time') return page[sort.timestamp];
    const property = page.properties[String(sort.property)];
    if (!property) throw new FilterError(`Could not find sort property with name or id: ${String(sort.property)}`);
    const value = property[String(property.type)];
    if (typeof value === 'number') return value;
    if (Array.isArray(value)) return plain(value);
    if (value && typeof value === 'object') return String((value as Json).name ?? (value as Json).start ?? '');
    return String(value ?? '');
  };
  const order = sorts && sorts.length > 0 ? sorts : [{ timestamp: 'created_time', direction: 'descending' }];
  return [...pages].sort((a, b) => {
    for (const sort of order) {
      const left = keyOf(a, sort);
      const right = keyOf(b, sort);
      if (left === right) continue;
      const result = left < right ? -1 : 1;
      return sort.direction === 'descending' ? -result : result;
    }
    return 0;
  });
}
