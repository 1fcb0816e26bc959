import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';

const NODE = 'Item Lists';

function fixture(typeVersion: number, parameters?: IDataObject): IWorkflowBase {
  const workflow = loadFixture('./test/item-lists-v1.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === NODE);
  if (node) {
    node.typeVersion = typeVersion;
    if (parameters) node.parameters = parameters as typeof node.parameters;
  }
  return workflow;
}

const run = async (typeVersion: number, parameters?: IDataObject) => runFixture(fixture(typeVersion, parameters));
const errorOf = (result: Awaited<ReturnType<typeof runFixture>>) => result.data.resultData.runData[NODE]?.[0]?.error;

describe('Item Lists', () => {
  it('1 splits out lists only: an object fails the item', async () => {
    const result = await run(1);
    expect(errorOf(result)?.message).toBe("The provided field 'tags' is not an array");
  });

  it('1 and 2 split out one field with fields to include as a list', async () => {
    const workflow = fixture(1);
    (workflow.pinData?.["When clicking 'Execute Workflow'"]?.[2] as { json: IDataObject }).json.tags = ['d'];
    expect(jsonOf(await runFixture(workflow), NODE)).toEqual([{ id: 1, tag: 'a' }, { id: 1, tag: 'b' }, { id: 2, tag: 'c' }, { id: 3, tag: 'd' }]);
    for (const version of [2, 2.1, 2.2]) {
      expect(jsonOf(await run(version), NODE)).toEqual([{ id: 1, tag: 'a' }, { id: 1, tag: 'b' }, { id: 2, tag: 'c' }, { id: 3, tag: 'd' }]);
    }
  });

  it('1 fails on a missing field per item', async () => {
    const result = await run(1, { fieldToSplitOut: 'nope' });
    expect(errorOf(result)?.message).toBe("Couldn't find the field 'nope' in the input data");
  });

  it('2 aggregates items with field lists', async () => {
    const result = await run(2, { operation: 'aggregateItems', aggregate: 'aggregateAllItemData', include: 'specifiedFields', fieldsToInclude: { fields: [{ fieldName: 'id' }] } });
    expect(jsonOf(result, NODE)).toEqual([{ data: [{ id: 1 }, { id: 2 }, { id: 3 }] }]);
    const fields = await run(2, { operation: 'aggregateItems', fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'tags' }] }, options: { mergeLists: true } });
    expect(jsonOf(fields, NODE)).toEqual([{ tags: ['a', 'b', 'c', { x: 'd' }] }]);
  });

  it('2.1 removes duplicates compared by a field list', async () => {
    const result = await run(2.1, { operation: 'removeDuplicates', compare: 'selectedFields', fieldsToCompare: { fields: [{ fieldName: 'name' }] } });
    expect(jsonOf(result, NODE).map((json) => json.id)).toEqual([1, 2]);
  });

  it('2.2 sorts, limits and summarizes', async () => {
    const sorted = await run(2.2, { operation: 'sort', sortFieldsUi: { sortField: [{ fieldName: 'price' }] } });
    expect(jsonOf(sorted, NODE).map((json) => json.id)).toEqual([2, 3, 1]);
    const limited = await run(2.2, { operation: 'limit', maxItems: 1, keep: 'lastItems' });
    expect(jsonOf(limited, NODE).map((json) => json.id)).toEqual([3]);
    const summary = await run(2.2, { operation: 'summarize', fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'price' }] }, fieldsToSplitBy: 'name' });
    expect(jsonOf(summary, NODE)).toEqual([{ name: 'Ada', sum_price: 5 }, { name: 'Alan', sum_price: 1 }]);
    const missing = await run(2.2, { operation: 'summarize', fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'cost' }] } });
    expect(errorOf(missing)?.message).toBe("The field 'cost' does not exist in any items");
  });

  it('3 concatenates items and splits comma lists of fields like the newer nodes', async () => {
    const concatenated = await run(3, { operation: 'concatenateItems', aggregate: 'aggregateAllItemData', include: 'allFieldsExcept', fieldsToExclude: 'tags, price' });
    expect(jsonOf(concatenated, NODE)).toEqual([{ data: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Alan' }, { id: 3, name: 'Ada' }] }]);
    const split = await run(3, { fieldToSplitOut: 'tags', include: 'selectedOtherFields', fieldsToInclude: 'id' });
    expect(jsonOf(split, NODE)).toEqual([{ id: 1, tags: 'a' }, { id: 1, tags: 'b' }, { id: 2, tags: 'c' }, { id: 3, tags: 'd' }]);
    const missing = await run(3, { fieldToSplitOut: 'nope' });
    expect(missing.status).toBe('success');
    expect(jsonOf(missing, NODE)).toEqual([]);
  });

  it('3 removes duplicates, sorts, limits; 3.1 summarizes a missing field instead of failing', async () => {
    const deduped = await run(3, { operation: 'removeDuplicates', compare: 'allFieldsExcept', fieldsToExclude: 'id, tags, price' });
    expect(jsonOf(deduped, NODE).map((json) => json.id)).toEqual([1, 2]);
    const sorted = await run(3.1, { operation: 'sort', sortFieldsUi: { sortField: [{ fieldName: 'price', order: 'descending' }] } });
    expect(jsonOf(sorted, NODE).map((json) => json.id)).toEqual([1, 3, 2]);
    expect(jsonOf(await run(3.1, { operation: 'limit', maxItems: 2 }), NODE).map((json) => json.id)).toEqual([1, 2]);
    const summarize = { operation: 'summarize', fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'cost' }] } };
    expect(errorOf(await run(3, summarize))?.message).toBe("The field 'cost' does not exist in any items");
    expect(jsonOf(await run(3.1, summarize), NODE)).toEqual([{ sum_cost: 0 }]);
  });
});
