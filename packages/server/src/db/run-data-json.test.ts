import { describe, expect, it } from 'vitest';
import { runExecutionDataJson } from './run-data-json.js';

/** A webhook run as the engine leaves it: Webhook -> Edit Fields -> Respond to Webhook. */
function webhookRun(): Record<string, unknown> {
  return {
    startData: {},
    resultData: {
      runData: {
        Webhook: [{
          startTime: 1795326525477, executionTime: 0, executionStatus: 'success', source: [],
          data: { main: [[{
            json: {
              headers: { host: '127.0.0.1:5701', 'content-type': 'application/json', 'content-length': '29' },
              params: {}, query: {}, body: { order: 7, customer: 'ACME' },
              webhookUrl: 'http://127.0.0.1:5701/webhook/bench', executionMode: 'production',
            },
            pairedItem: { item: 0 },
          }]] },
        }],
        'Edit Fields': [{
          startTime: 1795326525478, executionTime: 8, executionStatus: 'success',
          source: [{ previousNode: 'Webhook', previousNodeOutput: 0, previousNodeRun: 0 }],
          data: { main: [[{ json: { received: 7 }, pairedItem: { item: 0 } }]] },
        }],
      },
      lastNodeExecuted: 'Edit Fields',
    },
    executionData: { nodeExecutionStack: [], waitingExecution: {}, waitingExecutionSource: {}, contextData: {} },
  };
}

class Custom {
  constructor(readonly kept = 1) {}
}

const inherited = Object.create({ fromPrototype: 'not written' }) as Record<string, unknown>;
inherited.own = 'written';

const cases: Array<[string, unknown]> = [
  ['a webhook run', webhookRun()],
  ['a run that failed, with pin data, binary data and several runs of a node', {
    startData: { destinationNode: 'IF', runNodeFilter: ['Start', 'IF'] },
    resultData: {
      runData: {
        Start: [{ startTime: 1, executionTime: 2, executionStatus: 'success', source: [null], data: { main: [[{ json: {}, pairedItem: 0 }]] } }],
        Loop: [
          { startTime: 3, executionTime: 0, source: [{ previousNode: 'Start' }], data: { main: [[], null, [{ json: { a: 1 } }]] } },
          { startTime: 4, executionTime: 1, executionIndex: 2, hints: [{ message: 'hint' }], source: [], data: { main: [[{
            json: { file: 'x' }, binary: { data: { id: 'filesystem-v2:executions/1/abc', mimeType: 'text/plain', fileSize: '5 B' } },
            pairedItem: [{ item: 0, input: 1 }, { item: 1 }],
          }]] } },
        ],
        IF: [{
          startTime: 5, executionTime: 3, executionStatus: 'error', source: [{ previousNode: 'Loop', previousNodeOutput: 2, previousNodeRun: 1 }],
          error: { name: 'NodeOperationError', message: 'Cannot read properties of undefined (reading \'deeper\')', node: { name: 'IF' } },
        }],
      },
      pinData: { Start: [{ json: { pinned: true } }] },
      lastNodeExecuted: 'IF',
      error: { name: 'NodeOperationError', message: 'failed' },
    },
    executionData: {
      nodeExecutionStack: [{ node: { name: 'IF', parameters: {} }, data: { main: [[{ json: {} }]] }, source: null }],
      waitingExecution: { Merge: { 0: { main: [[{ json: { x: 1 } }], null] } } }, waitingExecutionSource: {}, contextData: { 'node:Loop': { done: false } },
    },
    waitTill: '2026-11-22T06:00:00.000Z',
  }],
  ['values JSON writes in its own way', {
    resultData: {
      runData: {
        'Name "with" quotes \\ and \u2028 and \ud800 and ünïcödé': [{
          startTime: Number.NaN, executionTime: Number.POSITIVE_INFINITY, executionStatus: undefined,
          source: [undefined, () => 1, Symbol('s'), { previousNode: 'A', previousNodeOutput: -0, skipped: undefined }],
          data: { main: [[
            { json: { date: new Date(Date.UTC(2026, 0, 1)), big: 1e21, small: 1e-7, nested: [undefined, null] }, pairedItem: { item: Number.NaN } },
            { json: {}, pairedItem: undefined, error: undefined },
            { json: { a: 1 }, toJSON: () => 'an item with its own toJSON' },
            new Custom(),
            inherited,
            null,
            undefined,
            7,
          ]] },
          extra: { toJSON: () => ({ replaced: true }) },
        }],
        2: [{ startTime: 1, executionTime: 1, source: [] }],
        1: [{ startTime: 1, executionTime: 1, source: [] }],
        'not runs': 'a string',
        missing: undefined,
      },
      lastNodeExecuted: 42,
    },
    [Symbol('ignored')]: 'never written',
  }],
  ['an object of a class', new Custom()],
  ['a run whose parts are not what they usually are', { resultData: { runData: [1, 2] }, executionData: null }],
  ['a node whose runs are not a list', { resultData: { runData: { A: { startTime: 1 }, B: [new Custom(), [1], 'x'] } } }],
  ['an output that is not a list', { resultData: { runData: { A: [{ startTime: 1, executionTime: 1, source: 'x', data: { main: 'x', other: [[1]] } }] } } }],
  ['null', null],
];

describe('run data as JSON', () => {
  it.each(cases)('is written exactly as JSON.stringify writes it: %s', (_name, data) => {
    expect(runExecutionDataJson(data)).toBe(JSON.stringify(data));
  });

  it('reads back as the same run', () => {
    const data = webhookRun();
    expect(JSON.parse(runExecutionDataJson(data))).toEqual(data);
  });

  it('writes run data met while writing run data (a getter that serializes another run)', () => {
    const inner = webhookRun();
    const outer = { resultData: { runData: { A: [{ startTime: 1, executionTime: 1, source: [], get hints() { return runExecutionDataJson(inner); } }] } } };
    expect(runExecutionDataJson(outer)).toBe(JSON.stringify(outer));
    expect(runExecutionDataJson(inner)).toBe(JSON.stringify(inner));
  });

  it('calls a getter once, as JSON.stringify does', () => {
    let reads = 0;
    const task = { startTime: 1, executionTime: 1, source: [], get data() { reads += 1; return { main: [[{ json: { n: reads } }]] }; } };
    const json = runExecutionDataJson({ resultData: { runData: { A: [task] } } });
    expect(reads).toBe(1);
    expect(JSON.parse(json).resultData.runData.A[0].data.main[0][0].json).toEqual({ n: 1 });
  });
});
