import type { INode, INodeType, INodeTypes, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import { NodeOperationError } from '@weft/workflow';
import { PollContext } from './poll-context.js';
import { pollTimesToCron } from './poll-times.js';
import { TriggerContext } from './trigger-context.js';
import type { ActivateTriggersOptions, ActiveTriggers, NodeContextEnvironment } from './trigger.types.js';

/** Enabled nodes that start executions on their own (trigger or poll functions; not webhooks). */
export function triggerAndPollNodes(workflow: IWorkflowBase, nodeTypes: INodeTypes): Array<{ node: INode; nodeType: INodeType }> {
  const found: Array<{ node: INode; nodeType: INodeType }> = [];
  for (const node of workflow.nodes ?? []) {
    if (node.disabled) continue;
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    if (nodeType && (nodeType.trigger || nodeType.poll)) found.push({ node, nodeType });
  }
  return found;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Starts every enabled trigger and poll node of an active workflow. Each emission calls
 * `options.onEmit({ nodeName, data })`: the host starts an execution with `RunOptions.trigger`.
 * Rejects (after closing what it started) when a node fails to start, with the node named.
 */
export async function activateTriggers(
  workflow: IWorkflowBase, nodeTypes: INodeTypes, options: ActivateTriggersOptions,
): Promise<ActiveTriggers> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    const errors: unknown[] = [];
    for (const closer of closers.splice(0).reverse()) {
      try {
        await closer();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw asError(errors[0]);
  };
  const started: string[] = [];
  const envFor = (node: INode): NodeContextEnvironment => ({
    workflow, node, mode: options.mode ?? 'trigger',
    timezone: options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logger: options.logger ?? createConsoleLogger('warn'),
    services: options.services, clock: options.clock,
  });

  for (const { node, nodeType } of triggerAndPollNodes(workflow, nodeTypes)) {
    const callbacks = {
      onEmit: (data: Parameters<typeof options.onEmit>[0]['data'], responsePromise?: unknown, donePromise?: unknown) =>
        options.onEmit({ nodeName: node.name, data, responsePromise, donePromise }),
      onError: (error: Error) => options.onError(node.name, error),
    };
    try {
      if (nodeType.trigger) {
        const context = new TriggerContext(envFor(node), nodeType, callbacks);
        closers.push(async () => context.close());
        const response = await nodeType.trigger.call(context);
        if (response?.closeFunction) closers.push(response.closeFunction);
      } else if (nodeType.poll) {
        await startPoller(nodeType, new PollContext(envFor(node), nodeType, callbacks), callbacks, closers);
      }
      started.push(node.name);
    } catch (error) {
      await close().catch(() => undefined);
      const cause = asError(error);
      throw new NodeOperationError(node, `There was a problem activating the trigger "${node.name}": ${cause.message}`, {
        description: cause instanceof NodeOperationError ? cause.description ?? undefined : undefined,
      });
    }
  }
  return { nodeNames: started, close };
}

async function startPoller(
  nodeType: INodeType, context: PollContext,
  callbacks: { onEmit(data: NonNullable<Awaited<ReturnType<NonNullable<INodeType['poll']>>>>): void; onError(error: Error): void },
  closers: Array<() => Promise<void>>,
): Promise<void> {
  const poll = nodeType.poll as NonNullable<INodeType['poll']>;
  const expressions = pollTimesToCron(context.getNodeParameter('pollTimes', 0, { item: [] }));
  if (expressions.length === 0) throw new Error('Set at least one poll time');
  let running = false;
  const tick = async () => {
    // A poll still running when the next time comes is not started twice.
    if (running) return;
    running = true;
    try {
      const data = await poll.call(context);
      if (data) callbacks.onEmit(data);
    } catch (error) {
      callbacks.onError(asError(error));
    } finally {
      running = false;
    }
  };
  closers.push(async () => context.close());
  // As n8n does, poll once at activation so that a broken configuration fails the activation.
  const first = await poll.call(context);
  if (first) callbacks.onEmit(first);
  for (const expression of expressions) context.helpers.registerCron(expression, () => void tick());
}
