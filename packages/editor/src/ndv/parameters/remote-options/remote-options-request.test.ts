import { describe, expect, it } from 'vitest';
import type { INode, INodeProperties } from '@weft/workflow';
import { remoteOptionsQuery, remoteOptionsQueryKey } from './remote-options-request';

const mergeNode = (parameters: INode['parameters']): INode => ({
  id: 'm', name: 'Merge', type: 'n8n-nodes-base.merge', typeVersion: 3, position: [0, 0], parameters,
});

const useDataOfInput: INodeProperties = {
  displayName: 'Use Data of Input', name: 'useDataOfInput', type: 'options', default: 1,
  typeOptions: { loadOptionsMethod: 'getInputs', loadOptionsDependsOn: ['numberInputs'] },
};

const sameKey = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('remote options reload', () => {
  it('reloads when a parameter it depends on changes', () => {
    const before = remoteOptionsQueryKey(mergeNode({ numberInputs: 2 }), useDataOfInput, 'useDataOfInput');
    const after = remoteOptionsQueryKey(mergeNode({ numberInputs: 3 }), useDataOfInput, 'useDataOfInput');
    expect(sameKey(before, after)).toBe(false);
  });

  it('keeps its options when another parameter or its own value changes', () => {
    const before = remoteOptionsQueryKey(mergeNode({ numberInputs: 2, mode: 'append', useDataOfInput: 1 }), useDataOfInput, 'useDataOfInput');
    const after = remoteOptionsQueryKey(mergeNode({ numberInputs: 2, mode: 'chooseBranch', useDataOfInput: 2 }), useDataOfInput, 'useDataOfInput');
    expect(sameKey(before, after)).toBe(true);
  });

  it('reads a dependency named with & beside the parameter inside a collection', () => {
    const field: INodeProperties = { ...useDataOfInput, typeOptions: { loadOptionsMethod: 'getInputs', loadOptionsDependsOn: ['&count'] } };
    const key = (count: number) => remoteOptionsQueryKey(mergeNode({ options: { count, field: 1 } }), field, 'options.field');
    expect(sameKey(key(2), key(4))).toBe(false);
  });

  it('without a depends-on list, reloads on any other parameter but not on its own value', () => {
    const free: INodeProperties = { ...useDataOfInput, typeOptions: { loadOptionsMethod: 'getInputs' } };
    const key = (parameters: INode['parameters']) => remoteOptionsQueryKey(mergeNode(parameters), free, 'useDataOfInput');
    expect(sameKey(key({ mode: 'append', useDataOfInput: 1 }), key({ mode: 'append', useDataOfInput: 2 }))).toBe(true);
    expect(sameKey(key({ mode: 'append' }), key({ mode: 'chooseBranch' }))).toBe(false);
  });

  it("asks the server the way n8n's editor does: JSON in query strings, path under parameters", () => {
    const node = { ...mergeNode({ numberInputs: 3 }), credentials: { httpHeaderAuth: { id: '7', name: 'Key' } } };
    expect(remoteOptionsQuery(node, useDataOfInput, 'useDataOfInput')).toEqual({
      nodeTypeAndVersion: '{"name":"n8n-nodes-base.merge","version":3}',
      path: 'parameters.useDataOfInput',
      methodName: 'getInputs',
      currentNodeParameters: '{"numberInputs":3}',
      credentials: '{"httpHeaderAuth":{"id":"7","name":"Key"}}',
    });
  });
});
