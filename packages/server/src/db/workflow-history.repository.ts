import type { Kysely, Selectable } from 'kysely';
import type { IConnections, INode } from '@weft/workflow';
import type { Database, WorkflowHistoryTable } from './schema.js';
import { fromJson, parseId, toIso } from './codec.js';

export interface StoredWorkflowVersion {
  versionId: string;
  workflowId: string;
  authors: string;
  createdAt: string;
  nodes: INode[];
  connections: IConnections;
}

function toVersion(row: Selectable<WorkflowHistoryTable>): StoredWorkflowVersion {
  return {
    versionId: row.version_id,
    workflowId: String(row.workflow_id),
    authors: row.authors,
    createdAt: toIso(row.created_at),
    nodes: fromJson<INode[]>(row.nodes),
    connections: fromJson<IConnections>(row.connections),
  };
}

/** The versions every save of a workflow stores (written by the workflows repository). */
export class WorkflowHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. */
  async list(workflowId: string, take: number, skip: number): Promise<StoredWorkflowVersion[]> {
    const numericId = parseId(workflowId);
    if (numericId === null) return [];
    const rows = await this.db.selectFrom('workflow_history').selectAll().where('workflow_id', '=', numericId)
      .orderBy('created_at', 'desc').limit(take).offset(skip).execute();
    return rows.map(toVersion);
  }

  async find(workflowId: string, versionId: string): Promise<StoredWorkflowVersion | undefined> {
    const numericId = parseId(workflowId);
    // Postgres refuses a query holding the NUL character; no version id (a UUID) holds one.
    if (numericId === null || versionId.includes('\u0000')) return undefined;
    const row = await this.db.selectFrom('workflow_history').selectAll()
      .where('workflow_id', '=', numericId).where('version_id', '=', versionId).executeTakeFirst();
    return row ? toVersion(row) : undefined;
  }
}
