import { describe, expect, it } from 'vitest';
import { createConsoleLogger } from '../context/console-logger.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { activateTriggers } from './activate-triggers.js';
import { ManualClock } from './cron-scheduler.js';
import { triggerTestNodeTypes } from './test-nodes.js';
import type { TriggerEvent } from './trigger.types.js';
import { chainWorkflow } from './test-workflow.js';

const logger = createConsoleLogger('silent');

describe('activateTriggers', () => {
  it('emits on every cron tick and runs the workflow from the trigger with the emitted data', async () => {
    const workflow = chainWorkflow([['Every minute', 'cronTrigger', { expression: '0 * * * * *' }], ['Mark', 'mark']]);
    const clock = new ManualClock(Date.parse('2024-05-01T10:00:30Z'));
    const events: TriggerEvent[] = [];
    const active = await activateTriggers(workflow, triggerTestNodeTypes, {
      onEmit: (event) => events.push(event), onError: () => undefined, clock, logger, timezone: 'UTC',
    });
    expect(active.nodeNames).toEqual(['Every minute']);
    clock.advance(3 * 60 * 1000);
    expect(events.map((event) => event.data[0]?.[0]?.json)).toEqual([{ tick: 1 }, { tick: 2 }, { tick: 3 }]);
    expect(workflow.staticData).toEqual({ 'node:Every minute': { ticks: 3 } });

    const runner = new WorkflowRunner(triggerTestNodeTypes, { logger });
    const event = events[1] as TriggerEvent;
    const run = await runner.run({ workflow, mode: 'trigger', executionId: 'e1', trigger: { nodeName: event.nodeName, data: event.data } });
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData['Every minute']?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ tick: 2 }]);
    expect(run.data.resultData.runData.Mark?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ tick: 2, seen: ['Mark'] });

    await active.close();
    clock.advance(10 * 60 * 1000);
    expect(events).toHaveLength(3);
  });

  it('polls once at activation and then on its poll times; empty polls start nothing', async () => {
    const workflow = chainWorkflow([['Poller', 'counterPoll', { pollTimes: { item: [{ mode: 'everyHour', minute: 5 }] } }]]);
    const clock = new ManualClock(Date.parse('2024-05-01T10:00:00Z'));
    const events: TriggerEvent[] = [];
    const active = await activateTriggers(workflow, triggerTestNodeTypes, {
      onEmit: (event) => events.push(event), onError: () => undefined, clock, logger, timezone: 'UTC',
    });
    expect(events.map((event) => event.data[0]?.[0]?.json)).toEqual([{ poll: 1 }]);
    for (let hour = 0; hour < 2; hour++) {
      clock.advance(3600 * 1000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(events.map((event) => event.data[0]?.[0]?.json)).toEqual([{ poll: 1 }, { poll: 2 }, { poll: 3 }]);
    await active.close();

    const quiet = chainWorkflow([['Poller', 'counterPoll', { empty: true }]]);
    const none: TriggerEvent[] = [];
    const activeQuiet = await activateTriggers(quiet, triggerTestNodeTypes, {
      onEmit: (event) => none.push(event), onError: () => undefined, clock, logger,
    });
    clock.advance(5 * 60 * 1000);
    expect(none).toEqual([]);
    await activeQuiet.close();
  });

  it('skips disabled triggers and refuses a broken one, naming it', async () => {
    const disabled = chainWorkflow([['Off', 'cronTrigger', {}, { disabled: true }]]);
    const none = await activateTriggers(disabled, triggerTestNodeTypes, { onEmit: () => undefined, onError: () => undefined, logger });
    expect(none.nodeNames).toEqual([]);

    const broken = chainWorkflow([['Broken', 'cronTrigger', { expression: 'every day' }]]);
    await expect(activateTriggers(broken, triggerTestNodeTypes, { onEmit: () => undefined, onError: () => undefined, logger }))
      .rejects.toThrow('There was a problem activating the trigger "Broken": Invalid cron expression "every day"');
  });
});

describe('manual runs of triggers', () => {
  it('runs a trigger node once when the workflow is executed from the editor', async () => {
    const workflow = chainWorkflow([['Every minute', 'cronTrigger'], ['Mark', 'mark']]);
    const runner = new WorkflowRunner(triggerTestNodeTypes, { logger });
    const run = await runner.run({ workflow, mode: 'manual', executionId: 'm1' });
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData.Mark?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ tick: 1, seen: ['Mark'] });
  });

  it('polls once in a manual run', async () => {
    const workflow = chainWorkflow([['Poller', 'counterPoll'], ['Mark', 'mark']]);
    const run = await new WorkflowRunner(triggerTestNodeTypes, { logger }).run({ workflow, mode: 'manual', executionId: 'm2' });
    expect(run.data.resultData.runData.Mark?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ poll: 1, seen: ['Mark'] });
  });
});
