import type { Kysely } from 'kysely';
import type { IConnections, INode, IWorkflowBase } from '@weft/workflow';
import type { AuditCredential, AuditWorkflow } from '../services/audit/audit-input.js';
import type { ExecutionStore } from './execution-store/execution-store.js';
import type { Database } from './schema.js';
import { fromBool, fromJson } from './codec.js';

/** What the security audit reads from the database: workflows, credentials' names, and what executions ran. */
export class SecurityAuditRepository {
  constructor(private readonly db: Kysely<Database>, private readonly executions: Pick<ExecutionStore, 'afterWrites'>) {}

  async workflows(): Promise<AuditWorkflow[]> {
    const rows = await this.db.selectFrom('workflow_entity').select(['id', 'name', 'active', 'nodes', 'connections'])
      .orderBy('id').execute();
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      active: fromBool(row.active),
      nodes: fromJson<INode[]>(row.nodes),
      connections: fromJson<IConnections>(row.connections),
    }));
  }

  async credentials(): Promise<AuditCredential[]> {
    const rows = await this.db.selectFrom('credentials_entity').select(['id', 'name']).orderBy('id').execute();
    return rows.map((row) => ({ id: String(row.id), name: row.name }));
  }

  /**
   * The workflows as executions started since `since` ran them (their stored copies, which keep the
   * credentials the nodes named then). Each shared version is read once.
   */
  workflowsRunSince(since: Date): Promise<Array<Pick<IWorkflowBase, 'nodes'>>> {
    // After the executions written behind the runs (SQLite): a run that just ended counts.
    return this.executions.afterWrites(async () => {
      const recent = this.db.selectFrom('execution_entity as e').innerJoin('execution_data as d', 'd.execution_id', 'e.id')
        .where('e.started_at', '>=', since.toISOString());
      const [shared, own] = await Promise.all([
        this.db.selectFrom('execution_workflow').select('workflow_data')
          .where('id', 'in', recent.select('d.workflow_version_id').where('d.workflow_version_id', 'is not', null).distinct()
            .$narrowType<{ workflow_version_id: number }>())
          .execute(),
        recent.select('d.workflow_data').where('d.workflow_version_id', 'is', null).execute(),
      ]);
      return [...shared, ...own]
        .map((row) => fromJson<Pick<IWorkflowBase, 'nodes'> | null>(row.workflow_data))
        .filter((workflow): workflow is Pick<IWorkflowBase, 'nodes'> => Array.isArray(workflow?.nodes));
    });
  }
}
