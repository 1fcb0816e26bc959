import jmespath from 'jmespath';
import { ExpressionError, thrownMessage } from './expression-error.js';
import { BLOCKED_PROPERTIES } from './expression-globals.js';

/* The helper functions of the data proxy that need no context. */

const compileQuery = (jmespath as unknown as { compile(query: string): unknown }).compile;
const checkedQueries = new Set<string>();

/** A JMESPath field such as `constructor` would read through to the prototype; refuse those names. */
function assertSafeQuery(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const { name, children } = node as { name?: unknown; children?: unknown };
  if (typeof name === 'string' && BLOCKED_PROPERTIES.has(name)) {
    throw new ExpressionError(`"${name}" cannot be used in a $jmespath query for security reasons`, { type: 'security' });
  }
  if (Array.isArray(children)) children.forEach(assertSafeQuery);
}

/** `$jmespath(data, query)`: n8n's argument order (data first). */
export function safeJmespath(data: unknown, query: unknown): unknown {
  if (typeof query !== 'string') {
    throw new ExpressionError('$jmespath needs a query string as its second argument', {
      type: 'runtime',
      description: 'For example $jmespath($json, "items[*].name").',
    });
  }
  try {
    if (!checkedQueries.has(query)) {
      assertSafeQuery(compileQuery(query));
      if (checkedQueries.size > 1000) checkedQueries.clear();
      checkedQueries.add(query);
    }
    return jmespath.search(data as object, query);
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    throw new ExpressionError(`Invalid JMESPath query: ${thrownMessage(error)}`, { type: 'runtime', cause: error });
  }
}

/** `$if(condition, valueIfTrue, valueIfFalse)`. */
export function ifHelper(condition: unknown, valueIfTrue: unknown, valueIfFalse?: unknown): unknown {
  if (arguments.length < 2) {
    throw new ExpressionError('$if needs at least two arguments', { type: 'runtime', description: 'Write $if(condition, valueIfTrue, valueIfFalse).' });
  }
  return condition ? valueIfTrue : valueIfFalse;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0 && !(value instanceof Date);
  return false;
}

/** `$ifEmpty(value, fallback)`: the fallback for undefined, null, '', [] and {}. */
export function ifEmptyHelper(value: unknown, fallback: unknown): unknown {
  if (arguments.length !== 2) {
    throw new ExpressionError('$ifEmpty needs two arguments', { type: 'runtime', description: 'Write $ifEmpty(value, valueIfEmpty).' });
  }
  return isEmpty(value) ? fallback : value;
}

export function minHelper(...values: unknown[]): number {
  return Math.min(...(values as number[]));
}

export function maxHelper(...values: unknown[]): number {
  return Math.max(...(values as number[]));
}
