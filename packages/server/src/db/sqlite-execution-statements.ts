import { toJsonText } from './codec.js';
import type { WriteGroup } from './sqlite-write-worker.js';

/*
 * What the execution writes are in SQL: the rows an execution's create, finish and delete become.
 * When and how they are batched is `SqliteExecutionWrites`'s business.
 */

export interface ExecutionRow {
  workflowId: number | null;
  mode: string;
  status: string;
  startedAt: string;
  retryOf: number | null;
  workflowData: string;
  /**
   * The run data the execution starts with, turned into JSON only if the row is written before the
   * run ends: most runs end sooner and are inserted with their final data instead.
   */
  data: unknown;
}

export interface ExecutionEnd {
  status: string;
  finished: number;
  stoppedAt: string | null;
  waitTill: string | null;
  data: string;
}

/** A caller waiting for the id a write answers (a delete). */
export interface Waiter {
  resolve(value: number): void;
  reject(error: unknown): void;
}

/** A created execution not committed yet; `end` is set when it finished before the commit. */
export interface PendingExecution {
  id: number;
  row: ExecutionRow;
  /** The `execution_workflow` row holding the workflow's JSON, shared by every run of that version. */
  workflowVersionId: number;
  createdAt: string;
  queuedAt: number;
  end?: ExecutionEnd;
  /** Someone waits for this row (`whenCommitted`): the next batch takes it, running or not. */
  awaited?: true;
}

export type Operation =
  | { kind: 'finish'; id: number; end: ExecutionEnd; waiter?: undefined }
  | { kind: 'delete'; id: number; waiter: Waiter };

// The workflow may be unsaved, or deleted since the run started: the row then belongs to none.
const INSERT_EXECUTION = `insert into execution_entity
  (id, workflow_id, mode, status, finished, started_at, stopped_at, wait_till, retry_of, retry_success_id, created_at)
  values (?, (select id from workflow_entity where id = ?), ?, ?, ?, ?, ?, ?, ?, null, ?)`;
const INSERT_DATA = "insert into execution_data (execution_id, workflow_data, data, workflow_version_id) values (?, 'null', ?, ?)";
export const INSERT_WORKFLOW_VERSION = 'insert into execution_workflow (id, workflow_data) values (?, ?)';
const UPDATE_EXECUTION = 'update execution_entity set status = ?, finished = ?, stopped_at = ?, wait_till = ? where id = ?';
const UPDATE_DATA = 'update execution_data set data = ? where execution_id = ?';
const DELETE_EXECUTION = 'delete from execution_entity where id = ?';
// The parameter lists, as JSON, the versions this writer may still refer to.
export const DELETE_UNUSED_VERSIONS = `delete from execution_workflow
  where id not in (select workflow_version_id from execution_data where workflow_version_id is not null)
  and id not in (select value from json_each(?))`;

export function insertGroup({ id, row, workflowVersionId, createdAt, end }: PendingExecution): WriteGroup {
  return [
    [INSERT_EXECUTION, id, row.workflowId, row.mode, end?.status ?? row.status, end?.finished ?? 0, row.startedAt,
      end?.stoppedAt ?? null, end?.waitTill ?? null, row.retryOf, createdAt],
    [INSERT_DATA, id, end ? end.data : toJsonText(row.data), workflowVersionId],
  ];
}

export function operationGroup(operation: Operation): WriteGroup {
  if (operation.kind === 'delete') return [[DELETE_EXECUTION, operation.id]];
  const { id, end } = operation;
  return [[UPDATE_EXECUTION, end.status, end.finished, end.stoppedAt, end.waitTill, id], [UPDATE_DATA, end.data, id]];
}
