import { describe, expect, it } from 'vitest';
import type { EditorRun } from '../../stores/workflow/run-slice';
import { liveRunStates } from './live-run-states';
import { pageRunState, pageTitle } from './page-title';

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ json: { i } }));
const base: EditorRun = {
  executionId: '1', mode: 'manual', status: 'running', finished: false, startedAt: '', waitingForWebhook: false, executingNodes: [], runData: {},
};

describe('liveRunStates', () => {
  it('marks running nodes, successes with their item count, and failures', () => {
    const states = liveRunStates({
      ...base,
      executingNodes: ['Edit Fields'],
      runData: {
        Trigger: [{ startTime: 0, executionTime: 0, source: [], data: { main: [items(1)] } }],
        Code: [{ startTime: 0, executionTime: 0, source: [], data: { main: [items(30)] } }],
        Broken: [{ startTime: 0, executionTime: 0, source: [], error: { message: 'boom' } as never }],
      },
    });
    expect(Object.fromEntries(states)).toEqual({
      Trigger: { status: 'success', itemCount: 1, outputItemCounts: [1] },
      Code: { status: 'success', itemCount: 30, outputItemCounts: [30] },
      Broken: { status: 'error' },
      'Edit Fields': { status: 'running' },
    });
  });

  it('counts items pushed without their data, and marks the node a waiting run stopped at', () => {
    const states = liveRunStates({
      ...base, status: 'waiting', lastNodeExecuted: 'Wait', waitTill: '2030-01-01T00:00:00.000Z',
      runData: { Big: [{ startTime: 0, executionTime: 0, source: [] }], Wait: [{ startTime: 0, executionTime: 0, source: [] }] },
      itemCountsWithoutData: { Big: [10000, 5] },
    });
    expect(states.get('Big')).toEqual({ status: 'success', itemCount: 10005, outputItemCounts: [10000, 5] });
    expect(states.get('Wait')).toEqual({ status: 'waiting', waitTill: '2030-01-01T00:00:00.000Z' });
  });

  it('marks nothing without a run', () => {
    expect(liveRunStates(null).size).toBe(0);
  });
});

describe('page title', () => {
  it('says EXECUTING while a run goes on or waits for its trigger, ERROR after a failure, IDLE otherwise', () => {
    expect(pageRunState(null)).toBe('IDLE');
    expect(pageRunState({ ...base, status: 'new' })).toBe('EXECUTING');
    expect(pageRunState({ ...base, status: 'new', waitingForWebhook: true })).toBe('EXECUTING');
    expect(pageRunState({ ...base, status: 'error', finished: false })).toBe('ERROR');
    expect(pageRunState({ ...base, status: 'success', finished: true })).toBe('IDLE');
    expect(pageTitle('EXECUTING', 'My workflow – Weft')).toBe('🔄 My workflow – Weft');
  });
});
