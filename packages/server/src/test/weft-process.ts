import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { testDatabaseEnv } from './test-schemas.js';

/** The `weft` command; it runs the built server (`npm run build`, or `npx tsc -b packages/server`). */
const WEFT_BIN = fileURLToPath(new URL('../../bin/weft.js', import.meta.url));
/** The flags `npm start` gives Node, so that `weft start` runs in this very process instead of starting itself again. */
const NODE_FLAGS = ['--no-node-snapshot', '--max-semi-space-size=64'];

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A `weft` child process (`weft start` unless told otherwise), as a user runs it. */
export class WeftProcess {
  private printed = '';

  private constructor(private readonly child: ChildProcess, readonly origin: string, private readonly command: string) {
    child.stdout?.on('data', (chunk: Buffer) => { this.printed += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { this.printed += chunk.toString(); });
  }

  /** What the process has printed so far (stdout and stderr). */
  get output(): string {
    return this.printed;
  }

  /** Resolves with the output once it contains `text`; fails after `timeoutMs`. */
  async waitForOutput(text: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!this.printed.includes(text)) {
      if (Date.now() > deadline) throw new Error(`${this.command} did not print "${text}" within ${timeoutMs} ms: ${this.printed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.printed;
  }

  /** Starts the server with `env` on top of this process's environment; resolves once `/healthz` answers. */
  static async start(env: Record<string, string>, port: number): Promise<WeftProcess> {
    return WeftProcess.run(['start'], { ...env, WEFT_PORT: String(port) }, port);
  }

  /**
   * Runs `weft <args>` (`worker`, `webhook`: queue mode) with `env` on top of this process's environment;
   * resolves once `/healthz` answers on `port` (WEFT_PORT, or a worker's QUEUE_HEALTH_CHECK_PORT).
   */
  static async run(args: string[], env: Record<string, string>, port: number): Promise<WeftProcess> {
    const child = spawn(process.execPath, [...NODE_FLAGS, WEFT_BIN, ...args], {
      env: { ...process.env, WEFT_HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const weft = new WeftProcess(child, `http://127.0.0.1:${port}`, `weft ${args[0] ?? ''}`);
    await weft.healthy();
    return weft;
  }

  private async healthy(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`${this.command} exited with ${this.child.exitCode}: ${this.printed}`);
      try {
        if ((await fetch(`${this.origin}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${this.command} did not answer /healthz within 30 s: ${this.printed}`);
  }

  /** The default user's session, from GET /login (as the editor signs in before an owner is set up). */
  private async session(): Promise<string> {
    this.cookie ??= (async () => {
      const response = await fetch(`${this.origin}/rest/login`);
      const pair = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '').find((p) => p.startsWith('weft-auth='));
      if (!response.ok || !pair) throw new Error(`GET /rest/login answered ${response.status} without a session`);
      return pair;
    })();
    return this.cookie;
  }

  private cookie?: Promise<string>;

  /** A REST call as the default user; throws with the server's message unless it answers 2xx. */
  async rest<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}/rest${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: await this.session() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.json() as T & { message?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ''}`);
    return answer;
  }

  /** Kills the process as a crash would (SIGKILL: nothing is flushed or closed). */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }

  /** Stops the server the way a user does (SIGTERM), then kills it if it has not gone in 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * `weft start` processes for the tests of a file. What a test makes is undone after it, last first:
 * each process is stopped (SIGTERM), or killed as a crash would when `ending` is 'kill', and each
 * user folder removed.
 */
export function useWeftProcesses(folderPrefix: string): {
  /** The environment of a fresh server: its own user folder (without an editor build), on Postgres its own schema. */
  serverEnv(): Promise<Record<string, string>>;
  start(env: Record<string, string>, port: number, ending?: 'stop' | 'kill'): Promise<WeftProcess>;
} {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    async serverEnv() {
      const userFolder = await mkdtemp(join(tmpdir(), folderPrefix));
      cleanups.push(() => rm(userFolder, { recursive: true, force: true }));
      return { WEFT_USER_FOLDER: userFolder, WEFT_LOG_LEVEL: 'error', WEFT_EDITOR_DIST: join(userFolder, 'no-editor'), ...testDatabaseEnv() };
    },
    async start(env, port, ending = 'stop') {
      const weft = await WeftProcess.start(env, port);
      cleanups.push(() => (ending === 'kill' ? weft.kill() : weft.stop()));
      return weft;
    },
  };
}
