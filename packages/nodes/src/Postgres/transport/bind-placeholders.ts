import { quoteIdentifier, sqlPieces } from './sql-text.js';

/** A statement ready for the server: `$n` numbered from 1 in the order the values are sent. */
export interface BoundStatement {
  text: string;
  values: unknown[];
}

export class PlaceholderError extends Error {}

/*
 * n8n's queries use pg-promise's placeholders: `$1` a value, `$1:name` (or `$1~`) an identifier or a
 * list of them, `$1:csv`/`$1:list` a list of values, `$1:json` a value as JSON. Here every value still
 * travels bound as a parameter; only names are written into the text, quoted. Raw text (`:raw`, `^`,
 * `:value`, `#`) would put a value into the SQL itself and is refused.
 */
const PLACEHOLDER = /\$(\d+)(:name|:alias|:raw|:value|:csv|:list|:json|\^|~|#)?/g;

function names(value: unknown, reference: string): string {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some((name) => typeof name !== 'string' || name === '')) {
    throw new PlaceholderError(`${reference} must be a name (or a list of names) of a table or column`);
  }
  return (list as string[]).map((name) => (name === '*' ? '*' : quoteIdentifier(name))).join(', ');
}

/** Binds one statement's placeholders to `values` (numbered for the whole query, from 1). */
export function bindPlaceholders(statement: string, values: readonly unknown[]): BoundStatement {
  const bound: unknown[] = [];
  const numberOf = new Map<number, number>();
  const valueAt = (position: number, reference: string): unknown => {
    if (position < 1 || position > values.length) {
      throw new PlaceholderError(`The query refers to ${reference}, but ${values.length === 0 ? 'no query parameters are given' : `only ${values.length} query parameter${values.length === 1 ? ' is' : 's are'} given`}`);
    }
    return values[position - 1];
  };
  const parameter = (position: number, value: unknown): string => {
    let number = numberOf.get(position);
    if (number === undefined) {
      bound.push(value);
      number = bound.length;
      numberOf.set(position, number);
    }
    return `$${number}`;
  };
  const extra = (value: unknown): string => {
    bound.push(value);
    return `$${bound.length}`;
  };
  const text = sqlPieces(statement).map((piece) => {
    if (piece.kind !== 'code') return piece.text;
    return piece.text.replace(PLACEHOLDER, (match, digits: string, modifier: string | undefined, offset: number, whole: string) => {
      if (/[A-Za-z0-9_]/.test(whole[offset - 1] ?? '')) return match;
      const position = Number(digits);
      const reference = `$${digits}${modifier ?? ''}`;
      const value = valueAt(position, reference);
      switch (modifier) {
        case undefined: return parameter(position, value);
        case ':name': case ':alias': case '~': return names(value, reference);
        case ':json': return extra(value === undefined ? null : JSON.stringify(value));
        case ':csv': case ':list': {
          const list = Array.isArray(value) ? value : [value];
          if (list.length === 0) throw new PlaceholderError(`${reference} must be a list with at least one value`);
          return list.map((entry) => extra(entry)).join(', ');
        }
        default:
          throw new PlaceholderError(`${reference} would write the value into the SQL text, which is not allowed`);
      }
    });
  }).join('');
  return { text, values: bound };
}
