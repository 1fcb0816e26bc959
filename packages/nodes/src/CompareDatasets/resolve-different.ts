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
  /** Top-level names of the matched fields, left out of the comparison (see `matchedFieldNames`). */
  matchedNames: ReadonlySet<string>;
  allMatches: boolean;
}

/** The matched fields' values, by input A's field names. */
function keysOf(a: IDataObject, settings: CompareSettings): IDataObject {
  const keys: IDataObject = {};
  for (const { field1 } of settings.pairs) keys[field1] = fieldReader(field1, !settings.dotNotation)(a) as IDataObject[string];
  return keys;
}

/** Top-level names the matched fields live under (not compared again); nested ones stay in. */
export function matchedFieldNames(settings: Pick<CompareSettings, 'pairs' | 'dotNotation'>): Set<string> {
  const names = new Set<string>();
  for (const { field1, field2 } of settings.pairs) {
    for (const field of [field1, field2]) if (!settings.dotNotation || !field.includes('.')) names.add(field);
  }
  return names;
}

function mixed(a: IDataObject, b: IDataObject, mix: { prefer: string; except: string[] }, dotNotation: boolean): IDataObject {
  const [base, other] = mix.prefer === 'input2' ? [b, a] : [a, b];
  let json: IDataObject = { ...base };
  for (const field of mix.except) json = withPathSet(json, dotNotation ? field : [field], fieldReader(field, !dotNotation)(other));
  return json;
}

/** How two matched items differ: their fields, the skipped and matched ones left out, split into same and different. */
export function compareMatched(a: SourcedItem, b: SourcedItem, settings: CompareSettings): Differences {
  const left = withoutFields(a.item.json, settings.skipFields, !settings.dotNotation);
  const right = withoutFields(b.item.json, settings.skipFields, !settings.dotNotation);
  return diffItems(left, right, settings.matchedNames, settings.fuzzy);
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
      return { json: { keys: keysOf(jsonA, settings), same: differences.same, different: differences.different } as IDataObject, pairedItem };
  }
}
