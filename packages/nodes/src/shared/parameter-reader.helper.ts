import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
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

  /** `name` may be a path (`rules.values`): whether it varies is judged on its top-level parameter. */
  get<T>(name: string, itemIndex: number, fallback?: unknown): T {
    if (this.fixed.has(name)) return this.fixed.get(name) as T;
    const value = this.context.getNodeParameter(name, itemIndex, fallback);
    const topLevel = name.split('.', 1)[0] as string;
    if (this.keep && !hasExpression(this.context.getNode().parameters[topLevel])) this.fixed.set(name, value);
    return value as T;
  }
}

/** One parameter, read per item only when it holds an expression. */
export function parameterReader<T>(context: IExecuteFunctions, name: string, fallback: T): (itemIndex: number) => T {
  const reader = new ParameterReader(context);
  return (itemIndex) => reader.get<T>(name, itemIndex, fallback);
}

/** The node's `options` collection, per item only when it holds an expression. */
export const optionsReader = (context: IExecuteFunctions): ((itemIndex: number) => IDataObject) => parameterReader<IDataObject>(context, 'options', {});
