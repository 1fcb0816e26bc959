import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { addChunk, splitExecution } from './execution-chunks';

const items = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ json: { i: from + i } }));

const execution = (): IExecution => ({
  id: '4', finished: true, mode: 'manual', status: 'success', startedAt: '2026-01-01T00:00:00.000Z', stoppedAt: '2026-01-01T00:00:01.000Z',
  workflowId: '1', waitTill: null, workflowData: { name: 'W', nodes: [], connections: {}, active: false },
  data: { resultData: { lastNodeExecuted: 'If', runData: {
    Manual: [{ startTime: 0, executionTime: 1, source: [], data: { main: [items(1)] } }],
    If: [
      { startTime: 1, executionTime: 1, source: [], data: { main: [items(5), null, []] } },
      { startTime: 2, executionTime: 1, source: [], data: { main: [items(2)] } },
    ],
    Failed: [{ startTime: 3, executionTime: 1, source: [], error: { message: 'no', name: 'Error' } }],
  } } },
} as IExecution);

describe('splitExecution and addChunk', () => {
  it('hand the same execution back once every chunk is added in order', () => {
    const { outline, chunks } = splitExecution(execution(), 2);
    for (const chunk of chunks) addChunk(outline, chunk);
    expect(outline).toEqual(execution());
  });

  it('cut the items into chunks of at most the given size, leaving an outline without items', () => {
    const { outline, chunks } = splitExecution(execution(), 2);
    expect(chunks.map((chunk) => [chunk.nodeName, chunk.runIndex, chunk.outputIndex, chunk.items.length])).toEqual([
      ['Manual', 0, 0, 1], ['If', 0, 0, 2], ['If', 0, 0, 2], ['If', 0, 0, 1], ['If', 1, 0, 2],
    ]);
    expect(outline.data.resultData.runData.If?.[0]?.data?.main).toEqual([[], null, []]);
    expect(outline.data.resultData.runData.Failed).toEqual(execution().data.resultData.runData.Failed);
    expect(outline.data.resultData.lastNodeExecuted).toBe('If');
  });

  it('refuse a chunk for an output the outline does not have', () => {
    const { outline } = splitExecution(execution(), 2);
    expect(() => addChunk(outline, { nodeName: 'Nope', runIndex: 0, outputIndex: 0, items: items(1) })).toThrow(/Nope/);
  });
});
