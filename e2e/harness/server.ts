import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  userFolder: string;
  port: number;
  stop(): Promise<void>;
  /** Ends the process but keeps its user folder, to start it again on the same port and data. */
  kill(): Promise<void>;
}

/** Where to start a server again: the port and user folder of one that was killed. */
export interface ServerPlace {
  port: number;
  userFolder: string;
}

/** Starts the real server the way `npm start` does, on a free port with a throw-away user folder. */
export async function startServer(env: Record<string, string> = {}, place?: ServerPlace): Promise<RunningServer> {
  const port = place?.port ?? await freePort();
  const userFolder = place?.userFolder ?? await mkdtemp(join(tmpdir(), 'weft-e2e-'));
  const basePath = env.WEFT_PATH ?? '/';
  const child = spawn(process.execPath, [join(repoRoot, 'packages/server/bin/weft.js'), 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DB_TYPE: 'sqlite',
      WEFT_HOST: '127.0.0.1',
      WEFT_PORT: String(port),
      WEFT_USER_FOLDER: userFolder,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, child, () => output);
  return {
    baseUrl: `${origin}${basePath.replace(/\/$/, '')}`,
    userFolder,
    port,
    async stop() {
      await stopProcess(child);
      await rm(userFolder, { recursive: true, force: true });
    },
    kill: () => stopProcess(child),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer ${url} within 30 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
