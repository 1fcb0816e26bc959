import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../e2e/harness/server.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The flags `npm start` gives Node for the server (without them, `weft start` starts itself again with them). */
export const WEFT_START_FLAGS = ['--no-node-snapshot', '--max-semi-space-size=64'];

/** More Node flags for the Weft servers a bench starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (which NODE_OPTIONS refuses). */
export const EXTRA_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

/** Polls until the URL answers 200; returns the time it took since `startedAt` (ms). */
export async function waitFor200(url: string, startedAt: number, child: ChildProcess): Promise<number> {
  const deadline = startedAt + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} did not answer 200 within 30 s`);
}

/** The resident set size of a process, in MB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The node process that runs the server: under `npm start` its grandchild (npm -> sh -> node), else the process itself. */
export async function findServerPid(rootPid: number): Promise<number> {
  const children = async (pid: number): Promise<number[]> => {
    try {
      const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
      return text.trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let frontier = [rootPid];
  let last = rootPid;
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const pid of frontier) next.push(...(await children(pid)));
    if (next.length > 0) last = next[next.length - 1] ?? last;
    frontier = next;
  }
  return last;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // npm start runs the server in a child process group member; end the whole group.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
