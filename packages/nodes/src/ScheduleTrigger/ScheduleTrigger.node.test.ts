import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger, nextFireTimes } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';
import { toCronExpression } from './schedule-rules.js';
import { scheduleItem } from './schedule-time.js';

const logger = createConsoleLogger('silent');

function scheduleWorkflow(interval: IDataObject, timezone = 'UTC', typeVersion = 1.2): IWorkflowBase {
  return {
    id: 's1', name: 'Schedule', active: true,
    nodes: [{ id: 'a', name: 'Schedule Trigger', type: 'n8n-nodes-base.scheduleTrigger', typeVersion, position: [0, 0], parameters: { rule: { interval: [interval] } } as never }],
    connections: {},
    settings: { timezone },
  };
}

async function firesDuring(workflow: IWorkflowBase, start: string, ms: number): Promise<IDataObject[]> {
  vi.useFakeTimers({ now: new Date(start), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const events: TriggerEvent[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, { onEmit: (event) => events.push(event), onError: () => undefined, logger });
  vi.advanceTimersByTime(ms);
  await active.close();
  return events.map((event) => event.data[0]?.[0]?.json as IDataObject);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Schedule Trigger', () => {
  it('outputs n8n\'s item for a fire time, in the workflow timezone', () => {
    expect(scheduleItem(Date.parse('2024-01-15T09:30:05.000Z'), 'Europe/Berlin')).toEqual({
      timestamp: '2024-01-15T10:30:05.000+01:00',
      'Readable date': 'January 15th 2024, 10:30:05 am',
      'Readable time': '10:30:05 am',
      'Day of week': 'Monday',
      Year: '2024',
      Month: 'January',
      'Day of month': '15',
      Hour: '10',
      Minute: '30',
      Second: '05',
      Timezone: 'Europe/Berlin (UTC+01:00)',
    });
    expect(scheduleItem(Date.parse('2024-07-02T23:05:00.000Z'), 'America/New_York')['Readable date']).toBe('July 2nd 2024, 7:05:00 pm');
  });

  it('turns each interval into the cron rule n8n uses', () => {
    expect(toCronExpression({ field: 'seconds', secondsInterval: 10 })).toBe('*/10 * * * * *');
    expect(toCronExpression({ field: 'minutes', minutesInterval: 15 })).toBe('0 */15 * * * *');
    expect(toCronExpression({ field: 'hours', hoursInterval: 2, triggerAtMinute: 30 })).toBe('0 30 */2 * * *');
    expect(toCronExpression({ field: 'days', daysInterval: 1, triggerAtHour: 9, triggerAtMinute: 15 })).toBe('0 15 9 * * *');
    expect(toCronExpression({ field: 'weeks', triggerAtDay: [5, 1], triggerAtHour: 8 })).toBe('0 0 8 * * 1,5');
    expect(toCronExpression({ field: 'months', monthsInterval: 3, triggerAtDayOfMonth: 10, triggerAtHour: 6 })).toBe('0 0 6 10 */3 *');
    expect(toCronExpression({ field: 'cronExpression', expression: ' 0 9 * * 1-5 ' })).toBe('0 9 * * 1-5');
  });

  it('computes next fire times of a weekday rule in the timezone', () => {
    const times = nextFireTimes(toCronExpression({ field: 'weeks', triggerAtDay: [1], triggerAtHour: 9 }), Date.parse('2024-01-01T12:00:00Z'), 'Europe/Berlin', 2);
    expect(times.map((time) => time.toISOString())).toEqual(['2024-01-08T08:00:00.000Z', '2024-01-15T08:00:00.000Z']);
  });

  it('fires on a minutes interval while active, and stops when deactivated', async () => {
    const fired = await firesDuring(scheduleWorkflow({ field: 'minutes', minutesInterval: 15 }), '2024-03-01T10:07:00Z', 60 * 60 * 1000);
    expect(fired.map((item) => item.timestamp)).toEqual([
      '2024-03-01T10:15:00.000+00:00', '2024-03-01T10:30:00.000+00:00', '2024-03-01T10:45:00.000+00:00', '2024-03-01T11:00:00.000+00:00',
    ]);
  });

  it('fires every other day at the set hour (the interval is kept in static data)', async () => {
    const workflow = scheduleWorkflow({ field: 'days', daysInterval: 2, triggerAtHour: 6, triggerAtMinute: 0 }, 'Europe/Berlin');
    const fired = await firesDuring(workflow, '2024-05-01T00:00:00Z', 6 * 24 * 3600 * 1000);
    expect(fired.map((item) => item.timestamp)).toEqual([
      '2024-05-01T06:00:00.000+02:00', '2024-05-03T06:00:00.000+02:00', '2024-05-05T06:00:00.000+02:00',
    ]);
    expect(workflow.staticData?.['node:Schedule Trigger']).toEqual({ recurrenceRules: [expect.any(Number)] });
  });

  it('fires on every chosen weekday of every second week', async () => {
    const workflow = scheduleWorkflow({ field: 'weeks', weeksInterval: 2, triggerAtDay: [1, 3], triggerAtHour: 12 });
    // 2024-01-01 is a Monday.
    const fired = await firesDuring(workflow, '2024-01-01T00:00:00Z', 28 * 24 * 3600 * 1000);
    expect(fired.map((item) => `${item['Day of week'] as string} ${item['Day of month'] as string}`)).toEqual([
      'Monday 01', 'Wednesday 03', 'Monday 15', 'Wednesday 17',
    ]);
  });

  it('fires on a cron expression in the workflow timezone', async () => {
    const fired = await firesDuring(scheduleWorkflow({ field: 'cronExpression', expression: '0 9 * * 1-5' }, 'America/New_York'), '2024-03-08T00:00:00Z', 4 * 24 * 3600 * 1000);
    expect(fired.map((item) => item.timestamp)).toEqual(['2024-03-08T09:00:00.000-05:00', '2024-03-11T09:00:00.000-04:00']);
  });

  it('refuses an invalid cron expression when activated', async () => {
    await expect(activateTriggers(scheduleWorkflow({ field: 'cronExpression', expression: '0 25 * * *' }), builtinNodeTypes, {
      onEmit: () => undefined, onError: () => undefined, logger,
    })).rejects.toThrow('There was a problem activating the trigger "Schedule Trigger": Invalid cron expression');
  });

  it('runs for real on a one-second interval', async () => {
    const events: TriggerEvent[] = [];
    const active = await activateTriggers(scheduleWorkflow({ field: 'seconds', secondsInterval: 1 }), builtinNodeTypes, {
      onEmit: (event) => events.push(event), onError: () => undefined, logger,
    });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await active.close();
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]?.nodeName).toBe('Schedule Trigger');
    expect(events[0]?.data[0]?.[0]?.json.Timezone).toBe('UTC (UTC+00:00)');
  });

  it('runs the exported workflow from the editor: the trigger fires once, then the next node', async () => {
    vi.useFakeTimers({ now: new Date('2024-02-29T11:00:00Z'), toFake: ['Date'] });
    const run = await runFixture(loadFixture('./test/schedule-trigger.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Edit Fields')).toEqual([{
      timestamp: '2024-02-29T12:00:00.000+01:00', 'Readable date': 'February 29th 2024, 12:00:00 pm', 'Readable time': '12:00:00 pm',
      'Day of week': 'Thursday', Year: '2024', Month: 'February', 'Day of month': '29', Hour: '12', Minute: '00', Second: '00',
      Timezone: 'Europe/Berlin (UTC+01:00)', ran: true,
    }]);
  });
});
