import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { Clock } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { BASE, TABLE, rl, seedTasks, startHarness, stopHarness } from '../../Airtable/test/harness.js';
import type { Harness } from '../../Airtable/test/harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seedTasks(harness.standIn));

// Schedules never fire in these tests: each activation polls once, as n8n does on activation.
const stillClock: Clock = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => undefined };

function triggerWorkflow(parameters: Record<string, unknown> = {}): IWorkflowBase {
  return {
    id: 'w', name: 'Airtable changes', active: true, connections: {},
    nodes: [{
      id: 'a', name: 'Airtable Trigger', type: 'n8n-nodes-base.airtableTrigger', typeVersion: 1, position: [0, 0],
      parameters: {
        pollTimes: { item: [{ mode: 'everyMinute' }] }, authentication: 'airtableTokenApi',
        baseId: rl(`https://airtable.com/${BASE}/${TABLE}/viw1`, 'url'), tableId: rl(TABLE), triggerField: 'Modified', ...parameters,
      } as never,
      credentials: { airtableTokenApi: { id: 'cred-ok', name: 'Airtable' } },
    }],
  };
}

async function pollOnce(workflow: IWorkflowBase, mode: 'trigger' | 'manual' = 'trigger'): Promise<INodeExecutionData[]> {
  const emitted: INodeExecutionData[][][] = [];
  const errors: Error[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => emitted.push(event.data), onError: (_name, error) => errors.push(error), mode, clock: stillClock,
    logger: createConsoleLogger('silent'), timezone: 'UTC', services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
  });
  await active.close();
  if (errors[0]) throw errors[0];
  return emitted.flatMap((data) => data[0] ?? []);
}

const cursorOf = (workflow: IWorkflowBase) => (workflow.staticData?.['node:Airtable Trigger'] as { lastTimeChecked?: string } | undefined)?.lastTimeChecked;

describe('Airtable Trigger', () => {
  it('starts from the time of its first poll, then emits records whose trigger field is after the cursor, moving it', async () => {
    const workflow = triggerWorkflow();
    expect(await pollOnce(workflow)).toEqual([]);
    const first = cursorOf(workflow);
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(first ?? '')).toBeGreaterThan(Date.parse('2025-01-01T00:00:00Z'));

    // The cursor as a workflow saved it an hour after the seeded records; one record changed after that.
    workflow.staticData = { 'node:Airtable Trigger': { lastTimeChecked: '2024-05-01T10:30:00Z' } };
    harness.standIn.now.time = Date.parse('2024-05-01T11:00:00Z');
    const changed = harness.standIn.addRecord(BASE, TABLE, { Name: 'Changed later', Hours: 4 });
    const emitted = await pollOnce(workflow);
    expect(emitted.map((item) => item.json)).toEqual([{ id: changed.id, createdTime: '2024-05-01T11:00:00.000Z', fields: { Name: 'Changed later', Hours: 4, Modified: '2024-05-01T11:00:00.000Z' } }]);
    expect(new URLSearchParams(harness.standIn.requests.at(-1)?.query).get('filterByFormula'))
      .toBe('IS_AFTER({Modified}, DATETIME_PARSE("2024-05-01T10:30:00Z", "YYYY-MM-DD HH:mm:ss"))');
    expect(Date.parse(cursorOf(workflow) ?? '')).toBeGreaterThan(Date.parse('2025-01-01T00:00:00Z'));

    // Nothing changed since: nothing is emitted.
    expect(await pollOnce(workflow)).toEqual([]);
  });

  it('adds the extra formula and fields to its query', async () => {
    const workflow = triggerWorkflow({ additionalFields: { formula: '{Status} = "Todo"', fields: 'Name,Modified' } });
    workflow.staticData = { 'node:Airtable Trigger': { lastTimeChecked: '2024-01-01T00:00:00Z' } };
    const emitted = await pollOnce(workflow);
    expect(emitted.map((item) => item.json.fields)).toEqual([
      { Name: 'Write report', Modified: '2024-05-01T10:00:00.000Z' }, { Name: 'Plan sprint', Modified: '2024-05-01T10:00:00.000Z' },
    ]);
  });

  it('fetches one record in a manual run, and names a trigger field the records do not have', async () => {
    const emitted = await pollOnce(triggerWorkflow(), 'manual');
    expect(emitted).toHaveLength(1);
    expect(harness.standIn.requests.at(-1)?.query).toBe('maxRecords=1&pageSize=100');
    await expect(pollOnce(triggerWorkflow({ triggerField: 'Updated' }), 'manual'))
      .rejects.toThrow('The field "Updated" does not exist or is empty');
  });

  it('downloads the attachment fields of the records it emits into binary properties', async () => {
    harness.standIn.files.set('plan.txt', 'sprint plan');
    const workflow = triggerWorkflow({ downloadAttachments: true, downloadFieldNames: 'Files' });
    workflow.staticData = { 'node:Airtable Trigger': { lastTimeChecked: '2024-05-01T10:30:00Z' } };
    harness.standIn.now.time = Date.parse('2024-05-01T11:00:00Z');
    harness.standIn.addRecord(BASE, TABLE, { Name: 'With file', Files: [{ url: `${harness.standIn.origin}/files/plan.txt`, filename: 'plan.txt', type: 'text/plain' }] });
    const [emitted] = await pollOnce(workflow);
    expect(emitted?.json.fields).toMatchObject({ Name: 'With file' });
    expect(emitted?.binary?.Files_0).toMatchObject({ fileName: 'plan.txt', mimeType: 'text/plain' });
    expect(Buffer.from(String(emitted?.binary?.Files_0?.data), 'base64').toString()).toBe('sprint plan');
  });
});
