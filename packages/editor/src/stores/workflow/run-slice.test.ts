import { describe, expect, it } from 'vitest';
import type { ITaskData } from '@weft/workflow';
import { newWorkflowDocument } from './document-slice';
import { createWorkflowStore } from './workflow-store';

const task = (count: number): ITaskData => ({
  startTime: 1, executionTime: 2, source: [], data: { main: [Array.from({ length: count }, (_, i) => ({ json: { i } }))] },
});

describe('run slice of the workflow store', () => {
  it('keeps the run of one workflow out of another workflow opened after it', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    a.getState().beginRun({ mode: 'manual', workflowId: 'a' });
    a.getState().runAccepted('1', false);
    a.getState().nodeRunAfter('1', 'Code', task(2));
    a.getState().runFinished('1', { status: 'success', finished: true });

    const b = createWorkflowStore(newWorkflowDocument('B'));
    expect(b.getState().run).toBeNull();
    expect(b.getState().isRunning()).toBe(false);
    expect(a.getState().run?.runData.Code?.[0]?.data?.main?.[0]).toHaveLength(2);
  });

  it('is running from the request until the run ends, and while a test webhook waits', () => {
    const store = createWorkflowStore(newWorkflowDocument('W'));
    store.getState().beginRun({ mode: 'manual' });
    expect(store.getState().isRunning()).toBe(true);
    store.getState().runAccepted('2', true);
    expect(store.getState().run).toMatchObject({ executionId: '2', waitingForWebhook: true });
    store.getState().runStarted('2');
    expect(store.getState().run).toMatchObject({ status: 'running', waitingForWebhook: false });
    store.getState().runFinished('2', { status: 'error', finished: false });
    expect(store.getState().isRunning()).toBe(false);
  });

  it('ignores what another execution id says', () => {
    const store = createWorkflowStore(newWorkflowDocument('W'));
    store.getState().beginRun({ mode: 'manual' });
    store.getState().runAccepted('3', false);
    store.getState().nodeRunBefore('9', 'Old');
    store.getState().nodeRunAfter('9', 'Old', task(1));
    store.getState().runFinished('9', { status: 'success', finished: true });
    expect(store.getState().run).toMatchObject({ executionId: '3', status: 'new', executingNodes: [], runData: {} });
  });

  it('follows the nodes of its run and keeps the counts of items left out of push', () => {
    const store = createWorkflowStore(newWorkflowDocument('W'));
    store.getState().beginRun({ mode: 'manual', runData: { Start: [task(1)] } });
    store.getState().runAccepted('4', false);
    store.getState().nodeRunBefore('4', 'Code');
    expect(store.getState().run?.executingNodes).toEqual(['Code']);
    store.getState().nodeRunAfter('4', 'Code', { startTime: 1, executionTime: 1, source: [] }, [5000]);
    expect(store.getState().run).toMatchObject({
      executingNodes: [], lastNodeExecuted: 'Code', itemCountsWithoutData: { Code: [5000] },
    });
    // A partial run keeps the data it started from.
    expect(Object.keys(store.getState().run?.runData ?? {})).toEqual(['Start', 'Code']);
    store.getState().clearRun();
    expect(store.getState().run).toBeNull();
  });

  it('asks about unpinning in the workflow whose node has pinned data, one question at a time', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    const b = createWorkflowStore(newWorkflowDocument('B'));
    a.getState().askUnpinAndExecute('Code');
    a.getState().askUnpinAndExecute('Set');
    expect(a.getState().unpinPromptNode).toBe('Set');
    expect(b.getState().unpinPromptNode).toBeNull();
    a.getState().closeUnpinPrompt();
    expect(a.getState().unpinPromptNode).toBeNull();
  });
});
