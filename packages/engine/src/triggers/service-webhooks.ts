import type { INode, INodeType, INodeTypes, IWorkflowBase, Logger, WorkflowExecuteMode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import type { EngineServices } from '../context/engine-services.js';
import { HookContext } from './hook-context.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/*
 * Webhooks a service calls (Telegram, GitHub ...) must be registered with the service: on activation
 * a node's `webhookMethods.<webhook name>` are asked whether the service already has the webhook
 * (`checkExists`) and, when not, to register it (`create`); on deactivation to remove it (`delete`).
 */

export interface ServiceWebhookOptions {
  /** 'trigger' for an active workflow's production URLs, 'manual' for test URLs. */
  mode?: WorkflowExecuteMode;
  /** e.g. `http://localhost:5678/`: the URLs the service is given start with it. */
  webhookBaseUrl: string;
  timezone?: string;
  logger?: Logger;
  services?: EngineServices;
  /** The manual run that listens (whose starter may use the node's credential). */
  executionId?: string;
  /** Only these nodes (a manual run listens for the webhooks of the nodes it starts at). */
  nodeNames?: string[];
}

interface Hook { node: INode; nodeType: INodeType; webhookName: string; context: HookContext }

/** One hook per enabled node and webhook name that has webhook methods. */
function hooksOf(workflow: IWorkflowBase, nodeTypes: INodeTypes, options: ServiceWebhookOptions): Hook[] {
  const hooks: Hook[] = [];
  for (const node of workflow.nodes ?? []) {
    if (node.disabled || (options.nodeNames && !options.nodeNames.includes(node.name))) continue;
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    if (!nodeType?.webhookMethods) continue;
    const names = new Set((nodeType.description.webhooks ?? []).map((webhook) => webhook.name));
    for (const webhookName of names) {
      if (!nodeType.webhookMethods[webhookName]) continue;
      const env: NodeContextEnvironment = {
        workflow, node, mode: options.mode ?? 'trigger',
        timezone: options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        logger: options.logger ?? createConsoleLogger('warn'),
        services: options.services, webhookBaseUrl: options.webhookBaseUrl, executionId: options.executionId,
      };
      hooks.push({ node, nodeType, webhookName, context: new HookContext(env, nodeType, webhookName) });
    }
  }
  return hooks;
}

function methodsOf(hook: Hook) {
  return hook.nodeType.webhookMethods?.[hook.webhookName] as NonNullable<INodeType['webhookMethods']>[string];
}

/**
 * Registers every node's webhook with its service, unless the service has it already. When one fails,
 * those registered before are removed again and the error names the node.
 */
export async function createServiceWebhooks(workflow: IWorkflowBase, nodeTypes: INodeTypes, options: ServiceWebhookOptions): Promise<void> {
  const created: Hook[] = [];
  for (const hook of hooksOf(workflow, nodeTypes, options)) {
    const methods = methodsOf(hook);
    try {
      if (await methods.checkExists.call(hook.context)) continue;
      if (!(await methods.create.call(hook.context))) throw new Error('The service did not register the webhook');
      created.push(hook);
    } catch (error) {
      for (const done of created.reverse()) await methodsOf(done).delete.call(done.context).catch(() => false);
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new NodeOperationError(hook.node, `The webhook of "${hook.node.name}" could not be registered with its service: ${cause.message}`, {
        description: (cause as { description?: string }).description ?? 'Check the node\'s credential, and that the service can reach this instance\'s webhook URL.',
      });
    }
  }
}

/** Removes every node's webhook from its service; failures are logged, never thrown (the workflow goes inactive anyway). */
export async function deleteServiceWebhooks(workflow: IWorkflowBase, nodeTypes: INodeTypes, options: ServiceWebhookOptions): Promise<void> {
  for (const hook of hooksOf(workflow, nodeTypes, options)) {
    try {
      await methodsOf(hook).delete.call(hook.context);
    } catch (error) {
      hook.context.logger.warn(`The webhook of "${hook.node.name}" could not be removed from its service`, { error: String(error) });
    }
  }
}
