import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';
import { intervalMs, MAX_TIMER_MS } from './interval-ms.js';

const logger = createConsoleLogger('silent');

function intervalWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: 'i1', name: 'Interval', active: true,
    nodes: [{ id: 'a', name: 'Interval', type: 'n8n-nodes-base.interval', typeVersion: 1, position: [0, 0], parameters: parameters as never }],
    connections: {},
  };
}

const activate = (workflow: IWorkflowBase, onEmit: (event: TriggerEvent) => void = () => undefined) =>
  activateTriggers(workflow, builtinNodeTypes, { onEmit, onError: () => undefined, logger });

afterEach(() => {
  vi.useRealTimers();
});

describe('Interval', () => {
  it('turns interval and unit into milliseconds', () => {
    expect(intervalMs(1, 'seconds')).toBe(1000);
    expect(intervalMs('5', 'minutes')).toBe(300_000);
    expect(intervalMs(2, 'hours')).toBe(7_200_000);
    expect(intervalMs(596, 'hours')).toBeLessThanOrEqual(MAX_TIMER_MS);
  });

  it('refuses intervals under 1, beyond the longest timer, and unknown units', () => {
    expect(() => intervalMs(0, 'seconds')).toThrow('The interval must be at least 1');
    expect(() => intervalMs(-3, 'minutes')).toThrow('The interval must be at least 1');
    expect(() => intervalMs('often', 'minutes')).toThrow('The interval must be at least 1');
    expect(() => intervalMs(597, 'hours')).toThrow('The interval is too long');
    expect(() => intervalMs(1, 'days')).toThrow('Unknown unit "days"');
  });

  it('fires every interval while active, with one empty item, and stops when closed', async () => {
    vi.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z'), toFake: ['setInterval', 'clearInterval', 'Date'] });
    const events: TriggerEvent[] = [];
    const active = await activate(intervalWorkflow({ interval: 10, unit: 'seconds' }), (event) => events.push(event));
    vi.advanceTimersByTime(35_000);
    await active.close();
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(3);
    expect(events[0]?.data).toEqual([[{ json: {} }]]);
  });

  it('refuses to activate with an interval of 0 or one too long', async () => {
    await expect(activate(intervalWorkflow({ interval: 0, unit: 'seconds' })))
      .rejects.toThrow('There was a problem activating the trigger "Interval": The interval must be at least 1');
    await expect(activate(intervalWorkflow({ interval: 1000, unit: 'hours' }))).rejects.toThrow('The interval is too long');
  });

  it('runs once from the editor', async () => {
    const run = await runFixture(loadFixture('./test/interval-minutes.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Interval')).toEqual([{}]);
    expect(jsonOf(run, 'No Operation, do nothing')).toEqual([{}]);
  });

  it('shows the error of a manual run with an interval of 0', async () => {
    const workflow = loadFixture('./test/interval-minutes.workflow.json', import.meta.url);
    (workflow.nodes[0] as { parameters: IDataObject }).parameters = { interval: 0, unit: 'minutes' };
    const run = await runFixture(workflow);
    expect(run.status).toBe('error');
    expect(run.data.resultData.error?.message).toContain('The interval must be at least 1');
  });
});
