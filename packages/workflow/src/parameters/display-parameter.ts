import type {
  IDisplayCondition, IDisplayOptions, INodeParameters, NodeParameterValue,
} from '../model/index.js';
import { deepEqual, isPlainObject } from './json-value.js';
import { getParameterValue } from './parameter-path.js';

type Condition = NodeParameterValue | IDisplayCondition;

/**
 * Whether a parameter is shown, by n8n's `displayOptions` rules:
 * - every `show` key must match one of its listed values (or conditions);
 * - any matching `hide` key hides it;
 * - a key names a parameter at the same level (`values`), `/name` a root parameter (`nodeValues`),
 *   `@version` the node's type version, `@tool` whether it runs as an agent's tool (false unless set);
 * - a `show` key whose current value is an expression shows the parameter, since its value is only
 *   known at run time.
 * Pass `values` with defaults filled (see `resolveNodeParameters`) so unset parameters count as their default.
 */
export function displayParameter(
  values: INodeParameters,
  property: { displayOptions?: IDisplayOptions },
  nodeValues: INodeParameters | undefined,
  nodeTypeVersion: number,
): boolean {
  const options = property.displayOptions;
  if (!options) return true;
  const root = nodeValues ?? values;

  for (const [key, conditions] of Object.entries(options.show ?? {})) {
    if (!conditions) continue;
    const actual = valuesOf(key, values, root, nodeTypeVersion);
    if (actual.some(isExpression)) return true;
    if (!matchesAny(conditions, actual)) return false;
  }
  for (const [key, conditions] of Object.entries(options.hide ?? {})) {
    if (!conditions) continue;
    const actual = valuesOf(key, values, root, nodeTypeVersion);
    if (actual.length > 0 && matchesAny(conditions, actual)) return false;
  }
  return true;
}

function isExpression(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('=');
}

function valuesOf(key: string, values: INodeParameters, root: INodeParameters, version: number): unknown[] {
  let value: unknown;
  if (key === '@version') value = version;
  // n8n's `@tool` is true in an agent's `<type>Tool` variant; the variants here show the plain node's parameters, so it is false.
  else if (key === '@tool') value = false;
  else if (key.startsWith('/')) value = getParameterValue(root, key.slice(1));
  else value = getParameterValue(values, key);

  // A resource locator (`{ __rl: true, value, mode }`) is compared by its value.
  if (isPlainObject(value) && value.__rl) value = value.value;
  return Array.isArray(value) ? value : [value];
}

function matchesAny(conditions: readonly Condition[], actual: readonly unknown[]): boolean {
  return conditions.some((condition) =>
    isCondition(condition) ? matchesCondition(condition, actual) : actual.includes(condition));
}

function isCondition(condition: Condition): condition is IDisplayCondition {
  return isPlainObject(condition) && isPlainObject((condition as IDisplayCondition)._cnd);
}

function matchesCondition(condition: IDisplayCondition, actual: readonly unknown[]): boolean {
  const entry = Object.entries(condition._cnd)[0];
  if (!entry) return false;
  const [operator, target] = entry;
  if (actual.length === 0) return operator === 'not';
  return actual.every((value) => testCondition(operator, target, value));
}

type Comparable = number | string;

function comparable(a: unknown, b: unknown): [Comparable, Comparable] | undefined {
  const ok = (v: unknown): v is Comparable => typeof v === 'number' || typeof v === 'string';
  return ok(a) && ok(b) ? [a, b] : undefined;
}

function testCondition(operator: string, target: unknown, value: unknown): boolean {
  switch (operator) {
    case 'eq': return deepEqual(value, target);
    case 'not': return !deepEqual(value, target);
    case 'gte': { const p = comparable(value, target); return p !== undefined && p[0] >= p[1]; }
    case 'lte': { const p = comparable(value, target); return p !== undefined && p[0] <= p[1]; }
    case 'gt': { const p = comparable(value, target); return p !== undefined && p[0] > p[1]; }
    case 'lt': { const p = comparable(value, target); return p !== undefined && p[0] < p[1]; }
    case 'between': {
      if (!isPlainObject(target)) return false;
      const low = comparable(value, target.from);
      const high = comparable(value, target.to);
      return low !== undefined && high !== undefined && low[0] >= low[1] && high[0] <= high[1];
    }
    case 'includes':
      if (typeof value === 'string') return typeof target === 'string' && value.includes(target);
      return Array.isArray(value) && value.includes(target);
    case 'startsWith': return typeof value === 'string' && typeof target === 'string' && value.startsWith(target);
    case 'endsWith': return typeof value === 'string' && typeof target === 'string' && value.endsWith(target);
    case 'regex': return typeof value === 'string' && typeof target === 'string' && safeRegexTest(target, value);
    case 'exists': return value !== undefined && value !== null && value !== '';
    default: return false;
  }
}

function safeRegexTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A malformed pattern in a node description must not break the editor: it simply never matches.
    return false;
  }
}
