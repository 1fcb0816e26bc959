import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { applyOperation } from '@weft/workflow';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { prepareImport } from './prepare-import';

function description(name: string, extra: Partial<INodeTypeDescription> = {}): INodeTypeDescription {
  return {
    name, displayName: name.split('.')[1] ?? name, group: [], version: 1, description: '', defaults: { name },
    inputs: ['main'], outputs: ['main'], properties: [], ...extra,
  } as INodeTypeDescription;
}

const lookup = createNodeTypeLookup([
  description('n8n-nodes-base.manualTrigger', { displayName: 'Manual Trigger', maxNodes: 1 }),
  description('n8n-nodes-base.webhook', { displayName: 'Webhook', webhooks: [{ name: 'default', httpMethod: 'GET', path: '' }] } as Partial<INodeTypeDescription>),
  description('n8n-nodes-base.set'),
]);

function node(name: string, type: string, position: [number, number], extra: Partial<INode> = {}): INode {
  return { id: `old-${name}`, name, type, typeVersion: 1, position, parameters: {}, ...extra };
}

let counter = 0;
const newId = () => `new-${(counter += 1)}`;

describe('prepareImport', () => {
  it('gives new ids and webhook ids and moves the group to the target, snapped to the grid', () => {
    counter = 0;
    const prepared = prepareImport({
      nodes: [node('Hook', 'n8n-nodes-base.webhook', [100, 100], { webhookId: 'old-hook' }), node('Set', 'n8n-nodes-base.set', [300, 140])],
      connections: { Hook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    }, { existing: [], lookup, target: { x: 1003, y: 498 }, newId });
    const nodes = prepared.operation?.nodes ?? [];
    expect(nodes.map((n) => [n.id, n.position])).toEqual([['new-1', [1000, 500]], ['new-3', [1200, 540]]]);
    expect(nodes[0]?.webhookId).toBe('new-2');
    expect(nodes[1]?.webhookId).toBeUndefined();
    expect(prepared.nodeIds).toEqual(['new-1', 'new-3']);
  });

  it('leaves out nodes beyond a type\'s limit and their connections, and names the type', () => {
    const existing = [node('When clicking', 'n8n-nodes-base.manualTrigger', [0, 0])];
    const prepared = prepareImport({
      nodes: [node('When clicking', 'n8n-nodes-base.manualTrigger', [0, 0]), node('Set', 'n8n-nodes-base.set', [200, 0])],
      connections: { 'When clicking': { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
      pinData: { 'When clicking': [{ json: {} }], Set: [{ json: { a: 1 } }] },
    }, { existing, lookup, target: null, newId });
    expect(prepared.dropped).toEqual([{ type: 'n8n-nodes-base.manualTrigger', displayName: 'Manual Trigger', max: 1 }]);
    expect(prepared.operation?.nodes.map((n) => n.name)).toEqual(['Set']);
    expect(prepared.operation?.connections).toEqual({});
    expect(prepared.operation?.pinData).toEqual({ Set: [{ json: { a: 1 } }] });
    // Without the connection being dropped, it would have attached the existing trigger to the copy.
    const { workflow } = applyOperation({ nodes: existing, connections: {} }, prepared.operation!);
    expect(workflow.connections).toEqual({});
  });

  it('renames clashing nodes through the add operation, keeping the pasted connections', () => {
    const existing = [node('Set', 'n8n-nodes-base.set', [0, 0])];
    const prepared = prepareImport({
      nodes: [node('Set', 'n8n-nodes-base.set', [0, 0]), node('Set1', 'n8n-nodes-base.set', [200, 0])],
      connections: { Set: { main: [[{ node: 'Set1', type: 'main', index: 0 }]] } },
    }, { existing, lookup, target: null, newId });
    const { workflow } = applyOperation({ nodes: existing, connections: {} }, prepared.operation!);
    expect(workflow.nodes.map((n) => n.name)).toEqual(['Set', 'Set1', 'Set2']);
    expect(workflow.connections).toEqual({ Set1: { main: [[{ node: 'Set2', type: 'main', index: 0 }]] } });
  });

  it('moves the group right of existing nodes it would cover', () => {
    const existing = [node('Here', 'n8n-nodes-base.set', [1000, 500])];
    const prepared = prepareImport({ nodes: [node('New', 'n8n-nodes-base.set', [0, 0])], connections: {} },
      { existing, lookup, target: { x: 1000, y: 500 }, newId });
    expect(prepared.operation?.nodes[0]?.position).toEqual([1160, 500]);
  });

  it('adds nothing when every node is over its limit', () => {
    const prepared = prepareImport({ nodes: [node('T', 'n8n-nodes-base.manualTrigger', [0, 0])], connections: {} },
      { existing: [node('T0', 'n8n-nodes-base.manualTrigger', [0, 0])], lookup, target: null, newId });
    expect(prepared.operation).toBeNull();
  });
});
