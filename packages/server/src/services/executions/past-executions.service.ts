import type { PastExecutionsFilter } from '@weft/contracts';
import type {
  ExecutionListRow, ExecutionPage, ExecutionQuery, PastExecutionsRepository,
} from '../../db/past-executions.repository.js';
import type { WorkflowScope } from '../auth/workflow-scope.js';
import type { ServerLogger } from './server-logger.js';
import { statusesOfFilter } from './execution-filter.js';
import { removeBinaryDataOf } from './remove-binary-data.js';

/** n8n's page size when the caller asks for none. */
const DEFAULT_LIMIT = 20;

export interface ExecutionListPage {
  results: ExecutionListRow[];
  count: number;
  /** Always an exact count for now. */
  estimated: boolean;
}

export type DeleteExecutionsRequest =
  | { ids: string[]; filters?: PastExecutionsFilter }
  | { deleteBefore: string; filters?: PastExecutionsFilter };

function queryOf(filter: PastExecutionsFilter, scope: WorkflowScope): ExecutionQuery {
  const statuses = statusesOfFilter(filter);
  return {
    ...(filter.workflowId !== undefined ? { workflowId: filter.workflowId } : {}),
    ...(scope.ownerId !== undefined ? { workflowOwnerId: scope.ownerId } : {}),
    ...(statuses !== undefined ? { statuses } : {}),
  };
}

/**
 * The executions list of the editor (spec/admin.md, Executions list): listing and deleting, of the
 * executions of the workflows in the caller's scope (a member's own workflows).
 */
export class PastExecutionsService {
  constructor(
    private readonly executions: PastExecutionsRepository,
    private readonly deleteBinaryData: (executionId: string) => Promise<void>,
    private readonly log: ServerLogger,
  ) {}

  /** Newest first; `lastId` pages to older executions, `firstId` to newer ones (a refresh). */
  async list(
    filter: PastExecutionsFilter, page: { firstId?: string; lastId?: string; limit?: number }, scope: WorkflowScope,
  ): Promise<ExecutionListPage> {
    const query = queryOf(filter, scope);
    const [results, count] = await Promise.all([
      this.executions.list(query, { ...page, limit: page.limit ?? DEFAULT_LIMIT }),
      this.executions.count(query),
    ]);
    return { results, count, estimated: false };
  }

  /**
   * A page of the executions matching a query the caller built itself (the public API has its own
   * filters and scope), newest first, without counting them all.
   */
  page(query: ExecutionQuery, page: ExecutionPage): Promise<ExecutionListRow[]> {
    return this.executions.list(query, page);
  }

  /**
   * Deletes the executions named, or those started before a time, that match the filters. Running
   * ones are left alone (as n8n leaves them) and unknown ids are ignored: answers how many went.
   */
  async delete(request: DeleteExecutionsRequest, scope: WorkflowScope): Promise<{ deleted: number }> {
    const query: ExecutionQuery = {
      ...queryOf(request.filters ?? {}, scope),
      ...('ids' in request ? { ids: request.ids } : { startedBefore: new Date(request.deleteBefore) }),
    };
    const ids = await this.executions.delete(query);
    await removeBinaryDataOf(ids, this.deleteBinaryData, this.log);
    return { deleted: ids.length };
  }
}
