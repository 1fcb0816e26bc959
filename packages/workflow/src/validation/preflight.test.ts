import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '../model/index.js';
import { testConnections, testNode } from '../graph/graph-test-helpers.js';
import { preflightIssues } from './preflight.js';

const trigger = { name: 'manual', displayName: 'Manual', group: ['trigger'], version: 1, properties: [] } as unknown as INodeTypeDescription;
const needsUrl = {
  name: 'http', displayName: 'HTTP', group: ['transform'], version: 1,
  properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true }],
} as unknown as INodeTypeDescription;
const types: Record<string, INodeTypeDescription> = { manual: trigger, http: needsUrl };
const getNodeType = (type: string) => types[type];

const workflow = {
  nodes: [
    testNode('Trigger', { type: 'manual' }),
    testNode('Fetch', { type: 'http' }),
    testNode('Fetch ok', { type: 'http', parameters: { url: 'https://example.com' } }),
    testNode('Elsewhere', { type: 'http' }),
    testNode('Gone', { type: 'uninstalled' }),
  ],
  connections: testConnections('Trigger->Fetch', 'Fetch->Fetch ok'),
};

describe('preflightIssues', () => {
  it('checks the nodes the run goes through from its start node, naming node and issue', () => {
    expect(preflightIssues({ workflow, getNodeType, startNode: 'Trigger' })).toEqual([{ node: 'Fetch', issue: 'URL: This field is required' }]);
  });

  it('checks only the path up to the destination of a partial run', () => {
    expect(preflightIssues({ workflow, getNodeType, destinationNode: 'Trigger' })).toEqual([]);
    expect(preflightIssues({ workflow, getNodeType, destinationNode: 'Fetch ok' })).toHaveLength(1);
  });

  it('passes over disabled nodes and nodes with pinned data', () => {
    const disabled = { ...workflow, nodes: workflow.nodes.map((node) => (node.name === 'Fetch' ? { ...node, disabled: true } : node)) };
    expect(preflightIssues({ workflow: disabled, getNodeType, startNode: 'Trigger' })).toEqual([]);
    const pinned = { ...workflow, pinData: { Fetch: [{ json: { ok: true } }] } };
    expect(preflightIssues({ workflow: pinned, getNodeType, startNode: 'Trigger' })).toEqual([]);
  });

  it('reports a node type that is not installed', () => {
    expect(preflightIssues({ workflow, getNodeType, destinationNode: 'Gone' })).toEqual([{ node: 'Gone', issue: 'The node type "uninstalled" is not known' }]);
  });
});
