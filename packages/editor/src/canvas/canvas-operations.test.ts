import { describe, expect, it } from 'vitest';
import { applyOperation } from '@weft/workflow';
import type { IConnections, INode } from '@weft/workflow';
import { bridgeAfterRemoval, duplicateOperation, toggleDisabledOperation } from './canvas-operations';
import { parseHandleIndex, parseHandleType } from './handle-ids';

function node(name: string, position: [number, number], extra: Partial<INode> = {}): INode {
  return { id: `id-${name}`, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position, parameters: {}, ...extra };
}
const to = (name: string, index = 0) => ({ node: name, type: 'main' as const, index });

const nodes = [node('A', [0, 0]), node('B', [200, 0]), node('C', [400, 0]), node('D', [400, 200]), node('E', [600, 0])];
const connections: IConnections = {
  A: { main: [[to('B')]] },
  B: { main: [[to('C')], [to('D')]] },
  C: { main: [[to('E')]] },
};

describe('bridgeAfterRemoval', () => {
  it('joins the neighbours of a node with one way in and one way out', () => {
    expect(bridgeAfterRemoval(connections, 'C')).toEqual({ source: 'B', sourceIndex: 0, target: 'E', targetIndex: 0 });
  });

  it('joins nothing when the node has several outgoing connections or none', () => {
    expect(bridgeAfterRemoval(connections, 'B')).toBeNull();
    expect(bridgeAfterRemoval(connections, 'E')).toBeNull();
  });
});

describe('toggleDisabledOperation', () => {
  it('disables all named nodes, then enables them again', () => {
    const op = toggleDisabledOperation(nodes, ['A', 'B']);
    if (!op) throw new Error('expected an operation');
    const disabled = applyOperation({ nodes, connections }, op).workflow;
    expect(disabled.nodes.filter((n) => n.disabled).map((n) => n.name)).toEqual(['A', 'B']);
    const back = toggleDisabledOperation(disabled.nodes, ['A', 'B']);
    if (!back) throw new Error('expected an operation');
    expect(applyOperation(disabled, back).workflow.nodes.some((n) => n.disabled)).toBe(false);
  });

  it('gives nothing for names that are not in the workflow', () => {
    expect(toggleDisabledOperation(nodes, ['Nope'])).toBeNull();
  });
});

describe('duplicateOperation', () => {
  it('copies nodes under unique names, offset, with the connections between the copies', () => {
    let n = 0;
    const op = duplicateOperation(nodes, connections, ['A', 'B'], () => `new-${++n}`);
    if (!op) throw new Error('expected an operation');
    const result = applyOperation({ nodes, connections }, op).workflow;
    const copies = result.nodes.slice(nodes.length);
    expect(copies.map((c) => [c.id, c.name, c.position])).toEqual([['new-1', 'A1', [40, 40]], ['new-2', 'B1', [240, 40]]]);
    expect(result.connections.A1).toEqual({ main: [[to('B1')]] });
    expect(result.connections.B1).toBeUndefined();
  });

  it('keeps the AI connections between the copies (a duplicated agent keeps its model)', () => {
    const ai = [node('Agent', [0, 0]), node('Model', [0, 200]), node('Other', [200, 200])];
    const aiConnections: IConnections = {
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Other: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
    };
    let n = 0;
    const op = duplicateOperation(ai, aiConnections, ['Agent', 'Model'], () => `copy-${++n}`);
    if (!op) throw new Error('expected an operation');
    const result = applyOperation({ nodes: ai, connections: aiConnections }, op).workflow;
    expect(result.connections.Model1).toEqual({ ai_languageModel: [[{ node: 'Agent1', type: 'ai_languageModel', index: 0 }]] });
    expect(result.connections.Other).toEqual(aiConnections.Other);
  });
});

describe('parseHandleType', () => {
  it('reads the connection type of a handle id, main when it has none', () => {
    expect(parseHandleType('inputs/ai_tool/0')).toBe('ai_tool');
    expect(parseHandleType('outputs/main/1')).toBe('main');
    expect(parseHandleType(null)).toBe('main');
  });
});

describe('parseHandleIndex', () => {
  it('reads the index at the end of a handle id', () => {
    expect(parseHandleIndex('outputs/main/2')).toBe(2);
    expect(parseHandleIndex(null)).toBe(0);
    expect(parseHandleIndex('weird')).toBe(0);
  });
});
