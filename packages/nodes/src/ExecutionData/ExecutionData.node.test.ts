import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';

type Run = Awaited<ReturnType<typeof runFixture>>;

function fixture(change: (parameters: IDataObject) => void = () => {}, version = 1.1): IWorkflowBase {
  const workflow = loadFixture('./test/execution-data-save.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Execution Data');
  if (node) {
    node.typeVersion = version;
    change(node.parameters as IDataObject);
  }
  return workflow;
}

const errorOf = (run: Run) => run.data.resultData.runData['Execution Data']?.[0]?.error;

describe('Execution Data', () => {
  for (const version of [1, 1.1]) {
    it(`v${version} saves the values as custom data (the last item's win) and passes items through`, async () => {
      const run = await runFixture(fixture(() => {}, version));
      expect(run.status).toBe('success');
      expect(run.data.resultData.metadata).toEqual({ order_id: '43', customer: 'Alan' });
      expect(jsonOf(run, 'Execution Data')).toEqual([{ order: 42, customer: 'Ada' }, { order: 43, customer: 'Alan' }]);
    });
  }

  it('fails on a key with characters custom data does not allow, saying what to use', async () => {
    const run = await runFixture(fixture((p) => { p.dataToSave = { values: [{ key: 'order id', value: '1' }] }; }));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('The custom data key "order id" may only hold letters, digits and underscores');
    expect(errorOf(run)?.description).toBe('Use a key such as "order_id" (no spaces, dots or dashes).');
  });

  it('fails on an empty key and on an object value', async () => {
    const empty = await runFixture(fixture((p) => { p.dataToSave = { values: [{ value: '1' }] }; }));
    expect(errorOf(empty)?.message).toBe('A custom data key must be a non-empty text');
    const object = await runFixture(fixture((p) => { p.dataToSave = { values: [{ key: 'whole', value: '={{ $json }}' }] }; }));
    expect(errorOf(object)?.message).toBe('The custom data value of "whole" must be a text or a number');
  });

  it('with continue on fail outputs the error per item', async () => {
    const workflow = fixture((p) => { p.dataToSave = { values: [{ key: 'bad key', value: '1' }] }; });
    const node = workflow.nodes[1];
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Execution Data')[0]).toEqual({ error: 'The custom data key "bad key" may only hold letters, digits and underscores' });
  });

  it('keeps at most 10 keys, cutting long values', async () => {
    const values = Array.from({ length: 12 }, (_, index) => ({ key: `k${index}`, value: 'x'.repeat(300) }));
    const run = await runFixture(fixture((p) => { p.dataToSave = { values }; }));
    expect(Object.keys(run.data.resultData.metadata ?? {})).toHaveLength(10);
    expect(run.data.resultData.metadata?.k0).toHaveLength(255);
  });

  it('saves nothing with no fields or no items', async () => {
    const none = await runFixture(fixture((p) => { p.dataToSave = {}; }));
    expect(none.status).toBe('success');
    expect(none.data.resultData.metadata).toBeUndefined();
    const workflow = fixture();
    (workflow.pinData as IDataObject).Start = [];
    const empty = await runFixture(workflow);
    expect(empty.data.resultData.metadata).toBeUndefined();
  });
});
