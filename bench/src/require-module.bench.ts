import { ExecutionSandbox, defaultModuleSearchFolders } from '@weft/engine';
import type { CodeRunRequest } from '@weft/engine';

const RUNS = Number(process.env.BENCH_REQUIRE_RUNS ?? 20);
const WITH_MOMENT = "const moment = require('moment');\nreturn [{ json: { d: moment.utc(0).add(1, 'day').format('YYYY-MM-DD') } }];";
const WITHOUT = "return [{ json: { d: new Date(86400000).toISOString().slice(0, 10) } }];";

function request(code: string): CodeRunRequest {
  return { mode: 'runOnceForAllItems', code, items: [{ json: {} }], timezone: 'UTC' };
}

function sandbox(): ExecutionSandbox {
  return new ExecutionSandbox({}, { allow: { builtin: [], external: ['moment'] }, searchFolders: defaultModuleSearchFolders() });
}

async function timed(box: ExecutionSandbox, code: string): Promise<number> {
  const start = process.hrtime.bigint();
  await box.run(request(code));
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * `require('moment')` in a Code node (NODE_FUNCTION_ALLOW_EXTERNAL=moment): the first in the process
 * (moment read and compiled), the first in a later execution (a new isolate, compiled from V8's cache),
 * and a later Code node run of the same execution (a fresh context, the compiled code reused), each
 * beside the same run without the require.
 */
export async function runRequireModuleBench(): Promise<void> {
  const first = sandbox();
  const firstRun = await timed(first, WITH_MOMENT);
  const sameExecution: number[] = [];
  const sameExecutionWithout: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    sameExecution.push(await timed(first, WITH_MOMENT));
    sameExecutionWithout.push(await timed(first, WITHOUT));
  }
  first.dispose();
  const laterExecution: number[] = [];
  const laterExecutionWithout: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const box = sandbox();
    laterExecution.push(await timed(box, WITH_MOMENT));
    box.dispose();
    const plain = sandbox();
    laterExecutionWithout.push(await timed(plain, WITHOUT));
    plain.dispose();
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`require('moment') in a Code node (median of ${RUNS} runs; each figure is a whole Code node run)`);
  console.log(`  first in the process (new isolate, moment read and compiled): ${ms(firstRun)}`);
  console.log(`  first in a later execution (new isolate, compiled from cache): ${ms(median(laterExecution))} (without the require: ${ms(median(laterExecutionWithout))})`);
  console.log(`  a later run in the same execution (warm):                      ${ms(median(sameExecution))} (without the require: ${ms(median(sameExecutionWithout))})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runRequireModuleBench();
