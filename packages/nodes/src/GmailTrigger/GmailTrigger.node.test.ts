import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { ME, incoming, startHarness } from '../Gmail/test/harness.js';
import type { Harness } from '../Gmail/test/harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

function triggerWorkflow(parameters: IDataObject, typeVersion = 1.3): IWorkflowBase {
  return {
    id: 'gt', name: 'Gmail Trigger', active: true, connections: {},
    nodes: [{
      id: 'g', name: 'Gmail Trigger', type: 'n8n-nodes-base.gmailTrigger', typeVersion, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...parameters } as never, credentials: { gmailOAuth2: { id: 'oauth', name: 'Gmail' } },
    }],
  };
}

/** One poll: the trigger polls once when it is activated, with the workflow's static data kept in between. */
async function poll(workflow: IWorkflowBase, mode: 'trigger' | 'manual' = 'trigger'): Promise<IDataObject[] | undefined> {
  const events: TriggerEvent[] = [];
  const errors: Error[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => events.push(event), onError: (_node, error) => errors.push(error), mode, timezone: 'UTC',
    logger: createConsoleLogger('silent'), services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials } as never,
  });
  await active.close();
  if (errors.length > 0) throw errors[0];
  return events[0]?.data[0]?.map((item) => item.json);
}

const deliver = (subject: string, options: { from?: string; at?: number; labelIds?: string[] } = {}) =>
  harness.gmail.deliver(incoming({ subject, text: `${subject} body`, ...(options.from ? { from: options.from } : {}) }), {
    internalDate: options.at ?? Date.now(), ...(options.labelIds ? { labelIds: options.labelIds } : {}),
  });

describe('Gmail Trigger', () => {
  it('starts from activation, emits each new message once (oldest first), keeps its cursor in static data', async () => {
    deliver('before activation', { at: Date.now() - 3_600_000 });
    const workflow = triggerWorkflow({});
    const activatedFrom = Math.floor(Date.now() / 1000);
    expect(await poll(workflow)).toBeUndefined();
    const cursor = workflow.staticData?.['node:Gmail Trigger'] as IDataObject;
    // The activation time, in seconds (the poll may straddle a second).
    expect(cursor.lastTimeChecked).toBeGreaterThanOrEqual(activatedFrom);
    expect(cursor.lastTimeChecked).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));

    const now = Date.now();
    deliver('first', { at: now + 1000 });
    deliver('second', { at: now + 2000 });
    deliver('a draft', { at: now + 2000, labelIds: ['DRAFT'] });
    const emitted = await poll(workflow);
    expect(emitted?.map((m) => m.Subject)).toEqual(['first', 'second']);
    expect(emitted?.[0]).toMatchObject({ From: 'Bob Jones <bob@example.org>', labels: [{ id: 'INBOX', name: 'INBOX' }, { id: 'UNREAD', name: 'UNREAD' }] });
    expect(cursor.lastTimeChecked).toBe(Math.floor((now + 2000) / 1000));
    expect(cursor.possibleDuplicates).toHaveLength(2);

    // Gmail's after: includes the cursor's second: those messages come back from Gmail and are skipped.
    expect(await poll(workflow)).toBeUndefined();
    const third = deliver('third', { at: now + 2000 });
    expect((await poll(workflow))?.map((m) => m.id)).toEqual([third.id]);
    deliver('fourth', { at: now + 5000 });
    expect((await poll(workflow))?.map((m) => m.Subject)).toEqual(['fourth']);
    expect(await poll(workflow)).toBeUndefined();
  });

  it('filters by sender, read status, labels and search; drafts only when asked; the full form with attachments', async () => {
    const workflow = triggerWorkflow({ simple: false, filters: { sender: 'carl@example.org', readStatus: 'unread', q: 'subject:report', includeDrafts: true }, options: { downloadAttachments: true } });
    await poll(workflow);
    const at = Date.now() + 1000;
    harness.gmail.deliver(incoming({ subject: 'report 1', text: 'r', from: 'carl@example.org', attachment: { name: 'r.csv', type: 'text/csv', content: 'x,y' } }), { internalDate: at });
    harness.gmail.deliver(incoming({ subject: 'report 2', text: 'r', from: 'dora@example.org' }), { internalDate: at });
    harness.gmail.deliver(incoming({ subject: 'report 3', text: 'r', from: 'carl@example.org' }), { internalDate: at, labelIds: ['INBOX'] });
    harness.gmail.deliver(incoming({ subject: 'other', text: 'r', from: 'carl@example.org' }), { internalDate: at });
    harness.gmail.deliver(incoming({ subject: 'report draft', text: 'r', from: 'carl@example.org' }), { internalDate: at, labelIds: ['DRAFT', 'UNREAD'] });
    const emitted = await poll(workflow);
    expect(emitted?.map((m) => m.subject).sort()).toEqual(['report 1', 'report draft']);
    expect(emitted?.find((m) => m.subject === 'report 1')).toMatchObject({ from: { value: [{ address: 'carl@example.org', name: '' }] }, text: 'r', labelIds: ['INBOX', 'UNREAD'] });
    const labelled = triggerWorkflow({ filters: { labelIds: ['STARRED'], readStatus: 'both' } });
    await poll(labelled);
    harness.gmail.deliver(incoming({ subject: 'starred', text: 's' }), { internalDate: Date.now() + 1000, labelIds: ['INBOX', 'STARRED'] });
    harness.gmail.deliver(incoming({ subject: 'plain', text: 's' }), { internalDate: Date.now() + 1000 });
    expect((await poll(labelled))?.map((m) => m.Subject)).toEqual(['starred']);
  });

  it('a manual run shows the latest matching message and leaves the cursor alone', async () => {
    const workflow = triggerWorkflow({ filters: { q: 'subject:"manual pick"' } });
    harness.gmail.deliver(incoming({ subject: 'manual pick old', text: 'a' }), { internalDate: Date.parse('2026-01-01T00:00:00Z') });
    harness.gmail.deliver(incoming({ subject: 'manual pick new', text: 'b' }), { internalDate: Date.parse('2026-01-02T00:00:00Z') });
    expect((await poll(workflow, 'manual'))?.map((m) => m.Subject)).toEqual(['manual pick new']);
    expect(workflow.staticData?.['node:Gmail Trigger'] ?? {}).toEqual({});
    expect(harness.gmail.mailbox(ME).messages.size).toBeGreaterThan(0);
  });
});
