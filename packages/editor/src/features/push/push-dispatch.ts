import type { PushMessage } from '@weft/contracts';
import { awaitsRunId, followedStores, storeOfExecution, subscribeFollowedRuns } from '../../stores/execution/run-routing';

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
  /** Forgets held messages and stops watching the runs (the connection closes). */
  close(): void;
}

/**
 * Applies one message about a run to the store of the workflow whose run it is; messages of a run no
 * open workflow follows (an older run, a workflow closed since) change nothing.
 */
function applyRunMessage(message: RunMessage, effects: PushHandlerEffects): void {
  const { executionId } = message.data;
  const state = storeOfExecution(executionId)?.getState();
  if (!state) return;
  switch (message.type) {
    case 'executionStarted':
    case 'testWebhookReceived':
      state.runStarted(executionId);
      return;
    case 'nodeExecuteBefore':
      state.nodeRunBefore(executionId, message.data.nodeName);
      return;
    case 'nodeExecuteAfter':
      state.nodeRunAfter(executionId, message.data.nodeName, message.data.data, message.data.itemCountByOutput);
      return;
    case 'executionFinished': {
      const { status, finished, stoppedAt, waitTill, lastNodeExecuted, error } = message.data;
      const needsExecution = Object.keys(state.run?.itemCountsWithoutData ?? {}).length > 0;
      state.runFinished(executionId, {
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
 * Applies push messages to the runs of the open workflows. The server answers a run request with the run's id before
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
        if (awaitsRunId()) held.push(message);
        else applyRunMessage(message, effects);
        return;
      case 'testWebhookDeleted': {
        // Timed out (or removed elsewhere): the run that waited for it will not come.
        const { executionId } = message.data;
        const stores = executionId === undefined ? followedStores() : [storeOfExecution(executionId)];
        for (const store of stores) if (store?.getState().run?.waitingForWebhook) store.getState().clearRun();
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
  const unsubscribe = subscribeFollowedRuns(() => {
    if (held.length > 0 && !awaitsRunId()) for (const message of held.splice(0)) applyRunMessage(message, effects);
  });
  return {
    handle,
    close: () => {
      held.length = 0;
      unsubscribe();
    },
  };
}
