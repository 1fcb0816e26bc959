import { isExpression } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';

/** The drag payload's own type beside text/plain: the field's path as JSON, for drop targets that want it. */
export const MAPPING_PATH_MIME = 'application/x-weft-field-path';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Keys and array indexes from an item's json down to one field. */
export type FieldPath = ReadonlyArray<string | number>;

/** A schema view path (`address.city`, `tags[0].id`) as its steps. */
export function parseFieldPath(path: string): FieldPath {
  const steps: Array<string | number> = [];
  for (const match of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) steps.push(match[1] !== undefined ? Number(match[1]) : match[2]!);
  return steps;
}

/** `.name`, `[0]` or `["first name"]`: dot notation only where JavaScript allows it. */
function accessor(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** A node name as a single-quoted JavaScript string, as n8n writes `$('Node')`. */
export function quoted(name: string): string {
  return `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The expression that reads a field of an input item: `$json.name` from the nearest parent,
 * `$('Node').item.json.name` from one further back (the paired item of that node).
 */
export function fieldExpression(path: FieldPath, sourceNode: string | undefined): string {
  const base = sourceNode === undefined ? '$json' : `$(${quoted(sourceNode)}).item.json`;
  return `{{ ${base}${path.map(accessor).join('')} }}`;
}

/**
 * The value after a mapped field is dropped on a parameter (spec/editor.md §4): an empty value becomes
 * the expression, an expression or text gets it appended.
 */
export function valueAfterDrop(current: NodeParameterValueType, expression: string): string {
  if (isExpression(current)) return current.length > 1 ? `${current} ${expression}` : `=${expression}`;
  if (typeof current === 'string' && current !== '') return `=${current} ${expression}`;
  return `=${expression}`;
}
