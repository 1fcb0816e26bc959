import type { IBinaryKeyData, IDataObject, INodeExecutionData, IPairedItemData } from '@weft/workflow';

/** How clashing fields of combined items are resolved (n8n's clashHandling values). */
export interface ClashOptions {
  /** 'preferLast' | 'preferInput1' | 'preferInput2' ... | 'addSuffix'; empty means the last input wins. */
  resolveClash?: string;
  mergeMode?: 'deepMerge' | 'shallowMerge';
  overrideEmpty?: boolean;
}

/** An item of a given input, remembered with where it came from for pairing. */
export interface SourcedItem {
  item: INodeExecutionData;
  index: number;
  input: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '';

/** lodash-style deep merge (objects by key, arrays by index), answering a new value. */
function deepMerge(target: unknown, source: unknown, overrideEmpty: boolean): unknown {
  if (source === undefined) return target;
  if (Array.isArray(target) && Array.isArray(source)) {
    const length = Math.max(target.length, source.length);
    return Array.from({ length }, (_, index) => deepMerge(target[index], source[index], overrideEmpty));
  }
  if (isPlainObject(target) && isPlainObject(source)) {
    const result: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) result[key] = deepMerge(target[key], value, overrideEmpty);
    return result;
  }
  // With "override if empty" off, an empty preferred value does not hide the other one.
  if (!overrideEmpty && isEmptyValue(source) && !isEmptyValue(target)) return target;
  return structuredClone(source);
}

function shallowMerge(target: IDataObject, source: IDataObject, overrideEmpty: boolean): IDataObject {
  const result: IDataObject = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (!overrideEmpty && isEmptyValue(value) && !isEmptyValue(result[key])) continue;
    result[key] = value;
  }
  return result;
}

function withSuffix(json: IDataObject, suffix: string): IDataObject {
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [`${key}_${suffix}`, value]));
}

/** The order in which the entries are applied: the preferred one last, so that it wins. */
function applyOrder(entries: SourcedItem[], resolveClash: string | undefined): SourcedItem[] {
  const preferred = /^preferInput(\d+)$/.exec(resolveClash ?? '');
  if (!preferred) return entries;
  const input = Number(preferred[1]) - 1;
  return [...entries.filter((entry) => entry.input !== input), ...entries.filter((entry) => entry.input === input)];
}

/** Items from several inputs combined into one, with n8n's clash handling; pairs with all of them. */
export function combineItems(entries: SourcedItem[], clash: ClashOptions = {}): INodeExecutionData {
  const pairedItem: IPairedItemData[] = entries.map(({ index, input }) => ({ item: index, input }));
  let json: IDataObject = {};
  let binary: IBinaryKeyData | undefined;
  if (clash.resolveClash === 'addSuffix') {
    for (const { item, input } of entries) json = { ...json, ...withSuffix(item.json, String(input + 1)) };
  } else {
    const overrideEmpty = clash.overrideEmpty === true;
    for (const { item } of applyOrder(entries, clash.resolveClash)) {
      json = clash.mergeMode === 'shallowMerge'
        ? shallowMerge(json, item.json, overrideEmpty)
        : deepMerge(json, item.json, overrideEmpty) as IDataObject;
    }
  }
  for (const { item } of applyOrder(entries, clash.resolveClash)) if (item.binary) binary = { ...(binary ?? {}), ...item.binary };
  return binary ? { json, binary, pairedItem } : { json, pairedItem };
}

/** An item handed on unchanged, paired with its place in its input. */
export function passItem({ item, index, input }: SourcedItem): INodeExecutionData {
  return { ...item, pairedItem: { item: index, input } };
}

export function sourced(items: INodeExecutionData[], input: number): SourcedItem[] {
  return items.map((item, index) => ({ item, index, input }));
}
