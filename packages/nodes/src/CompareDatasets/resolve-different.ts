import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { FieldPair } from '../Merge/modes/match-fields.js';
import type { SourcedItem } from '../Merge/modes/merge-items.js';
import { withPathSet } from '@weft/workflow';
import type { Differences } from './compare-values.js';
import { diffItems } from './compare-values.js';
import { fieldReader, withoutFields } from '../data-transformation/field-access.js';

export interface CompareSettings {
  pairs: FieldPair[];
  fuzzy: boolean;
  /** preferInput1, preferInput2, mix or includeBoth. */
  resolve: string;
  mix?: { prefer: string; except: string[] };
  skipFields: string[];
  dotNotation: boolean;
  /** How `different` names the two inputs' values (n8n's version 1 says input1/input2). */
  labels: readonly [string, string];
  allMatches: boolean;
}

/** The matched fields' values, by input A's field names. */
function keysOf(a: IDataObject, settings: CompareSettings): IDataObject {
  const keys: IDataObject = {};
  for (const { field1 } of settings.pairs) keys[field1] = fieldReader(field1, !settings.dotNotation)(a) as IDataObject[string];
  return keys;
}

function mixed(a: IDataObject, b: IDataObject, mix: { prefer: string; except: string[] }, dotNotation: boolean): IDataObject {
  const [base, other] = mix.prefer === 'input2' ? [b, a] : [a, b];
  let json: IDataObject = { ...base };
  for (const field of mix.except) json = withPathSet(json, dotNotation ? field : [field], fieldReader(field, !dotNotation)(other));
  return json;
}

/**
 * How two matched items differ: their fields split into same, different and skipped. A skipped
 * top-level field that differs is listed under `skipped`; a skipped nested field is taken out of
 * both items and always listed under `skipped` (by its top-level field), as n8n does.
 */
export function compareMatched(a: SourcedItem, b: SourcedItem, settings: CompareSettings): Differences {
  const nested = settings.skipFields.filter((field) => settings.dotNotation && field.includes('.'));
  const topLevel = new Set(settings.skipFields.filter((field) => !nested.includes(field)));
  const differences = diffItems(withoutFields(a.item.json, nested, false), withoutFields(b.item.json, nested, false), settings.fuzzy, settings.labels, topLevel);
  for (const [top, paths] of groupByTopField(nested)) {
    const [labelA, labelB] = settings.labels;
    differences.skipped[top] = { [labelA]: picked(a.item.json, paths), [labelB]: picked(b.item.json, paths) };
  }
  return differences;
}

function groupByTopField(paths: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const top = path.split('.')[0] as string;
    groups.set(top, [...(groups.get(top) ?? []), path]);
  }
  return groups;
}

/** The values at `paths` (all under one top-level field), rebuilt as that field's sub-object. */
function picked(json: IDataObject, paths: string[]): unknown {
  let result: IDataObject = {};
  for (const path of paths) {
    const value = fieldReader(path, false)(json);
    if (value !== undefined) result = withPathSet(result, path, value);
  }
  const top = (paths[0] as string).split('.')[0] as string;
  return result[top] ?? null;
}

/** The "Different" output's item for a matched pair, as the resolve setting asks (`differences`: from `compareMatched`). */
export function resolveDifferent(a: SourcedItem, b: SourcedItem, settings: CompareSettings, differences: Differences): INodeExecutionData {
  const pairedItem = [{ item: a.index, input: 0 }, { item: b.index, input: 1 }];
  const jsonA = a.item.json;
  const jsonB = b.item.json;
  switch (settings.resolve) {
    case 'preferInput1':
      return { ...a.item, pairedItem };
    case 'preferInput2':
      return { ...b.item, pairedItem };
    case 'mix':
      return { json: mixed(jsonA, jsonB, settings.mix ?? { prefer: 'input1', except: [] }, settings.dotNotation), pairedItem };
    default:
      return {
        json: {
          keys: keysOf(jsonA, settings),
          same: differences.same,
          different: differences.different,
          ...(Object.keys(differences.skipped).length > 0 ? { skipped: differences.skipped } : {}),
        } as IDataObject,
        pairedItem,
      };
  }
}
