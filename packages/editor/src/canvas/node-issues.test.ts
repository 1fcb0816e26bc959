import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { nodeIssues } from './node-issues.js';

const description = {
  displayName: 'Fetch', name: 'test.fetch', group: ['transform'], version: 1, description: '', defaults: { name: 'Fetch' },
  inputs: ['main'], outputs: ['main'],
  properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true }],
} as unknown as INodeTypeDescription;

const node = (name: string, parameters: INode['parameters']): INode =>
  ({ id: name, name, type: 'test.fetch', typeVersion: 1, position: [0, 0], parameters });

describe('nodeIssues', () => {
  it('names the empty required parameter by its label, for every node configured alike', () => {
    expect(nodeIssues(node('A', { url: '' }), description, false)).toEqual(['URL: This field is required']);
    expect(nodeIssues(node('B', { url: '' }), description, false)).toEqual(['URL: This field is required']);
  });

  it('tells apart nodes of one type configured differently', () => {
    expect(nodeIssues(node('C', { url: 'https://example.com' }), description, false)).toEqual([]);
    expect(nodeIssues(node('D', {}), description, false)).toEqual(['URL: This field is required']);
  });

  it('marks nothing on disabled nodes and nodes with pinned data', () => {
    expect(nodeIssues({ ...node('E', {}), disabled: true }, description, false)).toEqual([]);
    expect(nodeIssues(node('F', {}), description, true)).toEqual([]);
  });
});
