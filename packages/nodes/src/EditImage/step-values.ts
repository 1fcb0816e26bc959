import type { IDataObject } from '@weft/workflow';
import { parseColour, type Rgba } from './image-colour.js';
import { ImageError } from './picture.js';

/** One operation and its parameters, as the node's single-operation fields or a Multi Step entry hold them. */
export type Step = IDataObject & { operation: string };

export function numberOf(step: Step, name: string, fallback?: number): number {
  const value = step[name] ?? fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) throw new ImageError(`The value of "${name}" must be a number`);
  return parsed;
}

export function colourOf(step: Step, name: string, fallback: string): Rgba {
  const value = step[name] ?? fallback;
  const colour = parseColour(value);
  if (!colour) throw new ImageError(`The value of "${name}" must be a colour like #ff0000 (it is "${String(value)}")`);
  return colour;
}

export function stringOf(step: Step, name: string, fallback = ''): string {
  const value = step[name] ?? fallback;
  return typeof value === 'string' ? value : String(value);
}
