import type { IExecution } from '@weft/workflow';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { NotFoundError } from '../../errors.js';
import { isWholeInstance, type WorkflowScope } from '../auth/workflow-scope.js';
import type { ExecutionsService } from '../executions.service.js';
import { workflowNotFound } from '../workflows.service.js';

/** What deciding whether an execution may be seen reads of it. */
export interface ExecutionOwnership {
  id: string;
  workflowId?: string | null;
}

export function executionNotFound(): NotFoundError {
  return new NotFoundError('Could not find execution');
}

/**
 * Which executions a caller may see, stop, retry or delete: those of the workflows in its scope, and
 * the runs of unsaved workflows it started itself (they have no workflow, so no owner to go by). An
 * execution outside is answered as a missing one. The owner's scope is the whole instance, which
 * costs no lookup.
 */
export class ExecutionAccess {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly executions: ExecutionsService,
  ) {}

  async canSeeWorkflow(scope: WorkflowScope, workflowId: string): Promise<boolean> {
    return isWholeInstance(scope) || this.workflows.exists(workflowId, scope);
  }

  /** Throws the 404 of a missing workflow when the workflow is outside the scope. */
  async assertWorkflow(scope: WorkflowScope, workflowId: string): Promise<void> {
    if (!(await this.canSeeWorkflow(scope, workflowId))) throw workflowNotFound();
  }

  async canSee(scope: WorkflowScope, execution: ExecutionOwnership): Promise<boolean> {
    if (isWholeInstance(scope)) return true;
    if (!execution.workflowId) return this.startedInScope(scope, execution.id);
    return this.workflows.exists(execution.workflowId, scope);
  }

  /** The execution, or the 404 of a missing one when it is outside the scope. */
  async visible(scope: WorkflowScope, id: string): Promise<IExecution> {
    const execution = await this.executions.get(id);
    if (!(await this.canSee(scope, execution))) throw executionNotFound();
    return execution;
  }

  /** Throws the 404 of a missing execution unless it is in the scope (whether it exists or not). */
  async assertExecution(scope: WorkflowScope, id: string): Promise<void> {
    if (isWholeInstance(scope)) return;
    const running = this.executions.runningOwnership(id);
    if (running) {
      if (!(await this.canSee(scope, running))) throw executionNotFound();
      return;
    }
    await this.visible(scope, id);
  }

  /** The executions of a list that are in the scope, in their order. */
  async filter<E extends ExecutionOwnership>(scope: WorkflowScope, list: E[]): Promise<E[]> {
    const ids = await this.workflows.idsInScope(scope);
    if (!ids) return list;
    return list.filter((execution) => (execution.workflowId
      ? ids.has(execution.workflowId)
      : this.startedInScope(scope, execution.id)));
  }

  /** A run of an unsaved workflow is seen by a member only if they started it. */
  private startedInScope(scope: WorkflowScope, executionId: string): boolean {
    return this.executions.scopeOfUnsavedRun(executionId)?.ownerId === scope.ownerId;
  }
}
