import type { IDataObject, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import type { FieldReader } from '../data-transformation/field-access.js';
import { fieldReader, isEmptyValue, valueKey } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';
import type { Accumulator, SummarizeField } from './summarize-aggregations.js';
import { createAccumulator, outputFieldName } from './summarize-aggregations.js';

export interface SummarizeSettings {
  fields: SummarizeField[];
  splitBy: string[];
  disableDotNotation: boolean;
  outputFormat: 'separateItems' | 'singleItem';
  skipEmptySplitFields: boolean;
  /** Whether a field no item has is summarized anyway (as empty) instead of failing. */
  continueIfFieldNotFound: boolean;
  /** Write split values as text (Summarize 1.0, Item Lists): null as "null", numbers, booleans and lists as JSON. */
  splitValuesAsText?: boolean;
}

function splitValueAsText(value: unknown): unknown {
  if (value === undefined || typeof value === 'string') return value ?? null;
  return JSON.stringify(value);
}

interface Group {
  splitValues: unknown[];
  indices: number[];
  accumulators: Accumulator[];
}

function checkFields(items: INodeExecutionData[], settings: SummarizeSettings, readers: FieldReader[], names: string[]): void {
  settings.fields.forEach((entry) => {
    if (String(entry.field ?? '').trim() === '') {
      throw new TransformError('A field to summarize has no name', { description: 'Enter the field of each aggregation in "Fields to Summarize".' });
    }
  });
  if (settings.continueIfFieldNotFound || items.length === 0) return;
  names.forEach((name, k) => {
    const read = readers[k] as FieldReader;
    if (items.some((item) => read(item.json) !== undefined)) return;
    throw new TransformError(`The field '${name}' does not exist in any items`, {
      description: settings.disableDotNotation && name.includes('.')
        ? 'For a field inside another field, turn off "Disable Dot Notation" in the options.'
        : 'Check the spelling of the field name, or turn on "Continue if Field Not Found" in the options to summarize anyway.',
    });
  });
}

function pairedOf(indices: number[]): IPairedItemData[] {
  return indices.map((item) => ({ item }));
}

/**
 * Groups the items by the split fields (first-seen order) and aggregates each group: one item per
 * group, or one item holding all groups nested by split field and value.
 */
export function summarize(items: INodeExecutionData[], settings: SummarizeSettings): INodeExecutionData[] {
  const { fields, splitBy, disableDotNotation } = settings;
  const valueReaders = fields.map((entry) => fieldReader(String(entry.field ?? '').trim(), disableDotNotation));
  const splitReaders = splitBy.map((field) => fieldReader(field, disableDotNotation));
  checkFields(items, settings, [...valueReaders, ...splitReaders], [...fields.map((entry) => entry.field), ...splitBy]);
  const outputNames = fields.map(outputFieldName);
  const groups = new Map<string, Group>();
  for (let i = 0; i < items.length; i++) {
    const json = (items[i] as INodeExecutionData).json;
    const splitValues = splitReaders.map((read) => read(json));
    if (settings.skipEmptySplitFields && splitValues.some(isEmptyValue)) continue;
    const key = splitValues.length === 0 ? '' : splitValues.length === 1 ? valueKey(splitValues[0]) : valueKey(splitValues);
    let group = groups.get(key);
    if (!group) {
      group = { splitValues, indices: [], accumulators: fields.map(createAccumulator) };
      groups.set(key, group);
    }
    group.indices.push(i);
    for (let k = 0; k < valueReaders.length; k++) (group.accumulators[k] as Accumulator).add((valueReaders[k] as FieldReader)(json), i);
  }
  // Without split fields there is one summary even for no items (counts of 0).
  if (groups.size === 0 && splitBy.length === 0) groups.set('', { splitValues: [], indices: [], accumulators: fields.map(createAccumulator) });
  const aggregated = (group: Group): IDataObject => {
    const json: IDataObject = {};
    group.accumulators.forEach((accumulator, k) => { json[outputNames[k] as string] = accumulator.result() as IDataObject[string]; });
    return json;
  };
  if (settings.outputFormat === 'singleItem' && splitBy.length > 0) {
    const tree: IDataObject = {};
    for (const group of groups.values()) {
      let level = tree;
      // n8n nests the groups by value only, without the split fields' names.
      group.splitValues.forEach((value) => {
        level = (level[String(value ?? null)] ??= {}) as IDataObject;
      });
      Object.assign(level, aggregated(group));
    }
    return [{ json: tree, pairedItem: pairedOf([...groups.values()].flatMap((group) => group.indices)) }];
  }
  const out: INodeExecutionData[] = [];
  for (const group of groups.values()) {
    const json: IDataObject = {};
    group.splitValues.forEach((value, k) => {
      json[splitBy[k] as string] = (settings.splitValuesAsText ? splitValueAsText(value) : value ?? null) as IDataObject[string];
    });
    out.push({ json: Object.assign(json, aggregated(group)), pairedItem: pairedOf(group.indices) });
  }
  return out;
}
