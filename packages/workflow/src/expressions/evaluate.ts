import { compileExpression } from './compiler.js';
import type { CompiledSegment } from './compiler.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError, thrownMessage } from './expression-error.js';
import { ExpressionScope } from './expression-scope.js';
import { isExpression } from './template.js';
import { startTimeBudget } from './time-budget.js';
import { inWorkflowZone } from './workflow-zone.js';

/** Expressions that evaluate other expressions ($parameter, $evaluateExpression) stop at this depth. */
const MAX_DEPTH = 50;
let depth = 0;

function toExpressionError(error: unknown, ctx: ExpressionContext, itemIndex: number): ExpressionError {
  if (error instanceof ExpressionError) {
    if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
    if (error.context.runIndex === undefined) error.context.runIndex = ctx.runIndex;
    return error;
  }
  const isStackOverflow = error instanceof RangeError && /call stack/i.test(error.message);
  // Names declared in an expression are renamed when compiled (sanitizer.ts); show them as written.
  return new ExpressionError(thrownMessage(error).replace(/\$\$l_/g, ''), {
    type: isStackOverflow ? 'limit' : 'runtime',
    itemIndex,
    runIndex: ctx.runIndex,
    cause: error,
  });
}

/** An error thrown by the expression's code rather than by the expression system (see `codeErrors`). */
function isCodeError(error: unknown): boolean {
  if (error instanceof ExpressionError) return false;
  return !(error instanceof RangeError && /call stack/i.test(error.message));
}

function run(segment: CompiledSegment, scope: ExpressionScope, ctx: ExpressionContext, itemIndex: number): unknown {
  if (depth === 0) startTimeBudget();
  if (depth >= MAX_DEPTH) {
    throw new ExpressionError('Expressions refer to each other too deeply', {
      type: 'limit',
      description: `More than ${MAX_DEPTH} nested evaluations: a parameter probably refers to itself through $parameter.`,
    });
  }
  depth++;
  try {
    return depth === 1 ? inWorkflowZone(ctx.timezone, () => segment(scope)) : segment(scope);
  } catch (error) {
    if (ctx.codeErrors === 'resolve-empty' && isCodeError(error)) return undefined;
    throw toExpressionError(error, ctx, itemIndex);
  } finally {
    depth--;
  }
}

function functionResult(value: (...args: unknown[]) => unknown, itemIndex: number): ExpressionError {
  const isDateTimeClass = value.name === 'DateTime';
  return new ExpressionError(isDateTimeClass ? 'This is the DateTime class: call one of its methods' : 'This is a function: add () to call it', {
    type: 'runtime',
    itemIndex,
    description: isDateTimeClass ? 'For example DateTime.now() or DateTime.fromISO($json.date).' : 'For example $json.name.toUpperCase() instead of $json.name.toUpperCase.',
  });
}

/**
 * Evaluates one parameter value for item `itemIndex`. A string starting with '=' is a template:
 * one `{{ }}` segment alone keeps its value's type; text mixed with segments becomes a string, each
 * value converted as JavaScript joins them (null and undefined become ''). Any other value is
 * returned as it is. Throws ExpressionError.
 */
export function evaluateExpression(value: string, ctx: ExpressionContext, itemIndex: number = ctx.itemIndex): unknown {
  if (!isExpression(value)) return value;
  const compiled = compileExpression(value);
  const scope = new ExpressionScope(ctx, itemIndex);
  if (compiled.single) {
    const result = run(compiled.single, scope, ctx, itemIndex);
    if (typeof result === 'function') throw functionResult(result as (...args: unknown[]) => unknown, itemIndex);
    return result;
  }
  let text = '';
  for (const part of compiled.parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const result = run(part, scope, ctx, itemIndex);
    if (result === undefined || result === null) continue;
    try {
      text += String(result);
    } catch (error) {
      throw toExpressionError(error, ctx, itemIndex);
    }
  }
  return text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Resolves every expression inside a parameter value (strings, arrays, objects at any depth) for
 * one item. Containers are copied only along the paths where something changed.
 */
export function resolveParameterValue(value: unknown, ctx: ExpressionContext, itemIndex: number = ctx.itemIndex): unknown {
  if (typeof value === 'string') return isExpression(value) ? evaluateExpression(value, ctx, itemIndex) : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const resolved = resolveParameterValue(value[i], ctx, itemIndex);
      if (resolved !== value[i]) {
        copy ??= value.slice();
        copy[i] = resolved;
      }
    }
    return copy ?? value;
  }
  if (isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const resolved = resolveParameterValue(value[key], ctx, itemIndex);
      if (resolved !== value[key]) {
        copy ??= { ...value };
        copy[key] = resolved;
      }
    }
    return copy ?? value;
  }
  return value;
}

/** Whether a parameter value holds an expression anywhere inside it. */
export function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return isExpression(value);
  if (Array.isArray(value)) return value.some(containsExpression);
  if (isPlainObject(value)) return Object.values(value).some(containsExpression);
  return false;
}
