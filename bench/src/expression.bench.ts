import type { ExpressionContext, INodeExecutionData } from '@weft/workflow';
import { clearExpressionCache, resolveParameterValue } from '@weft/workflow';

const EVALUATIONS = Number(process.env.BENCH_EXPRESSION_EVALUATIONS ?? 1_000_000);
const ITEMS = 1000;
const EXPRESSION = '={{ $json.a + $json.b }}';

function context(): ExpressionContext {
  // Varied items: integers, fractions, and strings (the + then concatenates), as real data mixes them.
  const items: INodeExecutionData[] = Array.from({ length: ITEMS }, (_, i) => ({
    json: i % 10 === 0 ? { a: `id-${i}`, b: i } : { a: i, b: i * 0.5, name: `item ${i}` },
    pairedItem: { item: i },
  }));
  return {
    workflow: { id: 'bench', name: 'Expression bench', active: false, nodes: [], connections: {} },
    runExecutionData: { resultData: { runData: {} } },
    runIndex: 0,
    itemIndex: 0,
    activeNodeName: 'Set',
    connectionInputData: items,
    mode: 'cli',
    timezone: 'UTC',
  };
}

/** Evaluations of `{{ $json.a + $json.b }}` through resolveParameterValue, the engine's entry point. */
export function runExpressionBench(): void {
  const ctx = context();
  clearExpressionCache();
  const compileStart = process.hrtime.bigint();
  resolveParameterValue(EXPRESSION, ctx, 0);
  const firstNs = Number(process.hrtime.bigint() - compileStart);

  let sink = 0;
  const consume = (value: unknown) => {
    sink += typeof value === 'number' ? value : String(value).length;
  };
  for (let i = 0; i < 100_000; i++) consume(resolveParameterValue(EXPRESSION, ctx, i % ITEMS));

  const start = process.hrtime.bigint();
  for (let i = 0; i < EVALUATIONS; i++) consume(resolveParameterValue(EXPRESSION, ctx, i % ITEMS));
  const elapsedNs = Number(process.hrtime.bigint() - start);

  console.log(`expression (${EVALUATIONS.toLocaleString('en-US')} evaluations of {{ $json.a + $json.b }} over ${ITEMS} varied items)`);
  console.log(`  per evaluation: ${(elapsedNs / EVALUATIONS).toFixed(0)} ns (goal <= 500 ns); first evaluation with compile: ${(firstNs / 1000).toFixed(0)} µs`);
  if (Number.isNaN(sink)) console.log('  (checksum NaN)');
}

if (import.meta.url === `file://${process.argv[1]}`) runExpressionBench();
