import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { parsePath } from '@weft/engine';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function isRecord(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `json` with `value` written at `path` (dots for nested fields). Only the objects along the path are
 * copied, so the input item stays untouched without a deep copy per item.
 */
export function withFieldSet(json: IDataObject, path: string, value: unknown): IDataObject {
  const segments = parsePath(path);
  if (segments.some((segment) => UNSAFE.has(segment))) throw new Error(`"${path}" cannot be used as a field name`);
  const root: IDataObject = { ...json };
  let current: IDataObject = root;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    const copy = isRecord(next) ? { ...next } : {};
    current[segment] = copy;
    current = copy;
  }
  current[segments[segments.length - 1] ?? path] = value as IDataObject[string];
  return root;
}

function hasExpression(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value).includes('"=');
}

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
