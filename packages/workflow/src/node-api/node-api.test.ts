import { describe, expect, it } from 'vitest';
import * as nodeApi from './index.js';

describe('the node-api entry (@weft/workflow/node-api)', () => {
  it('offers what a node package uses at run time', () => {
    const names = [
      'NodeOperationError', 'NodeApiError', 'VersionedNodeType', 'NodeTypeRegistry', 'nodeKind', 'isTriggerNodeType',
      'getPath', 'setPath', 'withPathSet', 'withPathUnset', 'sleep', 'escapeHtml', 'WAIT_INDEFINITELY',
    ];
    expect(names.filter((name) => !(name in nodeApi))).toEqual([]);
  });

  it('throws node errors that carry their node', () => {
    const node = { id: '1', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3, position: [0, 0] as [number, number], parameters: {} };
    const error = new nodeApi.NodeOperationError(node, 'No field to set', { itemIndex: 2 });
    expect(error.node.name).toBe('Set');
    expect(error.context.itemIndex).toBe(2);
  });
});
