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

  describe('with a node selected', () => {
    const outputCountOf = (n: INode) => (n.type === 'n8n-nodes-base.if' ? 2 : 1);
    const link = (target: string) => [{ node: target, type: 'main' as const, index: 0 }];

    it('connects the new node from the selected node and puts it to the right, undone in one step', () => {
      const nodes = [node('Trigger', 'n8n-nodes-base.manualTrigger', [240, 300])];
      const plan = planAddNode({ type: typeNamed('n8n-nodes-base.httpRequest'), nodes, connections: {}, selectedNode: nodes[0], outputCountOf, newId });
      if (!plan.ok) throw new Error('expected a plan');
      const { workflow, inverse } = applyOperation({ nodes, connections: {} as IConnections }, plan.operation);
      expect(plan.node.position).toEqual([440, 300]);
      expect(workflow.connections.Trigger?.main?.[0]).toEqual(link('HTTP Request'));
      expect(applyOperation(workflow, inverse).workflow).toEqual({ nodes, connections: {} });
    });

    it("follows If's first free output: true above-right, then false below-right", () => {
      const nodes = [node('If', 'n8n-nodes-base.if', [400, 300])];
      const first = planAddNode({ type: typeNamed('n8n-nodes-base.noOp'), nodes, connections: {}, selectedNode: nodes[0], outputCountOf, newId });
      if (!first.ok) throw new Error('expected a plan');
      const afterFirst = applyOperation({ nodes, connections: {} as IConnections }, first.operation).workflow;
      expect(afterFirst.connections.If?.main?.[0]).toEqual(link('No Operation, do nothing'));
      expect(first.node.position).toEqual([600, 220]);

      const second = planAddNode({
        type: typeNamed('n8n-nodes-base.noOp'), nodes: afterFirst.nodes, connections: afterFirst.connections, selectedNode: nodes[0], outputCountOf, newId,
      });
      if (!second.ok) throw new Error('expected a plan');
      const afterSecond = applyOperation(afterFirst, second.operation).workflow;
      expect(afterSecond.connections.If?.main?.[1]).toEqual(link('No Operation, do nothing1'));
      expect(second.node.position).toEqual([600, 380]);
    });

    it('a second branch from a single output goes below the first, clear of its name', () => {
      const nodes = [node('A', 'n8n-nodes-base.noOp', [0, 0]), node('B', 'n8n-nodes-base.noOp', [200, 0])];
      const connections: IConnections = { A: { main: [link('B')] } };
      const plan = planAddNode({ type: typeNamed('n8n-nodes-base.noOp'), nodes, connections, selectedNode: nodes[0], outputCountOf, newId });
      if (!plan.ok) throw new Error('expected a plan');
      expect(plan.node.position).toEqual([200, 140]);
      expect(applyOperation({ nodes, connections }, plan.operation).workflow.connections.A?.main?.[0]).toHaveLength(2);
    });

    it('a trigger added while a node is selected stays unconnected', () => {
      const nodes = [node('A', 'n8n-nodes-base.noOp', [0, 0])];
      const plan = planAddNode({ type: typeNamed('n8n-nodes-base.webhook'), nodes, connections: {}, selectedNode: nodes[0], outputCountOf, newId });
      expect(plan.ok && plan.operation.type).toBe('addNodes');
    });
  });

  it('a connection let go on empty canvas puts the new node with its input at the drop point, connected', () => {
    const nodes = [node('If', 'n8n-nodes-base.if', [0, 0])];
    const plan = planAddNode({
      type: typeNamed('n8n-nodes-base.noOp'), nodes, connections: {}, newId, source: { nodeName: 'If', outputIndex: 1, position: [517, 409] },
    });
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.node.position).toEqual([520, 360]);
    expect(applyOperation({ nodes, connections: {} as IConnections }, plan.operation).workflow.connections.If?.main?.[1]).toEqual([
      { node: 'No Operation, do nothing', type: 'main', index: 0 },
    ]);
  });

  it('a connection let go from an input puts the new node with its output at the drop point, connected into that input', () => {
    const nodes = [node('Merge', 'n8n-nodes-base.noOp', [600, 300])];
    const plan = planAddNode({
      type: typeNamed('n8n-nodes-base.webhook'), nodes, connections: {}, newId, target: { nodeName: 'Merge', inputIndex: 1, position: [380, 451] },
    });
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.node.position).toEqual([280, 400]);
    const { workflow, inverse } = applyOperation({ nodes, connections: {} as IConnections }, plan.operation);
    expect(workflow.connections.Webhook?.main?.[0]).toEqual([{ node: 'Merge', type: 'main', index: 1 }]);
    expect(applyOperation(workflow, inverse).workflow).toEqual({ nodes, connections: {} });
  });

  it('a node without outputs added in front of an input stays unconnected, and a vanished input is named', () => {
    const nodes = [node('Merge', 'n8n-nodes-base.noOp', [600, 300])];
    const sink = creatableNodeTypes([describeType({ name: 'x.sink', displayName: 'Sink', outputs: [] })], { hasWebhookNode: false })[0] as CreatorNodeType;
    const unconnected = planAddNode({
      type: sink, nodes, connections: {}, newId, target: { nodeName: 'Merge', inputIndex: 0, position: [380, 350] },
    });
    expect(unconnected.ok && unconnected.operation.type).toBe('addNodes');
    const gone = planAddNode({
      type: typeNamed('n8n-nodes-base.noOp'), nodes: [], connections: {}, newId, target: { nodeName: 'Merge', inputIndex: 0, position: [0, 0] },
    });
    expect(gone).toEqual({ ok: false, reason: 'missingNode', name: 'Merge' });
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
