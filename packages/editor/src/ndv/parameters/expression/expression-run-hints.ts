import { displayExpression, isExpression } from '@weft/workflow';
import type { ExpressionContext } from '@weft/workflow';

/**
 * The paths of the parameters (`url`, `assignments.assignments[0].value`) whose expression fails on the
 * context's item with an error runs resolve to nothing: runs carry on there, so the node shows a hint.
 */
export function expressionsRunsResolveEmpty(parameters: unknown, ctx: ExpressionContext, path = ''): string[] {
  if (typeof parameters === 'string') {
    return isExpression(parameters) && displayExpression(parameters, ctx).runText !== undefined ? [path] : [];
  }
  if (Array.isArray(parameters)) {
    return parameters.flatMap((value: unknown, index) => expressionsRunsResolveEmpty(value, ctx, `${path}[${index}]`));
  }
  if (typeof parameters === 'object' && parameters !== null) {
    return Object.entries(parameters).flatMap(([key, value]) => expressionsRunsResolveEmpty(value, ctx, path === '' ? key : `${path}.${key}`));
  }
  return [];
}
