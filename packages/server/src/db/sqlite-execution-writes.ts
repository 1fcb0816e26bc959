import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface ExecutionRow {
  workflowId: number | null;
  mode: string;
  status: string;
  startedAt: string;
  retryOf: number | null;
  workflowData: string;
  data: string;
}

export interface ExecutionEnd {
  status: string;
  finished: number;
  stoppedAt: string | null;
  waitTill: string | null;
  data: string;
}

interface Pending {
  run(): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The writes every execution makes (create, finish, delete), as prepared SQLite statements: building
 * them with Kysely costs more than running them, and webhooks make them on every call.
 *
 * Writes that arrive in the same turn of the event loop are committed together (a group commit): each
 * caller still gets its answer only once its own write is committed, so nothing is acknowledged
 * before it is stored; one commit simply serves several executions. They run while holding Kysely's
 * one connection, so never inside one of its transactions.
 */
export class SqliteExecutionWrites {
  private readonly createOne: (row: ExecutionRow) => number;
  private readonly finishOne: (id: number, end: ExecutionEnd) => void;
  private readonly deleteStatement: SqliteDatabase.Statement<[number]>;
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly kysely: Kysely<Database>, private readonly sqlite: SqliteDatabase.Database) {
    const workflowExists = sqlite.prepare<[number], { id: number }>('select id from workflow_entity where id = ?');
    const insertExecution = sqlite.prepare<[number | null, string, string, string, number | null, string]>(
      `insert into execution_entity (workflow_id, mode, status, finished, started_at, stopped_at, wait_till, retry_of, retry_success_id, created_at)
       values (?, ?, ?, 0, ?, null, null, ?, null, ?)`,
    );
    const insertData = sqlite.prepare<[number, string, string]>('insert into execution_data (execution_id, workflow_data, data) values (?, ?, ?)');
    const updateExecution = sqlite.prepare<[string, number, string | null, string | null, number]>(
      'update execution_entity set status = ?, finished = ?, stopped_at = ?, wait_till = ? where id = ?',
    );
    const updateData = sqlite.prepare<[string, number]>('update execution_data set data = ? where execution_id = ?');
    this.deleteStatement = sqlite.prepare<[number]>('delete from execution_entity where id = ?');
    this.createOne = (row) => {
      const workflowId = row.workflowId !== null && workflowExists.get(row.workflowId) ? row.workflowId : null;
      const { lastInsertRowid } = insertExecution.run(workflowId, row.mode, row.status, row.startedAt, row.retryOf, new Date().toISOString());
      const id = Number(lastInsertRowid);
      insertData.run(id, row.workflowData, row.data);
      return id;
    };
    this.finishOne = (id, end) => {
      updateExecution.run(end.status, end.finished, end.stoppedAt, end.waitTill, id);
      updateData.run(end.data, id);
    };
  }

  create(row: ExecutionRow): Promise<number> {
    return this.enqueue(() => this.createOne(row)) as Promise<number>;
  }

  finish(id: number, end: ExecutionEnd): Promise<void> {
    return this.enqueue(() => this.finishOne(id, end)) as Promise<void>;
  }

  delete(id: number): Promise<number> {
    return this.enqueue(() => this.deleteStatement.run(id).changes) as Promise<number>;
  }

  private enqueue(run: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ run, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    try {
      await this.kysely.connection().execute(async () => this.commit(batch));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  /** One transaction for the batch; when it fails, each write runs alone so that one bad write fails alone. */
  private commit(batch: Pending[]): void {
    const results: unknown[] = [];
    try {
      this.sqlite.transaction(() => {
        for (const pending of batch) results.push(pending.run());
      })();
    } catch {
      for (const pending of batch) {
        try {
          pending.resolve(this.sqlite.transaction(() => pending.run())());
        } catch (error) {
          pending.reject(error);
        }
      }
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]));
  }
}
