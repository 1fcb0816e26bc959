import type { IRun, WebhookDescription, WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import { isMcpWebhook, type IWorkflowBase } from '@weft/workflow';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import type { WebhooksRepository } from '../../db/webhooks.repository.js';
import type { ActiveWorkflowsService } from '../active-workflows/active-workflows.service.js';
import type { EngineProvider } from '../executions/engine-provider.js';
import type { ExecutionRunner } from '../executions/execution-runner.js';
import type { ServerLogger } from '../executions/server-logger.js';
import type { WaitingExecutions } from '../executions/waiting-executions.js';
import { errorAnswer, notRegistered } from './webhook-answers.js';
import type { WebhookRegistry } from './webhook-registry.js';
import type { TestWebhookRegistration, TestWebhooks } from './test-webhooks.js';
import type { PushService } from '../push/push.service.js';
import { hasSendAndWait } from './send-and-wait.js';
import { WebhookCall } from './webhook-call.js';
import { asFormPage, FORM_NODE_TYPE, formAnswers, formMessage, formRequest, formRunAnswer } from './form-submissions.js';

export interface WebhooksDependencies {
  registry: WebhookRegistry;
  testWebhooks: TestWebhooks;
  activeWorkflows: ActiveWorkflowsService;
  waiting: WaitingExecutions;
  runner: ExecutionRunner;
  engine: EngineProvider;
  executions: ExecutionStore;
  /** The production webhooks of active workflows as stored (queue mode: those other processes activated too). */
  webhookRows: WebhooksRepository;
  log: ServerLogger;
  push?: PushService;
}

/** Which routes a call came through: `/webhook*`, the form pages' `/form*`, or the MCP Server Trigger's `/mcp*`. */
export type WebhookRouteKind = 'webhook' | 'form' | 'mcp';

/** An MCP Server Trigger's webhooks answer under `/mcp*` only, and no other webhook does. */
const servedBy = (kind: WebhookRouteKind, description: WebhookDescription): boolean =>
  isMcpWebhook(description.details) === (kind === 'mcp');

/** An MCP client's stream (GET, open as long as the client is) and its end (DELETE) start no run: no row is reserved for them. */
const runsNothing = (kind: WebhookRouteKind, request: WebhookRequest): boolean => kind === 'mcp' && request.method !== 'POST';

const renderOnly = (): Promise<undefined> => Promise.reject(new Error('Showing a form starts no execution'));

/**
 * Requests to `/webhook/*` (active workflows), `/webhook-test/*` (a manual run listening) and
 * `/webhook-waiting/:executionId` (a Wait node's resume URL), framework-free: the HTTP layer turns the
 * request into a `WebhookRequest` and writes the `WebhookHttpResponse` this answers. Each route
 * matches its call and reserves (or finds) its execution row; `WebhookCall` does the rest, the same
 * way for all of them.
 */
export class WebhooksService {
  private readonly call: WebhookCall;

  constructor(private readonly deps: WebhooksDependencies) {
    this.call = new WebhookCall(deps);
  }

  async production(request: WebhookRequest, path: string, kind: WebhookRouteKind = 'webhook'): Promise<WebhookHttpResponse> {
    let match = this.deps.registry.find(request.method, path);
    if (!match?.found && await this.registeredFromStore(request.method, path)) match = this.deps.registry.find(request.method, path);
    if (!match) return notRegistered(request.method, path, false);
    if (!match.found) return notRegistered(request.method, path, false, match.methods);
    const { workflowId, description } = match.webhook;
    if (!servedBy(kind, description)) return notRegistered(request.method, path, false);
    const workflow = this.deps.activeWorkflows.workflow(workflowId);
    if (!workflow) return notRegistered(request.method, path, false);
    if (kind === 'form') {
      request = await formRequest(request, workflow);
      // Showing the form runs nothing: no execution row is reserved for it.
      if (request.method === 'GET') return await this.showForm(workflow, description, 'webhook', request, match.params);
    }
    const { runner } = this.deps;
    const executionId = runsNothing(kind, request) ? undefined : await runner.reserve({ workflow, mode: 'webhook' });
    return await this.call.answer({
      workflow, nodeName: description.nodeName, webhookName: description.webhookName, mode: 'webhook',
      request: { ...request, params: match.params }, executionId, durable: true,
      start: (trigger, hooks, answered) => runner.start({
        workflow, mode: 'webhook', trigger, hooks, executionId, keepBinaryDataUntil: answered,
      }),
      ...(kind === 'form' ? { onRun: (run: IRun, id: string) => formRunAnswer(run, id, workflow, this.deps.engine.webhookBaseUrl) } : {}),
    });
  }

  /**
   * Queue mode: a workflow another process activated is announced over Redis once saved, a moment after
   * its activation was answered. A call in that moment finds the webhook stored: the workflow is
   * registered here at once. True when it was.
   */
  private async registeredFromStore(method: string, path: string): Promise<boolean> {
    if (!this.deps.runner.queue) return false;
    const owner = await this.deps.webhookRows.findOwner(method, path);
    if (!owner) return false;
    await this.deps.activeWorkflows.refreshWorkflow(owner.workflowId);
    return true;
  }

  async test(request: WebhookRequest, path: string, kind: WebhookRouteKind = 'webhook'): Promise<WebhookHttpResponse> {
    const match = this.deps.testWebhooks.find(request.method, path);
    if (!match) return notRegistered(request.method, path, true);
    if (!match.found) return notRegistered(request.method, path, true, match.methods);
    if (!servedBy(kind, match.description)) return notRegistered(request.method, path, true);
    if (kind === 'mcp') return await this.testMcp(request, match.registration, match.description, match.params);
    if (kind === 'form') {
      request = await formRequest(request, match.registration.workflow);
      // Showing the form keeps the registration: the submission is the call it waits for.
      if (request.method === 'GET') return await this.showForm(match.registration.workflow, match.description, 'manual', request, match.params);
    } else if (match.description.webhookName === 'setup' && request.method === 'GET') {
      // A trigger's page (the chat trigger's hosted chat) starts nothing: the call it sends is the one listened for.
      return await this.showForm(match.registration.workflow, match.description, 'manual', request, match.params);
    }
    const registration = this.deps.testWebhooks.take(match.registration.workflowId);
    if (!registration) return notRegistered(request.method, path, true);
    const { workflow, executionId, pushRef } = registration;
    if (pushRef !== undefined) {
      this.deps.push?.send(pushRef, { type: 'testWebhookReceived', data: { workflowId: registration.workflowId, executionId } });
    }
    return await this.call.answer({
      workflow, nodeName: match.description.nodeName, webhookName: match.description.webhookName, mode: 'manual',
      request: { ...request, params: match.params }, executionId,
      start: (trigger, hooks, answered) => this.deps.runner.start({
        workflow, mode: 'manual', trigger, hooks, executionId, keepBinaryDataUntil: answered,
        ...(registration.destinationNode ? { destinationNode: registration.destinationNode } : {}),
        ...(pushRef !== undefined ? { pushRef } : {}),
      }),
      ...(kind === 'form' ? { onRun: (run: IRun, id: string) => formRunAnswer(run, id, workflow, this.deps.engine.webhookBaseUrl) } : {}),
    });
  }

  /**
   * A call of a listening MCP Server Trigger: a client makes many (its stream, then its messages), so
   * the registration stays until it expires or is stopped, and each tool call is an execution of its own.
   */
  private async testMcp(
    request: WebhookRequest, registration: TestWebhookRegistration, description: WebhookDescription, params: WebhookRequest['params'],
  ): Promise<WebhookHttpResponse> {
    const { runner } = this.deps;
    const { workflow, pushRef } = registration;
    const executionId = runsNothing('mcp', request) ? undefined : await runner.reserve({ workflow, mode: 'manual' });
    return await this.call.answer({
      workflow, nodeName: description.nodeName, webhookName: description.webhookName, mode: 'manual',
      request: { ...request, params }, executionId,
      // The editor that listens is shown each call's run.
      start: (trigger, hooks, answered) => runner.start({
        workflow, mode: 'manual', trigger, hooks, executionId, keepBinaryDataUntil: answered, ...(pushRef !== undefined ? { pushRef } : {}),
      }),
    });
  }

  /** A form's page, shown by its node's webhook without starting an execution. */
  private showForm(
    workflow: IWorkflowBase, description: { nodeName: string; webhookName: string }, mode: 'webhook' | 'manual',
    request: WebhookRequest, params: WebhookRequest['params'],
  ): Promise<WebhookHttpResponse> {
    return this.call.answer({ workflow, nodeName: description.nodeName, webhookName: description.webhookName, mode, request: { ...request, params }, start: renderOnly });
  }

  /**
   * `/form-waiting/<executionId>`: the page of the Form node the execution waits in (GET), its
   * submission (POST, which continues the run), or once the run ended, its ending page.
   */
  async resumeForm(request: WebhookRequest, path: string): Promise<WebhookHttpResponse> {
    const executionId = path.split('/')[0] ?? '';
    let execution = /^\d+$/.test(executionId) ? await this.deps.executions.findById(executionId) : undefined;
    if (execution && (execution.status === 'running' || execution.status === 'new')) {
      // The run may be about to wait or end (a submission is answered as soon as it stops).
      await this.deps.executions.committed(executionId);
      execution = await this.deps.executions.findById(executionId);
    }
    if (!execution) return formMessage(404, 'Form not found', 'This form does not exist (any more).');
    const workflow = execution.workflowData;
    const nodeName = execution.data.resultData.lastNodeExecuted ?? '';
    const node = workflow.nodes?.find((candidate) => candidate.name === nodeName);
    if (execution.status === 'running' || execution.status === 'new') {
      return formMessage(200, 'Just a moment', 'Your response is being processed. This page refreshes by itself.', 2);
    }
    const base = { workflow, nodeName, webhookName: 'default', mode: execution.mode, request, start: renderOnly };
    if (execution.status !== 'waiting') {
      if (request.method !== 'GET') return formMessage(409, 'Form already submitted', 'This form has been submitted already.');
      if (node?.type === FORM_NODE_TYPE) return await this.call.answer(base);
      const { formFailedAnswer } = await formAnswers();
      const run = { status: execution.status } as IRun;
      return execution.status === 'success' ? await formRunAnswer(run, executionId, workflow, '') : formFailedAnswer();
    }
    if (node?.type !== FORM_NODE_TYPE) {
      return formMessage(409, 'Nothing to fill in', 'This execution is not waiting for a form page.');
    }
    if (request.method === 'GET') return await this.call.answer(base);
    if (request.method !== 'POST') return formMessage(405, 'Not allowed', 'A form page takes GET and POST requests only.');
    const current = execution;
    return await this.call.answer({
      ...base, request: await formRequest(request, workflow), executionId, durable: true,
      start: (trigger, hooks) => this.deps.waiting.resume(executionId, { resumeData: trigger.data, hooks, execution: current }),
      onRun: (run, id) => formRunAnswer(run, id, workflow, this.deps.engine.webhookBaseUrl),
    });
  }

  /** The answer of a form route: error answers become pages a person can read. */
  async formAnswer(answer: Promise<WebhookHttpResponse>): Promise<WebhookHttpResponse> {
    return asFormPage(await answer);
  }

  /** A Wait node's resume URL (`<executionId>[/<suffix>]`): the execution continues with what its webhook received. */
  async resumeWaiting(request: WebhookRequest, path: string): Promise<WebhookHttpResponse> {
    const [executionId = '', ...rest] = path.split('/');
    const suffix = rest.join('/');
    const execution = /^\d+$/.test(executionId) ? await this.deps.executions.findById(executionId) : undefined;
    if (!execution) return errorAnswer(404, `The execution "${executionId}" does not exist`, 'The execution may have been deleted');
    if (execution.status !== 'waiting' && hasSendAndWait(execution.workflowData)) {
      // A second click on a mail's button, or a late one: a person reads this, not a program.
      return formMessage(409, 'Response already received', 'An answer to this message has been received already. You can close this page.');
    }
    if (execution.status !== 'waiting') {
      return errorAnswer(409, `The execution "${executionId}" is not waiting`, execution.finished
        ? 'It has finished already'
        : `Its status is "${execution.status}"`);
    }
    const nodeName = execution.data.resultData.lastNodeExecuted ?? '';
    const { getWaitingWebhook } = await this.deps.engine.engine();
    const waiting = getWaitingWebhook(execution.workflowData, await this.deps.engine.nodeTypes(), nodeName);
    if (!waiting) {
      return errorAnswer(409, `The execution "${executionId}" is waiting for a time, not for a webhook call`);
    }
    const methods = waiting.httpMethods;
    if (waiting.suffix !== suffix.replace(/\/+$/, '') || !methods.includes(request.method)) {
      return notRegistered(request.method, `webhook-waiting/${path}`, false, waiting.suffix === suffix ? methods : []);
    }
    return await this.call.answer({
      workflow: execution.workflowData, nodeName, webhookName: 'default', mode: execution.mode, request, executionId, durable: true,
      start: (trigger, hooks) => this.deps.waiting.resume(executionId, { resumeData: trigger.data, hooks, execution }),
    });
  }
}
