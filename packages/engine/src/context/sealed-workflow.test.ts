import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INodeType, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger } from './console-logger.js';
import { NodeTypeRegistry } from '@weft/workflow';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { isSealedWorkflow, sealWorkflow } from './sealed-workflow.js';

/** Reads its `tags` list (default ['a']), appends to what it got, and outputs it with its own node's name. */
const tagger: INodeType = {
  description: {
    name: 'weft-test.tagger', displayName: 'Tagger', description: 'Test node', group: ['transform'], version: 1,
    defaults: { name: 'Tagger' }, inputs: ['main'], outputs: ['main'],
    properties: [
      { displayName: 'Tags', name: 'tags', type: 'json', default: ['a'] },
      { displayName: 'Label', name: 'label', type: 'string', default: 'plain' },
    ],
  },
  async execute(this: IExecuteFunctions) {
    return [this.getInputData().map((item, index) => {
      const tags = this.getNodeParameter('tags', index) as string[];
      tags.push('added by the node');
      return { json: { ...item.json, tags, label: this.getNodeParameter('label', index), node: this.getNode().name } };
    })];
  },
};

const mutator: INodeType = {
  description: { ...tagger.description, name: 'weft-test.mutator', properties: [] },
  async execute(this: IExecuteFunctions) {
    const node = this.getNode();
    try {
      node.parameters.changed = true;
    } catch (error) {
      return [[{ json: { refused: (error as Error).name } }]];
    }
    return [[{ json: { refused: false } }]];
  },
};

const runner = new WorkflowRunner(new NodeTypeRegistry([tagger, mutator]), { logger: createConsoleLogger('silent') });

function workflow(): IWorkflowBase {
  return {
    name: 'Sealed', active: true, settings: { executionOrder: 'v1' },
    nodes: [
      { id: '1', name: 'First', type: 'weft-test.tagger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Second', type: 'weft-test.tagger', typeVersion: 1, position: [200, 0], parameters: { label: '={{ $json.label }} twice' } },
    ],
    connections: { First: { main: [[{ node: 'Second', type: 'main', index: 0 }]] } },
  };
}

async function outputOf(target: IWorkflowBase, node = 'Second') {
  const run = await runner.run({
    workflow: target, mode: 'webhook', executionId: '1', trigger: { nodeName: 'First', data: [[{ json: { n: 1 } }, { json: { n: 2 } }]] },
  });
  return run.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.map((item) => item.json);
}

describe('sealed workflows (active workflows run again and again)', () => {
  it('give the same output on every run as an unsealed copy, even when a node changes the parameters it read', async () => {
    const sealed = workflow();
    sealWorkflow(sealed);
    expect(isSealedWorkflow(sealed)).toBe(true);
    const expected = await outputOf(workflow());
    expect(expected).toEqual([
      { n: 1, tags: ['a', 'added by the node'], label: 'plain twice', node: 'Second' },
      { n: 2, tags: ['a', 'added by the node'], label: 'plain twice', node: 'Second' },
    ]);
    expect(await outputOf(sealed)).toEqual(expected);
    expect(await outputOf(sealed)).toEqual(expected);
  });

  it('cannot be changed by a node through getNode(), while an unsealed workflow hands out copies', async () => {
    const build = (): IWorkflowBase => ({
      name: 'Mutating', active: true, nodes: [
        { id: '1', name: 'First', type: 'weft-test.tagger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: '2', name: 'Second', type: 'weft-test.mutator', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: { First: { main: [[{ node: 'Second', type: 'main', index: 0 }]] } },
    });
    const sealed = build();
    sealWorkflow(sealed);
    expect(await outputOf(sealed)).toEqual([{ refused: 'TypeError' }]);
    expect(sealed.nodes[1]?.parameters).toEqual({});
    const open = build();
    expect(await outputOf(open)).toEqual([{ refused: false }]);
    expect(open.nodes[1]?.parameters).toEqual({});
  });

  it('keep static data writable', () => {
    const sealed = workflow();
    sealWorkflow(sealed);
    sealed.staticData = { global: { count: 1 } };
    expect(sealed.staticData).toEqual({ global: { count: 1 } });
    expect(() => { (sealed.nodes[0] as { name: string }).name = 'Renamed'; }).toThrow(TypeError);
  });
});
