import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@weft/contracts';
import type { ITaskData } from '@weft/workflow';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { createPushHandler, type PushHandlerEffects } from './push-dispatch';

const task = (count: number): ITaskData => ({
  startTime: 1, executionTime: 2, source: [], data: { main: [Array.from({ length: count }, (_, i) => ({ json: { i } }))] },
});

let effects: PushHandlerEffects;
let handle: (message: PushMessage) => string;
beforeEach(() => {
  useExecutionStore.getState().clear();
  effects = { onFinished: vi.fn(), onNodeTypesChanged: vi.fn(), onConsole: vi.fn() };
  handle = createPushHandler(effects);
});

describe('push messages into the run store', () => {
  it('holds node data of a run whose request has not answered, and applies it once the id is known', () => {
    useExecutionStore.getState().begin({ mode: 'manual', workflowId: '1' });
    const after: PushMessage = { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'Code', data: task(30) } };
    expect(handle(after)).toBe('later');
    useExecutionStore.getState().accepted('7', false);
    expect(handle(after)).toBe('done');
    expect(useExecutionStore.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(30);
  });

  it('lets the start name a run still waiting for its answer, then follows its nodes to the end', () => {
    useExecutionStore.getState().begin({ mode: 'manual' });
    expect(handle({ type: 'executionStarted', data: { executionId: '9', mode: 'manual', startedAt: '2026-01-01T00:00:00Z' } })).toBe('done');
    handle({ type: 'nodeExecuteBefore', data: { executionId: '9', nodeName: 'Code' } });
    expect(useExecutionStore.getState().run?.executingNodes).toEqual(['Code']);
    handle({ type: 'nodeExecuteAfter', data: { executionId: '9', nodeName: 'Code', data: { startTime: 1, executionTime: 1, source: [] }, itemCountByOutput: [10000] } });
    handle({ type: 'executionFinished', data: { executionId: '9', status: 'success', finished: true } });
    const run = useExecutionStore.getState().run;
    expect(run).toMatchObject({ executionId: '9', status: 'success', finished: true, executingNodes: [], itemCountsWithoutData: { Code: [10000] } });
    // The items were left out of push: the editor is told to read the execution.
    expect(effects.onFinished).toHaveBeenCalledWith(expect.objectContaining({ executionId: '9' }), true);
  });

  it("ignores messages of another, older run and sends console output to the browser's console", () => {
    useExecutionStore.getState().begin({ mode: 'manual' });
    useExecutionStore.getState().accepted('2', false);
    expect(handle({ type: 'nodeExecuteBefore', data: { executionId: '1', nodeName: 'Old' } })).toBe('done');
    expect(useExecutionStore.getState().run?.executingNodes).toEqual([]);
    handle({ type: 'sendConsoleMessage', data: { source: '[Node: "Code"]', messages: ['hi', 2] } });
    expect(effects.onConsole).toHaveBeenCalledWith('[Node: "Code"]', ['hi', 2]);
  });

  it('drops the waiting run when its test webhook is removed, and starts it when the webhook is called', () => {
    useExecutionStore.getState().begin({ mode: 'manual', workflowId: '1' });
    useExecutionStore.getState().accepted('5', true);
    handle({ type: 'testWebhookReceived', data: { workflowId: '1', executionId: '5' } });
    expect(useExecutionStore.getState().run).toMatchObject({ status: 'running', waitingForWebhook: false });

    useExecutionStore.getState().begin({ mode: 'manual', workflowId: '1' });
    useExecutionStore.getState().accepted('6', true);
    handle({ type: 'testWebhookDeleted', data: { workflowId: '1', executionId: '6' } });
    expect(useExecutionStore.getState().run).toBeNull();
  });
});
