import type IsolatedVM from 'isolated-vm';
import { loadIsolatedVm, readBufferSource, readLuxonSource } from './isolated-vm-loader.js';
import type { IsolatedVm } from './isolated-vm-loader.js';
import { CODE_PARAMETERS, RUNTIME_SOURCE } from './runtime/runtime-source.js';
import { answerAsyncBridgeCall, answerBridgeCall, answerModuleCall } from './sandbox-bridge.js';
import { ModuleResolver, commonJsWrapper, defaultModuleSearchFolders, moduleText } from './module-resolver.js';
import type { CodeModuleSettings } from './module-resolver.js';
import { readRunOutcome } from './run-outcome.js';
import type { RunOutcome } from './run-outcome.js';
import { CodeRunError } from '@weft/workflow';
import { codeMemoryError, codeStoppedError, codeTimeoutError } from './sandbox-errors.js';
import type { ConsoleLevel, CodeRunRequest, CodeRunResult, SandboxLimits } from './sandbox.types.js';
import { CODE_RUN_MODES, DEFAULT_SANDBOX_LIMITS } from './sandbox.types.js';

/** The file name the user's code has in stack traces and syntax errors (the runtime looks for it). */
const USER_CODE_FILE = 'user-code';
/** Extra wall time after the time limit before the isolate is torn down (code waiting on a promise forever). */
const WATCHDOG_GRACE_MS = 250;

interface Released { release(): void }

/** V8's compile caches of our own scripts, shared by every isolate of the process. */
const compileCaches = new Map<string, IsolatedVM.ExternalCopy<ArrayBuffer>>();

function compileOptions(key: string): IsolatedVM.ScriptOrigin & IsolatedVM.CachedDataOptions {
  const cachedData = compileCaches.get(key);
  return cachedData ? { filename: key, cachedData } : { filename: key, produceCachedData: true };
}

function keepCompileCache(key: string, script: IsolatedVM.Script): IsolatedVM.Script {
  const produced = (script as IsolatedVM.Script & IsolatedVM.CachedDataResult).cachedData;
  if (!compileCaches.has(key) && produced) compileCaches.set(key, produced);
  return script;
}

async function compileCached(isolate: IsolatedVM.Isolate, key: string, source: () => string): Promise<IsolatedVM.Script> {
  return keepCompileCache(key, await isolate.compileScript(source(), compileOptions(key)));
}

/** A package file's CommonJS function, compiled once per isolate (and from V8's cache in later isolates). */
function moduleScript(state: IsolateState, path: string): IsolatedVM.Script {
  let script = state.moduleScripts.get(path);
  if (!script) {
    script = keepCompileCache(path, state.isolate.compileScriptSync(commonJsWrapper(moduleText(path)), compileOptions(path)));
    state.moduleScripts.set(path, script);
  }
  return script;
}

interface IsolateState {
  isolate: IsolatedVM.Isolate;
  luxon: IsolatedVM.Script;
  buffer: IsolatedVM.Script;
  runtime: IsolatedVM.Script;
  /** Answers `require`; the files it served are the only ones the isolate may require from. */
  modules: ModuleResolver;
  moduleScripts: Map<string, IsolatedVM.Script>;
}

/**
 * The Code node's sandbox for one execution: an isolated-vm isolate (its own heap, no Node APIs,
 * no `process`, `require`, file system or network), created on the first run and reused by every
 * Code node run of the execution, each run in a fresh context. The runner disposes it when the
 * execution ends.
 */
export class ExecutionSandbox {
  readonly limits: SandboxLimits;
  private readonly modules: CodeModuleSettings;
  private state?: IsolateState;
  private closed = false;

  /** `modules`: what `require` may load; nothing unless given (the server passes n8n's two variables). */
  constructor(limits: Partial<SandboxLimits> = {}, modules?: CodeModuleSettings) {
    this.limits = resolveSandboxLimits(limits);
    this.modules = modules ?? { allow: { builtin: [], external: [] }, searchFolders: defaultModuleSearchFolders() };
  }

  /** Whether an isolate is alive (none before the first run, after dispose, or after a limit killed it). */
  get started(): boolean {
    return this.state !== undefined && !this.state.isolate.isDisposed;
  }

  async run(request: CodeRunRequest): Promise<CodeRunResult> {
    if (this.closed) throw new CodeRunError('unavailable', 'The execution has ended, so its code sandbox is closed');
    if (!CODE_RUN_MODES.includes(request.mode)) throw new CodeRunError('code', `Unknown code mode "${String(request.mode)}"`);
    const ivm = loadIsolatedVm();
    const state = await this.isolateState(ivm);
    // Disposed while the isolate was being set up: nothing could stop the code once it runs.
    if (this.closed) {
      this.killIsolate(state);
      throw codeStoppedError();
    }
    const released: Released[] = [];
    let watchdogFired = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      const context = await state.isolate.createContext();
      released.push(context);
      const runtime = await this.startRuntime(ivm, state, context, request, released);
      const params = CODE_PARAMETERS[request.mode];
      // Code that never awaits runs as a plain function: no promise per item in the per-item modes.
      const isAsync = /\bawait\b/.test(request.code);
      const userScript = await this.compileUserCode(state.isolate, request.code, params, isAsync);
      released.push(userScript);
      const checkBody = await runtime.get('checkBody', { reference: true });
      released.push(checkBody);
      const refusal = await checkBody.apply(undefined, [JSON.stringify(params), request.code, isAsync], {
        result: { copy: true }, timeout: this.limits.timeoutMs,
      }) as string;
      if (refusal) {
        throw new CodeRunError('code', `The code cannot run as written: ${refusal}`, {
          description: 'The code must be the body of a function: it may not close that function with an extra "}".',
        });
      }
      const userFunction = await userScript.run(context, { reference: true, timeout: this.limits.timeoutMs }) as IsolatedVM.Reference;
      released.push(userFunction);
      const runFunction = await runtime.get('run', { reference: true });
      released.push(runFunction);
      const input = JSON.stringify({ mode: request.mode, params, items: request.items, continueOnFail: request.continueOnFail === true });
      const running = runFunction.apply(undefined, [userFunction.derefInto(), input], {
        result: { promise: true, copy: true }, timeout: this.limits.timeoutMs,
      }) as Promise<string>;
      const outcome = await new Promise<string>((resolve, reject) => {
        watchdog = setTimeout(() => {
          watchdogFired = true;
          this.killIsolate(state);
          reject(new Error('watchdog'));
        }, this.limits.timeoutMs + WATCHDOG_GRACE_MS);
        running.then(resolve, reject);
      });
      return this.readOutcome(outcome, request);
    } catch (error) {
      throw this.toCodeRunError(error, state, watchdogFired);
    } finally {
      if (watchdog) clearTimeout(watchdog);
      for (const handle of released.reverse()) {
        try {
          handle.release();
        } catch {
          // already gone with its isolate
        }
      }
    }
  }

  /** Ends the sandbox: the isolate (and any code still running in it) is disposed. */
  dispose(): void {
    this.closed = true;
    if (this.state) this.killIsolate(this.state);
  }

  private async isolateState(ivm: IsolatedVm): Promise<IsolateState> {
    if (this.state && !this.state.isolate.isDisposed) return this.state;
    const isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryLimitMb });
    try {
      const luxon = await compileCached(isolate, 'weft-luxon', () => `(function () {\n${readLuxonSource()}\nreturn luxon;\n})()`);
      const buffer = await compileCached(isolate, 'weft-buffer', readBufferSource);
      const runtime = await compileCached(isolate, 'weft-sandbox-runtime', () => RUNTIME_SOURCE);
      this.state = { isolate, luxon, buffer, runtime, modules: new ModuleResolver(this.modules), moduleScripts: new Map() };
      return this.state;
    } catch (error) {
      isolate.dispose();
      throw error;
    }
  }

  private async startRuntime(
    ivm: IsolatedVm, state: IsolateState, context: IsolatedVM.Context, request: CodeRunRequest, released: Released[],
  ): Promise<IsolatedVM.Reference> {
    const timeout = this.limits.timeoutMs;
    const luxon = await state.luxon.run(context, { reference: true, timeout }) as IsolatedVM.Reference;
    released.push(luxon);
    const buffer = await state.buffer.run(context, { reference: true, timeout }) as IsolatedVM.Reference;
    released.push(buffer);
    const factory = await state.runtime.run(context, { reference: true, timeout }) as IsolatedVM.Reference;
    released.push(factory);
    const host = new ivm.Callback((op: string, argsText: string) => answerBridgeCall(request.bridge, op, argsText));
    // A reference, not a callback: the isolate applies it with { promise: true } and waits for the host's answer.
    const hostAsync = new ivm.Reference((op: string, argsText: string) => answerAsyncBridgeCall(request.bridge, op, argsText));
    released.push(hostAsync);
    const log = new ivm.Callback((level: ConsoleLevel, args: unknown[]) => request.onConsole?.(level, args), { ignored: true });
    const moduleHost = new ivm.Callback((specifier: unknown, from: unknown) => answerModuleCall(state.modules, specifier, from));
    const moduleCode = new ivm.Callback((path: unknown) => {
      if (!state.modules.isServedScript(path)) throw new Error('Only files that require() found can be loaded');
      const factory = moduleScript(state, path).runSync(context, { reference: true }) as IsolatedVM.Reference;
      released.push(factory);
      return factory.derefInto();
    });
    const setup = JSON.stringify({ timezone: request.timezone, globals: request.globals ?? {} });
    const runtimeArgs = [host, hostAsync, log, luxon.derefInto(), setup, buffer.derefInto(), moduleHost, moduleCode];
    const runtime = await factory.apply(undefined, runtimeArgs, {
      result: { reference: true }, timeout,
    }) as IsolatedVM.Reference;
    released.push(runtime);
    return runtime;
  }

  /** Compiles the code as the body of a function; a syntax error names the line. */
  private async compileUserCode(
    isolate: IsolatedVM.Isolate, code: string, params: readonly string[], isAsync: boolean,
  ): Promise<IsolatedVM.Script> {
    const wrapped = `(${isAsync ? 'async ' : ''}function (${params.join(', ')}) {\n${code}\n})`;
    try {
      return await isolate.compileScript(wrapped, { filename: USER_CODE_FILE, lineOffset: -1 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const location = /\s*\[user-code:(\d+):(\d+)\]$/.exec(message);
      const lines = code.split('\n').length;
      const lineNumber = location ? Math.min(Math.max(Number(location[1]), 1), lines) : undefined;
      const text = location ? message.slice(0, location.index) : message;
      throw new CodeRunError('code', lineNumber ? `${text} [line ${lineNumber}]` : text, {
        description: 'The code has a syntax error: JavaScript cannot read it.',
        errorName: 'SyntaxError',
        lineNumber,
      });
    }
  }

  private readOutcome(outcomeText: string, request: CodeRunRequest): CodeRunResult {
    const perItem = request.mode === 'runOnceForEachItem' || request.mode === 'functionItem';
    return readRunOutcome(JSON.parse(outcomeText) as RunOutcome, perItem);
  }

  private toCodeRunError(error: unknown, state: IsolateState, watchdogFired: boolean): CodeRunError {
    if (error instanceof CodeRunError) return error;
    const message = error instanceof Error ? error.message : String(error);
    const { memoryLimitMb, timeoutMs } = this.limits;
    if (watchdogFired || /timed out/i.test(message)) {
      return codeTimeoutError(timeoutMs, 'a loop that never ends or a promise that never settles');
    }
    if (/memory limit/i.test(message)) {
      this.killIsolate(state);
      return codeMemoryError(memoryLimitMb, 'The code of one execution');
    }
    if (this.closed) return codeStoppedError();
    // The runtime answers every error of the code itself as data: what still arrives as a rejection
    // is a promise of the code that failed with nobody waiting for it.
    return new CodeRunError('code', message, {
      description: 'A promise in the code failed and nothing handled it: await it, or add .catch() to it.',
    });
  }

  private killIsolate(state: IsolateState): void {
    if (this.state === state) this.state = undefined;
    if (!state.isolate.isDisposed) {
      try {
        state.isolate.dispose();
      } catch {
        // disposed meanwhile
      }
    }
  }
}

/** Limits with the defaults filled in; throws a RangeError for limits the sandbox cannot use. */
export function resolveSandboxLimits(limits: Partial<SandboxLimits> = {}): SandboxLimits {
  const memoryLimitMb = limits.memoryLimitMb ?? DEFAULT_SANDBOX_LIMITS.memoryLimitMb;
  const timeoutMs = limits.timeoutMs ?? DEFAULT_SANDBOX_LIMITS.timeoutMs;
  if (!Number.isFinite(memoryLimitMb) || memoryLimitMb < 8) throw new RangeError('The code memory limit must be at least 8 MB');
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError('The code time limit must be more than 0 ms');
  return { memoryLimitMb, timeoutMs };
}
