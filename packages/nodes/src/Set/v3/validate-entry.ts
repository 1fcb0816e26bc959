import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

export const FIELD_TYPES: FieldType[] = ['string', 'number', 'boolean', 'array', 'object'];

/** How a value is shown in a conversion error: as text, objects and lists as JSON. */
function describeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
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

/**
 * Before 3.3 (fields listed one by one) an object field had its own messages: text that is not JSON at all,
 * and JSON (or anything else) that is not an object.
 */
function legacyObjectError(name: string, value: unknown, itemIndex: number): string {
  if (typeof value === 'string' && value.trim() === '') {
    return `The entry "${name}" inside 'Fields to Set' in item ${itemIndex} contains invalid JSON`;
  }
  return `The entry "${name}" inside 'Fields to Set' in item ${itemIndex} does not contain a valid JSON object`;
}

/**
 * One field to write: its value converted to its type, or a clear error naming the field and item.
 * A missing value (`undefined`, `null`) is written as `null` whatever the type, as n8n does, except for
 * text fields before 3.2: 3.0 writes it as text ("undefined"), 3.1 refuses it.
 */
export function validateEntry(
  name: string, type: FieldType, value: unknown, node: INode, itemIndex: number,
  ignoreErrors: boolean, nodeVersion: number,
): { name: string; value: unknown } {
  const description = `Change the type of the field "${name}", or turn on the option "Ignore Type Conversion Errors" to convert less strictly.`;
  const failure = () => {
    const message = type === 'object' && nodeVersion < 3.3
      ? legacyObjectError(name, value, itemIndex)
      : `'${name}' expects a ${type} but we got '${describeValue(value)}' [item ${itemIndex}]`;
    return new NodeOperationError(node, message, { itemIndex, description });
  };
  const missing = value === undefined || value === null;
  if (type === 'string') {
    if (missing && nodeVersion >= 3.2) return { name, value: null };
    if (missing && nodeVersion >= 3.1) {
      if (ignoreErrors) return { name, value: null };
      throw failure();
    }
    return { name, value: typeof value === 'object' && value !== null ? textOfObject(value) : String(value) };
  }
  if (missing) return { name, value: null };
  try {
    return { name, value: convert(value, type) };
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    if (ignoreErrors) return { name, value };
    throw failure();
  }
}
