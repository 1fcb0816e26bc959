import { describe, expect, it } from 'vitest';
import type { INodeExecutionData, IRunData, ISourceData, ITaskData } from '../model/index.js';
import { evaluateExpression } from './evaluate.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

function from(node: string, run = 0, output = 0): ISourceData {
  return { previousNode: node, previousNodeOutput: output, previousNodeRun: run };
}

function task(source: ISourceData[], items: INodeExecutionData[]): ITaskData {
  return { startTime: 0, executionTime: 0, source, data: { main: [items] } };
}

/** A context for node `active`, fed by `input` (run `run` of it), over hand-made run data. */
function context(runData: IRunData, input: ISourceData, active = 'Active'): ExpressionContext {
  const names = [...Object.keys(runData), active];
  const items = runData[input.previousNode]?.[input.previousNodeRun ?? 0]?.data?.main?.[0] ?? [];
  return {
    workflow: {
      nodes: names.map((name) => ({ id: name, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} })),
      connections: {},
    },
    runExecutionData: { resultData: { runData } },
    runIndex: 0, itemIndex: 0, activeNodeName: active, connectionInputData: items,
    executeData: { source: { main: [input] } }, mode: 'manual', timezone: 'UTC',
  };
}

function failure(code: string, ctx: ExpressionContext, itemIndex = 0): ExpressionError {
  try {
    evaluateExpression(`={{ ${code} }}`, ctx, itemIndex);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${code} to fail`);
}

const value = (code: string, ctx: ExpressionContext, itemIndex = 0) => evaluateExpression(`={{ ${code} }}`, ctx, itemIndex);

describe("$('Node').item: paired items", () => {
  it('follows pairing back through two nodes, whatever the order of items', () => {
    // Orders (3 items) -> Reverse (reversed order) -> Pick (drops the middle one) -> Active
    const ctx = chainContext([
      { name: 'Orders', items: jsonItems({ id: 'a' }, { id: 'b' }, { id: 'c' }) },
      { name: 'Reverse', items: [2, 1, 0].map((item) => ({ json: { pos: item }, pairedItem: { item } })) },
      { name: 'Pick', items: [0, 2].map((item) => ({ json: { picked: item }, pairedItem: item })) },
    ], { name: 'Active' });
    expect(value("$('Orders').item.json.id", ctx, 0)).toBe('c');
    expect(value("$('Orders').item.json.id", ctx, 1)).toBe('a');
    expect(value("$('Reverse').item.json.pos", ctx, 1)).toBe(0);
    expect(value("$('Pick').item.json.picked", ctx, 1)).toBe(2);
  });

  it('takes the trail that reaches the node when an item came from both inputs of a merge', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }, { n: 1 }))],
      Left: [task([from('Start')], jsonItems({ side: 'left 0' }, { side: 'left 1' }))],
      Right: [task([], jsonItems({ side: 'right 0' }))],
      Merge: [task([from('Left'), from('Right')], [
        { json: { merged: 0 }, pairedItem: [{ item: 0, input: 0 }, { item: 0, input: 1 }] },
        { json: { merged: 1 }, pairedItem: { item: 1, input: 0 } },
      ])],
    };
    const ctx = context(runData, from('Merge'));
    expect(value("$('Left').item.json.side", ctx, 0)).toBe('left 0');
    expect(value("$('Right').item.json.side", ctx, 0)).toBe('right 0');
    expect(value("$('Start').item.json.n", ctx, 1)).toBe(1);
    const error = failure("$('Right').item", ctx, 1);
    expect(error.message).toBe('Cannot find the matching item in "Right"');
    expect(error.type).toBe('paired-item');
  });

  it('gives nothing for an item that came in through the other input of a merge', () => {
    const runData: IRunData = {
      Left: [task([], jsonItems({ side: 'left 0' }))],
      Right: [task([], jsonItems({ side: 'right 0' }))],
      Merge: [task([from('Left'), from('Right')], [
        { json: { merged: 0 }, pairedItem: { item: 0, input: 0 } },
        { json: { merged: 1 }, pairedItem: { item: 0, input: 1 } },
      ])],
    };
    const ctx = context(runData, from('Merge'));
    const edge = (node: string, index = 0) => ({ main: [[{ node, type: 'main', index }]] });
    ctx.workflow = { ...ctx.workflow, connections: { Left: edge('Merge'), Right: edge('Merge', 1), Merge: edge('Active') } };
    expect(value("$('Left').item.json.side", ctx, 0)).toBe('left 0');
    expect(value("$('Left').item", ctx, 1)).toBeUndefined();
  });

  it('refuses to choose when an item derives from several items of the node', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }, { n: 1 }))],
      Aggregate: [task([from('Start')], [{ json: { all: [0, 1] }, pairedItem: [{ item: 0 }, { item: 1 }] }])],
    };
    const error = failure("$('Start').item", context(runData, from('Aggregate')));
    expect(error.message).toBe('Multiple matches found');
    expect(error.description).toMatch(/\.first\(\), \.last\(\) or \.all\(\)/);
  });

  it('reads a list of indexes as the pairing a Code node wrote', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }, { n: 1 }, { n: 2 }))],
      Custom: [task([from('Start')], [
        { json: {}, pairedItem: [2] as never },
        { json: {}, pairedItem: [0, 1] as never },
      ])],
    };
    const ctx = context(runData, from('Custom'));
    expect(value("$('Start').item.json.n", ctx, 0)).toBe(2);
    expect(failure("$('Start').item", ctx, 1).message).toBe('Multiple matches found');
  });

  it('says which node lost the pairing', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }))],
      Custom: [task([from('Start')], [{ json: { made: true } }])],
    };
    const error = failure("$('Start').item", context(runData, from('Custom')));
    expect(error.message).toBe("Paired item data for item from node 'Custom' is unavailable. Ensure 'Custom' is providing the required output.");
    expect(error.description).toMatch(/Node "Custom" did not record/);
  });

  it('follows the run that fed the item when a node ran several times (loops)', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }))],
      Loop: [
        task([from('Start')], jsonItems({ round: 1 })),
        task([from('Loop', 0)], jsonItems({ round: 2 })),
      ],
      Step: [task([from('Loop', 1)], jsonItems({ after: true }))],
    };
    const ctx = context(runData, from('Step'));
    expect(value("$('Loop').item.json.round", ctx)).toBe(2);
    expect(value("$('Start').item.json.n", ctx)).toBe(0);
    expect(value("$('Loop').first(0, 0).json.round", ctx)).toBe(1);
    expect(value("$('Loop').last().json.round", ctx)).toBe(2);
  });

  it('fails clearly when the node is not on the way the item came', () => {
    const runData: IRunData = {
      Start: [task([], jsonItems({ n: 0 }))],
      Elsewhere: [task([], jsonItems({ other: true }))],
      Step: [task([from('Start')], jsonItems({ s: 1 }))],
    };
    const error = failure("$('Elsewhere').item", context(runData, from('Step')));
    expect(error.message).toBe('Cannot find the matching item in "Elsewhere"');
    expect(error.description).toMatch(/did not pass through "Elsewhere"/);
  });

  it('uses sourceOverwrite when a node says the item came from elsewhere', () => {
    const runData: IRunData = {
      Origin: [task([], jsonItems({ origin: 'yes' }))],
      Relay: [task([], [{ json: {}, pairedItem: { item: 0, sourceOverwrite: from('Origin') } }])],
    };
    expect(value("$('Origin').item.json.origin", context(runData, from('Relay')))).toBe('yes');
  });
});
