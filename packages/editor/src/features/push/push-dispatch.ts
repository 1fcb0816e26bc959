import type { PushMessage } from '@weft/contracts';
import { useExecutionStore } from '../../stores/execution/execution-store';
import type { HandleResult } from './retry-queue';

type FinishedMessage = Extract<PushMessage, { type: 'executionFinished' }>;

export interface PushHandlerEffects {
  /** A run of this tab ended (toasts; reading the execution when items were left out of push). */
  onFinished(message: FinishedMessage['data'], needsExecution: boolean): void;
  /** Node types were installed or removed: the editor reloads its list. */
  onNodeTypesChanged(): void;
  /** The Code node's console output, for the browser console. */
  onConsole(source: string, messages: unknown[]): void;
}

/**
 * Whether a message about `executionId` can be applied to the open run now: yes when it is that
 * run's; later when the run request has not answered (the id is not known yet) or no run is there
 * yet; never (done, dropped) when it belongs to another, older run.
 */
function readiness(executionId: string): 'apply' | 'later' | 'drop' {
  const { run } = useExecutionStore.getState();
  if (!run) return 'later';
  if (run.executionId === executionId) return 'apply';
  return run.executionId === undefined ? 'later' : 'drop';
}

/** Applies one push message to the run store; answers 'later' when it arrived before its run was known. */
export function createPushHandler(effects: PushHandlerEffects): (message: PushMessage) => HandleResult {
  return (message) => {
    const store = useExecutionStore.getState();
    switch (message.type) {
      case 'executionStarted': {
        const { run } = store;
        if (!run) return 'later';
        // The start names the run: a placeholder whose request has not answered takes its id.
        if (run.executionId === undefined || run.executionId === message.data.executionId) store.started(message.data.executionId);
        return 'done';
      }
      case 'nodeExecuteBefore':
      case 'nodeExecuteAfter':
      case 'executionFinished': {
        const ready = readiness(message.data.executionId);
        if (ready === 'later') return 'later';
        if (ready === 'drop') return 'done';
        if (message.type === 'nodeExecuteBefore') store.nodeBefore(message.data.executionId, message.data.nodeName);
        else if (message.type === 'nodeExecuteAfter') {
          store.nodeAfter(message.data.executionId, message.data.nodeName, message.data.data, message.data.itemCountByOutput);
        } else {
          const { executionId, status, finished, stoppedAt, waitTill, lastNodeExecuted, error } = message.data;
          const needsExecution = Object.keys(store.run?.itemCountsWithoutData ?? {}).length > 0;
          store.finished(executionId, {
            status, finished,
            ...(stoppedAt ? { stoppedAt } : {}), ...(waitTill !== undefined ? { waitTill } : {}),
            ...(lastNodeExecuted ? { lastNodeExecuted } : {}), ...(error ? { error } : {}),
          });
          effects.onFinished(message.data, needsExecution);
        }
        return 'done';
      }
      case 'testWebhookReceived': {
        const ready = readiness(message.data.executionId);
        if (ready === 'later') return 'later';
        if (ready === 'apply') store.started(message.data.executionId);
        return 'done';
      }
      case 'testWebhookDeleted': {
        // Timed out (or removed elsewhere): the run that waited for it will not come.
        const { run } = store;
        if (run?.waitingForWebhook && (message.data.executionId === undefined || run.executionId === message.data.executionId)) store.clear();
        return 'done';
      }
      case 'sendConsoleMessage':
        effects.onConsole(message.data.source, message.data.messages);
        return 'done';
      case 'reloadNodeType':
      case 'removeNodeType':
        effects.onNodeTypesChanged();
        return 'done';
      case 'executionRecovered':
        return 'done';
    }
  };
}
