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

describe('nodeIssues: credentials', () => {
  const request = {
    ...description, name: 'test.request',
    properties: [
      { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', options: [{ name: 'None', value: 'none' }, { name: 'Generic', value: 'genericCredentialType' }] },
      { displayName: 'Generic Auth Type', name: 'genericAuthType', type: 'credentialsSelect', default: '', displayOptions: { show: { authentication: ['genericCredentialType'] } } },
    ],
  } as unknown as INodeTypeDescription;
  const header = (name: string, credentials?: INode['credentials']): INode => ({
    ...node(name, { authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }), type: 'test.request', ...(credentials ? { credentials } : {}),
  });
  const context = { typeLabel: (type: string) => (type === 'httpHeaderAuth' ? 'Header Auth' : undefined), available: [{ id: '1', name: 'Key', type: 'httpHeaderAuth' }] };

  it('marks a required credential that is not set, by its type label', () => {
    expect(nodeIssues(header('G'), request, false, context)).toEqual(['Credentials for "Header Auth" are not set.']);
    expect(nodeIssues(header('H', { httpHeaderAuth: { id: '1', name: 'Key' } }), request, false, context)).toEqual([]);
  });

  it('marks a credential named without id that matches none of the user\'s, once they are known', () => {
    const named = header('I', { httpHeaderAuth: { id: null, name: 'Missing' } });
    expect(nodeIssues(named, request, false, { typeLabel: context.typeLabel })).toEqual([]);
    expect(nodeIssues(named, request, false, context)).toEqual(['Credentials with name "Missing" do not exist for "Header Auth".']);
  });
});
