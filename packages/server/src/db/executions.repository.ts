import type { Kysely, Selectable } from 'kysely';
import type {
  ExecutionStatus, IExecution, IRunExecutionData, IWorkflowBase, WorkflowExecuteMode,
} from '@weft/workflow';
import type { Database, ExecutionTable } from './schema.js';
import type { Db } from './database.js';
import { SqliteExecutionWrites, type ExecutionWritesOptions } from './sqlite-execution-writes.js';
import { fromBool, fromJson, nowIso, parseId, toBool, toIso, toJsonText } from './codec.js';

export interface NewExecution {
  /** The saved workflow this run belongs to; null (or an unknown id) for an unsaved one. */
  workflowId: string | null;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  startedAt: Date;
  workflowData: IWorkflowBase;
  /** `workflowData` as JSON when the caller has it already (the same workflow runs again and again). */
  workflowDataJson?: string;
  data: IRunExecutionData;
  retryOf?: string | null;
}

export interface ExecutionOutcome {
  status: ExecutionStatus;
  finished: boolean;
  stoppedAt: Date | null;
  waitTill: Date | null;
  data: IRunExecutionData;
}

export interface ExecutionSummary {
  id: string;
  workflowId: string | null;
  workflowName: string | null;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  finished: boolean;
  startedAt: string;
  stoppedAt: string | null;
  waitTill: string | null;
  retryOf: string | null;
  retrySuccessId: string | null;
}

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
  };
}

/**
 * Executions and their run data. On SQLite, create/finish/delete are written behind the caller in
 * batches (`SqliteExecutionWrites`): every other method first commits what is queued, so it sees
 * every write made before it was called. Call `flush()` before closing the database.
 */
export class ExecutionsRepository {
  private readonly fast?: SqliteExecutionWrites;

  private readonly db: Kysely<Database>;
  /** Outcomes being written (Postgres), for `whenStored`. */
  private readonly finishing = new Map<number, Promise<void>>();

  constructor(database: Pick<Db, 'kysely' | 'sqlite' | 'writer'>, options?: ExecutionWritesOptions) {
    this.db = database.kysely;
    if (database.writer) this.fast = new SqliteExecutionWrites(database.writer, options);
  }

  /** Commits the executions written behind (SQLite); resolves at once when nothing is queued. */
  async flush(): Promise<void> {
    await this.fast?.flush();
  }

  /**
   * Stores the execution and its data together; returns its id, at once when the row is queued
   * behind without waiting (SQLite, the usual case: a promise more per webhook call otherwise).
   */
  create(execution: NewExecution): string | Promise<string> {
    if (!this.fast) return this.createInTransaction(execution);
    const workflowId = execution.workflowId === null ? null : parseId(execution.workflowId);
    const id = this.fast.create({
      workflowId,
      mode: execution.mode,
      status: execution.status,
      startedAt: toIso(execution.startedAt),
      retryOf: execution.retryOf ? parseId(execution.retryOf) : null,
      workflowData: execution.workflowDataJson ?? toJsonText(execution.workflowData),
      data: execution.data,
    });
    return typeof id === 'number' ? String(id) : id.then(String);
  }

  /** `create` as one transaction of its own (Postgres). */
  private async createInTransaction(execution: NewExecution): Promise<string> {
    const id = await this.db.transaction().execute(async (trx) => {
      const workflowId = execution.workflowId === null ? null : parseId(execution.workflowId);
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

  /**
   * Records how a run ended, with its run data, in one transaction. On SQLite the write is queued
   * behind (nothing to wait for: undefined); elsewhere the answer settles when it is committed.
   */
  finish(id: string, outcome: ExecutionOutcome): Promise<void> | undefined {
    const numericId = parseId(id);
    if (numericId === null) throw new Error(`"${id}" is not an execution id`);
    if (this.fast) {
      this.fast.finish(numericId, {
        status: outcome.status,
        finished: toBool(outcome.finished),
        stoppedAt: toIso(outcome.stoppedAt),
        waitTill: toIso(outcome.waitTill),
        data: toJsonText(outcome.data),
      });
      return undefined;
    }
    const finishing = this.db.transaction().execute(async (trx) => {
      await trx.updateTable('execution_entity').set({
        status: outcome.status,
        finished: toBool(outcome.finished),
        stopped_at: toIso(outcome.stoppedAt),
        wait_till: toIso(outcome.waitTill),
      }).where('id', '=', numericId).execute();
      await trx.updateTable('execution_data').set({ data: toJsonText(outcome.data) })
        .where('execution_id', '=', numericId).execute();
    });
    this.finishing.set(numericId, finishing);
    const forget = () => {
      if (this.finishing.get(numericId) === finishing) this.finishing.delete(numericId);
    };
    finishing.then(forget, forget);
    return finishing;
  }

  /**
   * Settles once the execution's row, and its outcome when `finish` was called already, are
   * committed; rejects when they could not be written. On SQLite it hurries the batch that carries
   * them (`SqliteExecutionWrites.whenCommitted`); on Postgres `create` has committed before it
   * answered, and an outcome being written is waited for.
   */
  whenStored(id: string): Promise<void> | undefined {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    return this.fast ? this.fast.whenCommitted(numericId) : this.finishing.get(numericId);
  }

  /** Saves the run data so far (execution progress); the execution stays running. */
  async saveProgress(id: string, data: IRunExecutionData): Promise<void> {
    await this.flush();
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('execution_data').set({ data: toJsonText(data) }).where('execution_id', '=', numericId).execute();
  }

  /** Sets the status (and optionally more) without touching the run data. */
  async setStatus(id: string, fields: { status: ExecutionStatus; stoppedAt?: Date | null; waitTill?: Date | null }): Promise<void> {
    await this.flush();
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('execution_entity').set({
      status: fields.status,
      ...(fields.stoppedAt !== undefined ? { stopped_at: toIso(fields.stoppedAt) } : {}),
      ...(fields.waitTill !== undefined ? { wait_till: toIso(fields.waitTill) } : {}),
    }).where('id', '=', numericId).execute();
  }

  /**
   * Takes a waiting execution for resuming: its status becomes 'running' only if it was still
   * 'waiting', so that two timers (or processes) never resume it twice. True when this call took it.
   */
  async claimWaiting(id: string): Promise<boolean> {
    await this.flush();
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.updateTable('execution_entity').set({ status: 'running', wait_till: null })
      .where('id', '=', numericId).where('status', '=', 'waiting').executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Start-up: executions a dead process left 'running' or 'new' become 'crashed'; answers how many. */
  async markUnfinishedAsCrashed(): Promise<number> {
    await this.flush();
    const result = await this.db.updateTable('execution_entity').set({ status: 'crashed', stopped_at: nowIso() })
      .where('status', 'in', ['running', 'new']).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The ids of a workflow's executions (their binary data goes with the workflow). */
  async idsOfWorkflow(workflowId: string): Promise<string[]> {
    await this.flush();
    const numericId = parseId(workflowId);
    if (numericId === null) return [];
    const rows = await this.db.selectFrom('execution_entity').select('id').where('workflow_id', '=', numericId).execute();
    return rows.map((row) => String(row.id));
  }

  /** Removes executions with their data; answers how many there were. */
  async delete(ids: string[]): Promise<number> {
    const numericIds = ids.map(parseId).filter((n): n is number => n !== null);
    if (numericIds.length === 0) return 0;
    if (this.fast && numericIds.length === 1) return this.fast.delete(numericIds[0] as number);
    await this.flush();
    const result = await this.db.deleteFrom('execution_entity').where('id', 'in', numericIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes the shared workflows (`execution_workflow`) no execution refers to; answers how many. */
  async deleteUnusedWorkflowVersions(): Promise<number> {
    if (this.fast) return this.fast.deleteUnusedVersions();
    const result = await this.db.deleteFrom('execution_workflow')
      .where('id', 'not in', (eb) => eb.selectFrom('execution_data').select('workflow_version_id').where('workflow_version_id', 'is not', null))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Executions in status 'waiting' whose `waitTill` is at or before `until`, soonest first. */
  async findWaitingUntil(until: Date): Promise<Array<{ id: string; waitTill: string }>> {
    await this.flush();
    const rows = await this.db.selectFrom('execution_entity').select(['id', 'wait_till'])
      .where('status', '=', 'waiting').where('wait_till', 'is not', null)
      .where('wait_till', '<=', until.toISOString())
      .orderBy('wait_till').execute();
    return rows.map((row) => ({ id: String(row.id), waitTill: toIso(row.wait_till as string | Date) }));
  }

  /** Summaries (no run data) of executions in these statuses, newest first. */
  async listByStatus(statuses: ExecutionStatus[], workflowId?: string): Promise<ExecutionSummary[]> {
    await this.flush();
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
    await this.flush();
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
      workflowData: fromJson<IWorkflowBase>(row.shared_workflow_data ?? row.workflow_data),
      data: fromJson<IRunExecutionData>(row.data),
    };
  }

  async count(): Promise<number> {
    await this.flush();
    const row = await this.db.selectFrom('execution_entity').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
