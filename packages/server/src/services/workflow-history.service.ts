import type { WorkflowVersion, WorkflowVersionSummary } from '@weft/contracts';
import { NotFoundError } from '../errors.js';
import type { StoredWorkflowVersion, WorkflowHistoryRepository } from '../db/workflow-history.repository.js';
import type { WorkflowsRepository } from '../db/workflows.repository.js';
import { ALL_WORKFLOWS, type WorkflowScope } from './auth/workflow-scope.js';

function summary(version: StoredWorkflowVersion): WorkflowVersionSummary {
  return {
    versionId: version.versionId,
    workflowId: version.workflowId,
    authors: version.authors,
    createdAt: version.createdAt,
    nodeCount: version.nodes.length,
  };
}

export class WorkflowHistoryService {
  constructor(
    private readonly history: WorkflowHistoryRepository,
    private readonly workflows: WorkflowsRepository,
  ) {}

  async list(workflowId: string, take: number, skip: number, scope: WorkflowScope = ALL_WORKFLOWS): Promise<WorkflowVersionSummary[]> {
    await this.assertWorkflow(workflowId, scope);
    return (await this.history.list(workflowId, take, skip)).map(summary);
  }

  async get(workflowId: string, versionId: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<WorkflowVersion> {
    await this.assertWorkflow(workflowId, scope);
    const version = await this.history.find(workflowId, versionId);
    if (!version) {
      throw new NotFoundError(
        `Workflow ${workflowId} has no version "${versionId}"`,
        'Pick a version from the workflow\'s version history',
      );
    }
    return { ...summary(version), nodes: version.nodes, connections: version.connections };
  }

  /** A workflow outside the scope answers as a missing one. */
  private async assertWorkflow(workflowId: string, scope: WorkflowScope): Promise<void> {
    if (!(await this.workflows.exists(workflowId, scope))) {
      throw new NotFoundError(`There is no workflow with the id "${workflowId}"`, 'It may have been deleted');
    }
  }
}
