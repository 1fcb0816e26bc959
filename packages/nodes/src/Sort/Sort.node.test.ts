import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';

function fixture(file: string, parameters: IDataObject = {}, onError?: 'continueRegularOutput'): IWorkflowBase {
  const workflow = loadFixture(file, import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Sort');
  if (node) {
    Object.assign(node.parameters, parameters);
    if (onError) node.onError = onError;
  }
  return workflow;
}

const SIMPLE = './test/sort-simple.workflow.json';
const CODE = './test/sort-code.workflow.json';
const ids = (run: Awaited<ReturnType<typeof runFixture>>) => jsonOf(run, 'Sort').map((json) => json.id ?? json.name);
const errorOf = (run: Awaited<ReturnType<typeof runFixture>>) => run.data.resultData.runData.Sort?.[0]?.error;

describe('Sort', () => {
  it('sorts by several fields, nested by path; equal items keep their order; missing values go last', async () => {
    const run = await runFixture(fixture(SIMPLE));
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([4, 2, 5, 1, 3]);
    expect(outputOf(run, 'Sort').map((item) => item.pairedItem)).toEqual([{ item: 3 }, { item: 1 }, { item: 4 }, { item: 0 }, { item: 2 }]);
  });

  it('sorts numbers by size and puts missing values last in descending order too', async () => {
    const run = await runFixture(fixture(SIMPLE, { sortFieldsUi: { sortField: [{ fieldName: 'address.city', order: 'descending' }] } }));
    expect(ids(run)).toEqual([1, 2, 4, 5, 3]);
    const byAge = await runFixture(fixture(SIMPLE, { sortFieldsUi: { sortField: [{ fieldName: 'age' }] } }));
    expect(ids(byAge)).toEqual([1, 2, 5, 3, 4]);
  });

  it('fails naming a field that no item has, hinting at dot notation', async () => {
    let run = await runFixture(fixture(SIMPLE, { sortFieldsUi: { sortField: [{ fieldName: 'nope' }] } }));
    expect(errorOf(run)?.message).toBe('The field "nope" wasn\'t found in any input item');
    run = await runFixture(fixture(SIMPLE, { options: { disableDotNotation: true } }));
    expect(errorOf(run)?.message).toBe('The field "address.city" wasn\'t found in any input item');
    expect(errorOf(run)?.description).toContain('Disable Dot Notation');
  });

  it('fails without a field to sort by', async () => {
    const run = await runFixture(fixture(SIMPLE, { sortFieldsUi: {} }));
    expect(errorOf(run)?.message).toBe('No field to sort by');
  });

  it('with continue on fail outputs the error as an item', async () => {
    const run = await runFixture(fixture(SIMPLE, { sortFieldsUi: {} }, 'continueRegularOutput'));
    expect(jsonOf(run, 'Sort')).toEqual([{ error: 'No field to sort by' }]);
  });

  it('shuffles every item exactly once', async () => {
    const run = await runFixture(fixture(SIMPLE, { type: 'random' }));
    expect([...ids(run)].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts with compare code in the sandbox, stable for equal items', async () => {
    const run = await runFixture(fixture(CODE));
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual(['Grace', 'Alan', 'Ada', 'Bob']);
    expect(outputOf(run, 'Sort').map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }, { item: 0 }, { item: 3 }]);
  });

  it('runs the default compare code', async () => {
    const workflow = fixture(CODE);
    const node = workflow.nodes.find((n) => n.name === 'Sort');
    if (node) delete node.parameters.code;
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(ids(run)).toHaveLength(4);
  });

  it('fails when the compare code does not answer a number, or throws', async () => {
    let run = await runFixture(fixture(CODE, { code: "return 'a';" }));
    expect(errorOf(run)?.message).toContain('The sort code must return a number (negative, 0 or positive), but returned string');
    run = await runFixture(fixture(CODE, { code: 'return a.json.missing.length;' }));
    expect(errorOf(run)?.message).toMatch(/Cannot read properties of undefined \(reading 'length'\) \[line 1\]/);
  });
});
