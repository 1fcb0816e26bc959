import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, stopProcess } from './server.js';

/** One network destination the server's process tree addressed (a connect, or a datagram sent to it). */
export interface Destination {
  family: 'AF_INET' | 'AF_INET6';
  address: string;
  port: number;
  syscall: string;
}

export interface TracedServer {
  baseUrl: string;
  /** Stops the server, then answers every destination its processes addressed from their start. */
  stopAndRead(): Promise<Destination[]>;
}

/**
 * strace's lines with an IPv4 or IPv6 socket address: connect() of every TCP connection and every
 * connected UDP socket (DNS included), and sendto()/sendmsg() of datagrams sent without connecting.
 */
export function destinationsIn(trace: string): Destination[] {
  const found: Destination[] = [];
  for (const line of trace.split('\n')) {
    const syscall = /^\d+\s+(connect|sendto|sendmsg)\(/.exec(line)?.[1];
    if (!syscall) continue;
    const v4 = /sa_family=AF_INET, sin_port=htons\((\d+)\), sin_addr=inet_addr\("([^"]+)"\)/.exec(line);
    const v6 = /sa_family=AF_INET6, sin6_port=htons\((\d+)\).*?inet_pton\(AF_INET6, "([^"]+)"/.exec(line);
    if (v4) found.push({ family: 'AF_INET', port: Number(v4[1]), address: v4[2] as string, syscall });
    else if (v6) found.push({ family: 'AF_INET6', port: Number(v6[1]), address: v6[2] as string, syscall });
  }
  return found;
}

/**
 * The real server as `npm start` runs it, with no Weft or n8n variable from this environment (nothing
 * configured but `configured`), under `strace -f`: the kernel's record of every address it or a child process reaches
 * for, whatever library made the call. strace keeps running until its tracee ends.
 */
export async function startTracedServer(configured: Record<string, string> = {}): Promise<TracedServer> {
  const port = await freePort();
  const folder = await mkdtemp(join(tmpdir(), 'weft-e2e-traced-'));
  const traceFile = join(folder, 'trace.txt');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(WEFT_|N8N_)/.test(name)));
  const child = spawn('strace', [
    '-f', '-qq', '-s', '0', '-e', 'trace=connect,sendto,sendmsg', '-o', traceFile,
    process.execPath, join(repoRoot, 'packages/server/bin/weft.js'), 'start',
  ], {
    cwd: repoRoot,
    env: { ...env, DB_TYPE: 'sqlite', WEFT_HOST: '127.0.0.1', WEFT_PORT: String(port), WEFT_USER_FOLDER: join(folder, 'weft'), ...configured },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The traced server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The traced server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    async stopAndRead() {
      // strace ignores SIGTERM while it runs a command; the server it started takes it, as from a user.
      const tracee = (await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(/\s+/)[0];
      const exited = new Promise<void>((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
      if (tracee) process.kill(Number(tracee), 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await stopProcess(child);
      const trace = await readFile(traceFile, 'utf8');
      await rm(folder, { recursive: true, force: true });
      return destinationsIn(trace);
    },
  };
}
