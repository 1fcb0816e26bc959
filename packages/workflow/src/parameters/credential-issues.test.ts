import { describe, expect, it } from 'vitest';
import type { INodeCredentialDescription, INodeProperties } from '../model/index.js';
import { getCredentialIssues } from './credential-issues.js';

// As the HTTP Request node (v1) describes its generic credentials: each shown for one authentication.
const properties: INodeProperties[] = [{
  displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none',
  options: [{ name: 'None', value: 'none' }, { name: 'Basic Auth', value: 'basicAuth' }],
}];
const credentials: INodeCredentialDescription[] = [
  { name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } },
];
const labels = (type: string) => ({ httpBasicAuth: 'Basic Auth' })[type];

describe('getCredentialIssues', () => {
  it('asks for a required credential that the parameters display', () => {
    const node = { parameters: { authentication: 'basicAuth' }, typeVersion: 1 };
    expect(getCredentialIssues(credentials, node, properties, { credentialTypeDisplayName: labels }))
      .toEqual({ httpBasicAuth: ['Credentials for "Basic Auth" are not set.'] });
  });

  it('ignores a credential the parameters hide', () => {
    expect(getCredentialIssues(credentials, { parameters: {}, typeVersion: 1 }, properties)).toEqual({});
  });

  it('reports a credential named without id that matches no stored credential, or several', () => {
    const node = {
      parameters: { authentication: 'basicAuth' }, typeVersion: 1,
      credentials: { httpBasicAuth: { id: null, name: 'Shared' } },
    };
    const none = getCredentialIssues(credentials, node, properties, { credentialTypeDisplayName: labels, availableCredentials: [] });
    expect(none).toEqual({ httpBasicAuth: [
      'Credentials with name "Shared" do not exist for "Basic Auth".',
      'You can create credentials with the exact name and then they get auto-selected on refresh.',
    ] });
    const twice = getCredentialIssues(credentials, node, properties, {
      credentialTypeDisplayName: labels,
      availableCredentials: [{ id: '1', name: 'Shared', type: 'httpBasicAuth' }, { id: '2', name: 'Shared', type: 'httpBasicAuth' }],
    });
    expect(twice.httpBasicAuth?.[1]).toBe('Credentials are not clearly identified. Please select the correct credentials.');
    const once = getCredentialIssues(credentials, node, properties, {
      availableCredentials: [{ id: '1', name: 'Shared', type: 'httpBasicAuth' }],
    });
    expect(once).toEqual({});
  });
});
