import { evaluateExpression } from '../evaluate.js';
import { chainContext, expressionFailure, jsonItems } from '../expression-test-helpers.js';

/** Evaluates `{{ code }}` for tests of the data transformation functions, on an item with `json`. */
export function extensionEvaluator(json: Record<string, unknown> = {}) {
  const ctx = chainContext([{ name: 'Source', items: jsonItems(json) }], { name: 'Active' });
  return {
    evaluate: (code: string) => evaluateExpression(`={{ ${code} }}`, ctx, 0),
    failure: (code: string) => expressionFailure(code, ctx),
  };
}
