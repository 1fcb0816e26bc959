import type { PushMessage } from '@weft/contracts';
import type { ExecutionLifecycleHooks, IRun } from '@weft/engine';
import type { ITaskData, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import { pushFrame, type PushSender } from './push.service.js';
import type { PushAddress } from './push-address.js';

/**
 * Above this much JSON a node's items are not pushed: the editor gets the item counts and reads the
 * items from the stored execution at the end. The browser decodes and parses each pushed message on
 * its main thread, between the canvas's frames: a 1 MB message stalled the canvas for 100-300 ms,
 * a quarter of that fits within a frame or two. The execution is read once instead of once per node run.
 */
export const MAX_PUSHED_TASK_DATA_CHARS = 256 * 1024;

/** Items serialized to estimate the size of all of them. */
const SAMPLE_ITEMS = 50;

/**
 * Whether the items' JSON stays within `maxChars`. Clearly too large (the first items, times the count,
 * twice over the limit) is told from a sample; otherwise item by item, stopping as soon as it does
 * not fit: 10,000 items are not turned into megabytes of text only to be left out.
 */
function itemsFit(taskData: ITaskData, maxChars: number): boolean {
  const outputs = (taskData.data?.main ?? []).map((items) => items ?? []);
  const count = outputs.reduce((sum, items) => sum + items.length, 0);
  const sample = outputs.flat().slice(0, SAMPLE_ITEMS);
  const sampleChars = sample.reduce((sum, item) => sum + JSON.stringify(item).length, 0);
  if (sample.length > 0 && (sampleChars / sample.length) * count > 2 * maxChars) return false;
  let chars = 0;
  for (const items of taskData.data?.main ?? []) {
    for (const item of items ?? []) {
      chars += JSON.stringify(item).length;
      if (chars > maxChars) return false;
    }
  }
  return true;
}

/** The nodeExecuteAfter frame of a node run: the task data itself, or without its items when too large. */
export function nodeExecuteAfterFrame(executionId: string, nodeName: string, taskData: ITaskData, maxChars = MAX_PUSHED_TASK_DATA_CHARS): string {
  if (itemsFit(taskData, maxChars)) {
    const whole = pushFrame({ type: 'nodeExecuteAfter', data: { executionId, nodeName, data: taskData } });
    if (whole.length <= maxChars) return whole;
  }
  const { data, ...withoutItems } = taskData;
  const itemCountByOutput = (data?.main ?? []).map((items) => items?.length ?? 0);
  return pushFrame({ type: 'nodeExecuteAfter', data: { executionId, nodeName, data: withoutItems, itemCountByOutput } });
}

export interface PushedRun {
  /** The tab of the user who started the run. */
  address: PushAddress;
  executionId: string;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  retryOf?: string;
}

/**
 * The hooks that tell the editor tab that started a run how it goes: started, each node before and
 * after, and the Code node's console output. Nothing is serialized while the tab has no stream.
 */
export function executionPushHooks(push: PushSender, { address, executionId, workflow, mode, retryOf }: PushedRun): ExecutionLifecycleHooks {
  return {
    workflowExecuteBefore() {
      push.send(address, {
        type: 'executionStarted',
        data: {
          executionId, mode, startedAt: new Date().toISOString(),
          ...(workflow.id ? { workflowId: workflow.id } : {}), workflowName: workflow.name,
          ...(retryOf ? { retryOf } : {}),
        },
      });
    },
    nodeExecuteBefore(nodeName) {
      push.send(address, { type: 'nodeExecuteBefore', data: { executionId, nodeName } });
    },
    nodeExecuteAfter(nodeName, taskData) {
      if (push.isConnected(address)) push.sendFrame(address, nodeExecuteAfterFrame(executionId, nodeName, taskData));
    },
    sendMessageToUI(nodeName, messages) {
      push.send(address, { type: 'sendConsoleMessage', data: { source: `[Node: "${nodeName}"]`, messages } });
    },
  };
}

/** How a run ended, for the tab that started it; sent once the outcome is stored, so it can be read back. */
export function executionFinishedMessage(executionId: string, workflow: IWorkflowBase, run: IRun | undefined): PushMessage {
  if (!run) {
    return {
      type: 'executionFinished',
      data: {
        executionId, ...(workflow.id ? { workflowId: workflow.id } : {}), status: 'crashed', finished: false,
        stoppedAt: new Date().toISOString(), error: { name: 'ExecutionCrashed', message: 'The execution crashed' },
      },
    };
  }
  const { resultData } = run.data;
  return {
    type: 'executionFinished',
    data: {
      executionId, ...(workflow.id ? { workflowId: workflow.id } : {}),
      status: run.status, finished: run.finished, stoppedAt: run.stoppedAt.toISOString(),
      waitTill: run.waitTill ? run.waitTill.toISOString() : null,
      ...(resultData.lastNodeExecuted ? { lastNodeExecuted: resultData.lastNodeExecuted } : {}),
      ...(resultData.error ? { error: resultData.error } : {}),
    },
  };
}
