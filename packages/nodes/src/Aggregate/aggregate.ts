import type { IBinaryKeyData, IDataObject, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import type { FieldReader } from '../data-transformation/field-access.js';
import { fieldReader, pickFields, withoutFields } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';

/** One entry of "Fields To Aggregate" as saved. */
export interface FieldToAggregateEntry {
  fieldToAggregate?: string;
  renameField?: boolean;
  outputFieldName?: string;
}

export interface AggregatedField {
  path: string;
  outputName: string;
  read: FieldReader;
}

/**
 * Checks the entries and works out each output name: the renamed name, else the field's own name
 * (its last part with dot notation, so "order.total" aggregates into "total").
 */
export function planAggregatedFields(entries: FieldToAggregateEntry[], disableDotNotation: boolean): AggregatedField[] {
  const fields: AggregatedField[] = [];
  const used = new Set<string>();
  for (const entry of entries) {
    const path = String(entry.fieldToAggregate ?? '').trim();
    if (path === '') {
      throw new TransformError('A field to aggregate has no name', {
        description: 'Enter the name of each field to aggregate, or remove the empty entry.',
      });
    }
    let outputName = !disableDotNotation && path.includes('.') ? path.split('.').pop() as string : path;
    if (entry.renameField === true) {
      outputName = String(entry.outputFieldName ?? '').trim();
      if (outputName === '') {
        throw new TransformError(`The field "${path}" is renamed but has no output field name`, {
          description: 'Enter the "Output Field Name", or turn off "Rename Field".',
        });
      }
    }
    if (used.has(outputName)) {
      throw new TransformError(`More than one aggregated field would be written to "${outputName}"`, {
        description: 'Turn on "Rename Field" and give each field its own output field name.',
      });
    }
    used.add(outputName);
    fields.push({ path, outputName, read: fieldReader(path, disableDotNotation) });
  }
  return fields;
}

export interface IndividualFieldOptions {
  /** Lists are merged into one flat list instead of a list of lists. */
  mergeLists: boolean;
  /** Missing and null values add a null entry instead of being left out. */
  keepMissing: boolean;
}

/** One list per field, in item order. */
export function aggregateIndividualFields(
  items: INodeExecutionData[], fields: AggregatedField[], options: IndividualFieldOptions,
): IDataObject {
  const json: IDataObject = {};
  for (const field of fields) {
    const values: unknown[] = [];
    const { read } = field;
    for (let i = 0; i < items.length; i++) {
      const value = read((items[i] as INodeExecutionData).json);
      if (value === undefined || value === null) {
        if (options.keepMissing) values.push(null);
      } else if (options.mergeLists && Array.isArray(value)) {
        for (const element of value) values.push(element);
      } else {
        values.push(value);
      }
    }
    json[field.outputName] = values as IDataObject[];
  }
  return json;
}

export type AllItemDataInclude = 'allFields' | 'specifiedFields' | 'allFieldsExcept';

/** Every item's data in one list, all of each item's fields or a choice of them. */
export function aggregateAllItemData(
  items: INodeExecutionData[], destinationFieldName: string, include: AllItemDataInclude, fields: string[],
): IDataObject {
  const data: IDataObject[] = new Array(items.length);
  if (include === 'specifiedFields') {
    const readers = fields.map((field) => fieldReader(field));
    for (let i = 0; i < items.length; i++) data[i] = pickFields((items[i] as INodeExecutionData).json, fields, readers, false);
  } else if (include === 'allFieldsExcept') {
    for (let i = 0; i < items.length; i++) data[i] = withoutFields((items[i] as INodeExecutionData).json, fields, false);
  } else {
    for (let i = 0; i < items.length; i++) data[i] = (items[i] as INodeExecutionData).json;
  }
  return { [destinationFieldName]: data };
}

/**
 * The binary data of all items for the one output item, as `data_0`, `data_1`, ... in item order;
 * with `keepOnlyUnique`, a file identical to one already taken is left out.
 */
export function collectBinaries(items: INodeExecutionData[], keepOnlyUnique: boolean): IBinaryKeyData | undefined {
  const binary: IBinaryKeyData = {};
  const seen = new Set<string>();
  let index = 0;
  for (const item of items) {
    if (!item.binary) continue;
    for (const data of Object.values(item.binary)) {
      if (keepOnlyUnique) {
        const key = data.id ?? `${data.mimeType}|${data.fileName ?? ''}|${data.data}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      binary[`data_${index++}`] = data;
    }
  }
  return index === 0 ? undefined : binary;
}

/** Every input item, as the one output item's `pairedItem`. */
export function pairAll(count: number): IPairedItemData[] {
  const paired: IPairedItemData[] = new Array(count);
  for (let i = 0; i < count; i++) paired[i] = { item: i };
  return paired;
}
