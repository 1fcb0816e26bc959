import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';
import { limitItems } from './limit-items.js';

function fixture(parameters: IDataObject = {}): IWorkflowBase {
  const workflow = loadFixture('./test/limit-last.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Limit');
  if (node) Object.assign(node.parameters, parameters);
  return workflow;
}

describe('Limit', () => {
  it('keeps the last items, paired with their input items', async () => {
    const run = await runFixture(fixture());
    expect(jsonOf(run, 'Limit')).toEqual([{ id: 2 }, { id: 3 }]);
    expect(outputOf(run, 'Limit').map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }]);
  });

  it('keeps the first items, all when there are fewer', async () => {
    expect(jsonOf(await runFixture(fixture({ keep: 'firstItems' })), 'Limit')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(jsonOf(await runFixture(fixture({ maxItems: 10 })), 'Limit')).toHaveLength(3);
  });

  it('passes no items for a maximum of 0 (as n8n), fails on a negative one or not a number', async () => {
    expect(jsonOf(await runFixture(fixture({ maxItems: 0 })), 'Limit')).toEqual([]);
    const run = await runFixture(fixture({ maxItems: -1 }));
    expect(run.data.resultData.runData.Limit?.[0]?.error?.message).toBe('"Max Items" must be a number of at least 0, not -1');
    const text = await runFixture(fixture({ maxItems: 'ten' }));
    expect(text.data.resultData.runData.Limit?.[0]?.error?.message).toBe('"Max Items" must be a number of at least 0, not "ten"');
  });

  it('answers nothing for no items', () => {
    expect(limitItems([], 5, 'lastItems')).toEqual([]);
  });
});
