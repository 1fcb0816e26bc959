import { describe, expect, it } from 'vitest';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

describe('Split In Batches 1: its context in expressions', () => {
  it('an If on $node["Split In Batches"].context["noItemsLeft"] goes round once per batch, then ends the loop', async () => {
    const run = await runFixture(loadFixture('./test/split-in-batches-v1-no-items-left.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const { runData } = run.data.resultData;
    const batches = (runData['Split In Batches'] ?? []).map((task) => task.data?.main?.[0]?.map((item) => item.json.id));
    expect(batches).toEqual([[1], [2], [3], [4], [5]]);
    // Four times false (back into the loop), then true once the last batch is out.
    expect((runData.IF ?? []).map((task) => [task.data?.main?.[0]?.length ?? 0, task.data?.main?.[1]?.length ?? 0]))
      .toEqual([[0, 1], [0, 1], [0, 1], [0, 1], [1, 0]]);
    expect(runData.Set?.map((task) => task.data?.main?.[0]?.map((item) => item.json))).toEqual([[{ message: 'No Items Left' }]]);
  });
});
