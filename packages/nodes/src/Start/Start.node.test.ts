import { describe, expect, it } from 'vitest';
import { loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';

describe('Start (legacy)', () => {
  it('starts a manual run of an older workflow (no execution order set) with one empty item', async () => {
    const run = await runFixture(loadFixture('./test/start.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const start = run.data.resultData.runData.Start?.[0];
    expect(start?.source).toEqual([]);
    expect(start?.data?.main).toEqual([[{ json: {}, pairedItem: { item: 0 } }]]);
    expect(outputOf(run, 'NoOp')).toEqual([{ json: {}, pairedItem: { item: 0 } }]);
  });
});
