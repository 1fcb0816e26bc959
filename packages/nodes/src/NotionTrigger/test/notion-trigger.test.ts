import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { Clock } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { rl, seed, startHarness, stopHarness } from '../../Notion/test/harness.js';
import type { Harness, Seeded } from '../../Notion/test/harness.js';

let harness: Harness;
let data: Seeded;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => { data = seed(harness.standIn); });

// Schedules never fire here: each activation polls once, as n8n does on activation.
const stillClock: Clock = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => undefined };

function triggerWorkflow(event: string, simple = true): IWorkflowBase {
  return {
    id: 'w', name: 'Notion changes', active: true, connections: {},
    nodes: [{
      id: 'n', name: 'Notion Trigger', type: 'n8n-nodes-base.notionTrigger', typeVersion: 1, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, event, databaseId: rl(data.tasks.id, 'list'), simple } as never,
      credentials: { notionApi: { id: 'cred-ok', name: 'Notion' } },
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
  return emitted.flatMap((batch) => batch[0] ?? []);
}

const cursor = (workflow: IWorkflowBase) => workflow.staticData?.['node:Notion Trigger'] as { lastTimeChecked?: string; possibleDuplicates?: string[] } | undefined;

describe('Notion Trigger', () => {
  it('starts from the minute of its first poll, then emits pages added since the cursor once', async () => {
    const workflow = triggerWorkflow('pageAddedToDatabase');
    expect(await pollOnce(workflow)).toEqual([]);
    expect(cursor(workflow)?.lastTimeChecked).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);

    // As saved after a poll at 10:01: the page of 10:00 is older, the two after it are new.
    workflow.staticData = { 'node:Notion Trigger': { lastTimeChecked: '2024-05-01T10:01:00.000Z' } };
    const emitted = await pollOnce(workflow);
    expect(emitted.map((item) => item.json)).toEqual([
      expect.objectContaining({ id: data.review.id, Name: 'Review budget', Status: 'Done', Hours: 1 }),
      expect.objectContaining({ id: data.plan.id, Name: 'Plan sprint' }),
    ]);
    const query = harness.standIn.requests.at(-1);
    expect(query?.version).toBe('2022-02-22');
    expect(query?.body).toMatchObject({ sorts: [{ timestamp: 'created_time', direction: 'descending' }], filter: { timestamp: 'created_time', created_time: { on_or_after: '2024-05-01T10:01:00.000Z' } } });
    expect(cursor(workflow)?.possibleDuplicates).toEqual([data.review.id]);
    expect(await pollOnce(workflow)).toEqual([]);
  });

  it('does not emit again the pages of the cursor\'s minute it already emitted', async () => {
    const workflow = triggerWorkflow('pagedUpdatedInDatabase', false);
    workflow.staticData = { 'node:Notion Trigger': { lastTimeChecked: '2024-05-01T10:02:00.000Z', possibleDuplicates: [data.review.id] } };
    harness.standIn.now.time = Date.parse('2024-05-01T10:02:30.000Z');
    await harnessUpdate(data.plan.id);
    const emitted = await pollOnce(workflow);
    expect(emitted.map((item) => item.json.id)).toEqual([data.plan.id]);
    expect(emitted[0]?.json).toMatchObject({ object: 'page', last_edited_time: '2024-05-01T10:02:00.000Z' });
  });

  it('fetches the newest page in a manual run', async () => {
    const emitted = await pollOnce(triggerWorkflow('pageAddedToDatabase'), 'manual');
    expect(emitted.map((item) => item.json.Name)).toEqual(['Review budget']);
    expect(harness.standIn.requests.at(-1)?.body).toEqual({ page_size: 1, sorts: [{ timestamp: 'created_time', direction: 'descending' }] });
  });
});

/** An edit of a page through the API, as a Notion user's change would be. */
async function harnessUpdate(pageId: string): Promise<void> {
  const response = await fetch(`${harness.standIn.origin}/v1/pages/${pageId}`, {
    method: 'PATCH', headers: { authorization: 'Bearer secret_integration_0001', 'notion-version': '2022-06-28', 'content-type': 'application/json' },
    body: JSON.stringify({ properties: { Hours: { number: 8 } } }),
  });
  expect(response.status).toBe(200);
}
