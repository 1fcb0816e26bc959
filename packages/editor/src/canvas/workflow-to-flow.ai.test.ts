import { describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@weft/workflow';
import { createNodeTypeLookup } from '../domain/node-type-lookup';
import { aiNodeTypes } from './ai-node-types.fixture';
import { workflowToFlow } from './workflow-to-flow';
import type { CanvasNode } from './workflow-to-flow';

const lookup = createNodeTypeLookup(aiNodeTypes);
const node = (name: string, type: string, position: [number, number], typeVersion = 1): INode => ({
  id: name, name, type: `@n8n/n8n-nodes-langchain.${type}`, typeVersion, position, parameters: {},
});

// An n8n AI workflow as n8n saves it: sub-nodes connect from their AI output into the agent's AI inputs.
const nodes = [
  node('Agent', 'agent', [400, 300], 1.7),
  node('OpenAI', 'lmChatOpenAi', [300, 520]),
  node('Calculator', 'toolCalculator', [500, 520]),
  node('Wikipedia', 'toolWikipedia', [620, 520]),
];
const connections: IConnections = {
  OpenAI: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
  Calculator: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
  Wikipedia: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
};

describe('workflowToFlow with AI nodes', () => {
  const flow = workflowToFlow({ nodes, connections }, lookup);
  const byName = (name: string) => flow.nodes.find((n) => n.data.name === name) as CanvasNode;

  it('draws the agent as a wide root node with its AI inputs, labelled, counted and with their rules', () => {
    const agent = byName('Agent');
    expect(agent.data.shape).toBe('root');
    expect(agent.data.inputCount).toBe(1);
    expect(agent.data.outputCount).toBe(1);
    expect(agent.data.aiInputs).toEqual([
      { type: 'ai_languageModel', index: 0, label: 'Chat Model', required: true, maxConnections: 1, connected: 1 },
      { type: 'ai_memory', index: 0, label: 'Memory', required: false, maxConnections: 1, connected: 0 },
      { type: 'ai_tool', index: 0, label: 'Tool', required: false, maxConnections: undefined, connected: 2 },
    ]);
    expect(agent.measured?.width).toBeGreaterThan(200);
    expect(agent.handles?.filter((h) => h.position === 'bottom').map((h) => h.id))
      .toEqual(['inputs/ai_languageModel/0', 'inputs/ai_memory/0', 'inputs/ai_tool/0']);
  });

  it('draws sub-nodes round, with their output on top and no main endpoints', () => {
    const model = byName('OpenAI');
    expect(model.data.shape).toBe('sub');
    expect(model.data.inputCount).toBe(0);
    expect(model.data.outputCount).toBe(0);
    expect(model.handles?.map((h) => [h.id, h.position])).toEqual([['outputs/ai_languageModel/0', 'top']]);
  });

  it('draws one AI edge per sub-node connection, from its top to the root input of its type', () => {
    expect(flow.edges.map((e) => [e.data?.sourceName, e.sourceHandle, e.targetHandle, e.data?.connectionType])).toEqual([
      ['OpenAI', 'outputs/ai_languageModel/0', 'inputs/ai_languageModel/0', 'ai_languageModel'],
      ['Calculator', 'outputs/ai_tool/0', 'inputs/ai_tool/0', 'ai_tool'],
      ['Wikipedia', 'outputs/ai_tool/0', 'inputs/ai_tool/0', 'ai_tool'],
    ]);
  });

  it('shows a sub-node\'s success without an item count (it supplies its root, it outputs no items)', () => {
    const runs = new Map([
      ['OpenAI', { status: 'success' as const, itemCount: 0, outputItemCounts: [] }],
      ['Agent', { status: 'success' as const, itemCount: 1, outputItemCounts: [1] }],
    ]);
    const ran = workflowToFlow({ nodes, connections }, lookup, runs);
    const data = (name: string) => (ran.nodes.find((n) => n.data.name === name) as CanvasNode).data;
    expect(data('OpenAI').run).toEqual({ status: 'success' });
    expect(data('Agent').run).toEqual({ status: 'success', itemCount: 1, outputItemCounts: [1] });
  });

  it('a new connection into a root refreshes its counts (no stale cached node)', () => {
    const more = { ...connections, Memory: { ai_memory: [[{ node: 'Agent', type: 'ai_memory', index: 0 }]] } };
    const withMemory = workflowToFlow({ nodes: [...nodes, node('Memory', 'memoryBufferWindow', [420, 520])], connections: more }, lookup);
    const agent = withMemory.nodes.find((n) => n.data.name === 'Agent') as CanvasNode;
    expect(agent.data.aiInputs.find((input) => input.type === 'ai_memory')?.connected).toBe(1);
  });
});
