import { ExpressionError } from './expression-error.js';
import { findExtension, kindOf, kindsWithExtension } from './extension-functions.js';

/**
 * `$$x`: what `value.name(args)` compiles to when `name` is a data transformation function. The
 * value's own method wins (so `'abc'.includes('b')` and `{ first: () => 1 }.first()` behave as in
 * JavaScript); otherwise the extension for the value's kind runs. `lenient` is set inside optional
 * chains (`$json.list?.first()`), where a missing value gives undefined instead of an error.
 */
export function callMethod(target: unknown, name: string, lenient: boolean, args: unknown[]): unknown {
  if (target === null || target === undefined) {
    if (lenient) return undefined;
    // An error of the expression system, not of the expression's code: runs fail on it (as n8n's do)
    // rather than resolving the expression to nothing.
    throw new ExpressionError(`${name} can't be used on ${String(target)} value`, {
      type: 'runtime',
      description: `Write ?.${name}() to get nothing instead of this error when the value is missing.`,
    });
  }
  const own = (target as Record<string, unknown>)[name];
  if (typeof own === 'function') return Reflect.apply(own as (...values: unknown[]) => unknown, target, args);
  const extension = findExtension(target, name);
  if (extension) return (extension as (...values: unknown[]) => unknown)(target, ...args);
  const kinds = kindsWithExtension(name);
  throw new ExpressionError(`${name}() cannot be used on ${kindOf(target) ?? typeof target} values`, {
    type: 'runtime',
    description: kinds.length > 0 ? `${name}() works on ${kinds.join(', ')} values.` : undefined,
  });
}
