import { describe, expect, it } from 'vitest';
import type { IConnections } from '../model/index.js';
import { mapConnectionsByDestination } from './connections-by-destination.js';
import { getChildNodes, getParentNodes, getParentNodesByDepth } from './graph-queries.js';
import { testConnections, testNode } from './graph-test-helpers.js';
import { WorkflowGraph } from './workflow-graph.js';

// Trigger -> If; If true -> Set -> Merge:0; If false -> Code -> Merge:1; Merge -> End
const diamond = testConnections(
  'Trigger->If', 'If:0->Set', 'If:1->Code', 'Set->Merge:0', 'Code->Merge:1', 'Merge->End',
);

describe('parents and children', () => {
  it('lists direct parents and children with depth 1', () => {
    expect(getParentNodes(diamond, 'Merge', { depth: 1 })).toEqual(['Set', 'Code']);
    expect(getChildNodes(diamond, 'If', { depth: 1 })).toEqual(['Set', 'Code']);
  });

  it('lists all ancestors and descendants, nearest first', () => {
    expect(getParentNodes(diamond, 'End')).toEqual(['Merge', 'Set', 'Code', 'If', 'Trigger']);
    expect(getChildNodes(diamond, 'Trigger')).toEqual(['If', 'Set', 'Code', 'Merge', 'End']);
  });

  it('gives nothing for a node without connections or an unknown node', () => {
    expect(getParentNodes(diamond, 'Trigger')).toEqual([]);
    expect(getChildNodes(diamond, 'Nowhere')).toEqual([]);
  });

  it('gives each ancestor its shortest distance for the input dropdown', () => {
    expect(getParentNodesByDepth(diamond, 'End')).toEqual([
      { name: 'Merge', depth: 1, indices: [0] },
      { name: 'Set', depth: 2, indices: [0] },
      { name: 'Code', depth: 2, indices: [0] },
      { name: 'If', depth: 3, indices: [0, 1] },
      { name: 'Trigger', depth: 4, indices: [0] },
    ]);
  });

  it('stops at the given depth', () => {
    expect(getParentNodes(diamond, 'End', { depth: 2 })).toEqual(['Merge', 'Set', 'Code']);
  });

  it('terminates on loops and never lists the start node itself', () => {
    const loop = testConnections('Start->Batch', 'Batch:1->Work', 'Work->Batch');
    expect(getChildNodes(loop, 'Batch')).toEqual(['Work']);
    expect(getParentNodes(loop, 'Batch')).toEqual(['Start', 'Work']);
  });

  it('follows only the asked connection type', () => {
    const agent: IConnections = {
      Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    };
    expect(getParentNodes(agent, 'Agent')).toEqual(['Chat']);
    expect(getParentNodes(agent, 'Agent', { type: 'ai_languageModel' })).toEqual(['Model']);
    expect(getParentNodes(agent, 'Agent', { type: 'ALL' })).toEqual(['Chat', 'Model']);
    expect(getParentNodes(agent, 'Agent', { type: 'ALL_NON_MAIN' })).toEqual(['Model']);
  });

  it('tolerates the empty and null output slots found in saved workflows', () => {
    const saved: IConnections = { A: { main: [[], null, [{ node: 'B', type: 'main', index: 0 }]] }, B: { main: [[]] } };
    expect(WorkflowGraph.of(saved).childEdges('A')).toEqual([
      { source: 'A', sourceIndex: 2, target: 'B', targetIndex: 0, type: 'main', targetType: 'main' },
    ]);
  });

  it('builds the adjacency once per connections object', () => {
    expect(WorkflowGraph.of(diamond)).toBe(WorkflowGraph.of(diamond));
    expect(WorkflowGraph.of({ ...diamond })).not.toBe(WorkflowGraph.of(diamond));
  });
});

describe('mapConnectionsByDestination', () => {
  it('lists, per target input, the source node and output feeding it', () => {
    const byDestination = mapConnectionsByDestination(diamond);
    expect(byDestination.Merge).toEqual({
      main: [[{ node: 'Set', type: 'main', index: 0 }], [{ node: 'Code', type: 'main', index: 0 }]],
    });
    expect(byDestination.Code).toEqual({ main: [[{ node: 'If', type: 'main', index: 1 }]] });
    expect(byDestination.Trigger).toBeUndefined();
  });

  it('pads inputs before the first connected one', () => {
    const byDestination = mapConnectionsByDestination(testConnections('A->M:2'));
    expect(byDestination.M?.main).toEqual([[], [], [{ node: 'A', type: 'main', index: 0 }]]);
  });
});

describe('the graph of a run (built with the nodes)', () => {
  const names = ['Trigger', 'If', 'Set', 'Code', 'Merge', 'End'];
  const nodes = names.map((name) => testNode(name));

  it('answers ancestors, descendants and what a start reaches, the same set on every ask', () => {
    const graph = new WorkflowGraph(diamond, nodes);
    expect([...graph.ancestorsOf('Merge')].sort()).toEqual(['Code', 'If', 'Set', 'Trigger']);
    expect([...graph.descendantsOf('If')].sort()).toEqual(['Code', 'End', 'Merge', 'Set']);
    expect([...graph.reachableFrom('Set')].sort()).toEqual(['End', 'Merge', 'Set']);
    expect(graph.ancestorsOf('Merge')).toBe(graph.ancestorsOf('Merge'));
    expect([...graph.reachableFromAll(['Set', 'Code'], new Set(['Set', 'Merge']))].sort()).toEqual(['Merge', 'Set']);
  });

  it('leaves out connections to or from a node that is not in the workflow', () => {
    const graph = new WorkflowGraph(testConnections('Trigger->Gone', 'Gone->End', 'Trigger->End'), [testNode('Trigger'), testNode('End')]);
    expect(graph.childEdges('Trigger').map((edge) => edge.target)).toEqual(['End']);
    expect(graph.hasParents('Gone')).toBe(false);
    expect(graph.node('Gone')).toBeUndefined();
    expect([...graph.nodes.keys()]).toEqual(['Trigger', 'End']);
  });

  it('counts a loop back to a node among its own ancestors', () => {
    const graph = new WorkflowGraph(testConnections('A->B', 'B->A'), [testNode('A'), testNode('B')]);
    expect([...graph.ancestorsOf('A')].sort()).toEqual(['A', 'B']);
  });
});
