import type { ExecutionError, IDataObject, INode, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { toRunnableWorkflow } from '../workflows.service.js';
import type { ExecutionRunner, FinishedExecution } from './execution-runner.js';
import type { ServerLogger } from './server-logger.js';

const ERROR_TRIGGER = 'n8n-nodes-base.errorTrigger';

/** n8n's error data: what the Error Trigger of the error workflow outputs. */
export interface WorkflowErrorData {
  execution?: {
    id?: string;
    url?: string;
    retryOf?: string;
    error: ExecutionError;
    lastNodeExecuted?: string;
    mode: WorkflowExecuteMode;
  };
  trigger?: { error: ExecutionError; mode: WorkflowExecuteMode };
  workflow: { id?: string; name: string };
}

function errorTriggerOf(workflow: IWorkflowBase): INode | undefined {
  return (workflow.nodes ?? []).find((node) => node.type === ERROR_TRIGGER && node.disabled !== true);
}

function serialize(error: Error): ExecutionError {
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), timestamp: Date.now() };
}

/**
 * Runs a workflow's error workflow (settings.errorWorkflow) when one of its executions fails, starting
 * at its Error Trigger with n8n's error data (mode 'error'). Manual runs do not trigger it, as in n8n.
 * A workflow without an error workflow but with an Error Trigger of its own handles its own errors.
 */
export class ErrorWorkflows {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly runner: ExecutionRunner,
    private readonly log: ServerLogger,
    /** e.g. `http://localhost:5678/`: links to saved executions go in the error data. */
    private readonly editorBaseUrl: string,
  ) {
    runner.onFinished((finished) => this.onFinished(finished));
  }

  /** A trigger of an active workflow failed (not an execution): the error data has `trigger`. */
  triggerFailed(workflow: IWorkflowBase, _nodeName: string, error: Error): void {
    void this.run(workflow, 'trigger', { trigger: { error: serialize(error), mode: 'trigger' }, workflow: { id: workflow.id, name: workflow.name } })
      .catch((failure: unknown) => this.log.error({ err: failure, workflowId: workflow.id }, 'The error workflow could not run'));
  }

  private async onFinished(finished: FinishedExecution): Promise<void> {
    if (finished.mode === 'manual') return;
    const { status } = finished.run;
    const failed = status === 'error' || status === 'crashed' || (status === 'canceled' && finished.timedOut);
    if (failed) await this.reportFailure(finished);
  }

  private async reportFailure(finished: FinishedExecution): Promise<void> {
    const { run, mode, workflow, executionId, saved } = finished;
    const { resultData } = run.data;
    const errorData: WorkflowErrorData = {
      execution: {
        ...(saved ? { id: executionId, url: `${this.editorBaseUrl}execution/${executionId}` } : {}),
        ...(finished.retryOf ? { retryOf: finished.retryOf } : {}),
        error: resultData.error ?? { message: `The execution ended with status "${run.status}"` },
        ...(resultData.lastNodeExecuted ? { lastNodeExecuted: resultData.lastNodeExecuted } : {}),
        mode,
      },
      workflow: { ...(workflow.id ? { id: workflow.id } : {}), name: workflow.name },
    };
    await this.run(workflow, mode, errorData, executionId);
  }

  /** `executionId`: the failed run's (none when a trigger failed). */
  private async run(workflow: IWorkflowBase, mode: WorkflowExecuteMode, errorData: WorkflowErrorData, executionId = ''): Promise<void> {
    const errorWorkflowId = workflow.settings?.errorWorkflow;
    let target: IWorkflowBase | undefined;
    if (typeof errorWorkflowId === 'string' && errorWorkflowId !== '' && errorWorkflowId !== 'DEFAULT') {
      // An error workflow failing itself does not call itself again.
      if (mode === 'error' && errorWorkflowId === workflow.id) return;
      // A member's workflow calls only an error workflow of theirs, as it may call only their sub-workflows.
      const stored = await this.runner.mayCall({ executionId, workflow }, errorWorkflowId)
        ? await this.workflows.findById(errorWorkflowId) : undefined;
      if (!stored) {
        this.log.warn({ workflowId: workflow.id, errorWorkflowId }, 'The error workflow does not exist, or the workflow\'s owner may not use it');
        return;
      }
      target = toRunnableWorkflow(stored);
    } else if (mode !== 'error' && errorTriggerOf(workflow)) {
      target = workflow;
    }
    if (!target) return;
    const trigger = errorTriggerOf(target);
    if (!trigger) {
      this.log.warn({ workflowId: target.id }, 'The error workflow has no enabled Error Trigger node');
      return;
    }
    await this.runner.start({
      workflow: target,
      mode: 'error',
      trigger: { nodeName: trigger.name, data: [[{ json: errorData as unknown as IDataObject }]] },
    });
  }
}
