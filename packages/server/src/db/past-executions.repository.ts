import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { ExecutionStatus } from '@weft/workflow';
import { sql } from './kysely.js';
import type { Database } from './schema.js';
import type { Db } from './database.js';
import { executionSummaryOfRow } from './execution-store/execution-rows.js';
import type { ExecutionStore, ExecutionSummary } from './execution-store/execution-store.js';
import { parseId } from './codec.js';

/** Which executions a list, count or delete is about; every field narrows the choice. */
export interface ExecutionQuery {
  workflowId?: string;
  /** Only executions of the workflows this user owns (undefined: of every workflow, and of none). */
  workflowOwnerId?: string;
  /** Undefined: every status. */
  statuses?: ExecutionStatus[];
  ids?: string[];
  startedBefore?: Date;
}

export interface ExecutionPage {
  /** Only executions newer than this id. */
  firstId?: string;
  /** Only executions older than this id. */
  lastId?: string;
  limit: number;
}

export type ExecutionListRow = ExecutionSummary;

/** The largest id an integer column holds. */
const MAX_ID = 2_147_483_647;
/** Statuses of executions that still run: never deleted, whoever asks. */
const UNFINISHED: ExecutionStatus[] = ['new', 'running'];
/** Statuses pruning may remove (a waiting execution is still to be resumed). */
const ENDED: ExecutionStatus[] = ['success', 'error', 'canceled', 'crashed'];

type Selection = SelectQueryBuilder<Database, 'execution_entity', object>;

function numericIds(ids: string[]): number[] {
  return ids.map(parseId).filter((n): n is number => n !== null);
}

/**
 * The executions list (`GET /executions`), deleting by id or by filter, and pruning. Each query runs
 * after the execution writes asked for before it (`ExecutionStore.afterWrites`), so it sees every
 * run that started.
 */
export class PastExecutionsRepository {
  private readonly db: Kysely<Database>;
  /** The name an execution's stored workflow had (an unsaved workflow has no row to join). */
  private readonly workflowNameInData: RawBuilder<string | null>;

  constructor(database: Pick<Db, 'kysely' | 'dialect'>, private readonly executions: ExecutionStore) {
    this.db = database.kysely;
    this.workflowNameInData = database.dialect === 'postgresdb'
      ? sql<string | null>`coalesce(v.workflow_data, d.workflow_data) ->> 'name'`
      : sql<string | null>`json_extract(coalesce(v.workflow_data, d.workflow_data), '$.name')`;
  }

  /** The matching executions, or undefined when the query cannot match any (an id no row can have). */
  private matching(query: ExecutionQuery): Selection | undefined {
    const wanted = (ids: string[]) => {
      const numbers = numericIds(ids);
      return numbers.length === 0 ? undefined : numbers;
    };
    let selection: Selection = this.db.selectFrom('execution_entity');
    if (query.workflowId !== undefined) {
      const numbers = wanted([query.workflowId]);
      if (!numbers) return undefined;
      selection = selection.where('execution_entity.workflow_id', 'in', numbers);
    }
    if (query.workflowOwnerId !== undefined) {
      const owned = this.db.selectFrom('workflow_entity').select('workflow_entity.id')
        .where('workflow_entity.owner_id', '=', query.workflowOwnerId);
      selection = selection.where('execution_entity.workflow_id', 'in', owned);
    }
    if (query.ids !== undefined) {
      const numbers = wanted(query.ids);
      if (!numbers) return undefined;
      selection = selection.where('execution_entity.id', 'in', numbers);
    }
    if (query.statuses !== undefined) {
      if (query.statuses.length === 0) return undefined;
      selection = selection.where('execution_entity.status', 'in', query.statuses);
    }
    if (query.startedBefore !== undefined) {
      selection = selection.where('execution_entity.started_at', '<=', query.startedBefore.toISOString());
    }
    return selection;
  }

  /** A page of the matching executions, newest first, without their run data. */
  list(query: ExecutionQuery, page: ExecutionPage): Promise<ExecutionListRow[]> {
    return this.executions.afterWrites(async () => {
      let selection = this.matching(query);
      if (!selection) return [];
      // Ids are whole numbers (the contract checks) but may lie outside an integer column's range.
      if (page.firstId !== undefined) {
        const firstId = Number(page.firstId);
        if (firstId >= MAX_ID) return [];
        selection = selection.where('execution_entity.id', '>', firstId);
      }
      if (page.lastId !== undefined) {
        const lastId = Number(page.lastId);
        if (lastId <= 1) return [];
        if (lastId <= MAX_ID) selection = selection.where('execution_entity.id', '<', lastId);
      }
      // The page's ids first, from the indexes alone: joining every matching row before sorting them
      // (several statuses at once cannot be read from the index in id order) cost 15 ms in 100,000.
      const pageIds = selection.select('execution_entity.id').orderBy('execution_entity.id', 'desc').limit(page.limit);
      const rows = await this.db.selectFrom('execution_entity').where('execution_entity.id', 'in', pageIds)
        .leftJoin('workflow_entity as w', 'w.id', 'execution_entity.workflow_id')
        .leftJoin('execution_data as d', 'd.execution_id', 'execution_entity.id')
        .leftJoin('execution_workflow as v', 'v.id', 'd.workflow_version_id')
        .selectAll('execution_entity')
        .select((eb) => eb.fn.coalesce('w.name', this.workflowNameInData).as('workflow_name'))
        .orderBy('execution_entity.id', 'desc')
        .execute();
      return rows.map(executionSummaryOfRow);
    });
  }

  /** How many executions match, paging aside. */
  count(query: ExecutionQuery): Promise<number> {
    return this.executions.afterWrites(async () => {
      const selection = this.matching(query);
      if (!selection) return 0;
      const row = await selection.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    });
  }

  /**
   * Deletes the matching executions that do not run any more, with their run data, in one statement;
   * answers the ids deleted (their binary data goes next).
   */
  delete(query: ExecutionQuery): Promise<string[]> {
    return this.executions.afterWrites(async () => {
      const selection = this.matching(query);
      if (!selection) return [];
      const ids = selection.select('execution_entity.id').where('execution_entity.status', 'not in', UNFINISHED);
      const rows = await this.db.deleteFrom('execution_entity').where('id', 'in', ids).returning('id').execute();
      return rows.map((row) => String(row.id));
    });
  }

  /**
   * One step of pruning: deletes up to `size` ended executions, oldest first, that stopped before
   * `stoppedBefore` or are beyond the newest `keep` ended ones (0: no limit); answers their ids.
   * Pruning goes step by step so that a large backlog never holds the database's write lock for
   * long (the executions being written meanwhile would wait for it, and on SQLite time out).
   */
  pruneStep(stoppedBefore: Date, keep: number, size: number): Promise<string[]> {
    return this.executions.afterWrites(async () => {
      const oldestKept = keep > 0
        ? await this.db.selectFrom('execution_entity').select('id')
          .where('status', 'in', ENDED).orderBy('id', 'desc').offset(keep - 1).limit(1).executeTakeFirst()
        : undefined;
      const step = this.db.selectFrom('execution_entity').select('id').where('status', 'in', ENDED)
        .where((eb) => eb.or([
          eb('stopped_at', '<', stoppedBefore.toISOString()),
          ...(oldestKept ? [eb('id', '<', oldestKept.id)] : []),
        ]))
        .orderBy('id').limit(size);
      const rows = await this.db.deleteFrom('execution_entity').where('id', 'in', step).returning('id').execute();
      return rows.map((row) => String(row.id));
    });
  }

  /** Deletes the stored workflows no execution refers to any more (after pruning); answers how many. */
  deleteUnusedWorkflowVersions(): Promise<number> {
    return this.executions.deleteUnusedWorkflowVersions();
  }

  /** Records that `retryId` retried `originalId` successfully (the list then offers no retry). */
  markRetried(originalId: string, retryId: string): Promise<void> {
    return this.executions.afterWrites(async () => {
      const original = parseId(originalId);
      const retry = parseId(retryId);
      if (original === null || retry === null) return;
      await this.db.updateTable('execution_entity').set({ retry_success_id: retry }).where('id', '=', original).execute();
    });
  }
}
