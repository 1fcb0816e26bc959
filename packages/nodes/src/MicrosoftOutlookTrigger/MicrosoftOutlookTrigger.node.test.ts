import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { incoming, startHarness } from '../MicrosoftOutlook/test/harness.js';
import type { Harness } from '../MicrosoftOutlook/test/harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

function triggerWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: 'ot', name: 'Outlook Trigger', active: true, connections: {},
    nodes: [{
      id: 'o', name: 'Outlook Trigger', type: 'n8n-nodes-base.microsoftOutlookTrigger', typeVersion: 1, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...parameters } as never, credentials: { microsoftOutlookOAuth2Api: { id: 'outlook', name: 'Outlook' } },
    }],
  };
}

/** One poll: the trigger polls once when activated, the workflow's static data kept in between. */
async function poll(workflow: IWorkflowBase, mode: 'trigger' | 'manual' = 'trigger'): Promise<{ json?: IDataObject[]; binary?: unknown[] }> {
  const events: TriggerEvent[] = [];
  const errors: Error[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => events.push(event), onError: (_node, error) => errors.push(error), mode, timezone: 'UTC',
    logger: createConsoleLogger('silent'), services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials } as never,
  });
  await active.close();
  if (errors.length > 0) throw errors[0];
  const items = events[0]?.data[0];
  return { json: items?.map((item) => item.json), binary: items?.map((item) => item.binary) };
}

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('Microsoft Outlook Trigger', () => {
  it('starts from activation, emits each new message once (oldest first), keeps its cursor in static data', async () => {
    incoming(harness, { subject: 'before activation', receivedDateTime: at(-3_600_000) });
    const workflow = triggerWorkflow({});
    expect((await poll(workflow)).json).toBeUndefined();
    const cursor = workflow.staticData?.['node:Outlook Trigger'] as IDataObject;
    expect(Date.parse(String(cursor.lastTimeChecked))).toBeGreaterThan(Date.now() - 10_000);

    const second = at(2000);
    incoming(harness, { subject: 'second', receivedDateTime: second });
    incoming(harness, { subject: 'first', receivedDateTime: at(1000) });
    incoming(harness, { subject: 'a draft', receivedDateTime: second, isDraft: true }, 'drafts');
    const before = harness.graph.calls.length;
    const emitted = await poll(workflow);
    expect(emitted.json?.map((m) => m.subject)).toEqual(['first', 'second']);
    expect(emitted.json?.[0]).toEqual({
      id: expect.any(String), conversationId: expect.any(String), subject: 'first', bodyPreview: 'See the numbers', categories: [], hasAttachments: false,
      from: { emailAddress: { name: 'Megan Bowen', address: 'megan@contoso.com' } }, toRecipients: [{ emailAddress: { name: 'Adele Vance', address: 'adele@contoso.com' } }],
    });
    const asked = harness.graph.calls[before]?.query;
    expect(asked?.get('$filter')).toMatch(/^isDraft eq false and receivedDateTime ge \d{4}-\d{2}-\d{2}T[\d:]+Z$/);
    expect(cursor.lastTimeChecked).toBe(second);
    expect(cursor.possibleDuplicates).toHaveLength(1);

    // Graph's `ge` includes the cursor's instant: that message comes back and is skipped.
    expect((await poll(workflow)).json).toBeUndefined();
    const third = incoming(harness, { subject: 'third', receivedDateTime: second });
    expect((await poll(workflow)).json?.map((m) => m.id)).toEqual([third.id]);
    expect(cursor.possibleDuplicates).toHaveLength(2);
    incoming(harness, { subject: 'fourth', receivedDateTime: at(5000) });
    expect((await poll(workflow)).json?.map((m) => m.subject)).toEqual(['fourth']);
    expect((await poll(workflow)).json).toBeUndefined();
  });

  it('filters by sender, attachments, folders and read status; raw output with attachments as binary', async () => {
    const workflow = triggerWorkflow({
      output: 'raw', filters: { sender: 'carl@contoso.com', hasAttachments: true, readStatus: 'both', foldersToExclude: [String(harness.box().folderId('junkemail'))] },
      options: { downloadAttachments: true, attachmentsPrefix: 'file_' },
    });
    await poll(workflow);
    const from = { emailAddress: { name: 'Carl', address: 'carl@contoso.com' } };
    const wanted = incoming(harness, { subject: 'report', from, hasAttachments: true, isRead: true, receivedDateTime: at(1000) });
    harness.box().attachments.get(String(wanted.id))?.push({ id: 'f1', name: 'r.csv', contentType: 'text/csv', bytes: Buffer.from('x,y'), isInline: false, lastModifiedDateTime: at(0) });
    incoming(harness, { subject: 'no file', from, receivedDateTime: at(1000) });
    incoming(harness, { subject: 'other sender', hasAttachments: true, receivedDateTime: at(1000) });
    incoming(harness, { subject: 'junk', from, hasAttachments: true, receivedDateTime: at(1000) }, 'junkemail');
    const emitted = await poll(workflow);
    expect(emitted.json?.map((m) => m.subject)).toEqual(['report']);
    expect(emitted.json?.[0]).toMatchObject({ '@odata.etag': expect.any(String), body: { contentType: 'html' }, isRead: true });
    expect(emitted.binary?.[0]).toMatchObject({ file_0: { fileName: 'r.csv', mimeType: 'text/csv' } });
  });

  it('a manual run shows the latest matching message with the selected fields and leaves the cursor alone', async () => {
    const workflow = triggerWorkflow({ output: 'fields', fields: ['subject'], filters: { sender: 'dora@contoso.com', readStatus: 'both' } });
    const from = { emailAddress: { name: 'Dora', address: 'dora@contoso.com' } };
    incoming(harness, { subject: 'older', from, receivedDateTime: '2026-01-01T00:00:00Z' });
    incoming(harness, { subject: 'newer', from, receivedDateTime: '2026-01-02T00:00:00Z' });
    expect((await poll(workflow, 'manual')).json).toEqual([{ id: expect.any(String), subject: 'newer' }]);
    expect(workflow.staticData?.['node:Outlook Trigger'] ?? {}).toEqual({});
  });
});
