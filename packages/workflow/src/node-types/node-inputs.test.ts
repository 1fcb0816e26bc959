import { describe, expect, it } from 'vitest';
import { subNodeConnectionProblem, takesSingleSubNode } from './node-inputs.js';

describe('subNodeConnectionProblem', () => {
  const model = { type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 };
  it('names the missing required sub-node as n8n does', () => {
    expect(subNodeConnectionProblem(model, 'ai_languageModel', 0)).toBe('A Model sub-node must be connected and enabled');
  });
  it('refuses more sub-nodes than the input takes', () => {
    expect(subNodeConnectionProblem(model, 'ai_languageModel', 2)).toBe('Only 1 Model sub-node is allowed to be connected');
    expect(subNodeConnectionProblem({ ...model, maxConnections: 2 }, 'ai_languageModel', 3)).toBe('Only 2 Model sub-nodes are allowed to be connected');
  });
  it('accepts an optional input left empty and an input within its limit', () => {
    expect(subNodeConnectionProblem({ type: 'ai_memory', maxConnections: 1 }, 'ai_memory', 0)).toBeUndefined();
    expect(subNodeConnectionProblem({ type: 'ai_tool' }, 'ai_tool', 5)).toBeUndefined();
  });
  it('refuses a connection type the node has no input for', () => {
    expect(subNodeConnectionProblem(undefined, 'ai_tool', 1)).toBe('The node has no ai_tool input');
  });
  it('tells single inputs from list inputs', () => {
    expect(takesSingleSubNode(model)).toBe(true);
    expect(takesSingleSubNode({ type: 'ai_tool' })).toBe(false);
  });
});
