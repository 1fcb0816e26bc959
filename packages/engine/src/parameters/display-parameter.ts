import type { IDisplayCondition, INodeParameters, INodeProperties, NodeParameterValue } from '@weft/workflow';
import { getPath } from '../utils/object-path.js';

/*
 * Engine-local reading of `displayOptions`, enough to resolve the parameters a node sees.
 * @weft/workflow's parameters module is the editor-facing home of this logic; switch to it once it
 * is available (see ARCHITECTURE.md, "Parameters").
 */

type Allowed = NodeParameterValue | IDisplayCondition;

function isCondition(value: Allowed): value is IDisplayCondition {
  return typeof value === 'object' && value !== null && '_cnd' in value;
}

function matchesCondition(condition: IDisplayCondition, actual: unknown): boolean {
  return Object.entries(condition._cnd).every(([operator, expected]) => {
    switch (operator) {
      case 'eq': return actual === expected;
      case 'not': return actual !== expected;
      case 'gte': return (actual as number) >= (expected as number);
      case 'lte': return (actual as number) <= (expected as number);
      case 'gt': return (actual as number) > (expected as number);
      case 'lt': return (actual as number) < (expected as number);
      case 'between': {
        const { from, to } = expected as { from: number; to: number };
        return (actual as number) >= from && (actual as number) <= to;
      }
      case 'startsWith': return typeof actual === 'string' && actual.startsWith(String(expected));
      case 'endsWith': return typeof actual === 'string' && actual.endsWith(String(expected));
      case 'includes': return typeof actual === 'string' && actual.includes(String(expected));
      case 'regex': return typeof actual === 'string' && new RegExp(String(expected)).test(actual);
      case 'exists': return actual !== undefined && actual !== null && actual !== '';
      default: return false;
    }
  });
}

function matches(allowed: Allowed[], values: unknown[]): boolean {
  return values.some((value) => allowed.some((entry) => (isCondition(entry) ? matchesCondition(entry, value) : entry === value)));
}

function isExpression(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('=');
}

export interface DisplayContext {
  /** The node's top-level parameter values (with defaults), for `/name` references. */
  root: INodeParameters;
  /** The values beside the parameter (its own level inside a collection), for plain references. */
  level: INodeParameters;
  typeVersion: number;
}

/** Whether a parameter is shown for the given values, per its `show` and `hide` rules. */
export function displayParameter(parameter: Pick<INodeProperties, 'displayOptions'>, context: DisplayContext): boolean {
  const options = parameter.displayOptions;
  if (!options) return true;
  const valuesOf = (key: string): unknown[] => {
    const value = key === '@version'
      ? context.typeVersion
      : key.startsWith('/') ? getPath(context.root, key.slice(1)) : getPath(context.level, key);
    return Array.isArray(value) ? value : [value];
  };
  for (const [key, allowed] of Object.entries(options.show ?? {})) {
    if (!allowed) continue;
    const values = valuesOf(key);
    // A value given as an expression is only known at run time: keep the parameter visible.
    if (values.some(isExpression)) continue;
    if (!matches(allowed, values)) return false;
  }
  for (const [key, allowed] of Object.entries(options.hide ?? {})) {
    if (!allowed) continue;
    const values = valuesOf(key);
    if (values.some(isExpression)) continue;
    if (matches(allowed, values)) return false;
  }
  return true;
}
