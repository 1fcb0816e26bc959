import type { IExecuteFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, IWorkflowBase } from '@weft/workflow';
import { NodeOperationError, NodeTypeRegistry } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { createConsoleLogger } from './console-logger.js';
import { ExecutionResources } from './execution-resources.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';

/*
 * What sub-nodes keep open for an execution: opened once per node and key, shared by every item and
 * run of the root, closed when the execution ends however it ends; a sub-node's closeFunction too.
 */

function description(name: string, extra: Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    name: `weft-test.${name}`, displayName: name, description: name, group: ['transform'], version: 1,
    defaults: { name }, inputs: [], outputs: ['main'], properties: [], ...extra,
  };
}

/** What the test's "connections" did, in order. */
let events: string[] = [];

const trigger: INodeType = {
  description: description('trigger', { group: ['trigger'] }),
  async execute() {
    return [[{ json: { n: 1 } }, { json: { n: 2 } }]];
  },
};

/** A tool sub-node holding a connection for the execution, and a closeFunction per supply. */
const pooled: INodeType = {
  description: description('pooled', { outputs: ['ai_tool'] }),
  async supplyData(this: ISupplyDataFunctions, itemIndex: number) {
    let opened = 0;
    const connection = await this.executionResource!('connection', async () => {
      opened = events.filter((event) => event.startsWith('open')).length + 1;
      events.push(`open ${this.getNode().name} #${opened}`);
      return { id: opened };
    }, async (value) => { events.push(`close ${this.getNode().name} #${value.id}`); });
    return { response: connection, closeFunction: async () => { events.push(`closeFunction item ${itemIndex}`); } };
  },
};

const root: INodeType = {
  description: description('root', {
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool' }],
    properties: [{ displayName: 'Fail', name: 'fail', type: 'boolean', default: false }],
  }),
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    const out = [];
    for (let index = 0; index < items.length; index++) {
      const tools = await this.getInputConnectionData('ai_tool', index) as Array<{ id: number }>;
      events.push(`item ${index} uses ${tools.map((tool) => tool.id).join(',')}`);
      if (this.getNodeParameter('fail', index) === true) throw new NodeOperationError(this.getNode(), 'Root failed');
      out.push({ json: { ids: tools.map((tool) => tool.id) } });
    }
    return [out];
  },
};

const types = new NodeTypeRegistry([trigger, pooled, root]);

function workflow(fail: boolean): IWorkflowBase {
  return {
    id: 'w-resources', name: 'Resources', active: false,
    nodes: [
      { id: '1', name: 'Trigger', type: 'weft-test.trigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Root', type: 'weft-test.root', typeVersion: 1, position: [200, 0], parameters: { fail } },
      { id: '3', name: 'Pool A', type: 'weft-test.pooled', typeVersion: 1, position: [200, 200], parameters: {} },
      { id: '4', name: 'Pool B', type: 'weft-test.pooled', typeVersion: 1, position: [300, 200], parameters: {} },
    ],
    connections: {
      Trigger: { main: [[{ node: 'Root', type: 'main', index: 0 }]] },
      'Pool A': { ai_tool: [[{ node: 'Root', type: 'ai_tool', index: 0 }]] },
      'Pool B': { ai_tool: [[{ node: 'Root', type: 'ai_tool', index: 0 }]] },
    },
  };
}

describe('Execution resources', () => {
  const runner = new WorkflowRunner(types, { logger: createConsoleLogger('silent') });

  it('opens one per node for the execution, shared across items, and closes them when it ends', async () => {
    events = [];
    const run = await runner.run({ workflow: workflow(false), mode: 'manual', executionId: 'resources-1' });
    expect(run.data.resultData.error).toBeUndefined();
    expect(run.data.resultData.runData.Root?.[0]?.data?.main?.[0]?.map((item) => item.json.ids)).toEqual([[1, 2], [1, 2]]);
    expect(events.slice(0, 4)).toEqual(['open Pool A #1', 'open Pool B #2', 'item 0 uses 1,2', 'item 1 uses 1,2']);
    expect(events.slice(4).sort()).toEqual(['close Pool A #1', 'close Pool B #2', 'closeFunction item 0', 'closeFunction item 0', 'closeFunction item 1', 'closeFunction item 1']);
  });

  it('closes them when the execution fails, and the next execution opens its own', async () => {
    events = [];
    const failed = await runner.run({ workflow: workflow(true), mode: 'manual', executionId: 'resources-2' });
    expect(failed.data.resultData.error?.message).toBe('Root failed');
    expect(events.filter((event) => event.startsWith('close ')).sort()).toEqual(['close Pool A #1', 'close Pool B #2']);
    events = [];
    await runner.run({ workflow: workflow(false), mode: 'manual', executionId: 'resources-3' });
    expect(events.filter((event) => event.startsWith('open'))).toEqual(['open Pool A #1', 'open Pool B #2']);
  });

  it('forgets a failed open (the next use tries again) and refuses use once closed', async () => {
    const resources = new ExecutionResources();
    let attempts = 0;
    const open = async () => {
      attempts++;
      if (attempts === 1) throw new Error('refused');
      return 'connection';
    };
    await expect(resources.use('k', open, async () => undefined)).rejects.toThrow('refused');
    await expect(resources.use('k', open, async () => undefined)).resolves.toBe('connection');
    await resources.closeAll();
    await expect(resources.use('k', open, async () => undefined)).rejects.toThrow('The execution has ended: its resources are closed');
  });
});
