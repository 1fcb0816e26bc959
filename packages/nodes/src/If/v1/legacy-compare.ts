import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** The comparisons of the version 1 typed condition lists (If 1, Filter 1, Switch 1 and 2). */
export type Compare = (value1: unknown, value2: unknown) => boolean;

export function dateValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis(): number }).toMillis();
  }
  return new Date(value as string).getTime();
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) return true;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

function regexOf(pattern: unknown): RegExp {
  const text = String(pattern ?? '');
  const literal = /^\/(.*?)\/([gimusy]*)$/.exec(text);
  return literal ? new RegExp(literal[1] as string, literal[2]) : new RegExp(text);
}

const text = (value: unknown) => String(value ?? '');
const numeric = (value: unknown) => (value as number) || 0;

export const COMPARE: Record<string, Compare> = {
  after: (a, b) => numeric(a) > numeric(b),
  before: (a, b) => numeric(a) < numeric(b),
  contains: (a, b) => text(a).includes(text(b)),
  notContains: (a, b) => !text(a).includes(text(b)),
  endsWith: (a, b) => text(a).endsWith(text(b)),
  notEndsWith: (a, b) => !text(a).endsWith(text(b)),
  startsWith: (a, b) => text(a).startsWith(text(b)),
  notStartsWith: (a, b) => !text(a).startsWith(text(b)),
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  larger: (a, b) => numeric(a) > numeric(b),
  largerEqual: (a, b) => numeric(a) >= numeric(b),
  smaller: (a, b) => numeric(a) < numeric(b),
  smallerEqual: (a, b) => numeric(a) <= numeric(b),
  isEmpty: (a) => isEmpty(a),
  isNotEmpty: (a) => !isEmpty(a),
  regex: (a, b) => regexOf(b).test(text(a)),
  notRegex: (a, b) => !regexOf(b).test(text(a)),
};

const DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'] as const;
const same = (value: unknown) => value;

/**
 * Whether an item meets the typed condition lists of If 1 and Filter 1 (`conditions` as saved, one
 * list per data type): every condition, or with `any` at least one. Every condition is evaluated.
 */
export function legacyConditionsPass(conditions: IDataObject, any: boolean, node: INode, itemIndex: number): boolean {
  let pass = !any;
  for (const dataType of DATA_TYPES) {
    const convert = dataType === 'dateTime' ? dateValue : same;
    for (const condition of (conditions[dataType] ?? []) as IDataObject[]) {
      const compare = COMPARE[String(condition.operation)];
      if (!compare) {
        throw new NodeOperationError(node, `Unknown comparison "${String(condition.operation)}"`, {
          itemIndex, description: 'Pick one of the comparisons the list offers.',
        });
      }
      const result = compare(convert(condition.value1), convert(condition.value2));
      if (any && result) pass = true;
      if (!any && !result) pass = false;
    }
  }
  return pass;
}
