import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@weft/contracts';
import type { ITaskData } from '@weft/workflow';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { createPushHandler, type PushHandler, type PushHandlerEffects } from './push-dispatch';

const task = (count: number): ITaskData => ({
  startTime: 1, executionTime: 2, source: [], data: { main: [Array.from({ length: count }, (_, i) => ({ json: { i } }))] },
});

let effects: PushHandlerEffects;
let handler: PushHandler;
const handle = (message: PushMessage) => handler.handle(message);
beforeEach(() => {
  useExecutionStore.getState().clear();
  effects = { onFinished: vi.fn(), onNodeTypesChanged: vi.fn(), onConsole: vi.fn() };
  handler = createPushHandler(effects);
});
afterEach(() => handler.close());

describe('push messages into the run store', () => {
  it('holds node data that overtook its run request\'s answer, and applies it once the answer names the run', () => {
    useExecutionStore.getState().begin({ mode: 'manual', workflowId: '1' });
    const after: PushMessage = { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'Code', data: task(30) } };
    handle(after);
    expect(useExecutionStore.getState().run?.runData.Code).toBeUndefined();
    useExecutionStore.getState().accepted('7', false);
    expect(useExecutionStore.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(30);
  });

  it('drops what came early for another run once the answer names this one', () => {
    useExecutionStore.getState().begin({ mode: 'manual', workflowId: '1' });
    handle({ type: 'nodeExecuteBefore', data: { executionId: '3', nodeName: 'Old' } });
    useExecutionStore.getState().accepted('4', false);
    expect(useExecutionStore.getState().run).toMatchObject({ executionId: '4', executingNodes: [] });
  });

  it('follows the run the answer named from its start to its end', () => {
    useExecutionStore.getState().begin({ mode: 'manual' });
    useExecutionStore.getState().accepted('9', false);
    handle({ type: 'executionStarted', data: { executionId: '9', mode: 'manual', startedAt: '2026-01-01T00:00:00Z' } });
    expect(useExecutionStore.getState().run?.status).toBe('running');
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
    handle({ type: 'nodeExecuteBefore', data: { executionId: '1', nodeName: 'Old' } });
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
