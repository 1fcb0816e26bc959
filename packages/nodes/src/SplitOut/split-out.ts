import type { IBinaryKeyData, IDataObject, INodeExecutionData } from '@weft/workflow';
import type { FieldReader } from '../data-transformation/field-access.js';
import { fieldReader, pickFields, withoutFields } from '../data-transformation/field-access.js';

export type SplitOutInclude = 'noOtherFields' | 'allOtherFields' | 'selectedOtherFields';

export interface SplitOutSettings {
  /** The fields whose lists become items; several split side by side (the n-th elements together). */
  fields: string[];
  /** Output field names by position; an empty one keeps the field's own name. */
  destinations: string[];
  include: SplitOutInclude;
  /** With `selectedOtherFields`: the fields copied into each new item. */
  fieldsToInclude: string[];
  disableDotNotation: boolean;
  includeBinary: boolean;
}

/** The settings turned into readers once, so each item costs only the reading. */
export interface SplitOutPlan {
  settings: SplitOutSettings;
  readers: FieldReader[];
  includeReaders: FieldReader[];
}

export function planSplitOut(settings: SplitOutSettings): SplitOutPlan {
  return {
    settings,
    readers: settings.fields.map((field) => fieldReader(field, settings.disableDotNotation)),
    includeReaders: settings.fieldsToInclude.map((field) => fieldReader(field, settings.disableDotNotation)),
  };
}

/** What a value to split turns into: a list as is, an object's values, anything else as one element. */
export function toSplitList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [value];
}

function isPlainObject(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function baseOf(plan: SplitOutPlan, json: IDataObject): IDataObject {
  const { include, fields, disableDotNotation, fieldsToInclude } = plan.settings;
  if (include === 'allOtherFields') return withoutFields(json, fields, disableDotNotation);
  if (include !== 'selectedOtherFields') return {};
  return pickFields(json, fieldsToInclude, plan.includeReaders, disableDotNotation);
}

/**
 * Splits one item into new items, appended to `out`. `found[k]` turns true when field k exists in the
 * item (a missing field adds nothing for this item). Each new item is a fresh object; the split
 * elements themselves are shared with the input, never changed.
 */
export function splitOutItem(
  plan: SplitOutPlan, item: INodeExecutionData, itemIndex: number, out: INodeExecutionData[], found: boolean[],
): void {
  const { settings, readers } = plan;
  const lists: unknown[][] = [];
  let length = 0;
  for (let k = 0; k < readers.length; k++) {
    const value = (readers[k] as FieldReader)(item.json);
    if (value === undefined) {
      lists.push([]);
      continue;
    }
    found[k] = true;
    const list = toSplitList(value);
    lists.push(list);
    if (list.length > length) length = list.length;
  }
  if (length === 0) return;
  const base = baseOf(plan, item.json);
  const spreadObjects = settings.include === 'noOtherFields';
  const binary = settings.includeBinary && item.binary ? item.binary as IBinaryKeyData : undefined;
  const single = lists.length === 1 && spreadObjects && !settings.destinations[0];
  for (let e = 0; e < length; e++) {
    const first = (lists[0] as unknown[])[e];
    // The common case, one list of objects into items: a spread copy keeps the objects' fast shape.
    const json: IDataObject = single && isPlainObject(first) ? { ...first } : { ...base };
    for (let k = single && isPlainObject(first) ? 1 : 0; k < lists.length; k++) {
      const list = lists[k] as unknown[];
      if (e >= list.length) continue;
      const element = list[e];
      const destination = settings.destinations[k];
      // Splitting several fields side by side keeps each element under its field's name, objects too.
      json[destination || (settings.fields[k] as string)] = element as IDataObject[string];
    }
    const newItem: INodeExecutionData = { json, pairedItem: { item: itemIndex } };
    if (binary) newItem.binary = binary;
    out.push(newItem);
  }
}

/** Splits all items; answers the fields found in no item at all (for the node to report). */
export function splitOutItems(items: INodeExecutionData[], settings: SplitOutSettings): { items: INodeExecutionData[]; missing: string[] } {
  const plan = planSplitOut(settings);
  const out: INodeExecutionData[] = [];
  const found = settings.fields.map(() => false);
  for (let i = 0; i < items.length; i++) splitOutItem(plan, items[i] as INodeExecutionData, i, out, found);
  return { items: out, missing: settings.fields.filter((_, k) => !found[k]) };
}
