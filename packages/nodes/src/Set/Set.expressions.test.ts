import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';

describe('Set 3.4 with expressions', () => {
  it('resolves each assignment per item: typed values, $(\'Node\').item and mixed text', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-expressions.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Sum')).toEqual([
      { a: 1, b: 2, id: 'order-1', sum: 3 },
      { a: 10, b: 20, id: 'order-10', sum: 30 },
    ]);
    expect(jsonOf(run, 'Label')).toEqual([{ label: 'Order order-1 totals 3' }, { label: 'Order order-10 totals 30' }]);
  });

  it('builds raw JSON output from a template with several segments', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-expressions.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Raw')).toEqual([
      { total: 3, trigger: { a: 1, b: 2 } },
      { total: 30, trigger: { a: 10, b: 20 } },
    ]);
  });
});
