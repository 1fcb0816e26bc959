import { ExpressionError } from './expression-error.js';
import { callMethod } from './extension-call.js';
import { checkKey, checkWriteTarget, notDefined } from './runtime-guards.js';
import { sanitizeExpressionCode } from './sanitizer.js';
import { splitTemplate } from './template.js';
import { timeGuard } from './time-budget.js';

/** One compiled `{{ }}` segment: called with the expression scope of one item. */
export type CompiledSegment = (scope: object) => unknown;

/**
 * A compiled template. `single` is set when the whole value is one segment (its result keeps its
 * type); otherwise `parts` are joined into a string.
 */
export interface CompiledTemplate {
  single?: CompiledSegment;
  parts: Array<string | CompiledSegment>;
}

const CACHE_LIMIT = 10_000;
const cache = new Map<string, CompiledTemplate>();

function failing(error: ExpressionError): CompiledSegment {
  return () => {
    throw new ExpressionError(error.message, { type: error.type, description: error.description, cause: error.cause });
  };
}

/** Compiles one segment; a segment that cannot compile becomes one that throws its error when run. */
export function compileSegment(code: string): CompiledSegment {
  let body: string;
  try {
    body = sanitizeExpressionCode(code);
  } catch (error) {
    if (error instanceof ExpressionError) return failing(error);
    throw error;
  }
  let factory: (...guards: unknown[]) => CompiledSegment;
  try {
    // The factory closes the compiled function over the run-time guards; it sees no other names.
    factory = new Function('$$m', '$$w', '$$g', '$$u', '$$x', `return function expression($$ctx) {${body}}`) as typeof factory;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failing(new ExpressionError('invalid syntax', { type: 'syntax', description: detail, cause: error }));
  }
  return factory(checkKey, checkWriteTarget, timeGuard, notDefined, callMethod);
}

/**
 * The compiled form of a parameter value starting with '=', from the cache when it was seen before.
 * Keyed by the value itself: taking the text after '=' first would make a new string (and hash it)
 * on every evaluation.
 */
export function compileExpression(value: string): CompiledTemplate {
  const cached = cache.get(value);
  if (cached) return cached;
  const parts = splitTemplate(value.slice(1)).map((part) => (part.type === 'text' ? part.text : compileSegment(part.code)));
  const compiled: CompiledTemplate = { parts };
  const [first] = parts;
  if (parts.length === 1 && typeof first === 'function') compiled.single = first;
  // A crude bound: templates are few per workflow, so a full cache means unusual input; start over.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(value, compiled);
  return compiled;
}

/** The compiled form of `template` (the text after '='). */
export function compileTemplate(template: string): CompiledTemplate {
  return compileExpression(`=${template}`);
}

/** How many templates are cached (for tests and diagnostics). */
export function compiledTemplateCount(): number {
  return cache.size;
}

export function clearExpressionCache(): void {
  cache.clear();
}
