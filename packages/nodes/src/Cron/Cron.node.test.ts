import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';
import { triggerTimeToCron, triggerTimesToCron } from './cron-times.js';

const logger = createConsoleLogger('silent');

function cronWorkflow(triggerTimes: IDataObject, timezone = 'UTC'): IWorkflowBase {
  return {
    id: 'c1', name: 'Cron', active: true,
    nodes: [{ id: 'a', name: 'Cron', type: 'n8n-nodes-base.cron', typeVersion: 1, position: [0, 0], parameters: { triggerTimes } as never }],
    connections: {},
    settings: { timezone },
  };
}

const activate = (workflow: IWorkflowBase, onEmit: (event: TriggerEvent) => void = () => undefined) =>
  activateTriggers(workflow, builtinNodeTypes, { onEmit, onError: () => undefined, logger });

async function firesDuring(workflow: IWorkflowBase, start: string, ms: number): Promise<TriggerEvent[]> {
  vi.useFakeTimers({ now: new Date(start), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const events: TriggerEvent[] = [];
  const active = await activate(workflow, (event) => events.push(event));
  vi.advanceTimersByTime(ms);
  await active.close();
  return events;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Cron trigger times', () => {
  it('gives one cron rule per mode', () => {
    expect(triggerTimeToCron({ mode: 'everyMinute' })).toBe('0 * * * * *');
    expect(triggerTimeToCron({ mode: 'everyHour', minute: 15 })).toBe('0 15 * * * *');
    expect(triggerTimeToCron({ mode: 'everyDay', hour: 9, minute: 5 })).toBe('0 5 9 * * *');
    expect(triggerTimeToCron({})).toBe('0 0 14 * * *');
    expect(triggerTimeToCron({ mode: 'everyWeek', hour: 8, minute: 0, weekday: '0' })).toBe('0 0 8 * * 0');
    expect(triggerTimeToCron({ mode: 'everyWeek' })).toBe('0 0 14 * * 1');
    expect(triggerTimeToCron({ mode: 'everyMonth', hour: 6, minute: 45, dayOfMonth: 31 })).toBe('0 45 6 31 * *');
    expect(triggerTimeToCron({ mode: 'everyX', value: 10, unit: 'minutes' })).toBe('0 */10 * * * *');
    expect(triggerTimeToCron({ mode: 'everyX' })).toBe('0 0 */2 * * *');
    expect(triggerTimeToCron({ mode: 'custom', cronExpression: ' 0 9 * * 1-5 ' })).toBe('0 9 * * 1-5');
    expect(triggerTimeToCron({ mode: 'custom' })).toBe('* * * * * *');
    expect(triggerTimesToCron({ item: [{ mode: 'everyMinute' }, { mode: 'everyHour' }] })).toEqual(['0 * * * * *', '0 0 * * * *']);
    expect(triggerTimesToCron({})).toEqual([]);
    expect(triggerTimesToCron(undefined)).toEqual([]);
  });

  it('refuses values out of range with the setting to correct', () => {
    expect(() => triggerTimeToCron({ mode: 'everyDay', hour: 24 })).toThrow('Hour must be a whole number from 0 to 23, not 24');
    expect(() => triggerTimeToCron({ mode: 'everyHour', minute: 'soon' as never })).toThrow('Minute must be a whole number from 0 to 59, not "soon"');
    expect(() => triggerTimeToCron({ mode: 'everyMonth', dayOfMonth: 0 })).toThrow('Day of Month must be a whole number from 1 to 31');
    expect(() => triggerTimeToCron({ mode: 'everyX', value: 0 })).toThrow('Value must be a whole number from 1 to 1000, not 0');
    expect(() => triggerTimeToCron({ mode: 'everyX', value: 3, unit: 'days' })).toThrow('Unknown unit "days"');
    expect(() => triggerTimeToCron({ mode: 'custom', cronExpression: '  ' })).toThrow('The cron expression is empty');
    expect(() => triggerTimeToCron({ mode: 'yearly' })).toThrow('Unknown mode "yearly"');
  });
});

describe('Cron node', () => {
  it('fires at each trigger time in the workflow timezone, with one empty item', async () => {
    const events = await firesDuring(cronWorkflow({ item: [{ mode: 'everyDay', hour: 9, minute: 30 }] }, 'Europe/Berlin'), '2024-03-01T00:00:00Z', 2 * 24 * 3600 * 1000);
    expect(events.map((event) => event.nodeName)).toEqual(['Cron', 'Cron']);
    expect(events[0]?.data).toEqual([[{ json: {} }]]);
  });

  it('fires every X minutes', async () => {
    const events = await firesDuring(cronWorkflow({ item: [{ mode: 'everyX', value: 15, unit: 'minutes' }] }), '2024-03-01T10:01:00Z', 3600 * 1000);
    expect(events).toHaveLength(4);
  });

  it('refuses an invalid custom expression when activated', async () => {
    await expect(activate(cronWorkflow({ item: [{ mode: 'custom', cronExpression: '0 61 * * *' }] })))
      .rejects.toThrow('There was a problem activating the trigger "Cron": Invalid cron expression "0 61 * * *"');
  });

  it('refuses an hour out of range and an empty list when activated', async () => {
    await expect(activate(cronWorkflow({ item: [{ mode: 'everyDay', hour: 25 }] }))).rejects.toThrow('Hour must be a whole number from 0 to 23, not 25');
    await expect(activate(cronWorkflow({}))).rejects.toThrow('The Cron node has no trigger times');
  });

  it('runs once from the editor: an empty item goes to the next node', async () => {
    const run = await runFixture(loadFixture('./test/cron-every-day.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Cron')).toEqual([{}]);
    expect(jsonOf(run, 'Edit Fields')).toEqual([{ ran: true }]);
  });
});
