import { describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeParameters } from '@weft/workflow';
import { approximateJsonSize, formatMegabytes, jsonSizeExceeds } from './data-size';
import { ndvLayout } from './ndv-layout';
import { clampPage, pageCount, pageRange, parsePageSize } from './pagination';
import { inputNodeOptions, truncateNodeName } from './parent-nodes';
import { branchItems, canLinkRuns, clampRunIndex, hasBinaryData, nodeData } from './run-data-access';
import { deriveSchema } from './schema';
import { isOutputStale, nodesWithChangedParameters } from '../../domain/stale-output';
import { cellText, tableColumns, truncateCell } from './table-columns';

const to = (node: string) => [{ node, type: 'main' as const, index: 0 }];
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ json: { id: i } }));

describe('pagination', () => {
  it('slices 30 items into pages of 10 and 25, and everything with all', () => {
    expect(pageCount(30, 10)).toBe(3);
    expect(pageRange(2, 30, 10)).toEqual({ start: 10, end: 20 });
    expect(pageRange(2, 30, 25)).toEqual({ start: 25, end: 30 });
    expect(pageRange(3, 30, 'all')).toEqual({ start: 0, end: 30 });
  });
  it('shows the last page when the page asked for is past the end (a smaller run after a larger one)', () => {
    expect(clampPage(9, 30, 10)).toBe(3);
    expect(pageRange(9, 30, 10)).toEqual({ start: 20, end: 30 });
    expect(pageCount(0, 10)).toBe(1);
  });
  it('reads the page size choices and falls back to 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('all')).toBe('all');
    expect(parsePageSize('7')).toBe(10);
  });
});

describe('table columns', () => {
  it('are the union of the page items top-level keys, in order of first appearance', () => {
    expect(tableColumns([{ json: { a: 1, b: 2 } }, { json: { c: 3, a: 4 } }])).toEqual(['a', 'b', 'c']);
  });
  it('show nested values as compact JSON and cut long text', () => {
    expect(cellText({ x: [1, 2] })).toBe('{"x":[1,2]}');
    expect(cellText(null)).toBe('null');
    expect(cellText(undefined)).toBe('');
    expect(truncateCell('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('schema', () => {
  it('lists each field path once under its parent, typed with a sample', () => {
    const fields = deriveSchema([
      { json: { name: 'Ada', address: { city: null }, tags: ['a'] } },
      { json: { name: 'Bob', address: { city: 'Paris', zip: '75001' }, age: 36 } },
    ]);
    expect(fields.map((field) => [field.path, field.type, field.sample])).toEqual([
      ['name', 'string', 'Ada'],
      ['address', 'object', undefined],
      ['address.city', 'string', 'Paris'],
      ['address.zip', 'string', '75001'],
      ['tags', 'array', undefined],
      ['tags[0]', 'string', 'a'],
      ['age', 'number', '36'],
    ]);
    expect(fields.find((field) => field.path === 'address.zip')?.depth).toBe(1);
  });
});

describe('input node choices', () => {
  it('are all ancestors on main connections with their distance, nearest first', () => {
    const connections = { Trigger: { main: [to('Fetch')] }, Fetch: { main: [to('Transform')] }, Transform: { main: [to('Save')] } };
    expect(inputNodeOptions(connections, 'Save').map(({ name, depth }) => [name, depth]))
      .toEqual([['Transform', 1], ['Fetch', 2], ['Trigger', 3]]);
    expect(inputNodeOptions(connections, 'Trigger')).toEqual([]);
  });
  it('cut names longer than 30 characters and add ...', () => {
    expect(truncateNodeName('A node with a rather long descriptive name')).toBe('A node with a rather long desc...');
    expect(truncateNodeName('x'.repeat(30))).toBe('x'.repeat(30));
  });
});

describe('run data access', () => {
  const run = (main: Array<Array<{ json: IDataObject }> | null>) => ({ startTime: 1, executionTime: 1, source: [], data: { main } });
  it('reads a run\'s output branch, or the pinned items when the node has no run', () => {
    const data = nodeData({ If: [run([items(2), items(3)])] }, { Pinned: items(4) }, 'If');
    expect(branchItems(data, 0, 1)).toHaveLength(3);
    expect(branchItems(nodeData({}, { Pinned: items(4) }, 'Pinned'), 0, 0)).toHaveLength(4);
    expect(branchItems(data, 0, 5)).toEqual([]);
  });
  it('clamps run indexes, links only equal run counts above one, and spots binary items', () => {
    expect(clampRunIndex(5, 2)).toBe(1);
    expect(canLinkRuns(3, 3)).toBe(true);
    expect(canLinkRuns(1, 1)).toBe(false);
    expect(canLinkRuns(2, 3)).toBe(false);
    expect(hasBinaryData([{ json: {}, binary: { data: { data: '', mimeType: 'text/plain' } } }])).toBe(true);
    expect(hasBinaryData([{ json: {}, binary: {} }])).toBe(false);
  });
});

describe('stale output', () => {
  const node = (name: string, parameters: INodeParameters): INode => ({ id: name, name, type: 't', typeVersion: 1, position: [0, 0], parameters });
  it('names the nodes whose parameters object was replaced', () => {
    const shared = { value: 1 };
    expect(nodesWithChangedParameters([node('A', shared), node('B', { v: 1 })], [node('A', shared), node('B', { v: 2 })])).toEqual(['B']);
  });
  it('is stale only when the change came after the run started', () => {
    expect(isOutputStale(2000, 1000)).toBe(true);
    expect(isOutputStale(500, 1000)).toBe(false);
    expect(isOutputStale(undefined, 1000)).toBe(false);
  });
});

describe('display size', () => {
  it('measures JSON length close to JSON.stringify and stops early past the limit', () => {
    const value = { list: items(100), text: 'héllo' };
    const exact = JSON.stringify(value).length;
    expect(Math.abs(approximateJsonSize(value) - exact) / exact).toBeLessThan(0.1);
    expect(jsonSizeExceeds(items(100_000), 1000)).toBe(true);
    expect(jsonSizeExceeds(items(10), 1000)).toBe(false);
    expect(formatMegabytes(3.5 * 1024 * 1024)).toBe('3.5');
  });
});

describe('panel layout', () => {
  it('centres the main panel and keeps both sides at their minimum when dragged', () => {
    expect(ndvLayout(1400, 1440, undefined, false)).toEqual({ inputWidth: 496, mainLeft: 520, outputWidth: 496 });
    expect(ndvLayout(1400, 1440, 0, false).inputWidth).toBe(320 + 80);
    expect(ndvLayout(1400, 1440, 5000, false).outputWidth).toBe(320);
  });
  it('gives a trigger node\'s side panel the fixed width, 420 on windows wider than 1700', () => {
    expect(ndvLayout(1400, 1440, undefined, true).inputWidth).toBe(320);
    expect(ndvLayout(1800, 1800, undefined, true).inputWidth).toBe(420);
  });
});
