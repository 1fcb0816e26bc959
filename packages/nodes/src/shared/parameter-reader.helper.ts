import type { IExecuteFunctions } from '@weft/workflow';
import { hasExpression } from '../data-transformation/field-access.js';

/**
 * Reads parameters per item; one holding no expression is read once for every item (fast loops).
 * When a parameter that decides which others are shown (`selectors`) is an expression, nothing is kept.
 */
export class ParameterReader {
  private readonly fixed = new Map<string, unknown>();
  private readonly keep: boolean;

  constructor(private readonly context: IExecuteFunctions, selectors: string[] = []) {
    const { parameters } = context.getNode();
    this.keep = !selectors.some((name) => hasExpression(parameters[name]));
  }

  get<T>(name: string, itemIndex: number, fallback?: unknown): T {
    if (this.fixed.has(name)) return this.fixed.get(name) as T;
    const value = this.context.getNodeParameter(name, itemIndex, fallback);
    if (this.keep && !hasExpression(this.context.getNode().parameters[name])) this.fixed.set(name, value);
    return value as T;
  }
}
