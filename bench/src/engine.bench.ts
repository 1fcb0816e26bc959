import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './server-process.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

/**
 * Manual Trigger -> Code (makes the items) -> Set -> IF -> Code (run once for each item) -> Set. The
 * IF keeps every item on its true branch, so that all items pass every node.
 */
function benchWorkflow(items: number) {
  const node = (name: string, type: string, typeVersion: number, x: number, parameters: object) => ({
    id: `e0000000-0000-4000-8000-${String(x).padStart(12, '0')}`, name, type, typeVersion, position: [x, 0], parameters,
  });
  const nodes = [
    node('Start', 'n8n-nodes-base.manualTrigger', 1, 0, {}),
    node('Generate items', 'n8n-nodes-base.code', 2, 200, {
      jsCode: `const made = [];\nfor (let i = 0; i < ${items}; i++) made.push({ json: { id: i, amount: i % 500, name: 'item ' + i } });\nreturn made;`,
    }),
    node('Edit Fields', 'n8n-nodes-base.set', 3.4, 400, {
      assignments: { assignments: [{ id: 'a1', name: 'doubled', value: '={{ $json.amount * 2 }}', type: 'number' }] },
      includeOtherFields: true, options: {},
    }),
    node('If', 'n8n-nodes-base.if', 2.2, 600, {
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
        conditions: [{ id: 'c1', leftValue: '={{ $json.amount }}', rightValue: 0, operator: { type: 'number', operation: 'gte' } }],
        combinator: 'and',
      },
      options: {},
    }),
    node('Code', 'n8n-nodes-base.code', 2, 800, {
      mode: 'runOnceForEachItem',
      jsCode: "$input.item.json.size = $json.amount > 250 ? 'big' : 'small';\nreturn $input.item;",
    }),
    node('Done', 'n8n-nodes-base.set', 3.4, 1000, {
      assignments: { assignments: [{ id: 'a2', name: 'done', value: true, type: 'boolean' }] },
      includeOtherFields: true, options: {},
    }),
  ];
  const next = (from: string, to: string) => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });
  return {
    name: 'Engine bench', nodes, settings: { executionOrder: 'v1' }, pinData: {},
    connections: {
      ...next('Start', 'Generate items'), ...next('Generate items', 'Edit Fields'), ...next('Edit Fields', 'If'),
      ...next('If', 'Code'), ...next('Code', 'Done'),
    },
  };
}

/** Peak resident set size (VmHWM) of a running process, in MB; undefined once it is gone. */
async function peakRssMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function runEngineBench(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'weft-engine-bench-'));
  const file = join(folder, 'workflow.json');
  await writeFile(file, JSON.stringify(benchWorkflow(ITEMS)));
  try {
    const startedAt = performance.now();
    // With the flag the command does not start itself again, so this pid is the one doing the work.
    const child = spawn(process.execPath, ['--no-node-snapshot', join(repoRoot, 'packages/server/bin/weft.js'), 'execute', '--file', file], {
      cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, WEFT_USER_FOLDER: join(folder, 'user'), DB_TYPE: 'sqlite', WEFT_LOG_LEVEL: 'warn' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    let peak = 0;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let running = true;
    void exited.then(() => { running = false; });
    // VmHWM only grows: the last reading before the process ends is its peak.
    while (running) {
      const now = child.pid === undefined ? undefined : await peakRssMb(child.pid);
      if (now !== undefined) peak = Math.max(peak, now);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const code = await exited;
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(`engine (weft execute --file, ${ITEMS.toLocaleString('en-US')} items: Code makes them -> Set -> IF -> Code per item -> Set; SQLite, execution saved)`);
    if (code !== 0) {
      console.log(`  the run failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
      return;
    }
    console.log(`  wall time: ${seconds.toFixed(2)} s (goal <= 5 s)`);
    console.log(`  peak RSS:  ${peak.toFixed(0)} MB (goal <= 600 MB)`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
