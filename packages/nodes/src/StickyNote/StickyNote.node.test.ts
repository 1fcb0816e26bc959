import { describe, expect, it } from 'vitest';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

describe('Sticky Note', () => {
  it('is never run, wherever it sits, and does not change what the workflow outputs', async () => {
    const run = await runFixture(loadFixture('./test/sticky-note.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(Object.keys(run.data.resultData.runData).sort()).toEqual(['Manual Trigger', 'Nothing']);
    expect(run.data.resultData.runData.Nothing?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ note: 'kept' }]);
  });

  it('is not a start node even when it is the first node of the workflow', async () => {
    const workflow = loadFixture('./test/sticky-note.workflow.json', import.meta.url);
    workflow.nodes.reverse();
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData['Sticky Note']).toBeUndefined();
  });
});
