import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@weft/contracts';
import type { ITaskData } from '@weft/workflow';
import { followRuns } from '../../stores/execution/run-routing';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { createPushHandler, type PushHandler, type PushHandlerEffects } from './push-dispatch';

const task = (count: number): ITaskData => ({
  startTime: 1, executionTime: 2, source: [], data: { main: [Array.from({ length: count }, (_, i) => ({ json: { i } }))] },
});

let effects: PushHandlerEffects;
let handler: PushHandler;
let store: WorkflowStore;
const stopFollowing: (() => void)[] = [];
const handle = (message: PushMessage) => handler.handle(message);
/** An open workflow editor's store, whose runs the live connection feeds. */
const openWorkflow = (name: string): WorkflowStore => {
  const opened = createWorkflowStore(newWorkflowDocument(name));
  stopFollowing.push(followRuns(opened));
  return opened;
};
beforeEach(() => {
  store = openWorkflow('W');
  effects = { onFinished: vi.fn(), onNodeTypesChanged: vi.fn(), onConsole: vi.fn() };
  handler = createPushHandler(effects);
});
afterEach(() => {
  handler.close();
  for (const stop of stopFollowing.splice(0)) stop();
});

describe('push messages into the run of the workflow that started it', () => {
  it('holds node data that overtook its run request\'s answer, and applies it once the answer names the run', () => {
    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    const after: PushMessage = { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'Code', data: task(30) } };
    handle(after);
    expect(store.getState().run?.runData.Code).toBeUndefined();
    store.getState().runAccepted('7', false);
    expect(store.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(30);
  });

  it('drops what came early for another run once the answer names this one', () => {
    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    handle({ type: 'nodeExecuteBefore', data: { executionId: '3', nodeName: 'Old' } });
    store.getState().runAccepted('4', false);
    expect(store.getState().run).toMatchObject({ executionId: '4', executingNodes: [] });
  });

  it('follows the run the answer named from its start to its end', () => {
    store.getState().beginRun({ mode: 'manual' });
    store.getState().runAccepted('9', false);
    handle({ type: 'executionStarted', data: { executionId: '9', mode: 'manual', startedAt: '2026-01-01T00:00:00Z' } });
    expect(store.getState().run?.status).toBe('running');
    handle({ type: 'nodeExecuteBefore', data: { executionId: '9', nodeName: 'Code' } });
    expect(store.getState().run?.executingNodes).toEqual(['Code']);
    handle({ type: 'nodeExecuteAfter', data: { executionId: '9', nodeName: 'Code', data: { startTime: 1, executionTime: 1, source: [] }, itemCountByOutput: [10000] } });
    handle({ type: 'executionFinished', data: { executionId: '9', status: 'success', finished: true } });
    const run = store.getState().run;
    expect(run).toMatchObject({ executionId: '9', status: 'success', finished: true, executingNodes: [], itemCountsWithoutData: { Code: [10000] } });
    // The items were left out of push: the editor is told to read the execution.
    expect(effects.onFinished).toHaveBeenCalledWith(expect.objectContaining({ executionId: '9' }), true);
  });

  it("ignores messages of another, older run and sends console output to the browser's console", () => {
    store.getState().beginRun({ mode: 'manual' });
    store.getState().runAccepted('2', false);
    handle({ type: 'nodeExecuteBefore', data: { executionId: '1', nodeName: 'Old' } });
    expect(store.getState().run?.executingNodes).toEqual([]);
    handle({ type: 'sendConsoleMessage', data: { source: '[Node: "Code"]', messages: ['hi', 2] } });
    expect(effects.onConsole).toHaveBeenCalledWith('[Node: "Code"]', ['hi', 2]);
  });

  it('drops the waiting run when its test webhook is removed, and starts it when the webhook is called', () => {
    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    store.getState().runAccepted('5', true);
    handle({ type: 'testWebhookReceived', data: { workflowId: '1', executionId: '5' } });
    expect(store.getState().run).toMatchObject({ status: 'running', waitingForWebhook: false });

    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    store.getState().runAccepted('6', true);
    handle({ type: 'testWebhookDeleted', data: { workflowId: '1', executionId: '6' } });
    expect(store.getState().run).toBeNull();
  });

  it('applies a run\'s messages to the store of the workflow that started it, not to another open one', () => {
    const other = openWorkflow('B');
    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    store.getState().runAccepted('11', false);
    other.getState().beginRun({ mode: 'manual', workflowId: '2' });
    other.getState().runAccepted('12', false);
    handle({ type: 'nodeExecuteAfter', data: { executionId: '12', nodeName: 'Code', data: task(3) } });
    handle({ type: 'executionFinished', data: { executionId: '12', status: 'success', finished: true } });
    expect(other.getState().run).toMatchObject({ status: 'success', finished: true });
    expect(other.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(3);
    expect(store.getState().run).toMatchObject({ executionId: '11', status: 'new', finished: false, runData: {} });
  });

  it('holds an early message while any open workflow waits for its answer, and gives it to the run it names', () => {
    const other = openWorkflow('B');
    other.getState().beginRun({ mode: 'manual', workflowId: '2' });
    handle({ type: 'nodeExecuteAfter', data: { executionId: '21', nodeName: 'Code', data: task(2) } });
    other.getState().runAccepted('21', false);
    expect(other.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(2);
    expect(store.getState().run).toBeNull();
  });

  it('stops feeding a workflow once it is closed', () => {
    const closing = createWorkflowStore(newWorkflowDocument('C'));
    const stop = followRuns(closing);
    closing.getState().beginRun({ mode: 'manual', workflowId: '3' });
    closing.getState().runAccepted('31', false);
    stop();
    handle({ type: 'nodeExecuteBefore', data: { executionId: '31', nodeName: 'Code' } });
    expect(closing.getState().run?.executingNodes).toEqual([]);
  });
});
