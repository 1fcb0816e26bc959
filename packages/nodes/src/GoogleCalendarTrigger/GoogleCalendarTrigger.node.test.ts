import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { ME, calendarCalls, startHarness } from '../GoogleCalendar/test/harness.js';
import type { Harness } from '../GoogleCalendar/test/harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());
beforeEach(() => { harness.google.calendar.calendars.clear(); });

const NODE = 'Google Calendar Trigger';

function triggerWorkflow(triggerOn: string, options: IDataObject = {}): IWorkflowBase {
  return {
    id: 'ct', name: 'Calendar Trigger', active: true, connections: {},
    nodes: [{
      id: 'c', name: NODE, type: 'n8n-nodes-base.googleCalendarTrigger', typeVersion: 1, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, calendarId: { __rl: true, mode: 'list', value: ME }, triggerOn, options } as never,
      credentials: { googleCalendarOAuth2Api: { id: 'oauth', name: 'Calendar' } },
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

const cursorOf = (workflow: IWorkflowBase) => workflow.staticData?.[`node:${NODE}`] as IDataObject | undefined;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const seed = (summary: string, fields: IDataObject = {}) => harness.google.calendar.seed(ME, {
  summary, start: { dateTime: '2030-01-01T09:00:00Z' }, end: { dateTime: '2030-01-01T10:00:00Z' }, ...fields,
}, String(fields.created ?? new Date().toISOString()));

describe('Google Calendar Trigger', () => {
  it('starts from activation, emits each created event once, and moves its cursor every poll', async () => {
    seed('Before activation', { created: ago(3_600_000), updated: ago(3_600_000) });
    const workflow = triggerWorkflow('eventCreated');
    const activated = Date.now();
    expect(await poll(workflow)).toBeUndefined();
    const first = String(cursorOf(workflow)?.lastTimeChecked);
    expect(Date.parse(first)).toBeGreaterThanOrEqual(activated - 5);

    await new Promise((resolve) => setTimeout(resolve, 5));
    seed('Kick-off');
    // The next poll's cursor must come after the event's millisecond: Google's updatedMin includes it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const from = harness.google.calls.length;
    expect((await poll(workflow))?.map((event) => event.summary)).toEqual(['Kick-off']);
    expect(calendarCalls(harness, from)[0]?.query.get('updatedMin')).toBe(first);
    expect(Date.parse(String(cursorOf(workflow)?.lastTimeChecked))).toBeGreaterThan(Date.parse(first));
    expect(await poll(workflow)).toBeUndefined();
  });

  it('tells updated from created events, and finds cancelled ones through showDeleted', async () => {
    const updated = triggerWorkflow('eventUpdated');
    const cancelled = triggerWorkflow('eventCancelled', { matchTerm: 'board' });
    for (const workflow of [updated, cancelled]) workflow.staticData = { [`node:${NODE}`]: { lastTimeChecked: ago(60_000) } };
    seed('Board meeting', { created: ago(86_400_000), updated: new Date().toISOString() });
    seed('Brand new');
    seed('Board dinner', { created: ago(86_400_000), updated: new Date().toISOString(), status: 'cancelled' });
    seed('Team lunch', { created: ago(86_400_000), updated: new Date().toISOString(), status: 'cancelled' });
    expect((await poll(updated))?.map((event) => event.summary)).toEqual(['Board meeting']);
    const from = harness.google.calls.length;
    expect((await poll(cancelled))?.map((event) => event.summary)).toEqual(['Board dinner']);
    expect(calendarCalls(harness, from)[0]?.query.get('showDeleted')).toBe('true');
    expect(calendarCalls(harness, from)[0]?.query.get('q')).toBe('board');
  });

  it('emits occurrences that started or ended since the last poll', async () => {
    const started = triggerWorkflow('eventStarted');
    const ended = triggerWorkflow('eventEnded');
    for (const workflow of [started, ended]) workflow.staticData = { [`node:${NODE}`]: { lastTimeChecked: ago(10 * 60_000) } };
    const time = (ms: number) => ({ dateTime: ago(ms) });
    seed('Started a minute ago', { start: time(60_000), end: { dateTime: new Date(Date.now() + 3_600_000).toISOString() } });
    seed('Long call that just ended', { start: time(3 * 3_600_000), end: time(120_000) });
    seed('Yesterday', { start: time(86_400_000), end: time(86_000_000) });
    expect((await poll(started))?.map((event) => event.summary)).toEqual(['Started a minute ago']);
    expect((await poll(ended))?.map((event) => event.summary)).toEqual(['Long call that just ended']);
  });

  it('a manual run shows the latest matching event of the last week without touching the cursor', async () => {
    seed('Older', { created: ago(3 * 86_400_000), updated: ago(3 * 86_400_000) });
    seed('Newest', { created: ago(86_400_000), updated: ago(86_400_000) });
    const workflow = triggerWorkflow('eventCreated');
    expect((await poll(workflow, 'manual'))?.map((event) => event.summary)).toEqual(['Newest']);
    expect(cursorOf(workflow)?.lastTimeChecked).toBeUndefined();
  });

  it('reports a calendar Google does not know', async () => {
    const workflow = triggerWorkflow('eventCreated');
    workflow.nodes[0]!.parameters.calendarId = { __rl: true, mode: 'id', value: 'gone@group.calendar.google.com' };
    workflow.staticData = { [`node:${NODE}`]: { lastTimeChecked: ago(60_000) } };
    await expect(poll(workflow)).rejects.toThrow('The resource you are requesting could not be found');
  });
});
