import type { IExecuteResponsePromiseData, INodeExecutionData, IWebhookResponseData } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import { WorkflowOperationError } from '../errors/execution-errors.js';
import type { IRun, TriggerData } from '../runner/run.types.js';
import { WebhookContext } from './webhook-context.js';
import { lastNodeResponse, onReceivedResponse, toHttpResponse } from './webhook-answers.js';
import { webhookResponseSettings } from './webhook-settings.js';
import { isThenable } from '../utils/is-thenable.js';
import type { RunWebhookOptions, WebhookHttpResponse, WebhookRunResult } from './webhook.types.js';

/**
 * Calls the node's `webhook()` for one request. The node may answer on its own (401 from
 * authentication, for instance: then `noWebhookResponse` is true and the recorder holds the answer).
 * With `workflowData` the host starts an execution with `RunOptions.trigger = { nodeName, data: workflowData }`.
 */
export function runWebhook(options: RunWebhookOptions): WebhookRunResult | Promise<WebhookRunResult> {
  const { workflow, nodeTypes, nodeName, request, response } = options;
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
    webhookBaseUrl: options.webhookBaseUrl,
  }, nodeType, request, response, webhookName);
  const settings = webhookResponseSettings(node, nodeType, webhookName);
  const withSettings = (result: IWebhookResponseData): WebhookRunResult => ({
    ...settings,
    workflowData: result.workflowData,
    webhookResponse: result.webhookResponse,
    noWebhookResponse: result.noWebhookResponse === true || response.finished,
  });
  // A node answering at once (a plain JSON call) costs no promise.
  const answered = nodeType.webhook.call(context);
  return isThenable(answered) ? Promise.resolve(answered).then(withSettings) : withSettings(answered);
}

export interface HandleWebhookOptions extends RunWebhookOptions {
  /**
   * Starts the execution: the host creates its record and calls `runner.run({ ..., trigger,
   * hooks: { ...its hooks, sendResponse } })`. Not called when the node starts nothing.
   */
  startExecution(start: { trigger: TriggerData; sendResponse(response: IExecuteResponsePromiseData): void }): Promise<IRun>;
}

export interface HandledWebhook {
  /** The answer to write, when the response mode says it is due. */
  response: Promise<WebhookHttpResponse>;
  /** The execution started, if any; settles when it ends (or waits). */
  execution?: Promise<IRun>;
  /**
   * When the execution went into waiting before the answer was due, the answer stays pending: call
   * this with the run that ends it (after `runner.resume`), and `response` settles.
   */
  answerWith(run: IRun): void;
}

const errorResponse = (statusCode: number, message: string): WebhookHttpResponse => ({
  statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { code: statusCode, message },
});

/**
 * One request to a webhook, end to end, in n8n's response modes: 'onReceived' answers when the node
 * accepted the request, 'lastNode' when the execution ended (from its last node's data),
 * 'responseNode' when Respond to Webhook answered (or the execution ended without it).
 */
export function handleWebhook(options: HandleWebhookOptions): HandledWebhook | Promise<HandledWebhook> {
  const recorder = options.response;
  const failed = (error: unknown): HandledWebhook => {
    const message = error instanceof Error ? error.message : String(error);
    recorder.respond(errorResponse(500, `Error in the webhook node: ${message}`));
    return { response: recorder.done, answerWith: () => undefined };
  };
  let received: WebhookRunResult | Promise<WebhookRunResult>;
  try {
    received = runWebhook(options);
  } catch (error) {
    return failed(error);
  }
  return received instanceof Promise
    ? received.then((result) => startFrom(options, result), failed)
    : startFrom(options, received);
}

/** The node accepted the request: answers now or starts the execution, as the response mode says. */
function startFrom(options: HandleWebhookOptions, result: WebhookRunResult): HandledWebhook {
  const recorder = options.response;
  const answerWith = (run: IRun) => {
    if (recorder.finished || run.status === 'waiting') return;
    lastNodeResponse(run, result, options.services?.binaryDataStore).then(
      (response) => recorder.respond(response),
      (error: unknown) => recorder.respond(errorResponse(500, error instanceof Error ? error.message : String(error))),
    );
  };
  const data: INodeExecutionData[][] | undefined = result.workflowData;
  if (!data) {
    recorder.respond(result.noWebhookResponse ? { statusCode: 200, headers: {}, body: null } : onReceivedResponse(result));
    return { response: recorder.done, answerWith };
  }
  if (result.responseMode === 'onReceived' && !result.noWebhookResponse) recorder.respond(onReceivedResponse(result));

  const execution = options.startExecution({
    trigger: { nodeName: options.nodeName, data },
    sendResponse: (response) => recorder.respond(toHttpResponse(response)),
  });
  execution.then(answerWith, (error: unknown) => {
    recorder.respond(errorResponse(500, error instanceof Error ? error.message : 'Error in workflow'));
  });
  return { response: recorder.done, execution, answerWith };
}
