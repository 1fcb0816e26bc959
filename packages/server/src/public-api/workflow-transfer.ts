import type { StoredUser, UsersRepository } from '../db/users.repository.js';
import type { WorkflowsRepository } from '../db/workflows.repository.js';
import { BadRequestError } from '../errors.js';
import { seesEverything } from '../services/auth/request-user.js';
import { workflowScopeOf } from '../services/auth/workflow-scope.js';
import { notFound, PublicApiError } from './public-api-error.js';

/**
 * Moves a workflow to another user's personal project (Weft names it by the user's id): that user owns it
 * from then on. n8n lets a user move a workflow they may move into a project where they may create
 * workflows; a member may create only in their own personal project, where their workflows already are,
 * so only the owner's key can give a workflow away. The workflow stays active: runs read its owner each
 * time they start.
 */
export async function transferWorkflow(
  repositories: { workflows: WorkflowsRepository; users: UsersRepository },
  caller: StoredUser, workflowId: string, destinationProjectId: string,
): Promise<void> {
  const workflow = await repositories.workflows.findById(workflowId, workflowScopeOf(caller));
  if (!workflow) throw notFound();
  const mayCreateThere = seesEverything(caller) || destinationProjectId === caller.id;
  const destination = mayCreateThere ? await repositories.users.findById(destinationProjectId) : undefined;
  if (!destination) throw new PublicApiError(404, `Could not find a project with the id "${destinationProjectId}"`);
  if (workflow.ownerId === destination.id) {
    throw new BadRequestError('The workflow is already in this project', 'Choose another user\'s id as destinationProjectId');
  }
  if (!(await repositories.workflows.setOwner(workflowId, destination.id))) throw notFound();
}
