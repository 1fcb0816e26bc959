import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '../model/index.js';
import { testConnections, testNode } from './graph-test-helpers.js';
import { isTriggerNodeType } from '../node-types/node-kind.js';
import {
  getHighestNodes, getNodesOnPath, getRootNodes, getStartNode, getTriggerNodes,
} from './start-nodes.js';

const groups: Record<string, string[]> = {
  'n8n-nodes-base.manualTrigger': ['trigger'],
  'n8n-nodes-base.scheduleTrigger': ['trigger', 'schedule'],
  'n8n-nodes-base.webhook': ['trigger'],
  'n8n-nodes-base.start': ['input'],
  'n8n-nodes-base.set': ['input'],
  'n8n-nodes-base.noOp': ['organization'],
};
const lookup = (type: string): Pick<INodeTypeDescription, 'group'> | undefined =>
  groups[type] ? { group: groups[type] } : undefined;

const manual = testNode('Manual', { type: 'n8n-nodes-base.manualTrigger' });
const schedule = testNode('Schedule', { type: 'n8n-nodes-base.scheduleTrigger' });
const set = testNode('Set', { type: 'n8n-nodes-base.set' });
const end = testNode('End');

describe('triggers', () => {
  it('recognises a trigger by its group', () => {
    expect(isTriggerNodeType({ group: ['trigger', 'schedule'] })).toBe(true);
    expect(isTriggerNodeType({ group: ['transform'] })).toBe(false);
    expect(isTriggerNodeType(undefined)).toBe(false);
  });

  it('lists enabled trigger nodes, and disabled ones on request', () => {
    const off = { ...schedule, disabled: true };
    expect(getTriggerNodes([manual, off, set], lookup).map((n) => n.name)).toEqual(['Manual']);
    expect(getTriggerNodes([manual, off, set], lookup, { includeDisabled: true }).map((n) => n.name))
      .toEqual(['Manual', 'Schedule']);
  });

  it('treats an unknown node type as not a trigger', () => {
    expect(getTriggerNodes([testNode('X', { type: 'community.unknown' })], lookup)).toEqual([]);
  });
});

describe('root and highest nodes', () => {
  const connections = testConnections('Manual->Set', 'Schedule->Set', 'Set->End');

  it('lists nodes without incoming connections', () => {
    expect(getRootNodes([manual, schedule, set, end], connections)).toEqual(['Manual', 'Schedule']);
  });

  it('finds the topmost enabled nodes above a node, passing through disabled ones', () => {
    expect(getHighestNodes([manual, schedule, set, end], connections, 'End')).toEqual(['Manual', 'Schedule']);
    const nodes = [{ ...manual, disabled: true }, schedule, set, end];
    expect(getHighestNodes(nodes, connections, 'End')).toEqual(['Schedule']);
    expect(getHighestNodes(nodes, testConnections('Manual->Set', 'Set->End'), 'End')).toEqual(['Set']);
    expect(getHighestNodes(nodes, connections, 'Manual')).toEqual([]);
  });
});

describe('getStartNode', () => {
  it('starts at the trigger leading to the destination', () => {
    const workflow = { nodes: [set, end, manual, schedule], connections: testConnections('Schedule->Set', 'Manual->End') };
    expect(getStartNode(workflow, lookup, 'Set')?.name).toBe('Schedule');
    expect(getStartNode(workflow, lookup, 'End')?.name).toBe('Manual');
  });

  it('starts at the destination itself when nothing leads into it', () => {
    const workflow = { nodes: [manual, set], connections: {} };
    expect(getStartNode(workflow, lookup, 'Set')?.name).toBe('Set');
  });

  it('without destination, takes the first enabled trigger', () => {
    const workflow = { nodes: [set, { ...schedule, disabled: true }, manual], connections: {} };
    expect(getStartNode(workflow, lookup)?.name).toBe('Manual');
  });

  it('prefers the manual trigger to a trigger listed before it, as the engine does', () => {
    // The preflight checks the path of the run the server starts: the engine starts at the manual trigger.
    const workflow = { nodes: [schedule, manual, set], connections: testConnections('Schedule->Set', 'Manual->Set') };
    expect(getStartNode(workflow, lookup)?.name).toBe('Manual');
  });

  it('starts only at a node nothing leads into', () => {
    const workflow = { nodes: [set, schedule, end], connections: testConnections('Set->Schedule', 'Schedule->End') };
    expect(getStartNode(workflow, lookup)).toBeUndefined();
  });

  it('falls back to a starting node type such as the legacy Start node', () => {
    const start = testNode('Start', { type: 'n8n-nodes-base.start' });
    expect(getStartNode({ nodes: [set, start], connections: {} }, lookup)?.name).toBe('Start');
    expect(getStartNode({ nodes: [set, end], connections: {} }, lookup)).toBeUndefined();
  });
});

describe('getNodesOnPath', () => {
  const connections = testConnections('A->B', 'B->C', 'X->C', 'C->D');

  it('lists the destination and everything leading to it', () => {
    expect(getNodesOnPath(connections, 'C')).toEqual(['C', 'B', 'X', 'A']);
  });

  it('keeps only the part downstream of a start node', () => {
    expect(getNodesOnPath(connections, 'D', 'B')).toEqual(['D', 'C', 'B']);
    expect(getNodesOnPath(connections, 'B', 'X')).toEqual([]);
  });
});
