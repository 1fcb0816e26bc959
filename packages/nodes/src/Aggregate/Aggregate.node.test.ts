import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const NODE = 'Aggregate';

function fixture(parameters: IDataObject = {}, onError?: 'continueRegularOutput'): IWorkflowBase {
  const workflow = loadFixture('./test/aggregate-fields.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === NODE);
  if (node) {
    Object.assign(node.parameters, parameters);
    if (onError) node.onError = onError;
  }
  return workflow;
}

const errorOf = (run: Awaited<ReturnType<typeof runFixture>>) => run.data.resultData.runData[NODE]?.[0]?.error;

describe('Aggregate', () => {
  it('collects each field into a list, leaving out missing and null values', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(jsonOf(run, NODE)).toEqual([{ id: [1, 2, 3], customers: ['Ada', 'Alan'], tags: [['vip', 'eu'], ['eu']] }]);
    expect(outputOf(run, NODE)[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });

  it('merges lists and keeps missing values when asked', async () => {
    const run = await runFixture(fixture({ options: { mergeLists: true, keepMissing: true } }));
    expect(jsonOf(run, NODE)).toEqual([{ id: [1, 2, 3], customers: ['Ada', 'Alan', null], tags: ['vip', 'eu', 'eu', null] }]);
  });

  it('names a nested field by its last part unless renamed', async () => {
    const run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'customer.name' }] } }));
    expect(jsonOf(run, NODE)).toEqual([{ name: ['Ada', 'Alan'] }]);
  });

  it('answers an empty list for a field no item has', async () => {
    const run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'nope' }] } }));
    expect(jsonOf(run, NODE)).toEqual([{ nope: [] }]);
  });

  it('fails on an empty field name and on two fields with one output name', async () => {
    let run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: '' }] } }));
    expect(errorOf(run)?.message).toBe('A field to aggregate has no name');
    run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'a.id' }, { fieldToAggregate: 'id' }] } }));
    expect(errorOf(run)?.message).toBe('More than one aggregated field would be written to "id"');
    expect(errorOf(run)?.description).toContain('Rename Field');
    run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'id', renameField: true }] } }));
    expect(errorOf(run)?.message).toBe('The field "id" is renamed but has no output field name');
  });

  it('with continue on fail outputs the error as an item', async () => {
    const run = await runFixture(fixture({ fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: '' }] } }, 'continueRegularOutput'));
    expect(jsonOf(run, NODE)).toEqual([{ error: 'A field to aggregate has no name' }]);
  });

  it('puts all item data into one list, all fields or some', async () => {
    let run = await runFixture(fixture({ aggregate: 'aggregateAllItemData' }));
    expect(jsonOf(run, NODE)[0]?.data).toHaveLength(3);
    expect((jsonOf(run, NODE)[0]?.data as IDataObject[])[0]).toEqual({ id: 1, customer: { name: 'Ada' }, tags: ['vip', 'eu'], total: 10 });
    run = await runFixture(fixture({ aggregate: 'aggregateAllItemData', destinationFieldName: 'orders', include: 'specifiedFields', fieldsToInclude: 'id, customer.name' }));
    expect(jsonOf(run, NODE)).toEqual([{ orders: [{ id: 1, customer: { name: 'Ada' } }, { id: 2, customer: { name: 'Alan' } }, { id: 3, customer: { name: null } }] }]);
    run = await runFixture(fixture({ aggregate: 'aggregateAllItemData', include: 'allFieldsExcept', fieldsToExclude: 'customer, tags' }));
    expect(jsonOf(run, NODE)).toEqual([{ data: [{ id: 1, total: 10 }, { id: 2, total: 20 }, { id: 3, total: 30 }] }]);
  });

  it('includes the binaries of all items, only unique ones when asked', async () => {
    const file = { data: 'aGk=', mimeType: 'text/plain', fileName: 'hi.txt' };
    const input = [{ json: { id: 1 }, binary: { data: file } }, { json: { id: 2 }, binary: { data: file } }];
    const parameters = { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'id' }] }, options: { includeBinaries: true } };
    let run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.aggregate', typeVersion: 1, parameters, name: NODE }, input));
    expect(Object.keys(outputOf(run, NODE)[0]?.binary ?? {})).toEqual(['data_0', 'data_1']);
    parameters.options = { includeBinaries: true, keepOnlyUnique: true } as never;
    run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.aggregate', typeVersion: 1, parameters, name: NODE }, input));
    expect(Object.keys(outputOf(run, NODE)[0]?.binary ?? {})).toEqual(['data_0']);
  });
});
