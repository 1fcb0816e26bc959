import type { IWorkflowBase } from '@weft/workflow';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { ALL_WORKFLOWS, type WorkflowScope } from '../auth/workflow-scope.js';

/** How many runs of unsaved workflows are remembered: far more than unsaved runs are kept (50). */
const KEPT = 1000;

/** No workflow at all (no user has the empty id): a run whose saved workflow is gone reaches nothing. */
export const NO_WORKFLOWS: WorkflowScope = Object.freeze({ ownerId: '' });

/** Whom a run acts for: that user (when known) and the workflows the user may see. */
export interface RunActor {
  userId?: string;
  scope: WorkflowScope;
}

/**
 * Whom a running workflow acts for, and so what it may reach. A saved workflow acts for its owner. A
 * run of an unsaved workflow has no owner to go by, so whoever started it is noted here (in this
 * process: it is needed while the run goes on and while the editor shows it); a run nobody noted
 * (the command line's) acts for the instance.
 */
export class RunScopes {
  private readonly noted = new Map<string, RunActor>();

  note(executionId: string, actor: RunActor): void {
    this.noted.set(executionId, actor);
    if (this.noted.size > KEPT) this.noted.delete(this.noted.keys().next().value as string);
  }

  /** Who started a run of an unsaved workflow, if noted. */
  of(executionId: string): RunActor | undefined {
    return this.noted.get(executionId);
  }

  /** Whom a running workflow acts for: its owner when saved, else whoever was noted for its run. */
  async actorOf(workflows: WorkflowsRepository, run: { executionId: string; workflow: IWorkflowBase }): Promise<RunActor> {
    if (!run.workflow.id) return this.of(run.executionId) ?? { scope: ALL_WORKFLOWS };
    const owner = await workflows.ownerOf(run.workflow.id);
    if (!owner) return { scope: NO_WORKFLOWS };
    const { ownerId, role } = owner;
    if (ownerId === null) return { scope: ALL_WORKFLOWS };
    return { userId: ownerId, scope: role === 'owner' || role === 'default' ? ALL_WORKFLOWS : { ownerId } };
  }
}
