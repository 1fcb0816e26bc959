import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DECODE_BATCH_SOURCE, encodeBatch, type EncodedBatch } from './write-batch-codec.js';

/** One statement and its parameters (the worker prepares each SQL text once). */
export type WriteStatement = [sql: string, ...params: unknown[]];
/** One logical write: its statements commit together; its outcome is the row changes of the last one. */
export type WriteGroup = WriteStatement[];
export type WriteOutcome = { changes: number } | { error: string };

interface Reply {
  id: number;
  outcomes?: WriteOutcome[];
  ids?: { first: number; last: number };
  fatal?: string;
}

/** SQL texts the worker keeps before both sides start afresh. */
const MAX_SHARED_TEXTS = 256;

type Waiter = { resolve(reply: Reply): void; reject(error: unknown): void };

// Runs in the worker thread (CommonJS): its own connection to the file, each statement prepared once.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
// SQL texts sent once and then referred to by number, and their prepared statements.
let texts = new Map();
let statements = new Map();
const prepared = (sqlId) => {
  let statement = statements.get(sqlId);
  if (!statement) statements.set(sqlId, statement = db.prepare(texts.get(sqlId)));
  return statement;
};
${DECODE_BATCH_SOURCE}
const runGroup = (group) => {
  let changes = 0;
  for (const [sqlId, params] of group) changes = prepared(sqlId).run(...params).changes;
  return { changes };
};
const all = db.transaction((groups) => groups.map(runGroup));
const alone = db.transaction(runGroup);
// Ids of a table's AUTOINCREMENT counter, taken in blocks: never reused, also by other processes.
const reserve = db.transaction((table, count) => {
  const current = db.prepare('select seq from sqlite_sequence where name = ?').get(table);
  const max = db.prepare('select max(id) as id from "' + table.replace(/"/g, '""') + '"').get();
  const first = Math.max(current ? current.seq : 0, (max && max.id) || 0) + 1;
  const last = first + count - 1;
  if (current) db.prepare('update sqlite_sequence set seq = ? where name = ?').run(last, table);
  else db.prepare('insert into sqlite_sequence (name, seq) values (?, ?)').run(table, last);
  return { first, last };
});
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  if (message.reserve) {
    try {
      // IMMEDIATE: the write lock first, so that two processes never both read the same counter.
      parentPort.postMessage({ id: message.id, ids: reserve.immediate(message.reserve.table, message.reserve.count) });
    } catch (error) {
      parentPort.postMessage({ id: message.id, fatal: String((error && error.message) || error) });
    }
    return;
  }
  if (message.reset) {
    texts = new Map();
    statements = new Map();
  }
  for (const [id, text] of message.texts || []) texts.set(id, text);
  const groups = decodeBatch(message.batch);
  let outcomes;
  try {
    outcomes = all(groups);
  } catch {
    // One bad write must not take the others down: each alone, each with its own outcome.
    outcomes = groups.map((group) => {
      try {
        return alone(group);
      } catch (error) {
        return { error: String((error && error.message) || error) };
      }
    });
  }
  parentPort.postMessage({ id: message.id, outcomes });
});
`;

/**
 * A thread with its own connection to the SQLite file that commits batches of writes, so that the
 * server's event loop never waits for SQLite's page writes (executions are written on every webhook
 * call). Batches commit in the order they were sent; a batch is one transaction, and when it fails
 * each write is retried alone so that a bad one fails alone. WAL mode lets the server's connection
 * read meanwhile; it sees a batch once `run` has resolved.
 */
export class SqliteWriteWorker {
  private worker: Worker | undefined;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  /** Texts the worker has been sent, by the number it knows them by. */
  private readonly textIds = new Map<string, number>();
  private nextTextId = 1;
  private resetTexts = false;

  constructor(private readonly file: string) {}

  /** Commits the groups in one transaction (started on first use); resolves with one outcome per group. */
  run(groups: WriteGroup[]): Promise<WriteOutcome[]> {
    // Not async: the groups (a batch's run data) must not stay reachable while the worker commits.
    let message: ReturnType<SqliteWriteWorker['encode']>;
    try {
      message = this.encode(groups);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.send(message).then((reply) => reply.outcomes ?? []);
  }

  /** SQL texts become numbers; those the worker does not know yet travel along once. */
  private encode(groups: WriteGroup[]): { batch: EncodedBatch; texts: Array<[number, string]>; reset?: true } {
    // Callers with ever new SQL texts must not grow this without bound.
    if (this.textIds.size > MAX_SHARED_TEXTS) {
      this.textIds.clear();
      this.resetTexts = true;
    }
    const texts: Array<[number, string]> = [];
    const batch = encodeBatch(groups, (text) => {
      let id = this.textIds.get(text);
      if (id === undefined) {
        id = this.nextTextId++;
        this.textIds.set(text, id);
        texts.push([id, text]);
      }
      return id;
    });
    const reset = this.resetTexts;
    this.resetTexts = false;
    return { batch, texts, ...(reset ? { reset: true as const } : {}) };
  }

  /** Takes `count` new ids of `table`'s AUTOINCREMENT counter (after the batches sent before). */
  async reserveIds(table: string, count: number): Promise<{ first: number; last: number }> {
    const { ids } = await this.send({ reserve: { table, count } });
    if (!ids) throw new Error(`No ids could be reserved for ${table}`);
    return ids;
  }

  /** Whether the thread is running (it starts with the first message sent). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** Batches sent and not answered yet. */
  get inFlight(): number {
    return this.waiting.size;
  }

  private send(message: object): Promise<Reply> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
      // Referenced only while a message is on its way: an idle worker must not keep the process alive.
      worker.ref();
    });
  }

  /** Waits for the batches sent so far and ends the thread. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = once(worker, 'exit');
    // Referenced until it has gone: waiting on an unreferenced thread would let the process end first.
    worker.ref();
    worker.postMessage('close');
    await exited;
    this.failAll(new Error('The database is closed'));
  }

  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, driver } });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (reply.fatal === undefined) waiter?.resolve(reply);
      else waiter?.reject(new Error(reply.fatal));
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      // A new worker knows no texts.
      this.textIds.clear();
      this.failAll(error);
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: unknown): void {
    const waiters = [...this.waiting.values()];
    this.waiting.clear();
    for (const waiter of waiters) waiter.reject(error);
  }
}
