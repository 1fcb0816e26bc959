import type { INodeExecutionData, INodeType } from '@weft/workflow';
import { PollContext } from './poll-context.js';
import { TriggerContext } from './trigger-context.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/**
 * A trigger or poll node tested from the editor: a poller polls once; a trigger starts, runs its
 * `manualTriggerFunction` (or `manualTriggerResponse`) and the first data it emits is its output.
 * The trigger is closed afterwards either way.
 */
export async function runTriggerManually(env: NodeContextEnvironment, nodeType: INodeType): Promise<INodeExecutionData[][] | null> {
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
  const context = new TriggerContext(env, nodeType, {
    onEmit: (data) => settle.resolve(data),
    onError: (error) => settle.reject(error),
  });
  let closeFunction: (() => Promise<void>) | undefined;
  try {
    const response = await trigger.call(context);
    closeFunction = response?.closeFunction;
    if (response?.manualTriggerResponse) return await response.manualTriggerResponse;
    if (response?.manualTriggerFunction) await response.manualTriggerFunction();
    return await emitted;
  } finally {
    context.close();
    await closeFunction?.();
  }
}
