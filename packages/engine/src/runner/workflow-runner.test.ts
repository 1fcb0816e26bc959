import { describe, expect, it } from 'vitest';
import { loadWorkflow } from '../test-support/load-workflow.js';
import { nodeNamed, runWorkflow } from '../test-support/run-workflow.js';

const run = runWorkflow;
const node = nodeNamed;

describe('WorkflowRunner: a linear workflow', () => {
  it('runs from the trigger to the end and records each run as n8n does', async () => {
    const result = await run(loadWorkflow('linear'));
    expect(result.status).toBe('success');
    expect(result.finished).toBe(true);
    expect(result.order).toEqual(['Trigger', 'A', 'B']);
    expect(result.data.resultData.lastNodeExecuted).toBe('B');
    const trigger = result.runData.Trigger?.[0];
    expect(trigger?.source).toEqual([]);
    expect(trigger?.executionStatus).toBe('success');
    expect(trigger?.data?.main).toEqual([[{ json: { triggered: true }, pairedItem: { item: 0 } }]]);
    const b = result.runData.B?.[0];
    expect(b?.source).toEqual([{ previousNode: 'A', previousNodeOutput: 0, previousNodeRun: 0 }]);
    expect(b?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, path: ['A', 'B'] });
    expect(typeof b?.startTime).toBe('number');
    expect(b?.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('calls the lifecycle hooks in order, with the run data so far', async () => {
    const calls: string[] = [];
    const result = await run(loadWorkflow('linear'), {
      executionId: 'e2',
      hooks: {
        workflowExecuteBefore: () => void calls.push('start'),
        nodeExecuteBefore: (name) => void calls.push(`before ${name}`),
        nodeExecuteAfter: (name, taskData, data) => {
          calls.push(`after ${name} (${Object.keys(data.resultData.runData).join(',')}) ${taskData.executionStatus}`);
        },
        workflowExecuteAfter: (finished) => void calls.push(`end ${finished.status}`),
      },
    });
    expect(result.status).toBe('success');
    expect(calls).toEqual([
      'start',
      'before Trigger', 'after Trigger (Trigger) success',
      'before A', 'after A (Trigger,A) success',
      'before B', 'after B (Trigger,A,B) success',
      'end success',
    ]);
  });

  it('stops the branch when a node outputs no items', async () => {
    const workflow = loadWorkflow('linear');
    node(workflow, 'A').type = 'weft-test.nothing';
    const result = await run(workflow);
    expect(result.status).toBe('success');
    expect(result.order).toEqual(['Trigger', 'A']);
    expect(result.runData.A?.[0]?.data?.main).toEqual([[]]);
    expect(result.runData.B).toBeUndefined();
  });

  it('gives one empty item instead of nothing when "always output data" is on', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), { type: 'weft-test.nothing', alwaysOutputData: true });
    const result = await run(workflow);
    expect(result.runData.A?.[0]?.data?.main).toEqual([[{ json: {}, pairedItem: { item: 0 } }]]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ path: ['B'] });
  });

  it('records no run for a node that answers no data (null), and runs nothing after it, as n8n does', async () => {
    const workflow = loadWorkflow('linear');
    node(workflow, 'A').type = 'weft-test.noData';
    const calls: string[] = [];
    const result = await run(workflow, { hooks: { nodeExecuteAfter: (name) => void calls.push(name) } });
    expect(result.status).toBe('success');
    expect(Object.keys(result.runData)).toEqual(['Trigger']);
    expect(result.data.resultData.lastNodeExecuted).toBe('Trigger');
    expect(calls).toEqual(['Trigger']);
  });

  it('gives one empty item for no data (null) when "always output data" is on', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), { type: 'weft-test.noData', alwaysOutputData: true });
    const result = await run(workflow);
    expect(result.runData.A?.[0]?.data?.main).toEqual([[{ json: {}, pairedItem: { item: 0 } }]]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ path: ['B'] });
  });

  it('passes only the first item to a node set to execute once', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), { type: 'weft-test.emit', parameters: { items: '[{"n":1},{"n":2},{"n":3}]' } });
    node(workflow, 'B').executeOnce = true;
    const result = await run(workflow);
    expect(result.runData.A?.[0]?.data?.main?.[0]).toHaveLength(3);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ n: 1, path: ['B'] }]);
  });

  it('pairs output items with input items when a node does not say', async () => {
    const workflow = loadWorkflow('linear');
    Object.assign(node(workflow, 'A'), { type: 'weft-test.emit', parameters: { items: '[{"n":1},{"n":2}]' } });
    const result = await run(workflow);
    // One input item: every output item pairs with it. Same count in and out: item i pairs with item i.
    expect(result.runData.A?.[0]?.data?.main?.[0]?.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
    expect(result.runData.B?.[0]?.data?.main?.[0]?.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });
});

describe('WorkflowRunner: execution order', () => {
  it('v1 runs each branch to its end, the topmost branch first', async () => {
    const result = await run(loadWorkflow('branches'));
    expect(result.order).toEqual(['Trigger', 'Top', 'Top end', 'Bottom', 'Bottom end']);
  });

  it('v1 orders branches at the same height left to right', async () => {
    const workflow = loadWorkflow('branches');
    node(workflow, 'Top').position = [300, 500];
    node(workflow, 'Bottom').position = [200, 500];
    const result = await run(workflow);
    expect(result.order).toEqual(['Trigger', 'Bottom', 'Bottom end', 'Top', 'Top end']);
  });

  it('v0 runs breadth first, in connection order', async () => {
    const workflow = loadWorkflow('branches');
    workflow.settings = { executionOrder: 'v0' };
    const result = await run(workflow);
    expect(result.order).toEqual(['Trigger', 'Bottom', 'Top', 'Bottom end', 'Top end']);
  });
});

describe('WorkflowRunner: several inputs and loops', () => {
  it('runs a two-input node once, when both inputs have data', async () => {
    const result = await run(loadWorkflow('merge'));
    expect(result.order).toEqual(['Trigger', 'Left', 'Right', 'Merge']);
    const merge = result.runData.Merge?.[0];
    expect(merge?.source).toEqual([
      { previousNode: 'Left', previousNodeOutput: 0, previousNodeRun: 0 },
      { previousNode: 'Right', previousNodeOutput: 0, previousNodeRun: 0 },
    ]);
    expect(merge?.data?.main?.[0]?.map((item) => item.json)).toEqual([
      { side: 'left', filled: 2 }, { side: 'right', filled: 2 }, { side: 'right again', filled: 2 },
    ]);
  });

  it('does not wait for an input that nothing in this run can feed', async () => {
    const workflow = loadWorkflow('merge');
    workflow.connections.Trigger = { main: [[{ node: 'Left', type: 'main', index: 0 }]] };
    workflow.connections.Lonely = { main: [[{ node: 'Merge', type: 'main', index: 1 }]] };
    delete workflow.connections.Right;
    const result = await run(workflow);
    expect(result.order).toEqual(['Trigger', 'Left', 'Merge']);
    expect(result.runData.Merge?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ side: 'left', filled: 1 }]);
  });

  it('runs the waiting node with what it has once one of its branches ends early', async () => {
    const workflow = loadWorkflow('merge');
    node(workflow, 'Right').type = 'weft-test.nothing';
    const result = await run(workflow);
    expect(result.order).toEqual(['Trigger', 'Left', 'Right', 'Merge']);
    expect(result.runData.Merge?.[0]?.source).toEqual([{ previousNode: 'Left', previousNodeOutput: 0, previousNodeRun: 0 }, null]);
    expect(result.runData.Merge?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ side: 'left', filled: 1 }]);
  });

  it('runs a node in a loop several times, each run pointing at the run that fed it', async () => {
    const result = await run(loadWorkflow('loop'));
    expect(result.order).toEqual(['Trigger', 'Loop', 'Work', 'Loop', 'Work', 'Loop', 'Done']);
    expect(result.runData.Loop).toHaveLength(3);
    expect(result.runData.Work).toHaveLength(2);
    expect(result.runData.Loop?.[2]?.source).toEqual([{ previousNode: 'Work', previousNodeOutput: 0, previousNodeRun: 1 }]);
    expect(result.runData.Done?.[0]?.source).toEqual([{ previousNode: 'Loop', previousNodeOutput: 1, previousNodeRun: 2 }]);
    expect(result.runData.Done?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ triggered: true, path: ['Work', 'Work', 'Done'], round: 3 });
  });
});
