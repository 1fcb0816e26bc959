import { describe, expect, it } from 'vitest';
import type { IRun } from '@weft/engine';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

function runs(run: IRun, node: string) {
  return run.data.resultData.runData[node] ?? [];
}

const ids = (items: Array<{ json: Record<string, unknown> }> | null | undefined) => (items ?? []).map((item) => item.json.id);

describe('Split In Batches / Loop Over Items', () => {
  it('v3 sends batches to "loop" and, when all went round, every processed item to "done"', async () => {
    const run = await runFixture(loadFixture('./test/loop-over-items-v3.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(runs(run, 'Process').map((task) => ids(task.data?.main?.[0]))).toEqual([[1, 2], [3, 4], [5]]);
    const loop = runs(run, 'Loop Over Items');
    expect(loop).toHaveLength(4);
    expect(loop.slice(0, 3).map((task) => task.data?.main?.[0])).toEqual([[], [], []]);
    const done = loop[3]?.data?.main?.[0] ?? [];
    expect(done.map((item) => item.json)).toEqual([1, 2, 3, 4, 5].map((id) => ({ id, processed: true })));
    expect(runs(run, 'Done')).toHaveLength(1);
    expect(loop[0]?.data?.main?.[1]?.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('v3 with batch size 1 (its default) goes round once per item', async () => {
    const workflow = loadFixture('./test/loop-over-items-v3.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Loop Over Items');
    if (node) node.parameters = { options: {} };
    const run = await runFixture(workflow);
    expect(runs(run, 'Process')).toHaveLength(5);
    expect(runs(run, 'Done')[0]?.data?.main?.[0]).toHaveLength(5);
  });

  it('v2 has "loop" first and "done" second', async () => {
    const run = await runFixture(loadFixture('./test/split-in-batches-v2.workflow.json', import.meta.url));
    expect(runs(run, 'Process').map((task) => ids(task.data?.main?.[0]))).toEqual([[1, 2], [3, 4], [5]]);
    expect(ids(runs(run, 'Done')[0]?.data?.main?.[0])).toEqual([1, 2, 3, 4, 5]);
  });

  it('v1 outputs batches until none are left; that last run answers no data and is not recorded (n8n)', async () => {
    const run = await runFixture(loadFixture('./test/split-in-batches-v1.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(runs(run, 'Process').map((task) => ids(task.data?.main?.[0]))).toEqual([[1, 2], [3, 4], [5]]);
    expect(runs(run, 'Loop Over Items').map((task) => ids(task.data?.main?.[0]))).toEqual([[1, 2], [3, 4], [5]]);
  });
});
