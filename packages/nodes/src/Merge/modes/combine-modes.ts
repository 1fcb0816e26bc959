import type { INodeExecutionData } from '@weft/workflow';
import type { FieldPair, MatchOptions } from './match-fields.js';
import { findMatches } from './match-fields.js';
import type { ClashOptions, SourcedItem } from './merge-items.js';
import { combineItems, passItem, sourced } from './merge-items.js';

/** Every input's items, input after input. */
export function appendInputs(inputs: INodeExecutionData[][]): INodeExecutionData[] {
  return inputs.flatMap((items, input) => sourced(items, input).map(passItem));
}

/** Item i of each input combined; unpaired items (inputs of different lengths) kept only when asked. */
export function combineByPosition(inputs: INodeExecutionData[][], clash: ClashOptions, includeUnpaired: boolean): INodeExecutionData[] {
  const lengths = inputs.map((items) => items.length);
  const count = includeUnpaired ? Math.max(0, ...lengths) : Math.min(...lengths);
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < count; index++) {
    const entries = inputs.flatMap((items, input): SourcedItem[] => {
      const item = items[index];
      return item ? [{ item, index, input }] : [];
    });
    output.push(entries.length === 1 ? passItem(entries[0] as SourcedItem) : combineItems(entries, clash));
  }
  return output;
}

/** Every input 1 item combined with every input 2 item. */
export function combineAll(input1: INodeExecutionData[], input2: INodeExecutionData[], clash: ClashOptions): INodeExecutionData[] {
  const output: INodeExecutionData[] = [];
  for (const first of sourced(input1, 0)) for (const second of sourced(input2, 1)) output.push(combineItems([first, second], clash));
  return output;
}

export type JoinMode = 'keepMatches' | 'keepNonMatches' | 'keepEverything' | 'enrichInput1' | 'enrichInput2';

export interface ByFieldsSettings {
  fields: FieldPair[];
  joinMode: JoinMode;
  outputDataFrom: 'both' | 'input1' | 'input2';
  multipleMatches: 'all' | 'first';
  clash: ClashOptions;
  match: MatchOptions;
}

const byInput = (entries: SourcedItem[]) => [...entries].sort((a, b) => a.input - b.input);

/** Items of the two inputs joined on equal field values, as the join mode says. */
export function combineByFields(input1: INodeExecutionData[], input2: INodeExecutionData[], settings: ByFieldsSettings): INodeExecutionData[] {
  const first = sourced(input1, 0);
  const second = sourced(input2, 1);
  const { joinMode, outputDataFrom, multipleMatches, clash } = settings;
  const limit = <T>(list: T[]) => (multipleMatches === 'first' ? list.slice(0, 1) : list);
  if (joinMode === 'enrichInput2') {
    const swapped = settings.fields.map(({ field1, field2 }) => ({ field1: field2, field2: field1 }));
    const matches = findMatches(second, first, swapped, settings.match);
    const merged = matches.matched.flatMap(({ entry, matches: partners }) => limit(partners).map((partner) => combineItems(byInput([entry, partner]), clash)));
    return [...merged, ...matches.unmatched1.map(passItem)];
  }
  const matches = findMatches(first, second, settings.fields, settings.match);
  const merged = () => matches.matched.flatMap(({ entry, matches: partners }) => limit(partners).map((partner) => combineItems([entry, partner], clash)));
  switch (joinMode) {
    case 'keepMatches':
      if (outputDataFrom === 'input1') return matches.matched.map(({ entry }) => passItem(entry));
      if (outputDataFrom === 'input2') return matches.matched2.map(passItem);
      return merged();
    case 'keepNonMatches':
      if (outputDataFrom === 'input1') return matches.unmatched1.map(passItem);
      if (outputDataFrom === 'input2') return matches.unmatched2.map(passItem);
      return [...matches.unmatched1.map(passItem), ...matches.unmatched2.map(passItem)];
    case 'keepEverything':
      return [...merged(), ...matches.unmatched1.map(passItem), ...matches.unmatched2.map(passItem)];
    case 'enrichInput1':
      return [...merged(), ...matches.unmatched1.map(passItem)];
  }
}

/** "a, b.c" -> the same field names on both inputs. */
export function sameFields(text: string): FieldPair[] {
  return text.split(',').map((field) => field.trim()).filter((field) => field !== '').map((field) => ({ field1: field, field2: field }));
}
