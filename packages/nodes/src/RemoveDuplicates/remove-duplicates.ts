import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { FieldReader } from '../data-transformation/field-access.js';
import { fieldReader, pairedCopy, pickFields, valueKey, withoutFields } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';

export type CompareMode = 'allFields' | 'allFieldsExcept' | 'selectedFields';

export interface DuplicateSettings {
  compare: CompareMode;
  /** The fields to leave out (allFieldsExcept) or to compare (selectedFields). */
  fields: string[];
  disableDotNotation: boolean;
  /** Keep only the compared fields in the output items. */
  removeOtherFields: boolean;
  /** Whether the type error names the two items whose types differ (n8n's Remove Duplicates 1.1 on). */
  namesItemsInTypeError?: boolean;
}

const NESTED_HINT = 'For a field inside another field, turn off "Disable Dot Notation" in the options.';

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const article = (type: string) => (type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`);

/**
 * Compared fields must exist in every item and have one type throughout (else the comparison is
 * wrong). The messages are n8n's; version 1 of the node names no items in the type error.
 */
function checkComparedFields(items: INodeExecutionData[], fields: string[], readers: FieldReader[], settings: DuplicateSettings): void {
  fields.forEach((field, k) => {
    const read = readers[k] as FieldReader;
    let type: string | undefined;
    for (let i = 0; i < items.length; i++) {
      const value = read((items[i] as INodeExecutionData).json);
      if (value === undefined) {
        throw new TransformError(`'${field}' field is missing from some input items`, {
          itemIndex: i,
          description: settings.disableDotNotation && field.includes('.') ? NESTED_HINT : `Item ${i} has no field "${field}": compare only fields all items have.`,
        });
      }
      const valueType = typeName(value);
      if (type !== undefined && valueType !== type && valueType !== 'null' && type !== 'null') {
        throw new TransformError(`'${field}' isn't always the same type`, {
          itemIndex: i,
          description: settings.namesItemsInTypeError
            ? `The type of this field varies between items, in item [${i - 1}] it's ${article(type)} and in item [${i}] it's ${article(valueType)} `
            : 'The type of this field varies between items',
        });
      }
      if (valueType !== 'null') type = valueType;
    }
  });
}

/** Every leaf's dot path (array elements by index); an empty object or array is a leaf of its own. */
function leafPaths(value: unknown, prefix: string, into: Set<string>): void {
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leafPaths(child, prefix === '' ? key : `${prefix}.${key}`, into);
  } else if (prefix !== '') {
    into.add(prefix);
  }
}

/**
 * The fields compared, as n8n takes them: "all fields" compares every item's leaves (so a field some
 * items lack fails), "all fields except" the first item's leaves less the excluded ones and what
 * they hold (a field only later items have is not compared).
 */
function allComparedFields(items: INodeExecutionData[], compare: CompareMode, excluded: string[]): string[] {
  const paths = new Set<string>();
  for (const item of compare === 'allFields' ? items : items.slice(0, 1)) leafPaths(item.json, '', paths);
  return [...paths].filter((path) => !excluded.some((field) => path === field || path.startsWith(`${field}.`)));
}

/**
 * Keeps the first of each group of equal items (equal in all fields, all but some, or the chosen
 * ones; objects compare by content). One pass with a hash set: linear in the number of items.
 */
export function removeDuplicateItems(items: INodeExecutionData[], settings: DuplicateSettings): INodeExecutionData[] {
  const { compare, fields, disableDotNotation } = settings;
  const readers = fields.map((field) => fieldReader(field, disableDotNotation));
  if (compare === 'selectedFields') {
    if (fields.length === 0) {
      throw new TransformError('No fields to compare', { description: 'Enter the fields to compare, separated by commas, in "Fields To Compare".' });
    }
    checkComparedFields(items, fields, readers, settings);
  }
  const leaves = compare === 'selectedFields' ? [] : allComparedFields(items, compare, compare === 'allFieldsExcept' ? fields : []);
  const leafReaders = leaves.map((field) => fieldReader(field));
  if (compare !== 'selectedFields') checkComparedFields(items, leaves, leafReaders, settings);
  const except = compare === 'allFieldsExcept' && fields.length > 0;
  const seen = new Set<string>();
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as INodeExecutionData;
    let key: string;
    let compared: IDataObject | undefined;
    if (compare === 'selectedFields') {
      key = valueKey(readers.map((read) => read(item.json)));
    } else {
      key = valueKey(leafReaders.map((read) => read(item.json)));
      if (except) compared = withoutFields(item.json, fields, disableDotNotation);
    }
    if (seen.has(key)) continue;
    seen.add(key);
    let json = item.json;
    if (settings.removeOtherFields && compare !== 'allFields') json = compared ?? pickFields(item.json, fields, readers, disableDotNotation);
    const copy = pairedCopy(item, i);
    copy.json = json;
    out.push(copy);
  }
  return out;
}
