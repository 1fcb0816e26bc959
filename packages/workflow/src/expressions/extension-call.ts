import { ExpressionError } from './expression-error.js';
import { findExtension, findOverride, kindsWithExtension } from './extension-functions.js';
import type { ValueKind } from './extension-functions.js';

/** `first() is only callable on type "Array"`, `toNumber() is only callable on types "String", and "Boolean"`: n8n's wording. */
function onlyCallableOn(name: string, kinds: ValueKind[]): string {
  const names = kinds.map((kind) => `"${kind[0]?.toUpperCase()}${kind.slice(1)}"`);
  if (names.length === 1) return `${name}() is only callable on type ${names[0]}`;
  return `${name}() is only callable on types ${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

/**
 * `$$x`: what `value.name(args)` compiles to when `name` is a data transformation function. The
 * value's own method wins (so `'abc'.includes('b')` and `{ first: () => 1 }.first()` behave as in
 * JavaScript), except where n8n replaces it (`$now.plus(1, 'day')`); otherwise the extension for the
 * value's kind runs. `lenient` is set inside optional chains (`$json.list?.first()`), where a missing
 * value gives undefined instead of an error.
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
  const override = findOverride(target, name);
  if (override) return (override as (...values: unknown[]) => unknown)(target, ...args);
  const own = (target as Record<string, unknown>)[name];
  if (typeof own === 'function') return Reflect.apply(own as (...values: unknown[]) => unknown, target, args);
  const extension = findExtension(target, name);
  if (extension) return (extension as (...values: unknown[]) => unknown)(target, ...args);
  const kinds = kindsWithExtension(name);
  throw new ExpressionError(onlyCallableOn(name, kinds), {
    type: 'runtime',
    description: `${name}() is a data transformation function for ${kinds.join(', ')} values.`,
  });
}
