import { describe, expect, it } from 'vitest';
import type { IRunExecutionData } from '../model/index.js';
import { displayExpression } from './display.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';
import { expressionContextForNode } from './node-context.js';

const { workflow } = chainContext([{ name: 'Start', items: [] }, { name: 'Fetch', items: [] }], { name: 'Format' });

describe('expressionContextForNode (editor previews)', () => {
  it("takes a node's input from the run that fed it", () => {
    const runExecutionData: IRunExecutionData = { resultData: { runData: {
      Start: [{ startTime: 0, executionTime: 0, source: [], data: { main: [jsonItems({ go: true })] } }],
      Fetch: [{ startTime: 0, executionTime: 0, source: [{ previousNode: 'Start' }], data: { main: [jsonItems({ id: 1 }, { id: 2 })] } }],
      Format: [{ startTime: 0, executionTime: 0, source: [{ previousNode: 'Fetch', previousNodeOutput: 0, previousNodeRun: 0 }], data: { main: [[]] } }],
    } } };
    const ctx = expressionContextForNode({ workflow, runExecutionData, nodeName: 'Format', timezone: 'UTC' });
    expect(ctx.connectionInputData.map((item) => item.json.id)).toEqual([1, 2]);
    expect(displayExpression('={{ $json.id }} of {{ $input.all().length }}', ctx, 1).text).toBe('2 of 2');
    expect(displayExpression("={{ $('Start').item.json.go }}", ctx).text).toBe('true');
  });

  it('uses the connected parent, or its pin data, for a node that has not run', () => {
    const runExecutionData: IRunExecutionData = { resultData: { runData: {}, pinData: { Fetch: [{ json: { id: 'pinned' } }] } } };
    const ctx = expressionContextForNode({ workflow, runExecutionData, nodeName: 'Format', timezone: 'UTC' });
    expect(displayExpression('={{ $json.id }}', ctx).text).toBe('pinned');
    expect(displayExpression('={{ $prevNode.name }}', ctx).text).toBe('Fetch');
  });

  it('gives an empty input when there is nothing to show', () => {
    const ctx = expressionContextForNode({ workflow, nodeName: 'Format', timezone: 'UTC' });
    expect(ctx.connectionInputData).toEqual([]);
    expect(displayExpression('={{ $json.id }}', ctx).text).toBe('[not found]');
  });
});
