import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import type { CancelSignal } from '@weft/workflow';
import { DateTime } from 'luxon';
import { PYTHON_LOCKDOWN_SOURCE, PYTHON_RUNTIME_SOURCE } from './python-run.source.js';
import { PYTHON_WORKER_SOURCE } from './python-worker.source.js';
import { answerBridgeCall } from './sandbox-bridge.js';
import { CodeRunError } from '@weft/workflow';
import { codeMemoryError, codeStoppedError, codeTimeoutError } from './sandbox-errors.js';
import { pythonOutcome, type PythonOutcome } from './python-outcome.js';
import type { ConsoleLevel, CodeRunResult, SandboxDataBridge, SandboxLimits } from './sandbox.types.js';
import { resolveSandboxLimits } from './execution-sandbox.js';

export type PythonRunMode = 'runOnceForAllItems' | 'runOnceForEachItem';

export interface PythonRunRequest {
  mode: PythonRunMode;
  code: string;
  items: unknown[];
  /** The workflow's timezone: `_now` and `_today`. */
  timezone: string;
  /** Read-only values the code sees with a `_` in front: `{ workflow }` is `_workflow`. Copied in as JSON. */
  globals?: Record<string, unknown>;
  bridge?: Partial<SandboxDataBridge>;
  /** Per-item mode: a failing item outputs `{ json: { error } }` and the next item runs. */
  continueOnFail?: boolean;
  /** Each line the code prints (`print`, `sys.stdout`), as it happens. */
  onConsole?(level: ConsoleLevel, args: unknown[]): void;
  limits?: Partial<SandboxLimits>;
  /** The execution's stop: a run in progress ends with the worker. */
  signal?: CancelSignal;
}

/** Pyodide's load takes seconds (more on a busy machine); a worker that never gets ready is given up. */
const LOAD_TIMEOUT_MS = 120_000;
/** Pyodide's own JavaScript needs heap beside what the code's data takes there. */
const JS_HEAP_BASE_MB = 96;

interface WorkerMessage {
  type: 'ready' | 'failed' | 'call' | 'console' | 'done';
  id?: number;
  op?: string;
  args?: string;
  level?: string;
  text?: string;
  message?: string;
  outcome?: string;
  memoryRefused?: boolean;
  broken?: boolean;
}

interface PythonWorker {
  worker: Worker;
  memoryLimitMb: number;
  ready: Promise<void>;
  replies: MessagePort;
  signal: Int32Array;
  /** The run in progress answers the worker's questions and takes its console lines. */
  current?: { id: number; request: PythonRunRequest; settle(message: WorkerMessage): void; fail(error: Error): void };
  exited: boolean;
}

function pyodideDirectory(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
  } catch (error) {
    throw new CodeRunError('unavailable', 'Python is not available on this server', {
      description: `Pyodide could not be found (${error instanceof Error ? error.message : String(error)}). Reinstall Weft's dependencies.`,
    });
  }
}

const pythonMemoryError = (memoryLimitMb: number) => codeMemoryError(memoryLimitMb, 'A Python Code node run');

/**
 * Runs Python Code nodes on Pyodide in a worker thread, kept warm between runs (loading Pyodide
 * takes seconds); each run gets a fresh Python namespace. Runs take turns on the one worker. A run
 * that passes the time limit or breaks the runtime ends the worker; the next run starts a new one.
 * An idle worker does not keep the process alive, and `shutdown()` ends it.
 */
export class PythonSandbox {
  private state?: PythonWorker;
  private turn: Promise<void> = Promise.resolve();
  private nextId = 1;

  /** Whether a worker is alive (loading or warm). */
  get started(): boolean {
    return this.state !== undefined && !this.state.exited;
  }

  run(request: PythonRunRequest): Promise<CodeRunResult> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise((resolve) => { release = resolve; });
    return previous.then(() => this.runNow(request)).finally(release);
  }

  /** Ends the worker (and a run in progress, which fails). */
  async shutdown(): Promise<void> {
    const state = this.state;
    this.state = undefined;
    if (state && !state.exited) {
      state.current?.fail(new CodeRunError('unavailable', 'The Python runtime was shut down while the code ran'));
      await state.worker.terminate();
    }
  }

  private async runNow(request: PythonRunRequest): Promise<CodeRunResult> {
    const limits = resolveSandboxLimits(request.limits);
    if (request.signal?.aborted) throw codeStoppedError();
    const state = this.workerFor(limits.memoryLimitMb);
    state.worker.ref();
    try {
      await state.ready;
      const id = this.nextId++;
      const message = await this.exchange(state, id, request, limits);
      if (message.memoryRefused || message.broken) this.retire(state);
      if (message.memoryRefused) throw pythonMemoryError(limits.memoryLimitMb);
      if (message.outcome === undefined) throw new CodeRunError('unavailable', 'The Python runtime failed; run the node again');
      return pythonOutcome(JSON.parse(message.outcome) as PythonOutcome, request.mode);
    } finally {
      if (!state.exited) state.worker.unref();
    }
  }

  private exchange(state: PythonWorker, id: number, request: PythonRunRequest, limits: SandboxLimits): Promise<WorkerMessage> {
    return new Promise<WorkerMessage>((resolve, reject) => {
      const end = () => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', stop);
        state.current = undefined;
      };
      const timer = setTimeout(() => {
        end();
        this.retire(state);
        reject(codeTimeoutError(limits.timeoutMs, 'a loop that never ends'));
      }, limits.timeoutMs);
      const stop = () => {
        end();
        this.retire(state);
        reject(codeStoppedError());
      };
      request.signal?.addEventListener('abort', stop);
      state.current = {
        id, request,
        settle: (message) => { end(); resolve(message); },
        fail: (error) => { end(); reject(error); },
      };
      const now = DateTime.now().setZone(request.timezone);
      const zoned = now.isValid ? now : DateTime.now();
      const input = JSON.stringify({
        mode: request.mode, items: request.items, globals: request.globals ?? {}, continueOnFail: request.continueOnFail === true,
        now: zoned.toISO(), today: zoned.startOf('day').toISO(),
      });
      state.worker.postMessage({ type: 'run', id, code: request.code, input, memoryLimitMb: limits.memoryLimitMb });
    });
  }

  private workerFor(memoryLimitMb: number): PythonWorker {
    if (this.state && !this.state.exited && this.state.memoryLimitMb === memoryLimitMb) return this.state;
    if (this.state) this.retire(this.state);
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(PYTHON_WORKER_SOURCE, {
      eval: true,
      name: 'weft-python',
      env: {},
      workerData: {
        pyodideDir: pyodideDirectory(), signal: signal.buffer, replies: port2,
        runtimeSource: PYTHON_RUNTIME_SOURCE, lockdownSource: PYTHON_LOCKDOWN_SOURCE,
      },
      transferList: [port2],
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb + JS_HEAP_BASE_MB, stackSizeMb: 8 },
    });
    port1.unref();
    const state: PythonWorker = { worker, memoryLimitMb, replies: port1, signal, exited: false, ready: Promise.resolve() };
    state.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.retire(state);
        reject(new CodeRunError('unavailable', 'Python took too long to start'));
      }, LOAD_TIMEOUT_MS);
      timer.unref();
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve();
        } else if (message.type === 'failed') {
          clearTimeout(timer);
          this.retire(state);
          reject(new CodeRunError('unavailable', 'Python could not start on this server', { description: message.message }));
        } else {
          this.onMessage(state, message);
        }
      });
      worker.on('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        const failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? pythonMemoryError(memoryLimitMb)
          : new CodeRunError('unavailable', `The Python runtime stopped: ${error.message}`);
        state.current?.fail(failure);
        reject(failure);
      });
      worker.on('exit', () => {
        clearTimeout(timer);
        state.exited = true;
        port1.close();
        if (this.state === state) this.state = undefined;
        state.current?.fail(new CodeRunError('unavailable', 'The Python runtime stopped while the code ran'));
        reject(new CodeRunError('unavailable', 'The Python runtime stopped before it was ready'));
      });
    });
    // A run that waits for `ready` handles its failure; nobody else must see it as unhandled.
    state.ready.catch(() => undefined);
    this.state = state;
    return state;
  }

  private onMessage(state: PythonWorker, message: WorkerMessage): void {
    const current = state.current;
    if (message.type === 'call') {
      const answer = current
        ? answerBridgeCall(current.request.bridge, message.op ?? '', message.args ?? '[]')
        : JSON.stringify({ error: { message: 'No code is running' } });
      state.replies.postMessage(answer);
      Atomics.store(state.signal, 0, 1);
      Atomics.notify(state.signal, 0);
    } else if (message.type === 'console' && current && message.id === current.id) {
      current.request.onConsole?.((message.level === 'error' ? 'error' : 'log'), [message.text ?? '']);
    } else if (message.type === 'done' && current && message.id === current.id) {
      current.settle(message);
    }
  }

  private retire(state: PythonWorker): void {
    if (this.state === state) this.state = undefined;
    if (!state.exited) void state.worker.terminate();
  }
}

let shared: PythonSandbox | undefined;

/** The process's Python sandbox (one warm worker for every execution). */
export function sharedPythonSandbox(): PythonSandbox {
  shared ??= new PythonSandbox();
  return shared;
}

/** Ends the shared Python worker, if any (for a clean stop; an idle worker does not hold the process open). */
export async function shutdownPythonSandbox(): Promise<void> {
  await shared?.shutdown();
}
