import type { PublicExecutionStatusFilter } from '@weft/contracts';
import type { ExecutionStatus } from '@weft/workflow';
import type { ExecutionQuery } from '../db/past-executions.repository.js';
import type { WorkflowScope } from '../services/auth/workflow-scope.js';

/** What each status filter finds, as in n8n: 'error' includes crashed runs; a reserved ('new') run counts as running. */
const BY_STATUS: Record<PublicExecutionStatusFilter, ExecutionStatus[]> = {
  canceled: ['canceled'],
  error: ['error', 'crashed'],
  running: ['running', 'new'],
  success: ['success'],
  waiting: ['waiting'],
};

/** n8n lists executions that still run only when they are asked for. */
const NOT_RUNNING: ExecutionStatus[] = ['success', 'error', 'crashed', 'canceled', 'waiting'];

export interface PublicListFilters {
  status?: PublicExecutionStatusFilter | undefined;
  workflowId?: string | undefined;
  /** A user id: that user's personal project, i.e. the workflows the user owns. */
  projectId?: string | undefined;
}

/**
 * The executions a list of the public API asks for within the key owner's scope, or undefined when
 * it can find none (a member naming another user's project).
 */
export function executionListQuery(filters: PublicListFilters, scope: WorkflowScope): ExecutionQuery | undefined {
  if (scope.ownerId !== undefined && filters.projectId !== undefined && filters.projectId !== scope.ownerId) return undefined;
  const ownerId = filters.projectId ?? scope.ownerId;
  return {
    statuses: filters.status ? BY_STATUS[filters.status] : NOT_RUNNING,
    ...(filters.workflowId !== undefined ? { workflowId: filters.workflowId } : {}),
    ...(ownerId !== undefined ? { workflowOwnerId: ownerId } : {}),
  };
}
