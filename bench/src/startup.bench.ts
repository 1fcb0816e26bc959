import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findServerPid, freePort, median, repoRoot, rssMb, stop, waitFor200, WEFT_START_FLAGS } from './server-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_SETTLE_MS = 3_000;

interface Sample {
  coldStartMs: number;
  idleRssMb: number;
}

/** How the server is started: `weft start` itself, and through `npm start` (whose own start-up adds to the figure). */
const LAUNCHES: Array<{ label: string; command: string; args: string[] }> = [
  { label: 'weft start', command: process.execPath, args: [...WEFT_START_FLAGS, 'packages/server/bin/weft.js', 'start'] },
  { label: 'npm start', command: 'npm', args: ['start', '--silent'] },
];

/**
 * Cold start: the server on a brand-new user folder (the database file is created and migrated),
 * from spawning to the first 200 of /healthz. Idle RSS: the server's node process a few seconds later.
 */
async function sampleOnce(launch: (typeof LAUNCHES)[number]): Promise<Sample> {
  const port = await freePort();
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-bench-'));
  const startedAt = performance.now();
  const child = spawn(launch.command, launch.args, {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, WEFT_PORT: String(port), WEFT_HOST: '127.0.0.1', WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite' },
  });
  try {
    const coldStartMs = await waitFor200(`http://127.0.0.1:${port}/healthz`, startedAt, child);
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const serverPid = await findServerPid(child.pid ?? 0);
    return { coldStartMs, idleRssMb: await rssMb(serverPid) };
  } finally {
    await stop(child);
    await rm(userFolder, { recursive: true, force: true });
  }
}

// In a fresh process: the wall and CPU time of importing the node library and listing every node
// type's description (what the server's warm-up does), and how much the process's RSS grew.
const IMPORT_NODES = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const rss = process.memoryUsage().rss, wall = performance.now(), used = cpu();
const nodes = await import('@weft/nodes');
nodes.listNodeTypeDescriptions();
console.log(JSON.stringify({ ms: performance.now() - wall, cpuMs: cpu() - used, rssMb: (process.memoryUsage().rss - rss) / 1048576 }));
`;

interface ImportSample {
  ms: number;
  cpuMs: number;
  rssMb: number;
}

async function importNodesOnce(): Promise<ImportSample> {
  const { stdout } = await promisify(execFile)(process.execPath, [...WEFT_START_FLAGS, '--input-type=module', '-e', IMPORT_NODES], { cwd: repoRoot });
  return JSON.parse(stdout) as ImportSample;
}

export async function runStartupBench(): Promise<void> {
  for (const launch of LAUNCHES) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await sampleOnce(launch));
    const cold = samples.map((s) => s.coldStartMs);
    const rss = samples.map((s) => s.idleRssMb);
    console.log(`startup (${launch.label}, SQLite, fresh user folder, ${RUNS} runs)`);
    console.log(`  cold start to first /healthz 200: median ${median(cold).toFixed(0)} ms (min ${Math.min(...cold).toFixed(0)}, max ${Math.max(...cold).toFixed(0)}; goal <= 500 ms)`);
    console.log(`  idle RSS of the server process:   median ${median(rss).toFixed(1)} MB (goal <= 80 MB)`);
  }
  const imports: ImportSample[] = [];
  for (let i = 0; i < RUNS; i++) imports.push(await importNodesOnce());
  console.log(`  import @weft/nodes and list the node types: median ${median(imports.map((s) => s.ms)).toFixed(0)} ms`
    + ` (${median(imports.map((s) => s.cpuMs)).toFixed(0)} ms CPU), RSS +${median(imports.map((s) => s.rssMb)).toFixed(1)} MB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runStartupBench();
