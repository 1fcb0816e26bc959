import type { IExecuteFunctions, INodePropertyOptions } from '@weft/workflow';
import { NodeError, NodeOperationError } from '@weft/workflow';
import { DateInputError, checkZone } from './parse-date.js';

/** The error a user sees for item `itemIndex`: date problems keep their message and hint. */
export function toNodeError(context: IExecuteFunctions, error: unknown, itemIndex: number): NodeError {
  if (error instanceof NodeError) return error;
  if (error instanceof DateInputError) return new NodeOperationError(context.getNode(), error.message, { itemIndex, description: error.description });
  return new NodeOperationError(context.getNode(), error as Error, { itemIndex });
}

/** The workflow's timezone, checked once per run. */
export function workflowZone(context: IExecuteFunctions): string {
  try {
    return checkZone(context.getTimezone(), 'workflow settings');
  } catch (error) {
    throw toNodeError(context, error, 0);
  }
}

/** A number parameter that an expression may have turned into text or something else. */
export function numberOf(value: unknown, label: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new DateInputError(`'${label}' must be a number, but it is ${JSON.stringify(value) ?? 'empty'}`, 'Enter a number, or an expression that gives one.');
  }
  return number;
}

/** The IANA timezones for the timezone options (UTC first). */
export async function getTimezones(): Promise<INodePropertyOptions[]> {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  return ['UTC', ...zones].map((zone) => ({ name: zone, value: zone }));
}
