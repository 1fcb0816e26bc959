import type { IWebhookResponseData } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import { WorkflowOperationError } from '@weft/workflow';
import { WebhookContext } from './webhook-context.js';
import { webhookResponseSettings } from './webhook-settings.js';
import { isThenable } from '../utils/is-thenable.js';
import type { RunWebhookOptions, WebhookRunResult } from './webhook.types.js';
import type { WebhookResponseRecorder } from './webhook-response.js';

/**
 * Calls the node's `webhook()` for one request. The node may answer on its own (401 from
 * authentication, for instance: then `noWebhookResponse` is true and the recorder holds the answer).
 * With `workflowData` the host starts an execution with `RunOptions.trigger = { nodeName, data: workflowData }`.
 * `response` collects what the node answers itself (401 from authentication, onReceived answers). It
 * is an argument of its own so that a caller passes its options on as they are: copying them into a
 * new object for every call cost the webhook path a sixth of its throughput.
 */
export function runWebhook(options: RunWebhookOptions, response: WebhookResponseRecorder): WebhookRunResult | Promise<WebhookRunResult> {
  const { workflow, nodeTypes, nodeName, request } = options;
  const node = workflow.nodes?.find((candidate) => candidate.name === nodeName);
  if (!node) throw new WorkflowOperationError(`The webhook node "${nodeName}" is not in the workflow`);
  const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
  if (!nodeType?.webhook) {
    throw new WorkflowOperationError(`Node "${nodeName}" (type "${node.type}") does not receive webhooks`);
  }
  const webhookName = options.webhookName ?? 'default';
  const context = new WebhookContext({
    workflow, node, mode: options.mode,
    timezone: options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logger: options.logger ?? createConsoleLogger('warn'),
    executionId: options.executionId, services: options.services, clock: options.clock,
    webhookBaseUrl: options.webhookBaseUrl, nodeTypes,
  }, nodeType, request, response, webhookName);
  const settings = webhookResponseSettings(node, nodeType, webhookName);
  const withSettings = (result: IWebhookResponseData): WebhookRunResult => ({
    ...settings,
    workflowData: result.workflowData,
    ...(context.subNodeRunData ? { runData: context.subNodeRunData } : {}),
    webhookResponse: result.webhookResponse,
    noWebhookResponse: result.noWebhookResponse === true || response.finished,
  });
  // A node answering at once (a plain JSON call) costs no promise.
  const answered = nodeType.webhook.call(context);
  return isThenable(answered) ? Promise.resolve(answered).then(withSettings) : withSettings(answered);
}
