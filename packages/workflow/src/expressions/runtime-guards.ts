import { ExpressionError } from './expression-error.js';
import { BLOCKED_PROPERTIES } from './expression-globals.js';

/*
 * The checks compiled expressions call at run time (see sanitizer.ts): `$$m` on every computed key,
 * `$$w` on every object written to, `$$u` for names that do not exist. `$$g`, the time budget of
 * loops and functions, is in time-budget.ts.
 */

const PROTECTED = new WeakSet<object>();

/** Marks a value handed to expressions as read-only for them (built-in namespaces such as Math). */
export function protect<T extends object>(value: T): T {
  PROTECTED.add(value);
  return value;
}

function refusedKey(key: string): ExpressionError {
  return new ExpressionError(`"${key}" cannot be used in expressions for security reasons`, { type: 'security' });
}

/** `$$m`: a computed key, converted to a property key once (so it cannot change after the check). */
export function checkKey(key: unknown): unknown {
  if (typeof key === 'number') return key;
  if (typeof key === 'string') {
    if (BLOCKED_PROPERTIES.has(key)) throw refusedKey(key);
    return key;
  }
  if (typeof key === 'symbol') {
    throw new ExpressionError('Symbol keys cannot be used in expressions for security reasons', { type: 'security' });
  }
  const primitive = String(key);
  if (BLOCKED_PROPERTIES.has(primitive)) throw refusedKey(primitive);
  return primitive;
}

const PLAIN_PROTOTYPES = new Set<unknown>([Object.prototype, Array.prototype, null]);

/**
 * `$$w`: an expression may change plain objects, arrays and errors (its own values, or the items it
 * reads). Functions, protected built-ins and instances of library classes cannot be changed: some
 * are shared by every execution (Luxon caches its locale objects, for example).
 */
export function checkWriteTarget(target: unknown): unknown {
  if (typeof target === 'function') {
    throw new ExpressionError('Built-in objects and functions cannot be changed in expressions', { type: 'security' });
  }
  if (typeof target === 'object' && target !== null) {
    if (PROTECTED.has(target)) {
      throw new ExpressionError('Built-in objects and functions cannot be changed in expressions', { type: 'security' });
    }
    if (!PLAIN_PROTOTYPES.has(Object.getPrototypeOf(target)) && !(target instanceof Error)) {
      throw new ExpressionError('Only plain objects and arrays can be changed in expressions', {
        type: 'security',
        description: 'Copy the value into a new object first, for example { ...value }.',
      });
    }
  }
  return target;
}

/**
 * `$$u`: a name that is neither a variable of the expression nor an allowed global. JavaScript's own
 * error, as the expression's code would raise it: a run resolves the expression to nothing (as n8n
 * does), the editor's preview shows the message.
 */
export function notDefined(name: string): never {
  throw new ReferenceError(`${name} is not defined`);
}
