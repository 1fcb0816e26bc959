import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INode, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { itemWithField, mapEachItem } from './item-loop.helper.js';

const node: INode = { id: '1', name: 'Node', type: 'n8n-nodes-base.test', typeVersion: 1, position: [0, 0], parameters: {} };

function contextWith(continueOnFail: boolean): IExecuteFunctions {
  return { getNode: () => node, continueOnFail: () => continueOnFail } as unknown as IExecuteFunctions;
}

describe('itemWithField', () => {
  it('writes top-level and nested fields without changing the input', () => {
    const input = { a: 1, nested: { keep: true } };
    const field = (path: string, value: unknown) => itemWithField({ json: input }, 0, path, value).json;
    expect(field('b', 2)).toEqual({ a: 1, nested: { keep: true }, b: 2 });
    expect(field('nested.value', 'x')).toEqual({ a: 1, nested: { keep: true, value: 'x' } });
    expect(field('a.b', 'x')).toEqual({ a: { b: 'x' }, nested: { keep: true } });
    expect(input).toEqual({ a: 1, nested: { keep: true } });
  });

  it('refuses names that would reach object prototypes', () => {
    expect(() => itemWithField({ json: {} }, 0, '__proto__.x', 1)).toThrow('"__proto__.x" cannot be used as a field name');
  });

  it('pairs the new item and keeps its binary data', () => {
    const binary = { data: { data: '', mimeType: 'text/plain' } };
    expect(itemWithField({ json: {}, binary }, 3, 'a', 1)).toEqual({ json: { a: 1 }, binary, pairedItem: { item: 3 } });
    expect(itemWithField({ json: {} }, 0, 'a', 1)).not.toHaveProperty('binary');
  });
});

describe('mapEachItem', () => {
  const items: INodeExecutionData[] = [{ json: { n: 1 } }, { json: { n: 2 } }];
  const failSecond = async (item: INodeExecutionData, itemIndex: number) => {
    if (itemIndex === 1) throw new Error('broken');
    return { json: { doubled: (item.json.n as number) * 2 }, pairedItem: { item: itemIndex } };
  };

  it('makes one output item per input item, in order', async () => {
    const output = await mapEachItem(contextWith(false), items, (item, itemIndex) => ({ json: item.json, pairedItem: { item: itemIndex } }));
    expect(output).toEqual([{ json: { n: 1 }, pairedItem: { item: 0 } }, { json: { n: 2 }, pairedItem: { item: 1 } }]);
  });

  it('turns a failure into that item\'s error with continue on fail', async () => {
    expect(await mapEachItem(contextWith(true), items, failSecond)).toEqual([
      { json: { doubled: 2 }, pairedItem: { item: 0 } },
      { json: { error: 'broken' }, pairedItem: { item: 1 } },
    ]);
  });

  it('stops with a node error naming the item, and passes node errors through', async () => {
    await expect(mapEachItem(contextWith(false), items, failSecond)).rejects.toMatchObject({ message: 'broken', context: { itemIndex: 1 } });
    const nodeError = new NodeOperationError(node, 'as thrown');
    await expect(mapEachItem(contextWith(false), items, () => { throw nodeError; })).rejects.toBe(nodeError);
  });
});
