import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { editorContext, rl, seed, startHarness } from '../../GoogleSheets/test/harness.js';
import type { Harness } from '../../GoogleSheets/test/harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

function triggerWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: 'w', name: 'Watch', active: true, staticData: {},
    nodes: [{
      id: 't', name: 'Sheet Trigger', type: 'n8n-nodes-base.googleSheetsTrigger', typeVersion: 1, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...parameters } as never,
      credentials: { googleSheetsTriggerOAuth2Api: { id: 'oauthTrigger', name: 'Sheets trigger' } },
    }],
    connections: {},
  };
}

/**
 * One activation: the trigger polls once at once (as it does on every activation) and is closed again.
 * The cursor stays in the workflow's static data, as between the polls of an active workflow.
 */
async function pollOnce(workflow: IWorkflowBase): Promise<IDataObject[][]> {
  const events: TriggerEvent[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => events.push(event), onError: (_, error) => { throw error; }, logger: createConsoleLogger('silent'), timezone: 'UTC',
    services: { credentialsHelper: harness.credentials, credentialTypes: builtinCredentialTypes },
  });
  await active.close();
  return events.map((event) => event.data[0]?.map((item) => item.json) ?? []);
}

describe('Google Sheets Trigger', () => {
  it('Row Added: the first poll sets the cursor; later polls emit only new rows, with row_number', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name'], ['Ann']]);
    const workflow = triggerWorkflow({ documentId, sheetName, event: 'rowAdded' });
    expect(await pollOnce(workflow)).toEqual([]);
    expect(workflow.staticData).toMatchObject({ 'node:Sheet Trigger': { lastRow: 2 } });
    book.sheets[0]?.rows.push(['Bob'], ['Cid']);
    expect(await pollOnce(workflow)).toEqual([[{ row_number: 3, name: 'Bob' }, { row_number: 4, name: 'Cid' }]]);
    expect(workflow.staticData).toMatchObject({ 'node:Sheet Trigger': { lastRow: 4 } });
    expect(await pollOnce(workflow)).toEqual([]);
  });

  it('Row Updated: emits changed rows only (old, new or both), in the watched columns when given', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name', 'city', 'note'], ['Ann', 'Oslo', 'x'], ['Bob', 'Rome', 'y']]);
    const workflow = triggerWorkflow({ documentId, sheetName, event: 'rowUpdate', includeInOutput: 'both', options: { columnsToWatch: ['city'] } });
    expect(await pollOnce(workflow)).toEqual([]);
    const rows = book.sheets[0]?.rows ?? [];
    rows[2] = ['Bob', 'Rome', 'changed note'];
    rows.push(['Cid', 'Lima', 'z']);
    expect(await pollOnce(workflow)).toEqual([]);
    rows[1] = ['Ann', 'Bergen', 'x'];
    expect(await pollOnce(workflow)).toEqual([[{ previous: { row_number: 2, name: 'Ann', city: 'Oslo', note: 'x' }, current: { row_number: 2, name: 'Ann', city: 'Bergen', note: 'x' } }]]);
  });

  it('Row Added or Updated: new and changed rows, the new version by default', async () => {
    const { book, documentId, sheetName } = seed(harness, [['k', 'v'], ['a', 1]]);
    const workflow = triggerWorkflow({ documentId, sheetName, event: 'anyUpdate' });
    expect(await pollOnce(workflow)).toEqual([]);
    const rows = book.sheets[0]?.rows ?? [];
    rows[1] = ['a', 2];
    rows.push(['b', 3]);
    expect(await pollOnce(workflow)).toEqual([[{ row_number: 2, k: 'a', v: 2 }, { row_number: 3, k: 'b', v: 3 }]]);
  });

  it('starts afresh when pointed at another sheet, and fails the activation for a sheet that does not exist', async () => {
    const first = seed(harness, [['n'], [1], [2]]);
    const workflow = triggerWorkflow({ documentId: first.documentId, sheetName: first.sheetName, event: 'rowAdded' });
    await pollOnce(workflow);
    expect(workflow.staticData).toMatchObject({ 'node:Sheet Trigger': { lastRow: 3 } });
    const second = seed(harness, [['n'], [1]]);
    const node = workflow.nodes[0];
    if (node) node.parameters = { ...node.parameters, documentId: second.documentId } as never;
    expect(await pollOnce(workflow)).toEqual([]);
    expect(workflow.staticData).toMatchObject({ 'node:Sheet Trigger': { lastRow: 2, watching: `${second.book.spreadsheetId}/0/rowAdded` } });
    await expect(pollOnce(triggerWorkflow({ documentId: first.documentId, sheetName: rl('Missing', 'name'), event: 'rowAdded' }))).rejects.toThrow(/Sheet "Missing" not found/);
  });

  it('offers the header row for the columns to watch', async () => {
    const { documentId, sheetName } = seed(harness, [['name', 'city']]);
    const { context, nodeType } = editorContext(1, { documentId, sheetName }, harness, 'n8n-nodes-base.googleSheetsTrigger');
    expect(await nodeType.methods?.loadOptions?.getSheetHeaderRowAndSkipEmpty?.call(context)).toEqual([{ name: 'name', value: 'name' }, { name: 'city', value: 'city' }]);
  });
});
