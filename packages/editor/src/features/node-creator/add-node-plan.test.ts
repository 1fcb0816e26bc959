import { describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@weft/workflow';
import { applyOperation } from '@weft/workflow';
import { planAddNode } from './add-node-plan';
import { creatableNodeTypes } from './creatable-node-types';
import type { CreatorNodeType } from './creatable-node-types';
import { describeType, sampleDescriptions } from './test-node-types';

const types = creatableNodeTypes(sampleDescriptions, { hasWebhookNode: false });
const typeNamed = (name: string) => types.find((type) => type.name === name) as CreatorNodeType;
let counter = 0;
const newId = () => `id-${(counter += 1)}`;

function node(name: string, type: string, position: [number, number]): INode {
  return { id: name, name, type, typeVersion: 1, position, parameters: {} };
}

describe('adding a node from the creator', () => {
  it('makes the first node of a type at [240,300] with its default name, newest version and a webhook id when it has webhooks', () => {
    const plan = planAddNode({ type: typeNamed('n8n-nodes-base.webhook'), nodes: [], connections: {}, newId });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.node).toMatchObject({ name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 1, position: [240, 300], parameters: {} });
    expect(plan.node.webhookId).toMatch(/^id-/);
    expect(plan.node.webhookId).not.toBe(plan.node.id);
  });

  it('keeps only parameters that differ from their defaults', () => {
    const type = creatableNodeTypes([describeType({
      name: 'x.greet', displayName: 'Greet', version: [1, 2],
      properties: [{ displayName: 'Greeting', name: 'greeting', type: 'string', default: 'hi' }],
    })], { hasWebhookNode: false })[0] as CreatorNodeType;
    const plan = planAddNode({ type, nodes: [], connections: {}, newId });
    expect(plan.ok && plan.node.parameters).toEqual({});
    expect(plan.ok && plan.node.typeVersion).toBe(2);
  });

  it('gives a unique name and connects from the source output, in one step', () => {
    const nodes = [node('HTTP Request', 'n8n-nodes-base.httpRequest', [240, 300])];
    const plan = planAddNode({
      type: typeNamed('n8n-nodes-base.httpRequest'), nodes, connections: {}, newId, source: { nodeName: 'HTTP Request', outputIndex: 0 },
    });
    if (!plan.ok) throw new Error('expected a plan');
    const { workflow } = applyOperation({ nodes, connections: {} as IConnections }, plan.operation);
    expect(plan.node.name).toBe('HTTP Request1');
    expect(plan.node.position).toEqual([440, 300]);
    expect(workflow.connections['HTTP Request']?.main?.[0]).toEqual([{ node: 'HTTP Request1', type: 'main', index: 0 }]);
  });

  it('inserts on a connection: connected in between, downstream nodes pushed right, undone in one step', () => {
    const nodes = [node('A', 'n8n-nodes-base.noOp', [0, 0]), node('B', 'n8n-nodes-base.noOp', [200, 0])];
    const connections: IConnections = { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } };
    const plan = planAddNode({
      type: typeNamed('n8n-nodes-base.if'), nodes, connections, newId, insertOn: { source: 'A', sourceOutput: 0, target: 'B', targetInput: 0 },
    });
    if (!plan.ok) throw new Error('expected a plan');
    const { workflow, inverse } = applyOperation({ nodes, connections }, plan.operation);
    expect(workflow.connections).toEqual({
      A: { main: [[{ node: 'If', type: 'main', index: 0 }]] },
      If: { main: [[{ node: 'B', type: 'main', index: 0 }]] },
    });
    expect(workflow.nodes.find((n) => n.name === 'B')?.position).toEqual([400, 0]);
    expect(workflow.nodes.find((n) => n.name === 'If')?.position).toEqual([200, 0]);
    expect(applyOperation(workflow, inverse).workflow).toEqual({ nodes, connections });
  });

  it('refuses a type beyond its maxNodes', () => {
    const nodes = [node('Trigger', 'n8n-nodes-base.manualTrigger', [0, 0])];
    const plan = planAddNode({ type: typeNamed('n8n-nodes-base.manualTrigger'), nodes, connections: {}, newId });
    expect(plan).toEqual({ ok: false, reason: 'maxNodes', maxNodes: 1 });
  });

  it('names the missing node when the connection to insert on is gone', () => {
    const plan = planAddNode({
      type: typeNamed('n8n-nodes-base.if'), nodes: [], connections: {}, newId, insertOn: { source: 'A', sourceOutput: 0, target: 'B', targetInput: 0 },
    });
    expect(plan).toEqual({ ok: false, reason: 'missingNode', name: 'A' });
  });
});
