import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

export const FIELD_TYPES: FieldType[] = ['string', 'number', 'boolean', 'array', 'object'];

/** How a value is named in a message: quoted text, or its kind for objects and lists. */
function describeValue(value: unknown): string {
  if (value === null) return "'null'";
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `'${String(value)}'`;
}

/** JSON, or the looser JavaScript object/list notation people type (single quotes, bare keys). */
function parseLooseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const repaired = text
      .replace(/'/g, '"')
      .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
    return JSON.parse(repaired);
  }
}

class ConversionError extends Error {}

/** Converts a value to a field type as n8n's Set does; throws ConversionError when it cannot. */
function convert(value: unknown, type: FieldType): unknown {
  switch (type) {
    case 'string':
      return value;
    case 'number': {
      const number = Number(value);
      if (Number.isNaN(number)) throw new ConversionError();
      return number;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
      if (!(typeof value === 'string' && value.trim() === '')) {
        const number = Number(value);
        if (number === 0) return false;
        if (number === 1) return true;
      }
      throw new ConversionError();
    }
    case 'array': {
      if (Array.isArray(value)) return value;
      try {
        const parsed = parseLooseJson(String(value));
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // falls through to the conversion error
      }
      throw new ConversionError();
    }
    case 'object': {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
      try {
        const parsed = parseLooseJson(String(value));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
      } catch {
        // falls through to the conversion error
      }
      throw new ConversionError();
    }
  }
}

/**
 * An object written to a text field: dates (`$now`, Luxon DateTimes, Dates) as their ISO text, as n8n
 * writes them; JSON.stringify would wrap that text in quotes. Other objects as JSON.
 */
function textOfObject(value: object): string {
  const own = (value as { toJSON?: () => unknown }).toJSON;
  const json = typeof own === 'function' ? own.call(value) : undefined;
  return typeof json === 'string' ? json : JSON.stringify(value);
}

const NOUNS: Record<FieldType, string> = {
  string: 'a text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'an object',
};

/** One field to write: its value converted to its type, or a clear error naming the field and item. */
export function validateEntry(
  name: string, type: FieldType, value: unknown, node: INode, itemIndex: number,
  ignoreErrors: boolean, nodeVersion: number,
): { name: string; value: unknown } {
  const description = `Change the type of the field "${name}", or turn on the option "Ignore Type Conversion Errors" to convert less strictly.`;
  const failure = () => new NodeOperationError(node,
    `Field "${name}" needs ${NOUNS[type]}, but the value is ${describeValue(value)} [item ${itemIndex}]`,
    { itemIndex, description });
  let entryValue = value;
  if (type === 'string') {
    if (nodeVersion > 3 && (value === undefined || value === null)) {
      if (ignoreErrors) return { name, value: null };
      throw failure();
    }
    entryValue = typeof value === 'object' && value !== null ? textOfObject(value) : String(value);
  }
  if (entryValue === undefined || entryValue === null) return { name, value: null };
  try {
    return { name, value: convert(entryValue, type) };
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    if (ignoreErrors) return { name, value: value ?? null };
    throw failure();
  }
}
