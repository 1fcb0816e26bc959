import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { ExecutionStatus, IExecution, IRunExecutionData, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { Database, ExecutionTable } from '../schema.js';
import { fromBool, fromJson, nowIso, parseId, toBool, toIso, toJsonText } from '../codec.js';
import type { ExecutionOutcome, ExecutionStatusChange, ExecutionSummary, NewExecution } from './execution-store.js';

/** An execution_entity row (with its workflow's name) as lists show it. */
export function executionSummaryOfRow(
  row: Selectable<ExecutionTable> & { workflow_name: string | null },
): ExecutionSummary {
  return {
    id: String(row.id),
    workflowId: row.workflow_id === null ? null : String(row.workflow_id),
    workflowName: row.workflow_name ?? null,
    mode: row.mode as WorkflowExecuteMode,
    status: row.status as ExecutionStatus,
    finished: fromBool(row.finished),
    startedAt: toIso(row.started_at),
    stoppedAt: toIso(row.stopped_at),
    waitTill: toIso(row.wait_till),
    retryOf: row.retry_of === null ? null : String(row.retry_of),
    retrySuccessId: row.retry_success_id === null ? null : String(row.retry_success_id),
    ...(row.worker_id ? { workerId: row.worker_id } : {}),
  };
}

/** The numeric id of an execution; a string no row can have is an error the caller made. */
export function executionIdOf(id: string): number {
  const numericId = parseId(id);
  if (numericId === null) throw new Error(`"${id}" is not an execution id`);
  return numericId;
}

/** A stored workflow version that no execution refers to. */
function isUnusedWorkflowVersion(eb: ExpressionBuilder<Database, 'execution_workflow'>) {
  return eb('id', 'not in', eb.selectFrom('execution_data').select('workflow_version_id').where('workflow_version_id', 'is not', null));
}

/**
 * The executions' SQL through Kysely, the same on SQLite and Postgres: each method one statement or
 * one transaction, written when called. When it runs relative to other writes is the store's business.
 */
export class ExecutionRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** The execution and its data, in one transaction. */
  async insert(execution: NewExecution): Promise<string> {
    const id = await this.db.transaction().execute(async (trx) => {
      const workflowId = execution.workflowId === null ? null : parseId(execution.workflowId);
      // The workflow may be unsaved, or deleted since the run started: the row then belongs to none.
      const workflow = workflowId === null ? undefined : await trx.selectFrom('workflow_entity').select('id')
        .where('id', '=', workflowId).executeTakeFirst();
      const { id } = await trx.insertInto('execution_entity').values({
        workflow_id: workflow?.id ?? null,
        mode: execution.mode,
        status: execution.status,
        finished: toBool(false),
        started_at: toIso(execution.startedAt),
        stopped_at: null,
        wait_till: null,
        retry_of: execution.retryOf ? parseId(execution.retryOf) : null,
        retry_success_id: null,
        created_at: nowIso(),
        ...(execution.workerId !== undefined ? { worker_id: execution.workerId } : {}),
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('execution_data').values({
        execution_id: id,
        workflow_data: execution.workflowDataJson ?? toJsonText(execution.workflowData),
        data: toJsonText(execution.data),
      }).execute();
      return id;
    });
    return String(id);
  }

  /** How the run ended and its run data, in one transaction. */
  async finish(id: string, outcome: ExecutionOutcome): Promise<void> {
    const numericId = executionIdOf(id);
    const data = toJsonText(outcome.data);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('execution_entity').set({
        status: outcome.status,
        finished: toBool(outcome.finished),
        stopped_at: toIso(outcome.stoppedAt),
        wait_till: toIso(outcome.waitTill),
      }).where('id', '=', numericId).execute();
      await trx.updateTable('execution_data').set({ data }).where('execution_id', '=', numericId).execute();
    });
  }

  async saveProgress(id: string, data: IRunExecutionData): Promise<void> {
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('execution_data').set({ data: toJsonText(data) }).where('execution_id', '=', numericId).execute();
  }

  async setStatus(id: string, fields: ExecutionStatusChange): Promise<void> {
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('execution_entity').set({
      status: fields.status,
      ...(fields.stoppedAt !== undefined ? { stopped_at: toIso(fields.stoppedAt) } : {}),
      ...(fields.waitTill !== undefined ? { wait_till: toIso(fields.waitTill) } : {}),
      ...(fields.workerId !== undefined ? { worker_id: fields.workerId } : {}),
    }).where('id', '=', numericId).execute();
  }

  async claimWaiting(id: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.updateTable('execution_entity').set({ status: 'running', wait_till: null })
      .where('id', '=', numericId).where('status', '=', 'waiting').executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markUnfinishedAsCrashed(): Promise<number> {
    const result = await this.db.updateTable('execution_entity').set({ status: 'crashed', stopped_at: nowIso() })
      .where('status', 'in', ['running', 'new']).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async idsOfWorkflow(workflowId: string): Promise<string[]> {
    const numericId = parseId(workflowId);
    if (numericId === null) return [];
    const rows = await this.db.selectFrom('execution_entity').select('id').where('workflow_id', '=', numericId).execute();
    return rows.map((row) => String(row.id));
  }

  /** Deletes the executions (their data goes by the cascade); answers how many there were. */
  async delete(numericIds: number[]): Promise<number> {
    if (numericIds.length === 0) return 0;
    const result = await this.db.deleteFrom('execution_entity').where('id', 'in', numericIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteUnusedWorkflowVersions(): Promise<number> {
    const result = await this.db.deleteFrom('execution_workflow').where(isUnusedWorkflowVersion).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Whether `deleteUnusedWorkflowVersions` would find anything to delete. */
  async hasUnusedWorkflowVersions(): Promise<boolean> {
    const row = await this.db.selectFrom('execution_workflow').select('id').where(isUnusedWorkflowVersion).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async findWaitingUntil(until: Date): Promise<Array<{ id: string; waitTill: string }>> {
    const rows = await this.db.selectFrom('execution_entity').select(['id', 'wait_till'])
      .where('status', '=', 'waiting').where('wait_till', 'is not', null)
      .where('wait_till', '<=', until.toISOString())
      .orderBy('wait_till').execute();
    return rows.map((row) => ({ id: String(row.id), waitTill: toIso(row.wait_till as string | Date) }));
  }

  async listByStatus(statuses: ExecutionStatus[], workflowId?: string): Promise<ExecutionSummary[]> {
    let query = this.db.selectFrom('execution_entity as e')
      .leftJoin('workflow_entity as w', 'w.id', 'e.workflow_id')
      .selectAll('e').select('w.name as workflow_name')
      .where('e.status', 'in', statuses);
    if (workflowId !== undefined) {
      const numericId = parseId(workflowId);
      if (numericId === null) return [];
      query = query.where('e.workflow_id', '=', numericId);
    }
    const rows = await query.orderBy('e.id', 'desc').execute();
    return rows.map(executionSummaryOfRow);
  }

  async findById(id: string): Promise<IExecution | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.selectFrom('execution_entity as e')
      .innerJoin('execution_data as d', 'd.execution_id', 'e.id')
      .leftJoin('execution_workflow as w', 'w.id', 'd.workflow_version_id')
      .selectAll('e').select(['d.workflow_data', 'd.data', 'w.workflow_data as shared_workflow_data'])
      .where('e.id', '=', numericId).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: String(row.id),
      finished: fromBool(row.finished),
      mode: row.mode as WorkflowExecuteMode,
      status: row.status as ExecutionStatus,
      startedAt: toIso(row.started_at),
      stoppedAt: toIso(row.stopped_at),
      workflowId: row.workflow_id === null ? null : String(row.workflow_id),
      retryOf: row.retry_of === null ? null : String(row.retry_of),
      retrySuccessId: row.retry_success_id === null ? null : String(row.retry_success_id),
      waitTill: toIso(row.wait_till),
      ...(row.worker_id ? { workerId: row.worker_id } : {}),
      workflowData: fromJson<IWorkflowBase>(row.shared_workflow_data ?? row.workflow_data),
      data: fromJson<IRunExecutionData>(row.data),
    };
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('execution_entity').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
