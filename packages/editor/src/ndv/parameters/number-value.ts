import type { INodePropertyTypeOptions } from '@weft/workflow';

export interface NumberBounds {
  min?: number;
  max?: number;
  precision?: number;
}

export function numberBounds(typeOptions: INodePropertyTypeOptions | undefined): NumberBounds {
  return { min: typeOptions?.minValue, max: typeOptions?.maxValue, precision: typeOptions?.numberPrecision };
}

/** Which bound a number breaks, for the message under the input; undefined when it is within them. */
export function boundIssue(value: unknown, bounds: NumberBounds): { kind: 'min' | 'max'; limit: number } | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
  if (bounds.min !== undefined && value < bounds.min) return { kind: 'min', limit: bounds.min };
  if (bounds.max !== undefined && value > bounds.max) return { kind: 'max', limit: bounds.max };
  return undefined;
}

/**
 * The number stored when a user leaves the input: rounded to the precision and held within the bounds,
 * as n8n's number input does on blur. Anything but a finite number is left alone.
 */
export function settleNumber(value: unknown, bounds: NumberBounds): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  let settled = value;
  if (bounds.precision !== undefined) {
    const factor = 10 ** bounds.precision;
    settled = Math.round(settled * factor) / factor;
  }
  if (bounds.min !== undefined) settled = Math.max(bounds.min, settled);
  if (bounds.max !== undefined) settled = Math.min(bounds.max, settled);
  return settled;
}
