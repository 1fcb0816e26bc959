import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, ILoadOptionsFunctions, INodeType, INodeTypeDescription } from '@weft/workflow';
import { isVersionedNodeType, VersionedNodeType } from '@weft/workflow';
import { lazyNodeType } from './lazy-node-type.js';
import { describeNodeType } from './node-manifest.js';

function description(name: string, version: number | number[]): INodeTypeDescription {
  return {
    displayName: name, name, group: ['transform'], version, description: '', defaults: { name },
    inputs: ['main'], outputs: ['main'], properties: [],
  };
}

/** A node that answers at once with the context's name, and lists options from its context. */
class Echo implements INodeType {
  description = description('test.echo', 1);
  methods = {
    loadOptions: {
      async colours(this: ILoadOptionsFunctions) {
        return [{ name: String(this.getNode().name), value: 'red' }];
      },
    },
  };

  execute(this: IExecuteFunctions) {
    return [[{ json: { node: this.getNode().name } }]];
  }
}

/** The module of `Echo`, counting its loads; fails the first `failures` times. */
function echoModule(failures = 0) {
  const module = { loads: 0, failures, load: async (): Promise<INodeType> => {
    module.loads += 1;
    if (module.failures > 0) {
      module.failures -= 1;
      throw new Error('Cannot find module');
    }
    return new Echo();
  } };
  return module;
}

const context = (name: string) => ({ getNode: () => ({ name }) }) as unknown as IExecuteFunctions & ILoadOptionsFunctions;

describe('lazyNodeType', () => {
  it('has the description and functions of the code without loading it', () => {
    const module = echoModule();
    const lazy = lazyNodeType(describeNodeType('Echo', new Echo()), module.load) as INodeType;
    expect(lazy.description).toEqual(new Echo().description);
    expect(typeof lazy.execute).toBe('function');
    expect(typeof lazy.methods?.loadOptions?.colours).toBe('function');
    expect(lazy.trigger).toBeUndefined();
    expect(lazy.webhook).toBeUndefined();
    expect(module.loads).toBe(0);
  });

  it('loads the code once, on the first call, and runs it with the caller\'s context', async () => {
    const module = echoModule();
    const lazy = lazyNodeType(describeNodeType('Echo', new Echo()), module.load) as INodeType;
    const execute = lazy.execute as NonNullable<INodeType['execute']>;
    const [first, second] = await Promise.all([execute.call(context('A')), execute.call(context('B'))]);
    expect(first).toEqual([[{ json: { node: 'A' } }]]);
    expect(second).toEqual([[{ json: { node: 'B' } }]]);
    expect(await lazy.methods?.loadOptions?.colours?.call(context('C'))).toEqual([{ name: 'C', value: 'red' }]);
    expect(module.loads).toBe(1);
    // Once loaded, a node that answers at once still does (no promise in between).
    expect(execute.call(context('D'))).toEqual([[{ json: { node: 'D' } }]]);
  });

  it('fails the call when the code cannot be loaded, and loads again on the next', async () => {
    const module = echoModule(1);
    const lazy = lazyNodeType(describeNodeType('Echo', new Echo()), module.load) as INodeType;
    const execute = lazy.execute as NonNullable<INodeType['execute']>;
    await expect(execute.call(context('A'))).rejects.toThrow('Cannot find module');
    expect(await execute.call(context('B'))).toEqual([[{ json: { node: 'B' } }]]);
    expect(module.loads).toBe(2);
  });

  it('keeps a versioned node\'s versions, shared implementations shared, and loads its module once', async () => {
    let loads = 0;
    const v1 = new Echo();
    v1.description = description('test.echo', [1, 2]);
    const v3 = new Echo();
    v3.description = description('test.echo', 3);
    v3.execute = function execute(this: IExecuteFunctions) {
      return [[{ json: { version: 3, node: this.getNode().name } }]];
    };
    const real = new VersionedNodeType({ 1: v1, 2: v1, 3: v3 }, { ...description('test.echo', 3), defaultVersion: 3 });
    const lazy = lazyNodeType(describeNodeType('Echo', real), async () => {
      loads += 1;
      return real;
    });
    if (!isVersionedNodeType(lazy)) throw new Error('not versioned');
    expect(lazy.currentVersion).toBe(3);
    expect(lazy.getNodeType(1)).toBe(lazy.getNodeType(2));
    expect(lazy.getNodeType(2)?.description.version).toEqual([1, 2]);
    expect(await lazy.getNodeType()?.execute?.call(context('A'))).toEqual([[{ json: { version: 3, node: 'A' } }]]);
    expect(await lazy.getNodeType(1)?.execute?.call(context('B'))).toEqual([[{ json: { node: 'B' } }]]);
    expect(loads).toBe(1);
  });
});
