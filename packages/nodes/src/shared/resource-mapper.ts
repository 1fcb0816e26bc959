import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* n8n's resource mapper: the fields a `resourceMapping` method offers, and the saved value's shape. */

export type ResourceMapperFieldType = 'string' | 'number' | 'boolean' | 'dateTime' | 'time' | 'object' | 'options' | 'array';

export interface ResourceMapperField {
  id: string;
  displayName: string;
  required: boolean;
  defaultMatch: boolean;
  canBeUsedToMatch?: boolean;
  display: boolean;
  type?: ResourceMapperFieldType;
  options?: Array<{ name: string; value: string }>;
  readOnly?: boolean;
  removed?: boolean;
}

export interface ResourceMapperFields { fields: ResourceMapperField[] }

/** What a `resourceMapper` parameter saves. */
export interface ResourceMapperValue {
  mappingMode: 'defineBelow' | 'autoMapInputData';
  value: IDataObject | null;
  matchingColumns?: string[];
  schema?: ResourceMapperField[];
}

/**
 * The values of "define below" mapping, each turned into its column's type as the schema gives it (n8n
 * does this unless told to skip, e.g. when the service typecasts). A value that cannot be that type is
 * refused with the column named; empty values and removed columns are left out.
 */
export function mappedValues(node: INode, mapper: ResourceMapperValue, options: { skipValidation?: boolean; itemIndex: number }): IDataObject {
  const values: IDataObject = {};
  for (const [id, raw] of Object.entries(mapper.value ?? {})) {
    const field = mapper.schema?.find((entry) => entry.id === id);
    if (field?.removed || raw === undefined) continue;
    if (raw === null || raw === '') {
      values[id] = raw;
      continue;
    }
    values[id] = (options.skipValidation || !field?.type ? raw : convert(node, field, raw, options.itemIndex)) as IDataObject[string];
  }
  return values;
}

function convert(node: INode, field: ResourceMapperField, raw: unknown, itemIndex: number): unknown {
  const refuse = () => new NodeOperationError(node, `The value "${String(raw)}" of column "${field.displayName}" is not a valid ${field.type}`, {
    itemIndex, description: 'Give a value of the column\'s type, or turn on the option that lets the service convert it.',
  });
  switch (field.type) {
    case 'number': {
      const number = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (Number.isNaN(number) || String(raw).trim() === '') throw refuse();
      return number;
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const text = String(raw).trim().toLowerCase();
      if (['true', '1', 'yes'].includes(text)) return true;
      if (['false', '0', 'no'].includes(text)) return false;
      throw refuse();
    }
    case 'dateTime': {
      const time = raw instanceof Date ? raw.getTime() : Date.parse(String(raw));
      if (Number.isNaN(time)) throw refuse();
      return typeof raw === 'string' ? raw : new Date(time).toISOString();
    }
    case 'options': {
      if (field.options && !field.options.some((option) => option.value === raw)) throw refuse();
      return raw;
    }
    case 'array': {
      if (Array.isArray(raw)) return raw;
      if (typeof raw === 'string') {
        try {
          const parsed = JSON.parse(raw) as unknown;
          if (Array.isArray(parsed)) return parsed;
        } catch {
          // Not JSON: a comma-separated list.
        }
        return raw.split(',').map((part) => part.trim()).filter(Boolean);
      }
      throw refuse();
    }
    case 'object': {
      if (typeof raw === 'object') return raw;
      try {
        return JSON.parse(String(raw)) as unknown;
      } catch {
        throw refuse();
      }
    }
    default:
      return typeof raw === 'string' ? raw : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}
