import { describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeTypeDescription } from '@weft/workflow';
import { createNodeTypeLookup } from '../domain/node-type-lookup';
import { workflowToFlow } from './workflow-to-flow';
import { reuseSameList, reuseUnchangedEdges } from './flow-list-reuse';

function description(name: string, extra: Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    name, displayName: name, description: '', group: ['transform'], version: 1, defaults: { name },
    inputs: ['main'], outputs: ['main'], properties: [], ...extra,
  };
}

const nodeTypes = createNodeTypeLookup([
  description('n8n-nodes-base.manualTrigger', { displayName: 'Manual Trigger', group: ['trigger'], inputs: [] }),
  description('n8n-nodes-base.set', { displayName: 'Edit Fields (Set)', version: [1, 2], defaults: { name: 'Set', color: '#0000FF' } }),
  description('n8n-nodes-base.set', { displayName: 'Edit Fields', version: [3, 3.4] }),
  description('n8n-nodes-base.if', { displayName: 'If', outputs: ['main', 'main'], outputNames: ['true', 'false'] }),
  description('n8n-nodes-base.merge', { displayName: 'Merge', inputs: ['main', 'main'] }),
]);

function node(id: string, name: string, type: string, position: [number, number], extra: Partial<INode> = {}): INode {
  return { id, name, type, typeVersion: 1, position, parameters: {}, ...extra };
}

const nodes: INode[] = [
  node('n1', 'When clicking Test', 'n8n-nodes-base.manualTrigger', [240, 300]),
  node('n2', 'If', 'n8n-nodes-base.if', [460, 300]),
  node('n3', 'Set', 'n8n-nodes-base.set', [680, 200], { typeVersion: 3.4, disabled: true }),
  node('n4', 'Merge', 'n8n-nodes-base.merge', [900, 300]),
  node('n5', 'Mystery', 'community.mystery', [680, 400]),
];

const connections: IConnections = {
  'When clicking Test': { main: [[{ node: 'If', type: 'main', index: 0 }]] },
  If: {
    main: [
      [{ node: 'Set', type: 'main', index: 0 }],
      [{ node: 'Mystery', type: 'main', index: 0 }, { node: 'Merge', type: 'main', index: 1 }],
    ],
  },
  Set: { main: [[{ node: 'Merge', type: 'main', index: 0 }]] },
  Mystery: { main: [null, [{ node: 'Ghost', type: 'main', index: 0 }]] },
};

describe('workflowToFlow', () => {
  const flow = workflowToFlow({ nodes, connections }, nodeTypes);
  const byName = (name: string) => flow.nodes.find((n) => n.data.name === name);

  it('makes one canvas node per workflow node, at its saved position', () => {
    expect(flow.nodes.map((n) => [n.id, n.data.name, n.position])).toEqual([
      ['n1', 'When clicking Test', { x: 240, y: 300 }],
      ['n2', 'If', { x: 460, y: 300 }],
      ['n3', 'Set', { x: 680, y: 200 }],
      ['n4', 'Merge', { x: 900, y: 300 }],
      ['n5', 'Mystery', { x: 680, y: 400 }],
    ]);
  });

  it('gives each node the endpoints of its type description', () => {
    expect(byName('When clicking Test')?.data).toMatchObject({ isTrigger: true, inputCount: 0, outputCount: 1 });
    expect(byName('If')?.data).toMatchObject({ inputCount: 1, outputCount: 2, outputNames: ['true', 'false'] });
    expect(byName('Merge')?.data).toMatchObject({ inputCount: 2, outputCount: 1, isTrigger: false });
  });

  it("marks the outputs with a connection, so the others draw their '+', and redraws a node whose outputs change", () => {
    expect(byName('If')?.data).toMatchObject({ connectedOutputs: [0, 1] });
    expect(byName('Merge')?.data).toMatchObject({ connectedOutputs: [] });
    const onlyFalse: IConnections = { ...connections, If: { main: [[], connections.If?.main?.[1] ?? []] } };
    const again = workflowToFlow({ nodes, connections: onlyFalse }, nodeTypes).nodes.find((n) => n.data.name === 'If');
    expect(again?.data).toMatchObject({ connectedOutputs: [1] });
  });

  it('picks the description serving the node type version', () => {
    expect(byName('Set')?.data).toMatchObject({ typeLabel: 'Edit Fields', initial: 'E', disabled: true, known: true });
  });

  it('marks unknown types and still draws the endpoints their connections use', () => {
    expect(byName('Mystery')?.data).toMatchObject({
      known: false, typeLabel: 'community.mystery', initial: 'M', inputCount: 1, outputCount: 2,
    });
  });

  it('makes one edge per main connection, from output index to input index', () => {
    expect(flow.edges.map((e) => [e.source, e.sourceHandle, e.target, e.targetHandle])).toEqual([
      ['n1', 'outputs/main/0', 'n2', 'inputs/main/0'],
      ['n2', 'outputs/main/0', 'n3', 'inputs/main/0'],
      ['n2', 'outputs/main/1', 'n5', 'inputs/main/0'],
      ['n2', 'outputs/main/1', 'n4', 'inputs/main/1'],
      ['n3', 'outputs/main/0', 'n4', 'inputs/main/0'],
    ]);
    expect(new Set(flow.edges.map((e) => e.id)).size).toBe(flow.edges.length);
  });

  it('drops connections to nodes that are not in the workflow', () => {
    expect(flow.edges.some((e) => e.source === 'n5')).toBe(false);
  });

  it('draws no AI connection between nodes whose types are unknown (they have no AI handles)', () => {
    const ai = workflowToFlow({
      nodes: [node('a', 'Agent', 'x.agent', [0, 0]), node('b', 'Model', 'x.model', [0, 200])],
      connections: { Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] } },
    }, nodeTypes);
    expect(ai.edges).toEqual([]);
  });

  it('keeps canvas ids unique when a workflow repeats a node id', () => {
    const twins = workflowToFlow({
      nodes: [node('same', 'A', 'n8n-nodes-base.set', [0, 0]), node('same', 'B', 'n8n-nodes-base.set', [200, 0])],
      connections: { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } },
    }, nodeTypes);
    expect(new Set(twins.nodes.map((n) => n.id)).size).toBe(2);
    expect(twins.edges[0]).toMatchObject({ source: twins.nodes[0]?.id, target: twins.nodes[1]?.id });
  });

  it('maps an empty workflow to an empty canvas', () => {
    expect(workflowToFlow({ nodes: [], connections: {} }, nodeTypes)).toEqual({ nodes: [], edges: [] });
  });
});

describe('createNodeTypeLookup', () => {
  it('falls back to the newest description when the version is not served', () => {
    expect(nodeTypes.get('n8n-nodes-base.set', 9)?.displayName).toBe('Edit Fields');
    expect(nodeTypes.get('n8n-nodes-base.set', 2)?.displayName).toBe('Edit Fields (Set)');
    expect(nodeTypes.get('nope', 1)).toBeUndefined();
  });
});

describe('workflowToFlow node states', () => {
  const required = description('x.required', {
    displayName: 'Needs URL',
    properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true }],
  });
  const lookup = createNodeTypeLookup([required]);

  it('lists parameter issues, except on disabled or pinned nodes', () => {
    const nodes = [
      node('a', 'Empty', 'x.required', [0, 0]),
      node('b', 'Off', 'x.required', [200, 0], { disabled: true }),
      node('c', 'Pinned', 'x.required', [400, 0]),
      node('d', 'Filled', 'x.required', [600, 0], { parameters: { url: 'https://example.com' } }),
    ];
    const flow = workflowToFlow({ nodes, connections: {}, pinData: { Pinned: [{ json: { a: 1 } }] } }, lookup);
    const issues = Object.fromEntries(flow.nodes.map((n) => [n.data.name, n.type === 'weftNode' ? n.data.issues.length : -1]));
    expect(issues).toEqual({ Empty: 1, Off: 0, Pinned: 0, Filled: 0 });
    expect(flow.nodes.find((n) => n.data.name === 'Pinned')?.data).toMatchObject({ pinned: true });
    expect(flow.nodes.find((n) => n.data.name === 'Empty')?.data).toMatchObject({ issues: ['URL: This field is required'] });
  });

  it('maps sticky notes to their own renderer with content and size', () => {
    const sticky = node('s', 'Note', 'n8n-nodes-base.stickyNote', [0, 0], { parameters: { content: '# Hi', width: 300, height: 200, color: 4 } });
    const [mapped] = workflowToFlow({ nodes: [sticky], connections: {} }, lookup).nodes;
    expect(mapped).toMatchObject({ type: 'weftSticky', data: { name: 'Note', content: '# Hi', width: 300, height: 200, color: 4 } });
  });

  it('shows notes under the node only when notesInFlow is on', () => {
    const flow = workflowToFlow({
      nodes: [node('a', 'A', 'x.required', [0, 0], { notes: 'hello', notesInFlow: true }), node('b', 'B', 'x.required', [0, 0], { notes: 'hidden' })],
      connections: {},
    }, lookup);
    expect(flow.nodes.map((n) => n.data.notes)).toEqual(['hello', undefined]);
  });

  it('reuses the canvas node of an unchanged workflow node, so its renderer is skipped', () => {
    const a = node('a', 'A', 'x.required', [0, 0]);
    const b = node('b', 'B', 'x.required', [200, 0]);
    const first = workflowToFlow({ nodes: [a, b], connections: {} }, lookup);
    const moved = { ...b, position: [220, 0] as [number, number] };
    const second = workflowToFlow({ nodes: [a, moved], connections: {} }, lookup);
    expect(second.nodes[0]).toBe(first.nodes[0]);
    expect(second.nodes[1]).not.toBe(first.nodes[1]);
    expect(second.nodes[1]?.position).toEqual({ x: 220, y: 0 });
  });

  it('keeps the canvas nodes whose issues the arriving credentials do not change, and redraws the others', () => {
    const keyed = description('x.keyed', {
      displayName: 'Keyed',
      credentials: [{ name: 'httpHeaderAuth', required: true }],
    });
    const keyedLookup = createNodeTypeLookup([required, keyed]);
    const plain = node('a', 'Plain', 'x.required', [0, 0], { parameters: { url: 'https://example.com' } });
    const named = node('b', 'Named', 'x.keyed', [200, 0], { credentials: { httpHeaderAuth: { id: null, name: 'Missing' } } });
    const typeLabel = () => 'Header Auth';
    const before = workflowToFlow({ nodes: [plain, named], connections: {} }, keyedLookup, undefined, { typeLabel });
    const after = workflowToFlow({ nodes: [plain, named], connections: {} }, keyedLookup, undefined, { typeLabel, available: [] });
    expect(after.nodes[0]).toBe(before.nodes[0]);
    expect(after.nodes[1]).not.toBe(before.nodes[1]);
    expect(after.nodes[1]?.data).toMatchObject({ issues: ['Credentials with name "Missing" do not exist for "Header Auth".'] });
  });

  it('names the outputs at their handles, not again on the edges', () => {
    const flow = workflowToFlow({ nodes, connections }, nodeTypes);
    expect(flow.nodes.find((n) => n.id === 'n2')?.data).toMatchObject({ outputNames: ['true', 'false'] });
    const edgeStrings = flow.edges.flatMap((e) => Object.values(e.data ?? {}).filter((v) => typeof v === 'string'));
    expect(edgeStrings).not.toContain('true');
    expect(edgeStrings).not.toContain('false');
  });
});

describe('reuseSameList', () => {
  it('keeps the previous list when the next holds the same objects in the same order', () => {
    const [a, b] = [{ id: 'a' }, { id: 'b' }];
    const previous = [a, b];
    expect(reuseSameList(previous, [a, b])).toBe(previous);
    const reordered = [b, a];
    expect(reuseSameList(previous, reordered)).toBe(reordered);
    const shorter = [a];
    expect(reuseSameList(previous, shorter)).toBe(shorter);
  });
});

describe('reuseUnchangedEdges', () => {
  it('keeps the previous object of every unchanged edge and takes the changed ones', () => {
    const before = workflowToFlow({ nodes, connections }, nodeTypes).edges;
    const withoutSet = { ...connections, Set: { main: [[{ node: 'Merge', type: 'main' as const, index: 1 }]] } };
    const after = reuseUnchangedEdges(before, workflowToFlow({ nodes, connections: withoutSet }, nodeTypes).edges);
    expect(after[0]).toBe(before[0]);
    expect(after.at(-1)).not.toBe(before.at(-1));
    expect(after.at(-1)?.targetHandle).toBe('inputs/main/1');
  });

  it('keeps the previous list itself when no edge changed, so React Flow sees no change', () => {
    const before = workflowToFlow({ nodes, connections }, nodeTypes).edges;
    expect(reuseUnchangedEdges(before, workflowToFlow({ nodes, connections: { ...connections } }, nodeTypes).edges)).toBe(before);
  });

  it('puts the item count of each output of the last run on its edges', () => {
    const runs = new Map([['If', { status: 'success' as const, itemCount: 3, outputItemCounts: [2, 1] }]]);
    const flow = workflowToFlow({ nodes, connections }, nodeTypes, runs);
    expect(flow.edges.filter((e) => e.source === 'n2').map((e) => e.data?.itemCount)).toEqual([2, 1, 1]);
  });
});

describe('workflowToFlow with outputs computed from parameters', () => {
  // Like Switch 3: one output per rule, named by its key, and a fallback output when asked for.
  const outputs = '={{((p) => [...(p.rules?.values ?? []).map((rule, i) => ({ type: "main", displayName: rule.outputKey || String(i) })), ...(p.fallback ? [{ type: "main", displayName: "Fallback" }] : [])])($parameter)}}';
  const types = createNodeTypeLookup([
    description('n8n-nodes-base.switch', {
      displayName: 'Switch', outputs,
      properties: [
        { displayName: 'Rules', name: 'rules', type: 'json', default: { values: [{}] } },
        { displayName: 'Fallback', name: 'fallback', type: 'boolean', default: false },
      ],
    }),
  ]);
  const switchNode = (parameters: INode['parameters']) => node('s', 'Switch', 'n8n-nodes-base.switch', [0, 0], { parameters });

  it('draws one handle per computed output, with its name', () => {
    const parameters = { rules: { values: [{ outputKey: 'Big' }, {}] }, fallback: true };
    const data = workflowToFlow({ nodes: [switchNode(parameters)], connections: {} }, types).nodes[0]?.data;
    expect(data).toMatchObject({ outputCount: 3, outputNames: ['Big', '1', 'Fallback'] });
  });

  it('uses the defaults when the parameters name no rule', () => {
    const flow = workflowToFlow({
      nodes: [switchNode({}), node('t', 'Next', 'n8n-nodes-base.switch', [200, 0])],
      connections: { Switch: { main: [[{ node: 'Next', type: 'main', index: 0 }]] } },
    }, types);
    expect(flow.nodes[0]?.data).toMatchObject({ outputCount: 1, outputNames: ['0'] });
    expect(flow.edges).toHaveLength(1);
  });
});
