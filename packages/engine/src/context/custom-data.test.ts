import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INodeType } from '@weft/workflow';
import { NodeTypeRegistry, InvalidCustomDataError } from '@weft/workflow';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { createConsoleLogger } from './console-logger.js';
import { createCustomData } from './custom-data.js';

function fresh() {
  const store: Record<string, string> = {};
  return { store, data: createCustomData(() => store) };
}

describe('createCustomData', () => {
  it('sets, reads and lists values as text', () => {
    const { store, data } = fresh();
    data.set('order_id', 42);
    data.setAll({ customer: 'Ada', big: 10n });
    expect(data.get('order_id')).toBe('42');
    expect(data.get('missing')).toBeUndefined();
    expect(data.getAll()).toEqual({ order_id: '42', customer: 'Ada', big: '10' });
    expect(store).toEqual({ order_id: '42', customer: 'Ada', big: '10' });
    const all = data.getAll();
    all.customer = 'changed';
    expect(data.get('customer')).toBe('Ada');
  });

  it('cuts keys to 50 and values to 255 characters', () => {
    const { data } = fresh();
    data.set('k'.repeat(60), 'v'.repeat(300));
    expect(data.getAll()).toEqual({ ['k'.repeat(50)]: 'v'.repeat(255) });
  });

  it('keeps at most 10 keys, still replacing existing ones', () => {
    const { data } = fresh();
    for (let index = 0; index < 12; index++) data.set(`key_${index}`, String(index));
    expect(Object.keys(data.getAll())).toHaveLength(10);
    expect(data.get('key_10')).toBeUndefined();
    data.set('key_0', 'again');
    expect(data.get('key_0')).toBe('again');
  });

  it('refuses keys with other characters and values that are not text or numbers', () => {
    const { data } = fresh();
    expect(() => data.set('has space', 'x')).toThrow(InvalidCustomDataError);
    expect(() => data.set('has space', 'x')).toThrow('The custom data key "has space" may only hold letters, digits and underscores');
    expect(() => data.set('', 'x')).toThrow('A custom data key must be a non-empty text');
    expect(() => data.set('obj', { a: 1 } as never)).toThrow('The custom data value of "obj" must be a text or a number');
    expect(() => data.setAll(null as never)).toThrow('Custom data must be set from an object of keys and values');
  });
});

describe('this.customData in a run', () => {
  const writer = (name: string, set: (this: IExecuteFunctions) => void): INodeType => ({
    description: {
      name, displayName: name, description: '', group: ['transform'], version: 1,
      defaults: { name }, inputs: ['main'], outputs: ['main'], properties: [],
    },
    async execute(this: IExecuteFunctions) {
      set.call(this);
      return [[{ json: { seen: this.customData.getAll() } }]];
    },
  });

  it('is kept in resultData.metadata and shared by the nodes of the execution', async () => {
    const types = new NodeTypeRegistry([
      writer('test.first', function () { this.customData.set('step', 'one'); }),
      writer('test.second', function () { this.customData.setAll({ step: 'two', extra: 3 }); }),
    ]);
    const runner = new WorkflowRunner(types, { logger: createConsoleLogger('silent') });
    const run = await runner.run({
      executionId: 'c1', mode: 'manual',
      workflow: {
        name: 'Custom data', active: false,
        nodes: [
          { id: '1', name: 'First', type: 'test.first', typeVersion: 1, position: [0, 0], parameters: {} },
          { id: '2', name: 'Second', type: 'test.second', typeVersion: 1, position: [200, 0], parameters: {} },
        ],
        connections: { First: { main: [[{ node: 'Second', type: 'main', index: 0 }]] } },
      },
      startNodes: ['First'],
    } as never);
    expect(run.status).toBe('success');
    expect(run.data.resultData.metadata).toEqual({ step: 'two', extra: '3' });
    expect(run.data.resultData.runData.Second?.[0]?.data?.main?.[0]?.[0]?.json.seen).toEqual({ step: 'two', extra: '3' });
  });
});
