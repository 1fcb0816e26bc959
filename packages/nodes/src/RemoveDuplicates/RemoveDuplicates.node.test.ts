import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';

const NODE = 'Remove Duplicates';
const TRIGGER = "When clicking 'Test workflow'";

function fixture(parameters: IDataObject = {}, typeVersion = 2): IWorkflowBase {
  const workflow = loadFixture('./test/remove-duplicates-v2.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === NODE);
  if (node) {
    Object.assign(node.parameters, parameters);
    node.typeVersion = typeVersion;
  }
  return workflow;
}

const ids = (run: Awaited<ReturnType<typeof runFixture>>) => jsonOf(run, NODE).map((json) => json.id);
const errorOf = (run: Awaited<ReturnType<typeof runFixture>>) => run.data.resultData.runData[NODE]?.[0]?.error;

describe('Remove Duplicates', () => {
  it('keeps the first item of each group equal in the selected fields', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(ids(run)).toEqual([1, 2, 4]);
    expect(outputOf(run, NODE).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 3 }]);
  });

  it('compares all fields, or all but some (versions 1, 1.1 and 2)', async () => {
    for (const version of [1, 1.1, 2]) {
      expect(ids(await runFixture(fixture({ compare: 'allFields' }, version)))).toEqual([1, 2, 3, 4]);
      expect(ids(await runFixture(fixture({ compare: 'allFieldsExcept', fieldsToExclude: 'id, updated' }, version)))).toEqual([1, 2, 4]);
    }
  });

  it('keeps only the compared fields when asked', async () => {
    const run = await runFixture(fixture({ options: { removeOtherFields: true } }));
    expect(jsonOf(run, NODE)[0]).toEqual({ email: 'ada@example.com', address: { city: 'London' } });
    expect(outputOf(run, TRIGGER)[0]?.json.id).toBe(1);
  });

  it('fails on a field missing from some items, or of changing type', async () => {
    let run = await runFixture(fixture({ fieldsToCompare: 'email, phone' }));
    expect(errorOf(run)?.message).toBe("'phone' field is missing from some input items");
    run = await runFixture(fixture({ fieldsToCompare: 'address.city', options: { disableDotNotation: true } }));
    expect(errorOf(run)?.description).toContain('Disable Dot Notation');
    const workflow = fixture({ fieldsToCompare: 'id' });
    (workflow.pinData?.[TRIGGER]?.[1] as { json: IDataObject }).json.id = 'two';
    run = await runFixture(workflow);
    expect(errorOf(run)?.message).toBe("'id' isn't always the same type");
    expect(errorOf(run)?.description).toBe("The type of this field varies between items, in item [0] it's a number and in item [1] it's a string ");
  });

  it('fails on a nested field (array elements too) missing from some items when comparing all fields but some', async () => {
    const workflow = fixture({ compare: 'allFieldsExcept', fieldsToExclude: 'id' }, 1);
    (workflow.pinData?.[TRIGGER]?.[0] as { json: IDataObject }).json.tags = ['x'];
    const run = await runFixture(workflow);
    expect(errorOf(run)?.message).toBe("'tags.0' field is missing from some input items");
    const excluded = fixture({ compare: 'allFieldsExcept', fieldsToExclude: 'id, tags' }, 1);
    (excluded.pinData?.[TRIGGER]?.[0] as { json: IDataObject }).json.tags = ['x'];
    expect(errorOf(await runFixture(excluded))).toBeUndefined();
  });

  it('fails without fields to compare', async () => {
    const run = await runFixture(fixture({ fieldsToCompare: ' , ' }));
    expect(errorOf(run)?.message).toBe('No fields to compare');
  });

  describe('across executions (history in static data)', () => {
    const seen = { operation: 'removeItemsSeenInPreviousExecutions', dedupeValue: '={{ $json.email }}' };

    it('drops values seen in an earlier run (repeats within a run are kept, as in n8n), and clears the history', async () => {
      const workflow = fixture(seen);
      const first = await runFixture(workflow);
      expect(ids(first)).toEqual([1, 2, 3, 4, 1]);
      expect(first.data.resultData.runData[NODE]?.[0]?.data?.main?.[1]).toEqual([]);
      expect(workflow.staticData).toEqual({ 'node:Remove Duplicates': { deduplication: { logic: 'removeItemsWithAlreadySeenKeyValues', values: ['ada@example.com', 'alan@example.com'] } } });
      const second = await runFixture(workflow);
      expect(ids(second)).toEqual([]);
      expect(second.data.resultData.runData[NODE]?.[0]?.data?.main?.[1]).toHaveLength(5);
      const clear = workflow.nodes.find((n) => n.name === NODE);
      if (clear) clear.parameters = { operation: 'clearDeduplicationHistory', mode: 'cleanDatabase' };
      expect(ids(await runFixture(workflow))).toEqual([1, 2, 3, 4, 1]);
      expect(workflow.staticData).toEqual({ 'node:Remove Duplicates': {} });
    });

    it('keeps the latest values only, up to the history size, in the workflow scope', async () => {
      const workflow = fixture({ ...seen, dedupeValue: '={{ $json.id }}', options: { historySize: 2, scope: 'workflow' } });
      expect(ids(await runFixture(workflow))).toEqual([1, 2, 3, 4, 1]);
      expect(workflow.staticData).toEqual({ global: { deduplication: { logic: 'removeItemsWithAlreadySeenKeyValues', values: ['#3', '#4'] } } });
      expect(ids(await runFixture(workflow))).toEqual([1, 2, 1]);
    });

    it('keeps items above the highest number seen', async () => {
      const workflow = fixture({ operation: 'removeItemsSeenInPreviousExecutions', logic: 'removeItemsUpToStoredIncrementalKey', incrementalDedupeValue: '={{ $json.id }}' });
      workflow.staticData = { 'node:Remove Duplicates': { deduplication: { logic: 'removeItemsUpToStoredIncrementalKey', latest: 2 } } };
      expect(ids(await runFixture(workflow))).toEqual([3, 4]);
      expect(workflow.staticData).toEqual({ 'node:Remove Duplicates': { deduplication: { logic: 'removeItemsUpToStoredIncrementalKey', latest: 4 } } });
    });

    it('keeps items after the latest date seen, and fails on a value that is not a date', async () => {
      const workflow = fixture({ operation: 'removeItemsSeenInPreviousExecutions', logic: 'removeItemsUpToStoredDate', dateDedupeValue: '={{ $json.updated }}' });
      workflow.staticData = { 'node:Remove Duplicates': { deduplication: { logic: 'removeItemsUpToStoredDate', latest: '2024-05-02T10:00:00.000Z' } } };
      expect(ids(await runFixture(workflow))).toEqual([3, 4]);
      (workflow.pinData?.[TRIGGER]?.[0] as { json: IDataObject }).json.updated = 'soon';
      const run = await runFixture(workflow);
      expect(errorOf(run)?.message).toBe('The value to dedupe on in item 0 is not a date: "soon"');
    });

    it('fails on a number that is not one, and on a history kept for another choice', async () => {
      const workflow = fixture({ operation: 'removeItemsSeenInPreviousExecutions', logic: 'removeItemsUpToStoredIncrementalKey', incrementalDedupeValue: '={{ $json.email }}' });
      let run = await runFixture(workflow);
      expect(errorOf(run)?.message).toBe('The value to dedupe on in item 0 is not a number: "ada@example.com"');
      workflow.staticData = { 'node:Remove Duplicates': { deduplication: { logic: 'removeItemsWithAlreadySeenKeyValues', values: [] } } };
      run = await runFixture(workflow);
      expect(errorOf(run)?.message).toBe('The deduplication history was kept for "Value Is New", not for "Value Is Higher than Any Previous Value"');
    });
  });
});
