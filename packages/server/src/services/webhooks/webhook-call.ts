import type {
  ExecutionLifecycleHooks, IRun, ResponseChannel, StartRun, TriggerData, WebhookHttpResponse, WebhookRequest,
} from '@weft/engine';
import type { IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import type { EngineProvider } from '../executions/engine-provider.js';
import type { ExecutionRunner, StartedExecution } from '../executions/execution-runner.js';
import { engineLogger, type ServerLogger } from '../executions/server-logger.js';
import type { WaitingExecutions } from '../executions/waiting-executions.js';
import { errorAnswer } from './webhook-answers.js';
import { UserFacingError } from '../../errors.js';

export interface WebhookCallDependencies {
  engine: EngineProvider;
  runner: ExecutionRunner;
  executions: ExecutionStore;
  waiting: WaitingExecutions;
  log: ServerLogger;
}

/** One call, matched: which node of which workflow receives it, and how a run of it starts. */
export interface MatchedCall {
  workflow: IWorkflowBase;
  nodeName: string;
  webhookName: string;
  mode: WorkflowExecuteMode;
  request: WebhookRequest;
  /** The execution row the node and the run use (reserved before the node runs). */
  executionId?: string;
  /** The answer waits until that row is committed: a call answered is a call stored. */
  durable?: boolean;
  /** Starts (or resumes) the run; `answered` settles with the answer (the run's binary data outlives it). */
  start(trigger: TriggerData, hooks: ExecutionLifecycleHooks, answered: Promise<WebhookHttpResponse>): Promise<StartedExecution | undefined>;
  /** A form's answer once the run stopped (waiting or ended), unless the workflow answered already. */
  onRun?(run: IRun, executionId: string): Promise<WebhookHttpResponse>;
}

/** The channel of one call: the first answer wins, and the HTTP layer awaits it. */
class CallChannel implements ResponseChannel {
  sent = false;
  readonly answer: Promise<WebhookHttpResponse>;
  private resolve!: (response: WebhookHttpResponse) => void;

  constructor() {
    this.answer = new Promise((resolve) => { this.resolve = resolve; });
  }

  send(response: WebhookHttpResponse): void {
    if (this.sent) return;
    this.sent = true;
    this.resolve(response);
  }
}

/**
 * Every webhook call (production, test, a waiting run's resume URL, a form page) goes the same way
 * once matched and its execution row reserved: the engine receives it and decides (answer now, or
 * start a run with a response mode); the run starts with the call's response channel; the answer is
 * awaited, then the commit of the row; then the caller is answered. A run that goes into waiting before
 * its answer was due leaves the channel with the waiting execution, and the run that ends the wait answers it.
 */
export class WebhookCall {
  private readonly logger: ReturnType<typeof engineLogger>;

  constructor(private readonly deps: WebhookCallDependencies) {
    this.logger = engineLogger(deps.log);
  }

  async answer(call: MatchedCall): Promise<WebhookHttpResponse> {
    const { engine, runner } = this.deps;
    const { engine: { receiveWebhook }, nodeTypes, services } = engine.loadedParts ?? await engine.parts();
    const channel = new CallChannel();
    const receiving = receiveWebhook({
      workflow: call.workflow, nodeTypes, nodeName: call.nodeName, webhookName: call.webhookName,
      mode: call.mode, request: call.request, channel, executionId: call.executionId,
      timezone: engine.timezone, logger: this.logger, services, webhookBaseUrl: engine.webhookBaseUrl,
    });
    // A plain JSON call is decided at once: no turn spent awaiting it.
    const decision = receiving instanceof Promise ? await receiving : receiving;
    if (decision.action === 'start') void this.run(call, decision, channel);
    // A reserved row no run will use (the node answered on its own, e.g. 401): release it.
    else if (call.executionId) await runner.release(call.executionId);
    const response = await channel.answer;
    return call.durable && call.executionId ? await this.onceStored(call.executionId, response) : response;
  }

  /** Starts the run and answers from it when it stops, as the decision's response mode says. */
  private async run(call: MatchedCall, decision: StartRun, channel: CallChannel): Promise<void> {
    // The answer is due when the engine ends the run, before it is stored (`onceStored` waits for that).
    let ended!: (run: IRun) => void;
    const endedRun = new Promise<IRun>((resolve) => { ended = resolve; });
    const { sendResponse, sendChunk } = decision.hooks;
    const hooks: ExecutionLifecycleHooks = { sendResponse, ...(sendChunk ? { sendChunk } : {}), workflowExecuteAfter: ended };
    let execution: StartedExecution | undefined;
    try {
      execution = await call.start(decision.trigger, hooks, channel.answer);
    } catch (error) {
      // A UserFacingError says which status fits (503 while the queue of queue mode is away).
      const status = error instanceof UserFacingError ? error.statusCode : 500;
      channel.send(errorAnswer(status, error instanceof Error ? error.message : 'Error in workflow'));
      return;
    }
    if (!execution) {
      channel.send(errorAnswer(500, 'The execution could not be started'));
      return;
    }
    const { executionId } = execution;
    // A run the engine itself failed never ends through the hook: it is known once recorded as crashed.
    const run = await Promise.race([endedRun, execution.done]);
    if (run && call.onRun && !channel.sent) {
      channel.send(await call.onRun(run, executionId));
      return;
    }
    if (!(await decision.answerFrom(run))) this.deps.waiting.holdAnswer(executionId, (ended) => decision.answerFrom(ended));
  }

  /**
   * The answer, once the execution's row is committed (with its outcome when the run had ended, as
   * 'running' when the workflow answered first): a caller told 200 never loses its execution to a
   * crash. When the row could not be written, the caller is told so instead.
   */
  private async onceStored(executionId: string, response: WebhookHttpResponse): Promise<WebhookHttpResponse> {
    try {
      await this.deps.executions.committed(executionId);
      return response;
    } catch (error) {
      this.deps.log.error({ err: error, executionId }, 'A webhook execution could not be stored');
      return errorAnswer(500, 'The execution could not be stored', 'The server log has the details');
    }
  }
}
