import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './server-process.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

interface ChainFigures {
  status: string;
  error?: string;
  wallMs: number;
  perNode: Record<string, number>;
  kept: number;
  peakRssMb: number;
}

/** Split Out -> Filter -> Sort -> Aggregate over 100,000 items, in a fresh process (issue 18's figure). */
export async function runNodeChainBench(): Promise<void> {
  const script = fileURLToPath(new URL('./node-chain.run.ts', import.meta.url));
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', script], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BENCH_ITEMS: String(ITEMS) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  console.log(`node chain (Split Out -> Filter -> Sort -> Aggregate, ${ITEMS.toLocaleString('en-US')} items, in-process engine)`);
  const line = stdout.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{')) {
    console.log(`  the run failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
    return;
  }
  const figures = JSON.parse(line) as ChainFigures;
  if (figures.status !== 'success') {
    console.log(`  the workflow failed: ${figures.error ?? figures.status}`);
    return;
  }
  const nodes = Object.entries(figures.perNode).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ');
  console.log(`  wall time: ${(figures.wallMs / 1000).toFixed(3)} s (goal < 1 s); ${nodes}; ${figures.kept.toLocaleString('en-US')} items kept`);
  console.log(`  peak RSS:  ${figures.peakRssMb.toFixed(0)} MB (goal < 300 MB, the whole process with its 100,000 input items)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runNodeChainBench();
