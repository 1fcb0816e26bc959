import type { IRun } from '@weft/engine';
import type { IExecution, IWorkflowBase } from '@weft/workflow';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import type { PastExecutionsRepository } from '../../db/past-executions.repository.js';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { toRunnableWorkflow } from '../workflows.service.js';
import type { ExecutionRunner, FinishedExecution } from './execution-runner.js';

/**
 * A retry refused because of the state the execution is in (a 400 in the REST API; the public API,
 * as n8n's, answers it 409).
 */
export class RetryRefusedError extends BadRequestError {}

/** Why an execution cannot be retried, or undefined when it can (spec/admin.md, Executions list). */
function refusal(execution: IExecution): RetryRefusedError | undefined {
  const { status } = execution;
  if (execution.finished || status === 'success') return new RetryRefusedError('The execution succeeded, so it cannot be retried');
  if (status === 'running' || status === 'new') {
    return new RetryRefusedError('The execution is still running, so it cannot be retried', 'Wait until it ends, or stop it first.');
  }
  if (status === 'waiting') {
    return new RetryRefusedError('The execution is waiting, so it cannot be retried', 'It goes on when its wait ends; stop it to end it now.');
  }
  if (execution.retryOf) {
    return new RetryRefusedError('The execution is itself a retry, so it cannot be retried', `Retry the original execution ${execution.retryOf} instead.`);
  }
  if (execution.retrySuccessId) {
    return new RetryRefusedError(`The execution was already retried successfully (execution ${execution.retrySuccessId})`);
  }
  return undefined;
}

/**
 * Where a retry starts: the nodes the failed run had left to run (the failed node first, as the engine
 * puts it back on its stack), else the last node it ran, else the start of the workflow.
 */
function startNodesOf(execution: IExecution): string[] {
  // The model keeps the engine's state untyped: read only what is there.
  const stack: unknown = execution.data.executionData?.nodeExecutionStack;
  const names = Array.isArray(stack) ? stack.map((entry: { node?: { name?: unknown } }) => entry?.node?.name) : [];
  const pending = [...new Set(names.filter((name): name is string => typeof name === 'string'))];
  if (pending.length > 0) return pending;
  const last = execution.data.resultData.lastNodeExecuted;
  return last ? [last] : [];
}

/**
 * `POST /executions/:id/retry`: runs a failed execution again (mode 'retry') from the node that
 * failed, with what the nodes before it output, as n8n does; the original learns of a successful retry.
 */
export class ExecutionRetry {
  constructor(
    private readonly executions: ExecutionStore,
    private readonly pastExecutions: PastExecutionsRepository,
    private readonly workflows: WorkflowsRepository,
    private readonly runner: ExecutionRunner,
  ) {
    runner.onFinished((finished) => this.onFinished(finished));
  }

  /** Answers whether the retry succeeded; `loadWorkflow` runs the workflow as saved now. */
  async retry(id: string, loadWorkflow: boolean): Promise<boolean> {
    const { run } = await this.retryToEnd(id, loadWorkflow);
    return run?.finished === true;
  }

  /** Retries and waits for the new execution's end: its id and its run (undefined when the engine failed). */
  async retryToEnd(id: string, loadWorkflow: boolean): Promise<{ executionId: string; run: IRun | undefined }> {
    const execution = await this.executions.findById(id);
    if (!execution) throw new NotFoundError(`The execution with the ID "${id}" does not exist`);
    const refused = refusal(execution);
    if (refused) throw refused;
    const workflow = loadWorkflow ? await this.savedWorkflowOf(execution) : execution.workflowData;
    const startNodes = startNodesOf(execution);
    const missing = startNodes.find((name) => !workflow.nodes.some((node) => node.name === name));
    if (missing !== undefined) {
      throw new BadRequestError(`The node "${missing}" the execution stopped at is no longer in the workflow`, 'Retry with the original workflow instead.');
    }
    const { runData, pinData } = execution.data.resultData;
    const started = await this.runner.start({
      workflow,
      mode: 'retry',
      retryOf: id,
      ...(startNodes.length > 0 ? { startNodes, runData: runData ?? {} } : {}),
      ...(pinData ? { pinData } : {}),
    });
    return { executionId: started.executionId, run: await started.done };
  }

  private async savedWorkflowOf(execution: IExecution): Promise<IWorkflowBase> {
    const stored = execution.workflowId ? await this.workflows.findById(execution.workflowId) : undefined;
    if (!stored) {
      throw new NotFoundError('The workflow this execution ran is not saved any more', 'Retry with the original workflow instead.');
    }
    return toRunnableWorkflow(stored);
  }

  private async onFinished({ retryOf, run, executionId }: FinishedExecution): Promise<void> {
    if (retryOf && run.status === 'success') await this.pastExecutions.markRetried(retryOf, executionId);
  }
}
