import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@weft/workflow';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import { withSavedParameters } from './saved-parameters';

const requestType: INodeTypeDescription = {
  name: 'test.request', displayName: 'Request', description: '', group: [], version: 1, defaults: { name: 'Request' }, inputs: ['main'], outputs: ['main'],
  properties: [
    { displayName: 'Method', name: 'method', type: 'options', default: 'GET', options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }] },
    { displayName: 'URL', name: 'url', type: 'string', default: '' },
    { displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: { show: { method: ['POST'] } } },
  ],
};

const document = (nodes: WorkflowDocument['nodes']): WorkflowDocument => ({
  id: 'wf', name: 'W', nodes, connections: {}, settings: {}, pinData: {}, tags: [], active: false, versionId: 'v1',
});

describe('withSavedParameters', () => {
  it('saves only displayed values that differ from their defaults', () => {
    const saved = withSavedParameters(document([{
      id: 'n', name: 'Request', type: 'test.request', typeVersion: 1, position: [0, 0],
      parameters: { method: 'GET', url: 'https://example.com', body: 'left from POST' },
    }]), createNodeTypeLookup([requestType]));
    expect(saved.nodes[0]?.parameters).toEqual({ url: 'https://example.com' });
  });

  it('keeps the parameters of a node whose type is not installed', () => {
    const unknown = { id: 'u', name: 'Unknown', type: 'community.thing', typeVersion: 1, position: [0, 0] as [number, number], parameters: { anything: 1 } };
    expect(withSavedParameters(document([unknown]), createNodeTypeLookup([requestType])).nodes[0]).toBe(unknown);
  });
});

describe('withSavedParameters: credentials', () => {
  const httpType: INodeTypeDescription = {
    ...requestType, name: 'test.http',
    properties: [
      { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', options: [{ name: 'None', value: 'none' }, { name: 'Generic', value: 'genericCredentialType' }] },
      { displayName: 'Generic Auth Type', name: 'genericAuthType', type: 'credentialsSelect', default: '', displayOptions: { show: { authentication: ['genericCredentialType'] } } },
    ],
  };
  const credentials = { httpHeaderAuth: { id: '1', name: 'Key' }, httpBasicAuth: { id: '2', name: 'Left from before' } };
  const http = (parameters: Record<string, string>) => withSavedParameters(document([{
    id: 'h', name: 'HTTP', type: 'test.http', typeVersion: 1, position: [0, 0], parameters, credentials,
  }]), createNodeTypeLookup([httpType])).nodes[0];

  it('keeps only the credential the parameters display', () => {
    expect(http({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' })?.credentials).toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
  });

  it('drops them all when no credential is displayed', () => {
    expect(http({ authentication: 'none' })).not.toHaveProperty('credentials');
  });
});
