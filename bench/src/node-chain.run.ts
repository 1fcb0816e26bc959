import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import type { IWorkflowBase } from '@weft/workflow';

/**
 * Runs Split Out -> Filter -> Sort -> Aggregate over ITEMS orders in this process and prints one JSON
 * line with its figures. Started by node-chain.bench.ts in a fresh process, so that the peak RSS is
 * this run's alone.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

function chainWorkflow(items: number): IWorkflowBase {
  const orders = Array.from({ length: items }, (_, i) => ({ id: i, customer: `customer ${i % 977}`, total: (i * 7919) % 1000, paid: i % 3 !== 0 }));
  const node = (name: string, type: string, typeVersion: number, x: number, parameters: object) => ({
    id: `b0000000-0000-4000-8000-${String(x).padStart(12, '0')}`, name, type, typeVersion, position: [x, 0] as [number, number], parameters: parameters as never,
  });
  const next = (from: string, to: string) => ({ [from]: { main: [[{ node: to, type: 'main' as const, index: 0 }]] } });
  return {
    name: 'Node chain bench',
    active: false,
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger', 1, 0, {}),
      node('Split Out', 'n8n-nodes-base.splitOut', 1, 200, { fieldToSplitOut: 'orders', include: 'noOtherFields', options: {} }),
      node('Filter', 'n8n-nodes-base.filter', 2.2, 400, {
        conditions: {
          options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
          conditions: [
            { id: 'c1', leftValue: '={{ $json.total }}', rightValue: 100, operator: { type: 'number', operation: 'gte' } },
            { id: 'c2', leftValue: '={{ $json.paid }}', rightValue: '', operator: { type: 'boolean', operation: 'true', singleValue: true } },
          ],
          combinator: 'and',
        },
        options: {},
      }),
      node('Sort', 'n8n-nodes-base.sort', 1, 600, { sortFieldsUi: { sortField: [{ fieldName: 'total', order: 'descending' }, { fieldName: 'customer' }] }, options: {} }),
      node('Aggregate', 'n8n-nodes-base.aggregate', 1, 800, { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'id' }, { fieldToAggregate: 'total' }] }, options: {} }),
    ],
    connections: { ...next('Start', 'Split Out'), ...next('Split Out', 'Filter'), ...next('Filter', 'Sort'), ...next('Sort', 'Aggregate') },
    pinData: { Start: [{ json: { orders } }] },
    settings: { executionOrder: 'v1' },
  };
}

const workflow = chainWorkflow(ITEMS);
const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });
const startedAt = performance.now();
const run = await runner.run({ workflow, mode: 'manual', executionId: 'bench' });
const wallMs = performance.now() - startedAt;
const runData = run.data.resultData.runData;
const perNode = Object.fromEntries(['Split Out', 'Filter', 'Sort', 'Aggregate'].map((name) => [name, runData[name]?.[0]?.executionTime ?? NaN]));
const aggregated = runData.Aggregate?.[0]?.data?.main?.[0]?.[0]?.json as { id?: unknown[] } | undefined;
console.log(JSON.stringify({
  status: run.status,
  error: run.data.resultData.error?.message,
  wallMs,
  perNode,
  kept: aggregated?.id?.length ?? 0,
  peakRssMb: process.resourceUsage().maxRSS / 1024,
}));
