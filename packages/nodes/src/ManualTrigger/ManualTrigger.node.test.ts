import { describe, expect, it } from 'vitest';
import { loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';

describe('Manual Trigger', () => {
  it('starts a manual run with one empty item', async () => {
    const run = await runFixture(loadFixture('./test/manual-trigger.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const trigger = run.data.resultData.runData['When clicking ‘Execute workflow’']?.[0];
    expect(trigger?.source).toEqual([]);
    expect(trigger?.data?.main).toEqual([[{ json: {}, pairedItem: { item: 0 } }]]);
    expect(outputOf(run, 'No Operation, do nothing')).toEqual([{ json: {}, pairedItem: { item: 0 } }]);
  });

  it('starts a run even when it is not the first node in the list', async () => {
    const workflow = loadFixture('./test/manual-trigger.workflow.json', import.meta.url);
    workflow.nodes.reverse();
    const run = await runFixture(workflow);
    expect(Object.keys(run.data.resultData.runData)).toEqual(['When clicking ‘Execute workflow’', 'No Operation, do nothing']);
  });
});
