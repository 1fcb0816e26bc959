import { describe, expect, it } from 'vitest';
import { testConnections } from './graph-test-helpers.js';
import { connectedMainOutputs, firstFreeMainOutput } from './main-outputs.js';

describe('main outputs in use', () => {
  it('lists the outputs with a connection leaving them', () => {
    expect([...connectedMainOutputs(testConnections('If:1->B', 'If:3->C'), 'If')]).toEqual([1, 3]);
    expect(connectedMainOutputs(testConnections('A->B'), 'B').size).toBe(0);
  });

  it('an output left empty after a disconnect counts as free', () => {
    const connections = testConnections('If:0->A');
    connections.If?.main?.push([]);
    expect([...connectedMainOutputs(connections, 'If')]).toEqual([0]);
  });

  it('the next node follows the first free output', () => {
    expect(firstFreeMainOutput({}, 'If', 2)).toBe(0);
    expect(firstFreeMainOutput(testConnections('If:0->A'), 'If', 2)).toBe(1);
    expect(firstFreeMainOutput(testConnections('If:1->A'), 'If', 2)).toBe(0);
  });

  it('with every output taken it branches from the first, and a node without outputs gives none', () => {
    expect(firstFreeMainOutput(testConnections('If:0->A', 'If:1->B'), 'If', 2)).toBe(0);
    expect(firstFreeMainOutput({}, 'Sink', 0)).toBeUndefined();
  });
});
