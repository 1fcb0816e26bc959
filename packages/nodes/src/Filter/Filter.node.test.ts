import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

type Run = Awaited<ReturnType<typeof runFixture>>;

function fixture(file: string, change: (parameters: IDataObject) => void = () => {}): IWorkflowBase {
  const workflow = loadFixture(file, import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Filter');
  if (node) change(node.parameters as IDataObject);
  return workflow;
}

const ids = (run: Run) => jsonOf(run, 'Filter').map((json) => json.id);
const errorOf = (run: Run) => run.data.resultData.runData.Filter?.[0]?.error;

describe('Filter 2', () => {
  it('keeps only the items meeting every condition, and records the discarded ones on a second output', async () => {
    const run = await runFixture(fixture('./test/filter-v2.3-kept.workflow.json'));
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([1, 5]);
    const main = run.data.resultData.runData.Filter?.[0]?.data?.main;
    expect(main).toHaveLength(2);
    expect(main?.[1]?.map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }, { item: 3 }]);
    expect(run.data.resultData.runData.Filter?.[0]?.data?.main?.[0]?.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 4 }]);
  });

  it('ignores case with the option, and combines with OR', async () => {
    expect(ids(await runFixture(fixture('./test/filter-v2.3-kept.workflow.json', (p) => { p.options = { ignoreCase: true }; })))).toEqual([1, 3, 5]);
    const or = fixture('./test/filter-v2.3-kept.workflow.json', (p) => { (p.conditions as IDataObject).combinator = 'or'; });
    expect(ids(await runFixture(or))).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails on a value of the wrong type unless types are converted', async () => {
    const workflow = fixture('./test/filter-v2.3-kept.workflow.json');
    (workflow.pinData as IDataObject).Start = [{ json: { id: 1, age: '30', city: 'Berlin' } }];
    const run = await runFixture(workflow);
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe("Wrong type: '30' is a string but was expecting a number [condition 0, item 0]");
    expect(errorOf(run)?.description).toContain('Convert types where required');
    const node = workflow.nodes[1];
    if (node) node.parameters.looseTypeValidation = true;
    expect(ids(await runFixture(workflow))).toEqual([1]);
  });

  it('2.0 reads "Convert types" from the options', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.filter', typeVersion: 2, name: 'Filter',
      parameters: {
        conditions: { conditions: [{ leftValue: '={{ $json.n }}', rightValue: 3, operator: { type: 'number', operation: 'gt' } }], combinator: 'and' },
        options: { looseTypeValidation: true },
      },
    }, [{ json: { id: 1, n: '5' } }, { json: { id: 2, n: '1' } }]));
    expect(ids(run)).toEqual([1]);
  });

  it('with continue on fail drops failing items and keeps going', async () => {
    const workflow = fixture('./test/filter-v2.3-kept.workflow.json');
    (workflow.pinData as IDataObject).Start = [{ json: { id: 1, age: 'old', city: 'Berlin' } }, { json: { id: 2, age: 20, city: 'Berlin' } }];
    const node = workflow.nodes[1];
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([2]);
  });

  it('handles empty input and missing fields', async () => {
    const empty = fixture('./test/filter-v2.3-kept.workflow.json');
    (empty.pinData as IDataObject).Start = [];
    expect(jsonOf(await runFixture(empty), 'Filter')).toEqual([]);
    const missing = fixture('./test/filter-v2.3-kept.workflow.json');
    (missing.pinData as IDataObject).Start = [{ json: { id: 1 } }];
    const run = await runFixture(missing);
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([]);
  });

  it('filters 100,000 items', async () => {
    const items = Array.from({ length: 100_000 }, (_, index) => ({ json: { id: index, age: index % 40, city: 'Berlin' } }));
    const workflow = fixture('./test/filter-v2.3-kept.workflow.json');
    (workflow.pinData as IDataObject).Start = items;
    const run = await runFixture(workflow);
    expect(jsonOf(run, 'Filter')).toHaveLength(55_000);
  });
});

describe('Filter 1', () => {
  it('keeps items meeting any condition with OR', async () => {
    const run = await runFixture(fixture('./test/filter-v1-or.workflow.json'));
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([1, 2, 4]);
  });

  it('keeps items meeting every condition with AND', async () => {
    expect(ids(await runFixture(fixture('./test/filter-v1-or.workflow.json', (p) => { p.combineConditions = 'AND'; })))).toEqual([4]);
  });

  it('fails on an unknown comparison', async () => {
    const run = await runFixture(fixture('./test/filter-v1-or.workflow.json', (p) => { p.conditions = { number: [{ value1: 1, operation: 'between', value2: 2 }] }; }));
    expect(errorOf(run)?.message).toBe('Unknown comparison "between"');
  });
});
