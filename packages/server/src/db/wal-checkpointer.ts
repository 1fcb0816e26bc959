import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the worker moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 500;

// Runs in the worker thread (CommonJS): its own connection to the file, checkpointing on a timer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * With `synchronous = NORMAL` in WAL mode, commits never wait for the disk, but every checkpoint
 * does (fsync of the log, then of the database file), and SQLite runs one inside the commit that
 * fills the log past 1000 pages: with an execution written per webhook call, that blocked the event
 * loop for a few milliseconds every few hundred calls. `offload()` turns those automatic checkpoints
 * off on the server's connection and runs them, PASSIVE (never blocking a writer), on a worker
 * thread with its own connection. Durability is the same; only the thread that waits differs.
 */
export class WalCheckpointer {
  private worker: Worker | undefined;

  constructor(private readonly file: string, private readonly sqlite: SqliteDatabase.Database) {}

  get offloaded(): boolean {
    return this.worker !== undefined;
  }

  offload(onError: (message: string) => void = () => undefined): void {
    if (this.worker) return;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
    worker.unref();
    worker.on('message', (message: { error?: string }) => { if (message.error) onError(message.error); });
    worker.on('error', (error) => {
      // The worker is gone: the server's connection checkpoints on its own again.
      this.worker = undefined;
      this.sqlite.pragma('wal_autocheckpoint = 1000');
      onError(error.message);
    });
    this.sqlite.pragma('wal_autocheckpoint = 0');
    this.worker = worker;
  }

  /** Ends the worker after a last checkpoint; the server's connection checkpoints on its own again. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = once(worker, 'exit');
    worker.postMessage('stop');
    await exited;
    if (this.sqlite.open) this.sqlite.pragma('wal_autocheckpoint = 1000');
  }
}
