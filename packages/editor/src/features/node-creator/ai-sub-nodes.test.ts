import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { applyOperation } from '@weft/workflow';
import { aiNodeTypes } from '../../canvas/ai-node-types.fixture';
import { planAddNode } from './add-node-plan';
import { creatableNodeTypes, subNodeGroup } from './creatable-node-types';
import type { CreatorNodeType } from './creatable-node-types';
import { sampleDescriptions } from './test-node-types';

const types = creatableNodeTypes([...sampleDescriptions, ...aiNodeTypes], { hasWebhookNode: false });
const typeNamed = (name: string) => types.find((type) => type.name === `@n8n/n8n-nodes-langchain.${name}`) as CreatorNodeType;

describe('the creator opened on an AI input', () => {
  it('lists only the sub-nodes whose output is of that type, under n8n\'s group name', () => {
    const models = subNodeGroup(types, 'ai_languageModel');
    expect(models.name).toBe('Language Models');
    expect(models.nodes.map((type) => type.displayName)).toEqual(['Anthropic Chat Model', 'OpenAI Chat Model']);
    expect(subNodeGroup(types, 'ai_tool').nodes.map((type) => type.displayName)).toEqual(['Calculator', 'Wikipedia']);
  });

  it('connects the chosen sub-node from its AI output into that input, at the place given, in one step', () => {
    const agent: INode = { id: 'a', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 1.7, position: [400, 300], parameters: {} };
    const plan = planAddNode({
      type: typeNamed('toolCalculator'), nodes: [agent], connections: {}, newId: () => 'new',
      target: { nodeName: 'AI Agent', inputIndex: 0, connectionType: 'ai_tool', position: [480, 520] },
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.node.position).toEqual([480, 520]);
    const after = applyOperation({ nodes: [agent], connections: {} }, plan.operation).workflow;
    expect(after.connections).toEqual({ Calculator: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] } });
  });

  it('a sub-node is not joined to a main input (a connection dragged from a main input)', () => {
    const set: INode = { id: 's', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [400, 300], parameters: {} };
    const plan = planAddNode({
      type: typeNamed('lmChatOpenAi'), nodes: [set], connections: {}, newId: () => 'new',
      target: { nodeName: 'Set', inputIndex: 0, position: [200, 300] },
    });
    expect(plan.ok && plan.operation).toMatchObject({ type: 'addNodes' });
  });
});
