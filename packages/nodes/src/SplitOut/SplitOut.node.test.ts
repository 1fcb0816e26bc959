import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const NODE = 'Split Out';

function fixture(parameters: IDataObject = {}): IWorkflowBase {
  const workflow = loadFixture('./test/split-out-orders.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === NODE);
  if (node) Object.assign(node.parameters, parameters);
  return workflow;
}

function splitOut(parameters: IDataObject, input: Array<{ json: IDataObject; binary?: IDataObject }>): IWorkflowBase {
  return singleNodeWorkflow({ type: 'n8n-nodes-base.splitOut', typeVersion: 1, parameters, name: NODE }, input);
}

describe('Split Out', () => {
  it('turns each list element into an item; object elements become the item', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(jsonOf(run, NODE)).toEqual([{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }, { sku: 'c', qty: 3 }]);
    expect(outputOf(run, NODE).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 1 }]);
  });

  it('keeps all other fields, the element under the field name', async () => {
    const run = await runFixture(fixture({ include: 'allOtherFields' }));
    expect(jsonOf(run, NODE)[0]).toEqual({ id: 1, customer: { name: 'Ada', city: 'London' }, lines: { sku: 'a', qty: 1 } });
    expect(jsonOf(run, NODE)).toHaveLength(3);
  });

  it('keeps selected other fields, nested ones by path', async () => {
    const run = await runFixture(fixture({ include: 'selectedOtherFields', fieldsToInclude: 'id, customer.name' }));
    expect(jsonOf(run, NODE)[2]).toEqual({ id: 2, customer: { name: 'Alan' }, lines: { sku: 'c', qty: 3 } });
  });

  it('writes to the destination field name', async () => {
    const run = await runFixture(fixture({ options: { destinationFieldName: 'line' } }));
    expect(jsonOf(run, NODE)[1]).toEqual({ line: { sku: 'b', qty: 2 } });
  });

  it('does not change the input items', async () => {
    const workflow = fixture({ include: 'allOtherFields' });
    const run = await runFixture(workflow);
    expect(outputOf(run, "When clicking 'Test workflow'")[0]?.json.lines).toEqual([{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }]);
  });

  it('splits an object into its values and a single value into one item', async () => {
    const run = await runFixture(splitOut({ fieldToSplitOut: 'value' }, [{ json: { value: { a: 1, b: 2 } } }, { json: { value: 'x' } }]));
    expect(jsonOf(run, NODE)).toEqual([{ value: 1 }, { value: 2 }, { value: 'x' }]);
  });

  it('splits several fields side by side and reads nested lists by path', async () => {
    const run = await runFixture(splitOut({ fieldToSplitOut: 'names, data.ages', options: { destinationFieldName: 'name, age' } }, [
      { json: { names: ['Ada', 'Alan', 'Grace'], data: { ages: [36, 41] } } },
    ]));
    expect(jsonOf(run, NODE)).toEqual([{ name: 'Ada', age: 36 }, { name: 'Alan', age: 41 }, { name: 'Grace' }]);
  });

  it('outputs no items, without an error, for a field that no item has (as n8n)', async () => {
    const run = await runFixture(fixture({ fieldToSplitOut: 'items' }));
    expect(run.status).toBe('success');
    expect(jsonOf(run, NODE)).toEqual([]);
    const dotted = await runFixture(splitOut({ fieldToSplitOut: 'data.ages', options: { disableDotNotation: true } }, [{ json: { data: { ages: [1] } } }]));
    expect(jsonOf(dotted, NODE)).toEqual([]);
  });

  it('keeps object elements under their field name when several fields are split', async () => {
    const run = await runFixture(splitOut({ fieldToSplitOut: 'lines, notes' }, [
      { json: { lines: [{ sku: 'a' }, { sku: 'b' }], notes: ['x'] } },
    ]));
    expect(jsonOf(run, NODE)).toEqual([{ lines: { sku: 'a' }, notes: 'x' }, { lines: { sku: 'b' } }]);
  });

  it('skips items without the field when others have it', async () => {
    const run = await runFixture(splitOut({ fieldToSplitOut: 'tags' }, [{ json: { tags: ['a'] } }, { json: {} }, { json: { tags: ['b', 'c'] } }]));
    expect(jsonOf(run, NODE)).toEqual([{ tags: 'a' }, { tags: 'b' }, { tags: 'c' }]);
    expect(outputOf(run, NODE).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 2 }, { item: 2 }]);
  });

  it('keeps binary data when asked', async () => {
    const binary = { data: { data: 'aGk=', mimeType: 'text/plain', fileName: 'hi.txt' } };
    const input = [{ json: { tags: ['a', 'b'] }, binary }];
    const without = await runFixture(splitOut({ fieldToSplitOut: 'tags' }, input));
    expect(outputOf(without, NODE)[0]?.binary).toBeUndefined();
    const run = await runFixture(splitOut({ fieldToSplitOut: 'tags', options: { includeBinary: true } }, input));
    expect(outputOf(run, NODE).map((item) => item.binary?.data?.fileName)).toEqual(['hi.txt', 'hi.txt']);
  });

  it('reads the field per item when it is an expression', async () => {
    const run = await runFixture(splitOut({ fieldToSplitOut: '={{ $json.which }}' }, [
      { json: { which: 'a', a: [1, 2], b: [9] } }, { json: { which: 'b', a: [7], b: [3] } },
    ]));
    expect(jsonOf(run, NODE)).toEqual([{ a: 1 }, { a: 2 }, { b: 3 }]);
  });
});
