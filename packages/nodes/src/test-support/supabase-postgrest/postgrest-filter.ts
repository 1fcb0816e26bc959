/*
 * PostgREST's horizontal filtering, from its public reference: `column=operator.value` query parameters
 * (all must hold), `or=(column.operator.value,...)` (any may; values with reserved characters
 * double-quoted), and `not.` before an operator. Full-text operators match when every word of the query
 * is in the column's text (the stand-in's reading of to_tsquery and friends).
 */

export type Row = Record<string, unknown>;
export type Predicate = (row: Row) => boolean;

export class FilterError extends Error {
  constructor(readonly code: string, message: string, readonly status = 400) {
    super(message);
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'on_conflict', 'columns']);

function like(pattern: string, flags: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[%*]/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** The predicate of `operator.value` on one column; throws for an operator PostgREST does not have. */
export function condition(column: string, expression: string): Predicate {
  let negate = false;
  let rest = expression;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot).replace(/\(.*\)$/, '');
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  const compare = (cell: unknown) => {
    if (typeof cell === 'number') return cell - Number(value);
    return String(cell ?? '').localeCompare(value);
  };
  let test: Predicate;
  switch (operator) {
    case 'eq': test = (row) => row[column] !== null && row[column] !== undefined && String(row[column]) === value; break;
    case 'neq': test = (row) => row[column] !== null && row[column] !== undefined && String(row[column]) !== value; break;
    case 'gt': test = (row) => row[column] != null && compare(row[column]) > 0; break;
    case 'gte': test = (row) => row[column] != null && compare(row[column]) >= 0; break;
    case 'lt': test = (row) => row[column] != null && compare(row[column]) < 0; break;
    case 'lte': test = (row) => row[column] != null && compare(row[column]) <= 0; break;
    case 'like': test = (row) => like(value, '').test(String(row[column] ?? '')); break;
    case 'ilike': test = (row) => like(value, 'i').test(String(row[column] ?? '')); break;
    case 'in': {
      const list = value.replace(/^\(|\)$/g, '').split(',').map((entry) => entry.replace(/^"|"$/g, ''));
      test = (row) => list.includes(String(row[column]));
      break;
    }
    case 'is': {
      const wanted = ({ null: null, true: true, false: false } as Record<string, unknown>)[value.toLowerCase()];
      if (wanted === undefined && value.toLowerCase() !== 'unknown') throw new FilterError('PGRST100', `failed to parse filter (is.${value})`);
      test = (row) => (row[column] ?? null) === (wanted ?? null);
      break;
    }
    case 'fts': case 'plfts': case 'phfts': case 'wfts':
      test = (row) => words(value).every((word) => words(String(row[column] ?? '')).includes(word));
      break;
    default:
      throw new FilterError('PGRST100', `"failed to parse filter (${expression})" (line 1, column ${column.length + 2})`);
  }
  return negate ? (row) => !test(row) : test;
}

/** Splits the inside of `or=(...)` at top-level commas, quotes kept out of the split. */
function terms(list: string): string[] {
  const found: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of list) {
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      found.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') found.push(current);
  return found;
}

/** The row predicate of a request's query; `columns` are the table's, an unknown one is PostgREST's 42703. */
export function parseFilters(query: URLSearchParams, table: string, columns: string[]): Predicate {
  const known = (column: string) => {
    if (!columns.includes(column)) throw new FilterError('42703', `column ${table}.${column} does not exist`);
  };
  const predicates: Predicate[] = [];
  for (const [key, expression] of query.entries()) {
    if (key === 'or') {
      const inner = /^\((.*)\)$/.exec(expression);
      if (!inner) throw new FilterError('PGRST100', `"failed to parse logic tree (${expression})" (line 1, column 4)`);
      const any = terms(inner[1] ?? '').map((term) => {
        const dot = term.indexOf('.');
        const column = term.slice(0, dot);
        known(column);
        return condition(column, term.slice(dot + 1).replace(/\.(")(.*)"$/, '.$2'));
      });
      predicates.push((row) => any.some((test) => test(row)));
    } else if (!RESERVED.has(key)) {
      known(key);
      predicates.push(condition(key, expression));
    }
  }
  return (row) => predicates.every((test) => test(row));
}
