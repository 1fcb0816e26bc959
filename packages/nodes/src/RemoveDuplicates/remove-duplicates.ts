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
}

const NESTED_HINT = 'For a field inside another field, turn off "Disable Dot Notation" in the options.';

/** Compared fields must exist in every item and have one type throughout (else the comparison is wrong). */
function checkSelectedFields(items: INodeExecutionData[], fields: string[], readers: FieldReader[], disableDotNotation: boolean): void {
  if (fields.length === 0) {
    throw new TransformError('No fields to compare', { description: 'Enter the fields to compare, separated by commas, in "Fields To Compare".' });
  }
  fields.forEach((field, k) => {
    const read = readers[k] as FieldReader;
    let type: string | undefined;
    for (let i = 0; i < items.length; i++) {
      const value = read((items[i] as INodeExecutionData).json);
      if (value === undefined) {
        throw new TransformError(`The field "${field}" is missing from some input items`, {
          itemIndex: i,
          description: disableDotNotation && field.includes('.') ? NESTED_HINT : `Item ${i} has no field "${field}": compare only fields all items have.`,
        });
      }
      const valueType = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
      if (type !== undefined && valueType !== type && valueType !== 'null' && type !== 'null') {
        throw new TransformError(`The field "${field}" isn't always the same type`, {
          itemIndex: i,
          description: `It is ${type === 'object' ? 'an object' : `a ${type}`} in some items but ${valueType === 'object' ? 'an object' : `a ${valueType}`} in item ${i}. Convert it to one type first, e.g. with an Edit Fields node.`,
        });
      }
      if (valueType !== 'null') type = valueType;
    }
  });
}

/**
 * Keeps the first of each group of equal items (equal in all fields, all but some, or the chosen
 * ones; objects compare by content). One pass with a hash set: linear in the number of items.
 */
export function removeDuplicateItems(items: INodeExecutionData[], settings: DuplicateSettings): INodeExecutionData[] {
  const { compare, fields, disableDotNotation } = settings;
  const readers = fields.map((field) => fieldReader(field, disableDotNotation));
  if (compare === 'selectedFields') checkSelectedFields(items, fields, readers, disableDotNotation);
  const except = compare === 'allFieldsExcept' && fields.length > 0;
  const seen = new Set<string>();
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as INodeExecutionData;
    let key: string;
    let compared: IDataObject | undefined;
    if (compare === 'selectedFields') {
      key = valueKey(readers.map((read) => read(item.json)));
    } else if (except) {
      compared = withoutFields(item.json, fields, disableDotNotation);
      key = valueKey(compared);
    } else {
      key = valueKey(item.json);
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
