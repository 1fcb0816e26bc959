import { describe, expect, it } from 'vitest';
import type { INodeExecutionData } from '@weft/workflow';
import { assignPairedItems } from './paired-items.js';

describe('assignPairedItems', () => {
  it('pairs input items handed on unchanged with their own position, leaving the input items as they were', () => {
    const inputItems: INodeExecutionData[] = [0, 1, 2].map((n) => ({ json: { n }, pairedItem: { item: 0 } }));
    const outputs = [[inputItems[2]!, inputItems[0]!]];
    assignPairedItems(outputs, { main: [inputItems] });
    expect(outputs[0]!.map((item) => item.pairedItem)).toEqual([{ item: 2 }, { item: 0 }]);
    expect(inputItems.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
  });

  it('pairs items handed on from a large input, and from a second one, with their own positions', () => {
    const first: INodeExecutionData[] = Array.from({ length: 40 }, (_, n) => ({ json: { n }, pairedItem: { item: 0 } }));
    const second: INodeExecutionData[] = [{ json: { other: true } }];
    const outputs = [[first[39]!, second[0]!, first[3]!, { json: { made: true } }]];
    assignPairedItems(outputs, { main: [first, second] });
    expect(outputs[0]!.map((item) => item.pairedItem)).toEqual([{ item: 39 }, { item: 0, input: 1 }, { item: 3 }, undefined]);
  });

  it('names the input of an item handed on from a second input', () => {
    const second: INodeExecutionData = { json: {}, pairedItem: { item: 5 } };
    const outputs = [[second]];
    assignPairedItems(outputs, { main: [[{ json: {} }], [second]] });
    expect(outputs[0]![0]!.pairedItem).toEqual({ item: 0, input: 1 });
  });

  it('keeps the pairing a node gave to new items', () => {
    const outputs = [[{ json: {}, pairedItem: { item: 1 } }]];
    assignPairedItems(outputs, { main: [[{ json: {} }, { json: {} }]] });
    expect(outputs[0]![0]!.pairedItem).toEqual({ item: 1 });
  });
});
