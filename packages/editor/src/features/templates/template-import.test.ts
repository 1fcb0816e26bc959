import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import type { TemplateWorkflowData } from '../../api/templates-host';
import { missingCredentials, templateImportOperation } from './template-import';

const description = (name: string, extra: Partial<INodeTypeDescription> = {}): INodeTypeDescription => ({
  displayName: name, name, group: ['transform'], version: 1, description: '', defaults: { name },
  inputs: ['main'], outputs: ['main'], properties: [], ...extra,
}) as INodeTypeDescription;

const lookup = createNodeTypeLookup([
  description('test.trigger'),
  description('test.api', { credentials: [{ name: 'testApi', required: true }] }),
]);

const template: TemplateWorkflowData = {
  id: 7,
  name: 'Call the API',
  workflow: {
    nodes: [
      { id: 'a', name: 'Start', type: 'test.trigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'b', name: 'Call', type: 'test.api', typeVersion: 1, position: [200, 0], parameters: {}, credentials: { testApi: { id: '9', name: 'Theirs' } } },
    ] as INode[],
    connections: { Start: { main: [[{ node: 'Call', type: 'main', index: 0 }]] } },
  },
};

describe('opening a template', () => {
  let counter = 0;
  const newId = () => `new-${++counter}`;

  it('adds its nodes with new ids and without the credentials the template names', () => {
    const operation = templateImportOperation(template, lookup, newId);
    expect(operation?.nodes.map((node) => node.name)).toEqual(['Start', 'Call']);
    expect(operation?.nodes.every((node) => node.id.startsWith('new-'))).toBe(true);
    expect(operation?.nodes.some((node) => node.credentials !== undefined)).toBe(false);
    expect(operation?.connections).toEqual(template.workflow.connections);
  });

  it('lists the nodes that need a credential, but not those with pinned data or disabled', () => {
    const nodes = templateImportOperation(template, lookup, newId)?.nodes ?? [];
    expect(missingCredentials(nodes, {}, lookup)).toEqual([{ nodeName: 'Call', nodeId: nodes[1]?.id, types: ['testApi'] }]);
    expect(missingCredentials(nodes, { Call: [{ json: {} }] }, lookup)).toEqual([]);
    expect(missingCredentials(nodes.map((node) => ({ ...node, disabled: true })), {}, lookup)).toEqual([]);
    const withCredential = nodes.map((node) => (node.name === 'Call' ? { ...node, credentials: { testApi: { id: '1', name: 'Mine' } } } : node));
    expect(missingCredentials(withCredential, {}, lookup)).toEqual([]);
  });
});
