import type { PushMessage } from '@weft/contracts';
import { useExecutionStore } from '../../stores/execution/execution-store';

type FinishedMessage = Extract<PushMessage, { type: 'executionFinished' }>;
type RunMessage = Extract<PushMessage, { data: { executionId: string } }>;

export interface PushHandlerEffects {
  /** A run of this tab ended (toasts; reading the execution when items were left out of push). */
  onFinished(message: FinishedMessage['data'], needsExecution: boolean): void;
  /** Node types were installed or removed: the editor reloads its list. */
  onNodeTypesChanged(): void;
  /** The Code node's console output, for the browser's console. */
  onConsole(source: string, messages: unknown[]): void;
}

export interface PushHandler {
  handle(message: PushMessage): void;
  /** Forgets held messages and stops watching the run store (the connection closes). */
  close(): void;
}

/** Whether the open run is still waiting for its run request's answer, which names it. */
const awaitingId = (): boolean => {
  const { run } = useExecutionStore.getState();
  return run !== null && run.executionId === undefined;
};

/** Applies one message about a run to the run store; messages of another run change nothing. */
function applyRunMessage(message: RunMessage, effects: PushHandlerEffects): void {
  const store = useExecutionStore.getState();
  const { executionId } = message.data;
  switch (message.type) {
    case 'executionStarted':
    case 'testWebhookReceived':
      store.started(executionId);
      return;
    case 'nodeExecuteBefore':
      store.nodeBefore(executionId, message.data.nodeName);
      return;
    case 'nodeExecuteAfter':
      store.nodeAfter(executionId, message.data.nodeName, message.data.data, message.data.itemCountByOutput);
      return;
    case 'executionFinished': {
      if (store.run?.executionId !== executionId) return;
      const { status, finished, stoppedAt, waitTill, lastNodeExecuted, error } = message.data;
      const needsExecution = Object.keys(store.run.itemCountsWithoutData ?? {}).length > 0;
      store.finished(executionId, {
        status, finished,
        ...(stoppedAt ? { stoppedAt } : {}), ...(waitTill !== undefined ? { waitTill } : {}),
        ...(lastNodeExecuted ? { lastNodeExecuted } : {}), ...(error ? { error } : {}),
      });
      effects.onFinished(message.data, needsExecution);
      return;
    }
    case 'executionRecovered':
      return;
  }
}

/**
 * Applies push messages to the run store. The server answers a run request with the run's id before
 * it starts the run, so a run's messages name an id the editor knows; the two travel over different
 * connections, though, and one that overtakes the answer is held until the answer comes.
 */
export function createPushHandler(effects: PushHandlerEffects): PushHandler {
  const held: RunMessage[] = [];
  const handle = (message: PushMessage): void => {
    switch (message.type) {
      case 'executionStarted':
      case 'nodeExecuteBefore':
      case 'nodeExecuteAfter':
      case 'executionFinished':
      case 'testWebhookReceived':
      case 'executionRecovered':
        if (awaitingId()) held.push(message);
        else applyRunMessage(message, effects);
        return;
      case 'testWebhookDeleted': {
        // Timed out (or removed elsewhere): the run that waited for it will not come.
        const { run } = useExecutionStore.getState();
        if (run?.waitingForWebhook && (message.data.executionId === undefined || run.executionId === message.data.executionId)) {
          useExecutionStore.getState().clear();
        }
        return;
      }
      case 'sendConsoleMessage':
        effects.onConsole(message.data.source, message.data.messages);
        return;
      case 'reloadNodeType':
      case 'removeNodeType':
        effects.onNodeTypesChanged();
        return;
    }
  };
  // Once the run request answered (or failed), what came early is applied if it is that run's.
  const unsubscribe = useExecutionStore.subscribe(() => {
    if (held.length > 0 && !awaitingId()) for (const message of held.splice(0)) applyRunMessage(message, effects);
  });
  return {
    handle,
    close: () => {
      held.length = 0;
      unsubscribe();
    },
  };
}
