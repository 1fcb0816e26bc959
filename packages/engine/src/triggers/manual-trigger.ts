import type { CancelSignal, INodeExecutionData, INodeType } from '@weft/workflow';
import { PollContext } from './poll-context.js';
import { TriggerContext } from './trigger-context.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/**
 * A trigger or poll node tested from the editor: a poller polls once; a trigger starts, runs its
 * `manualTriggerFunction` (or `manualTriggerResponse`) and the first data it emits is its output.
 * The trigger is closed afterwards either way, also when the run is stopped while it listens (`signal`):
 * its connection to the server (IMAP, a queue ...) must not outlive the test.
 */
export async function runTriggerManually(
  env: NodeContextEnvironment & { signal?: CancelSignal },
  nodeType: INodeType,
): Promise<INodeExecutionData[][] | null> {
  if (nodeType.poll) {
    let emitted: INodeExecutionData[][] | null = null;
    const context = new PollContext(env, nodeType, {
      onEmit: (data) => { emitted = data; },
      onError: () => undefined,
    });
    try {
      return (await nodeType.poll.call(context)) ?? emitted;
    } finally {
      context.close();
    }
  }
  const trigger = nodeType.trigger;
  if (!trigger) return null;
  let settle!: { resolve(data: INodeExecutionData[][]): void; reject(error: Error): void };
  const emitted = new Promise<INodeExecutionData[][]>((resolve, reject) => { settle = { resolve, reject }; });
  // Awaited only once the trigger has started: an error or a stop before that must not count as unhandled.
  emitted.catch(() => undefined);
  const context = new TriggerContext(env, nodeType, {
    onEmit: (data) => settle.resolve(data),
    onError: (error) => settle.reject(error),
  });
  const { signal } = env;
  const stop = () => settle.reject(signal?.reason instanceof Error ? signal.reason : new Error('The run was stopped'));
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop);
  let closeFunction: (() => Promise<void>) | undefined;
  try {
    const response = await trigger.call(context);
    closeFunction = response?.closeFunction;
    if (response?.manualTriggerResponse) return await response.manualTriggerResponse;
    if (response?.manualTriggerFunction) await response.manualTriggerFunction();
    return await emitted;
  } finally {
    signal?.removeEventListener('abort', stop);
    context.close();
    await closeFunction?.();
  }
}
