import { describe, expect, it } from 'vitest';
import { routeToErrorOutput } from './error-output.js';

const input = { main: [[{ json: { a: 'x' } }, { json: { a: 'y' } }, { json: { a: 'z' } }]] };

describe('routeToErrorOutput (On Error: Continue using error output)', () => {
  it('moves the items holding only an error to an output after the main ones, with their input fields', () => {
    const outputs = [[
      { json: { n: 1 }, pairedItem: { item: 0 } },
      { json: { error: 'bad' }, pairedItem: { item: 1 } },
      { json: { n: 3 }, pairedItem: { item: 2 } },
    ]];
    expect(routeToErrorOutput(outputs, input, 1)).toEqual([
      [{ json: { n: 1 }, pairedItem: { item: 0 } }, { json: { n: 3 }, pairedItem: { item: 2 } }],
      [{ json: { a: 'y', error: 'bad' }, pairedItem: { item: 1 } }],
    ]);
  });

  it('gathers the failed items of every main output of a node with several outputs', () => {
    const outputs = [[{ json: { error: 'one' } }], [{ json: { ok: true } }, { json: { error: 'two' } }]];
    expect(routeToErrorOutput(outputs, input, 2)).toEqual([
      [], [{ json: { ok: true } }], [{ json: { error: 'one' } }, { json: { error: 'two' } }],
    ]);
  });

  it('keeps items that hold an error beside other fields on their output, and adds an empty error output', () => {
    const outputs = [[{ json: { error: 'bad', pairedItem: { item: 0 } } }, { json: { error: null, n: 2 } }]];
    expect(routeToErrorOutput(outputs, input, 1)).toEqual([outputs[0], []]);
  });

  it('keeps an error item as it is when its input item cannot be told', () => {
    const outputs = [[{ json: { error: 'bad' }, pairedItem: [{ item: 0 }, { item: 1 }] }]];
    expect(routeToErrorOutput(outputs, input, 1)[1]).toEqual([{ json: { error: 'bad' }, pairedItem: [{ item: 0 }, { item: 1 }] }]);
  });
});

describe('routeToErrorOutput: what counts as a failed item', () => {
  it('takes an error with a message beside it as failed', () => {
    const outputs = [[{ json: { error: 'bad', message: 'why' } }]];
    expect(routeToErrorOutput(outputs, input, 1)).toEqual([[], [{ json: { error: 'bad', message: 'why' } }]]);
  });
});
