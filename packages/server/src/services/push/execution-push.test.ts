import { describe, expect, it } from 'vitest';
import type { PushMessage } from '@weft/contracts';
import type { ITaskData } from '@weft/workflow';
import { nodeExecuteAfterFrame } from './execution-push.js';

const task = (count: number, text = 'x'): ITaskData => ({
  startTime: 1, executionTime: 2, source: [], data: { main: [Array.from({ length: count }, (_, i) => ({ json: { i, text } }))] },
});
const parse = (frame: string) => JSON.parse(frame.replace(/^data: /, '')) as Extract<PushMessage, { type: 'nodeExecuteAfter' }>;

describe('nodeExecuteAfterFrame', () => {
  it('pushes a node run within the limit whole, as one server-sent event', () => {
    const frame = nodeExecuteAfterFrame('1', 'Code', task(3), 10_000);
    expect(frame.endsWith('\n\n')).toBe(true);
    expect(parse(frame).data).toEqual({ executionId: '1', nodeName: 'Code', data: task(3) });
  });

  it('leaves out the items of a run just over the limit, and of one far over it, giving their counts', () => {
    // About 30 characters an item: 340 items are just over 10,000, 10,000 items far over.
    for (const count of [340, 10_000]) {
      const message = parse(nodeExecuteAfterFrame('1', 'Code', task(count), 10_000));
      expect(message.data.itemCountByOutput).toEqual([count]);
      expect(message.data.data).toEqual({ startTime: 1, executionTime: 2, source: [] });
    }
  });
});
