import autocannon from 'autocannon';
import { authHeaders } from '../../e2e/harness/api.js';
import { BODY, startBare, startWeft } from './webhook.bench.js';

const CALLS = 10_000;
const CONCURRENCY = 200;
const P99_GOAL_MS = 50;

/** How many of the workflow's executions are stored as succeeded. */
async function succeededRuns(base: string, workflowId: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ workflowId, status: 'success' }));
  const response = await fetch(`${base}/rest/executions?filter=${filter}&limit=1`, { headers: await authHeaders(base) });
  const answer = await response.json() as { data: { count: number; estimated: boolean } };
  if (!response.ok || answer.data.estimated) throw new Error(`the executions list answered ${response.status} (estimated: ${answer.data.estimated})`);
  return answer.data.count;
}

/** Respond to Webhook answers before its run ends: the runs answered last end a moment after. */
async function settledSuccesses(base: string, workflowId: string, expected: number): Promise<number> {
  const deadline = performance.now() + 30_000;
  let count = await succeededRuns(base, workflowId);
  while (count < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    count = await succeededRuns(base, workflowId);
  }
  return count;
}

/** CALLS calls, CONCURRENCY connections opened at once, each sending its next call once answered. */
function burst(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONCURRENCY, amount: CALLS, method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
}

function line(label: string, result: autocannon.Result): string {
  const failed = result.errors + result.timeouts + result.non2xx;
  return `  ${label.padEnd(34)} ${result['2xx']} answered 2xx in ${result.duration.toFixed(1)} s${failed > 0 ? ` (${failed} failed)` : ''}   `
    + `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`;
}

/**
 * A burst on a fresh server: CALLS webhook calls, CONCURRENCY at a time, Webhook -> Set -> Respond on
 * SQLite, regular mode, default settings: the latency of every call, and whether each answered call
 * left its execution stored. The bare Fastify route takes the same burst first, for scale: Node
 * accepts one new connection per turn of its event loop, so the connections of a burst get in one by
 * one, each turn carrying the calls of those already in, and the first calls of the last ones wait.
 */
export async function runWebhookBurstBench(): Promise<void> {
  const bare = await startBare();
  let bareResult: autocannon.Result;
  try {
    bareResult = await burst(bare.url);
  } finally {
    await bare.stop();
  }
  const weft = await startWeft();
  try {
    const before = await succeededRuns(weft.base, weft.workflowId);
    const result = await burst(weft.url);
    const answered = result['2xx'];
    const stored = await settledSuccesses(weft.base, weft.workflowId, before + answered) - before;
    console.log(`webhook burst (autocannon, ${CALLS} calls, ${CONCURRENCY} connections opened at once, each server fresh; Weft: Webhook -> Set -> Respond, SQLite, regular mode, default settings)`);
    console.log(line('bare Fastify echo route:', bareResult));
    console.log(line('Weft Webhook -> Set -> Respond:', result));
    console.log(`  Weft p99: ${result.latency.p99} ms (goal <= ${P99_GOAL_MS} ms)`);
    console.log(`  executions stored as succeeded: ${stored} of ${answered} answered; lost: ${Math.max(0, answered - stored) + (CALLS - answered)} (goal 0)`);
  } finally {
    await weft.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebhookBurstBench();
