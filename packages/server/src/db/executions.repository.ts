import type { Kysely } from 'kysely';
import type {
  ExecutionStatus, IExecution, IRunExecutionData, IWorkflowBase, WorkflowExecuteMode,
} from '@weft/workflow';
import type { Database } from './schema.js';
import { fromBool, fromJson, nowIso, parseId, toBool, toIso, toJsonText } from './codec.js';

export interface NewExecution {
  /** The saved workflow this run belongs to; null (or an unknown id) for an unsaved one. */
  workflowId: string | null;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  startedAt: Date;
  workflowData: IWorkflowBase;
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

export class ExecutionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the execution and its data together; returns its id. */
  async create(execution: NewExecution): Promise<string> {
    const id = await this.db.transaction().execute(async (trx) => {
      const workflowId = execution.workflowId === null ? null : parseId(execution.workflowId);
      const workflow = workflowId === null ? undefined : await trx.selectFrom('workflow_entity').select('id')
        .where('id', '=', workflowId).executeTakeFirst();
      const { id } = await trx.insertInto('execution_entity').values({
        workflow_id: workflow?.id ?? null,
        mode: execution.mode,
        status: execution.status,
        finished: toBool(false),
        started_at: execution.startedAt.toISOString(),
        stopped_at: null,
        wait_till: null,
        retry_of: execution.retryOf ? parseId(execution.retryOf) : null,
        retry_success_id: null,
        created_at: nowIso(),
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('execution_data').values({
        execution_id: id,
        workflow_data: toJsonText(execution.workflowData),
        data: toJsonText(execution.data),
      }).execute();
      return id;
    });
    return String(id);
  }

  /** Records how a run ended, with its run data, in one transaction. */
  async finish(id: string, outcome: ExecutionOutcome): Promise<void> {
    const numericId = parseId(id);
    if (numericId === null) throw new Error(`"${id}" is not an execution id`);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('execution_entity').set({
        status: outcome.status,
        finished: toBool(outcome.finished),
        stopped_at: outcome.stoppedAt ? outcome.stoppedAt.toISOString() : null,
        wait_till: outcome.waitTill ? outcome.waitTill.toISOString() : null,
      }).where('id', '=', numericId).execute();
      await trx.updateTable('execution_data').set({ data: toJsonText(outcome.data) })
        .where('execution_id', '=', numericId).execute();
    });
  }

  async findById(id: string): Promise<IExecution | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.selectFrom('execution_entity as e')
      .innerJoin('execution_data as d', 'd.execution_id', 'e.id')
      .selectAll('e').select(['d.workflow_data', 'd.data'])
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
      workflowData: fromJson<IWorkflowBase>(row.workflow_data),
      data: fromJson<IRunExecutionData>(row.data),
    };
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('execution_entity').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
