import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const NODE = 'Summarize';

function fixture(parameters: IDataObject = {}, typeVersion = 1.1): IWorkflowBase {
  const workflow = loadFixture('./test/summarize-sales.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === NODE);
  if (node) {
    Object.assign(node.parameters, parameters);
    node.typeVersion = typeVersion;
  }
  return workflow;
}

const errorOf = (run: Awaited<ReturnType<typeof runFixture>>) => run.data.resultData.runData[NODE]?.[0]?.error;
const only = (...values: IDataObject[]) => ({ fieldsToSummarize: { values } });

describe('Summarize', () => {
  it('summarizes per split value, naming outputs as n8n does', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(jsonOf(run, NODE)).toEqual([
      {
        region: 'North', count_id: 3, sum_price: 40, average_price: 20, min_price: 10, max_rep: 'Grace', unique_count_rep: 2,
        appended_rep: ['Ada', 'Ada', 'Grace'], concatenated_rep: 'Ada | Ada | Grace',
      },
      {
        region: 'South', count_id: 1, sum_price: 5, average_price: 5, min_price: 5, max_rep: 'Alan', unique_count_rep: 1,
        appended_rep: ['Alan'], concatenated_rep: 'Alan',
      },
      {
        region: '', count_id: 1, sum_price: 0, average_price: null, min_price: null, max_rep: null, unique_count_rep: 0,
        appended_rep: [], concatenated_rep: '',
      },
    ]);
    expect(outputOf(run, NODE)[1]?.pairedItem).toEqual([{ item: 1 }]);
  });

  it('summarizes all items without split fields; includes empty values when asked', async () => {
    const run = await runFixture(fixture({
      fieldsToSplitBy: '',
      ...only({ aggregation: 'count', field: 'rep', includeEmpty: true }, { aggregation: 'concatenate', field: 'region', separateBy: ', ', includeEmpty: true }),
    }));
    expect(jsonOf(run, NODE)).toEqual([{ count_rep: 5, concatenated_region: 'North, South, North, North, ' }]);
  });

  it('skips items with empty split fields when asked', async () => {
    const run = await runFixture(fixture({ options: { skipEmptySplitFields: true }, ...only({ aggregation: 'count', field: 'id' }) }));
    expect(jsonOf(run, NODE)).toEqual([{ region: 'North', count_id: 3 }, { region: 'South', count_id: 1 }]);
  });

  it('puts all splits into one item, nested by value (without the field names, as n8n)', async () => {
    const run = await runFixture(fixture({ fieldsToSplitBy: 'region, rep', options: { outputFormat: 'singleItem', skipEmptySplitFields: true }, ...only({ aggregation: 'sum', field: 'price' }) }));
    // Grace's price is the text "20": sums read numbers only.
    expect(jsonOf(run, NODE)).toEqual([{
      North: { Ada: { sum_price: 40 }, Grace: { sum_price: 0 } },
      South: { Alan: { sum_price: 5 } },
    }]);
  });

  it('writes split values as text in version 1, keeps their type in 1.1', async () => {
    const input = [{ json: { n: 1, ok: true, tags: ['a'], tag: null } }];
    const params = { fieldsToSummarize: { values: [{ aggregation: 'count', field: 'n' }] }, fieldsToSplitBy: 'n, ok, tags, tag', options: {} };
    const v1 = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.summarize', typeVersion: 1, parameters: params, name: NODE }, input));
    expect(jsonOf(v1, NODE)).toEqual([{ n: '1', ok: 'true', tags: '["a"]', tag: 'null', count_n: 1 }]);
    const v11 = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.summarize', typeVersion: 1.1, parameters: params, name: NODE }, input));
    expect(jsonOf(v11, NODE)).toEqual([{ n: 1, ok: true, tags: ['a'], tag: null, count_n: 1 }]);
  });

  it('sums and averages only the numbers, passing over text, booleans and lists as n8n does', async () => {
    const input = [10, '20', 'abc', true, null, 5, [1]].map((p) => ({ json: { p } }));
    const params = { fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'p' }, { aggregation: 'average', field: 'p' }] }, options: {} };
    const run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.summarize', typeVersion: 1.1, parameters: params, name: NODE }, input));
    expect(jsonOf(run, NODE)).toEqual([{ sum_p: 15, average_p: 7.5 }]);
  });

  it('version 1 fails on a field no item has unless told to continue; 1.1 continues', async () => {
    const params = only({ aggregation: 'sum', field: 'cost' });
    let run = await runFixture(fixture(params, 1));
    expect(errorOf(run)?.message).toBe("The field 'cost' does not exist in any items");
    expect(errorOf(run)?.description).toContain('Continue if Field Not Found');
    run = await runFixture(fixture({ ...params, options: { continueIfFieldNotFound: true } }, 1));
    expect(jsonOf(run, NODE)[0]).toEqual({ region: 'North', sum_cost: 0 });
    run = await runFixture(fixture(params, 1.1));
    expect(jsonOf(run, NODE)).toHaveLength(3);
  });

  it('fails on an aggregation without a field; with continue on fail outputs the error', async () => {
    const workflow = fixture(only({ aggregation: 'count', field: '' }));
    expect(errorOf(await runFixture(workflow))?.message).toBe('A field to summarize has no name');
    const node = workflow.nodes.find((n) => n.name === NODE);
    if (node) node.onError = 'continueRegularOutput';
    expect(jsonOf(await runFixture(workflow), NODE)).toEqual([{ error: 'A field to summarize has no name' }]);
  });
});
