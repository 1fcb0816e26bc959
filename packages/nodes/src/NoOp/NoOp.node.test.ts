import { describe, expect, it } from 'vitest';
import { loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';

describe('No Operation', () => {
  it('outputs its input items unchanged, each paired with its input item', async () => {
    const run = await runFixture(loadFixture('./test/no-op.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Nothing')).toEqual([
      { json: { id: 1, name: 'Ada', tags: ['math'] }, pairedItem: { item: 0 } },
      { json: { id: 2, name: 'Grace', nested: { deep: true } }, pairedItem: { item: 1 } },
    ]);
    expect(run.data.resultData.runData.Nothing?.[0]?.source).toEqual([
      { previousNode: 'Manual Trigger', previousNodeOutput: 0, previousNodeRun: 0 },
    ]);
  });

  it('passes items through when disabled, too', async () => {
    const workflow = loadFixture('./test/no-op.workflow.json', import.meta.url);
    const noOp = workflow.nodes.find((node) => node.name === 'Nothing');
    if (noOp) noOp.disabled = true;
    const run = await runFixture(workflow);
    expect(outputOf(run, 'Nothing').map((item) => item.json.name)).toEqual(['Ada', 'Grace']);
  });
});
