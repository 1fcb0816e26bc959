import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { branchLabels } from './branch-labels';

const node = (parameters: INode['parameters']): INode => ({ id: 's', name: 'Switch', type: 'n8n-nodes-base.switch', typeVersion: 3, position: [0, 0], parameters });

describe('branchLabels', () => {
  it('uses the type\'s output names', () => {
    expect(branchLabels(2, { outputNames: ['true', 'false'] })).toEqual(['true', 'false']);
  });

  it('uses the names of outputs computed from the node\'s parameters', () => {
    const nodeType = {
      outputs: '={{ $parameter.keys.map((key) => ({ type: "main", displayName: key })) }}',
      properties: [{ displayName: 'Keys', name: 'keys', type: 'json' as const, default: [] }],
    };
    expect(branchLabels(2, nodeType, node({ keys: ['Big', 'Small'] }))).toEqual(['Big', 'Small']);
    // A branch past the computed names gets the numbered label, as a type without names does.
    expect(branchLabels(3, nodeType, node({ keys: ['Big', 'Small'] }))).toEqual(['Big', 'Small', 'Output 3']);
  });

  it('shows a Filter\'s kept and discarded items as n8n does', () => {
    const filter: INode = { id: 'f', name: 'Filter', type: 'n8n-nodes-base.filter', typeVersion: 2.2, position: [0, 0], parameters: {} };
    expect(branchLabels(2, { outputNames: undefined }, filter)).toEqual(['Kept', 'Discarded']);
  });

  it('numbers the branches of a type without output names', () => {
    expect(branchLabels(2, {})).toEqual(['Output 1', 'Output 2']);
    expect(branchLabels(1, undefined)).toEqual(['Output 1']);
  });
});
