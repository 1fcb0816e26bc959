import { describe, expect, it } from 'vitest';
import type { INodeType, IWorkflowBase } from '@weft/workflow';
import { fixtureNodeTypes } from '../test-support/fixture-node-types.js';
import { loadWorkflow } from '../test-support/load-workflow.js';
import { nodeNamed, runWorkflow } from '../test-support/run-workflow.js';
import { createConsoleLogger } from '../context/console-logger.js';
import type { EngineRunExecutionData } from './run.types.js';
import { NodeTypeRegistry } from '@weft/workflow';
import { WorkflowRunner } from './workflow-runner.js';

const run = runWorkflow;
const node = nodeNamed;

function failingA(): IWorkflowBase {
  const workflow = loadWorkflow('linear');
  Object.assign(node(workflow, 'A'), { type: 'weft-test.fail', parameters: { message: 'Bad input' } });
  return workflow;
}

describe('WorkflowRunner: node errors', () => {
  it('stops at a failing node and records the error on its run and on the execution', async () => {
    const result = await run(failingA());
    expect(result.status).toBe('error');
    expect(result.finished).toBe(false);
    expect(result.order).toEqual(['Trigger', 'A']);
    const a = result.runData.A?.[0];
    expect(a?.executionStatus).toBe('error');
    expect(a?.data).toBeUndefined();
    expect(a?.error).toMatchObject({
      name: 'NodeOperationError', message: 'Bad input', description: 'Raised on purpose by a test node', node: { name: 'A' },
    });
    expect(result.data.resultData.error?.message).toBe('Bad input');
    expect(result.data.resultData.lastNodeExecuted).toBe('A');
    expect(result.runData.B).toBeUndefined();
    // The failed node stays on the stack, so a retry of the execution resumes with it.
    const state = (result.data as EngineRunExecutionData).executionData;
    expect(state.nodeExecutionStack.map((entry) => entry.node.name)).toEqual(['A']);
  });

  it('continues with the input items when the node is set to continue on failure', async () => {
    const workflow = failingA();
    node(workflow, 'A').onError = 'continueRegularOutput';
    const result = await run(workflow);
    expect(result.status).toBe('success');
    expect(result.runData.A?.[0]?.error?.message).toBe('Bad input');
    expect(result.runData.A?.[0]?.executionStatus).toBe('error');
    expect(result.runData.B?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, path: ['B'] });
  });

  it('retries a failing node up to its maximum tries', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), {
      type: 'weft-test.flaky', parameters: { failures: 2 }, retryOnFail: true, maxTries: 3, waitBetweenTries: 0,
    });
    const result = await run(workflow);
    expect(result.status).toBe('success');
    expect(result.runData.A).toHaveLength(1);
    expect(result.runData.A?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, attempts: 3 });
  });

  it('fails once the tries are used up', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), {
      type: 'weft-test.flaky', parameters: { failures: 5 }, retryOnFail: true, maxTries: 2, waitBetweenTries: 0,
    });
    const result = await run(workflow);
    expect(result.status).toBe('error');
    expect(result.runData.A?.[0]?.error?.message).toBe('Attempt 2 failed');
  });

  it('names the unknown node type in the error', async () => {
    const workflow = loadWorkflow('linear');
    node(workflow, 'A').type = 'n8n-nodes-community.missing';
    const result = await run(workflow);
    expect(result.status).toBe('error');
    expect(result.runData.A?.[0]?.error?.message).toBe('Node "A" has an unknown type "n8n-nodes-community.missing"');
    expect(result.data.resultData.error?.description).toMatch(/Install the package/);
  });

  it('reports a workflow without a trigger as a failed run, calling the hooks', async () => {
    const workflow = loadWorkflow('linear');
    workflow.nodes = workflow.nodes.filter((candidate) => candidate.name !== 'Trigger');
    const ended: string[] = [];
    const result = await run(workflow, { hooks: { workflowExecuteAfter: (finished) => void ended.push(finished.status) } });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('The workflow has no trigger node to start from');
    expect(ended).toEqual(['error']);
  });

  it('rejects a node answer that is not a list of item lists', async () => {
    const trigger = fixtureNodeTypes.getByNameAndVersion('weft-test.trigger');
    const step = fixtureNodeTypes.getByNameAndVersion('weft-test.step');
    if (!trigger || !step) throw new Error('fixture node types missing');
    const registry = new NodeTypeRegistry([trigger, { description: step.description, execute: async () => [{ json: {} }] as never }]);
    const broken = new WorkflowRunner(registry, { logger: createConsoleLogger('silent') });
    const result = await broken.run({ workflow: loadWorkflow('linear'), mode: 'manual', executionId: 'e3' });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('Node "A" returned data Weft cannot use');
  });

  it('takes what a node answers without a native promise: at once, through another library\'s thenable, or thrown at once', async () => {
    const trigger = fixtureNodeTypes.getByNameAndVersion('weft-test.trigger');
    const step = fixtureNodeTypes.getByNameAndVersion('weft-test.step');
    if (!trigger || !step) throw new Error('fixture node types missing');
    const answers = {
      synchronous: () => [[{ json: { how: 'synchronous' } }]],
      thenable: () => ({ then: (resolve: (value: unknown) => void) => resolve([[{ json: { how: 'thenable' } }]]) }),
      throwing: () => { throw new Error('Thrown before any promise'); },
    };
    const outputs: Record<string, unknown> = {};
    for (const [how, execute] of Object.entries(answers)) {
      const registry = new NodeTypeRegistry([trigger, { description: step.description, execute: execute as never }]);
      const runner = new WorkflowRunner(registry, { logger: createConsoleLogger('silent') });
      const result = await runner.run({ workflow: loadWorkflow('linear'), mode: 'manual', executionId: `e-${how}` });
      outputs[how] = result.status === 'success' ? result.data.resultData.runData.A?.[0]?.data?.main?.[0]?.[0]?.json : result.data.resultData.error?.message;
    }
    expect(outputs).toEqual({ synchronous: { how: 'synchronous' }, thenable: { how: 'thenable' }, throwing: 'Thrown before any promise' });
  });
});

describe('WorkflowRunner: pinned and disabled nodes', () => {
  it('does not run a pinned node and outputs its pin data', async () => {
    const workflow = failingA();
    const result = await run(workflow, { pinData: { A: [{ json: { pinned: 1 } }, { json: { pinned: 2 } }] } });
    expect(result.status).toBe('success');
    expect(result.runData.A?.[0]?.data?.main?.[0]).toEqual([
      { json: { pinned: 1 }, pairedItem: { item: 0 } }, { json: { pinned: 2 }, pairedItem: { item: 0 } },
    ]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([
      { pinned: 1, path: ['B'] }, { pinned: 2, path: ['B'] },
    ]);
    expect(result.data.resultData.pinData?.A).toHaveLength(2);
  });

  it('uses the workflow pin data in manual runs only', async () => {
    const workflow = failingA();
    workflow.pinData = { A: [{ json: { pinned: true } }] };
    expect((await run(workflow)).status).toBe('success');
    expect((await run(workflow, { mode: 'trigger' })).status).toBe('error');
  });

  it('passes the input through a disabled node', async () => {
    const workflow = failingA();
    node(workflow, 'A').disabled = true;
    const result = await run(workflow);
    expect(result.status).toBe('success');
    expect(result.runData.A?.[0]?.data?.main).toEqual([[{ json: { triggered: true }, pairedItem: { item: 0 } }]]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, path: ['B'] });
  });
});

describe('WorkflowRunner: partial runs', () => {
  it('runs only what the destination node needs', async () => {
    const result = await run(loadWorkflow('branches'), { destinationNode: 'Top' });
    expect(result.order).toEqual(['Trigger', 'Top']);
    expect(result.data.startData?.destinationNode).toBe('Top');
  });

  it('starts from the given nodes with their parents\' earlier output, keeping the earlier runs', async () => {
    const first = await run(loadWorkflow('linear'));
    const workflow = loadWorkflow('linear');
    const result = await run(workflow, { startNodes: ['B'], runData: first.runData });
    expect(result.order).toEqual(['B']);
    expect(result.runData.A).toEqual(first.runData.A);
    expect(result.runData.B).toHaveLength(1);
    expect(result.runData.B?.[0]?.source).toEqual([{ previousNode: 'A', previousNodeOutput: 0, previousNodeRun: 0 }]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, path: ['A', 'B'] });
  });

  it('explains that a start node has no input data yet', async () => {
    const result = await run(loadWorkflow('linear'), { startNodes: ['B'] });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('Node "B" has no input data to start from');
  });

  it('refuses a start node that is not in the workflow', async () => {
    const result = await run(loadWorkflow('linear'), { startNodes: ['Nope'] });
    expect(result.data.resultData.error?.message).toBe('The start node "Nope" is not in the workflow');
  });
});

describe('WorkflowRunner: stopping', () => {
  it('stops before the next node once the signal aborts', async () => {
    const controller = new AbortController();
    const result = await run(loadWorkflow('linear'), {
      signal: controller.signal,
      hooks: { nodeExecuteAfter: (name) => { if (name === 'A') controller.abort(); } },
    });
    expect(result.status).toBe('canceled');
    expect(result.finished).toBe(false);
    expect(Object.keys(result.runData)).toEqual(['Trigger', 'A']);
    expect(result.data.resultData.error?.name).toBe('ExecutionCancelledError');
  });

  it('abandons a node that is still running when the execution is stopped', async () => {
    const workflow = loadWorkflow('linear');
    node(workflow, 'A').type = 'weft-test.hang';
    const controller = new AbortController();
    const result = await run(workflow, {
      signal: controller.signal,
      hooks: {
        nodeExecuteBefore: (name) => {
          if (name === 'A') setTimeout(() => controller.abort(new DOMException('Too slow', 'TimeoutError')), 0);
        },
      },
    });
    expect(result.status).toBe('canceled');
    expect(Object.keys(result.runData)).toEqual(['Trigger']);
    expect(result.data.resultData.error?.message).toBe('Execution e1 took longer than its time limit and was stopped');
    const state = (result.data as EngineRunExecutionData).executionData;
    expect(state.nodeExecutionStack.map((entry) => entry.node.name)).toEqual(['A']);
  });

  it('closes a trigger that listens for a test event when the run is stopped', async () => {
    const closed: string[] = [];
    const listening: INodeType = {
      description: { ...fixtureNodeTypes.getByNameAndVersion('weft-test.trigger')!.description, name: 'weft-test.listening', polling: undefined },
      // Waits for an event that never comes, as an IMAP or queue trigger tested from the editor does.
      async trigger() {
        return { closeFunction: async () => { closed.push(this.getNode().name); } };
      },
    };
    const runner = new WorkflowRunner(new NodeTypeRegistry([listening]), { logger: createConsoleLogger('silent') });
    const workflow: IWorkflowBase = {
      id: 'w', name: 'Listening', active: false, connections: {},
      nodes: [{ id: 't', name: 'Inbox', type: 'weft-test.listening', typeVersion: 1, position: [0, 0], parameters: {} }],
    };
    const controller = new AbortController();
    const result = await runner.run({
      workflow, mode: 'manual', executionId: 'e-listen', signal: controller.signal,
      hooks: { nodeExecuteBefore: () => { setTimeout(() => controller.abort(new Error('Stopped by the user')), 0); } },
    });
    expect(result.status).toBe('canceled');
    await expect.poll(() => closed).toEqual(['Inbox']);
  });
});

describe('WorkflowRunner: node parameters', () => {
  it('fills in defaults, hides what displayOptions hide, and leaves collection options unset', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), { type: 'weft-test.params', parameters: {} });
    const simple = await run(workflow);
    expect(simple.runData.A?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ mode: 'simple', limit: 'hidden', text: 'hello', flag: 'unset' });

    node(workflow, 'A').parameters = { mode: 'advanced', text: '={{ $json.triggered ? "from the trigger" : "none" }}', options: { flag: false } };
    const advanced = await run(workflow);
    expect(advanced.runData.A?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ mode: 'advanced', limit: 10, text: 'from the trigger', flag: false });
  });
});
