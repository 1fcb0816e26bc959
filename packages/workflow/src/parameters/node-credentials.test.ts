import { describe, expect, it } from 'vitest';
import type { INode, INodeCredentialDescription, INodeProperties } from '../model/index.js';
import { applyOperation } from '../operations/apply-operation.js';
import { getCredentialIssues } from './credential-issues.js';
import {
  displayedCredentialTypes, fillCredentialIds, invalidCredentialReplacements, isInvalidCredential, savedNodeCredentials,
} from './node-credentials.js';

// As HTTP Request v3 describes its authentication: a generic type picked by a credentialsSelect.
const properties: INodeProperties[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none',
    options: [{ name: 'None', value: 'none' }, { name: 'Generic', value: 'genericCredentialType' }],
  },
  {
    displayName: 'Generic Auth Type', name: 'genericAuthType', type: 'credentialsSelect', default: '', required: true,
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
  { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
];
const descriptions: INodeCredentialDescription[] = [
  { name: 'httpSslAuth', required: true, displayOptions: { show: { ssl: [true] } } },
];
const node = (parameters: INode['parameters'], credentials?: INode['credentials'], name = 'Request'): INode => ({
  id: name, name, type: 'test.request', typeVersion: 1, position: [0, 0], parameters, ...(credentials ? { credentials } : {}),
});

describe('displayedCredentialTypes', () => {
  it('shows the type the generic auth select names, as required', () => {
    const shown = displayedCredentialTypes(descriptions, node({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }), properties);
    expect(shown).toEqual([{ name: 'httpHeaderAuth', required: true }]);
  });

  it('shows nothing while no type is chosen, or when the select is hidden or an expression', () => {
    expect(displayedCredentialTypes(descriptions, node({ authentication: 'genericCredentialType' }), properties)).toEqual([]);
    expect(displayedCredentialTypes(descriptions, node({ genericAuthType: 'httpHeaderAuth' }), properties)).toEqual([]);
    expect(displayedCredentialTypes(descriptions, node({ authentication: 'genericCredentialType', genericAuthType: '={{ "x" }}' }), properties)).toEqual([]);
  });

  it('adds the description credentials whose displayOptions match', () => {
    const shown = displayedCredentialTypes(descriptions, node({ ssl: true, authentication: 'genericCredentialType', genericAuthType: 'httpBasicAuth' }), properties);
    expect(shown.map((entry) => entry.name)).toEqual(['httpBasicAuth', 'httpSslAuth']);
  });
});

describe('credential issues of a generic auth type', () => {
  it('asks for the credential of the chosen type', () => {
    const issues = getCredentialIssues(descriptions, node({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }), properties, {
      credentialTypeDisplayName: (type) => (type === 'httpHeaderAuth' ? 'Header Auth' : undefined),
    });
    expect(issues).toEqual({ httpHeaderAuth: ['Credentials for "Header Auth" are not set.'] });
  });
});

describe('savedNodeCredentials', () => {
  it('keeps only the credentials displayed for the current parameters', () => {
    const credentials = { httpHeaderAuth: { id: '1', name: 'Key' }, httpBasicAuth: { id: '2', name: 'Old' } };
    expect(savedNodeCredentials(descriptions, node({ authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' }, credentials), properties))
      .toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
    expect(savedNodeCredentials(descriptions, node({ authentication: 'none' }, credentials), properties)).toBeUndefined();
  });
});

describe('fillCredentialIds', () => {
  const available = [
    { id: '1', name: 'Key', type: 'httpHeaderAuth' },
    { id: '2', name: 'Twice', type: 'httpHeaderAuth' }, { id: '3', name: 'Twice', type: 'httpHeaderAuth' },
    { id: '4', name: 'Key', type: 'httpBasicAuth' },
  ];

  it('fills the id of a credential named without id that exactly one credential of its type matches', () => {
    expect(fillCredentialIds({ httpHeaderAuth: { id: null, name: 'Key' } }, available)).toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
  });

  it('leaves names matching none or several alone', () => {
    expect(fillCredentialIds({ httpHeaderAuth: { id: null, name: 'Twice' } }, available)).toBeNull();
    expect(fillCredentialIds({ httpHeaderAuth: { id: null, name: 'Nobody' } }, available)).toBeNull();
    expect(fillCredentialIds({ httpHeaderAuth: { id: '9', name: 'Key' } }, available)).toBeNull();
  });
});

describe('invalidCredentialReplacements', () => {
  const available = [{ id: '1', name: 'Key', type: 'httpHeaderAuth' }];
  const chosen = { id: '1', name: 'Key' };
  const missing = { id: null, name: 'Imported' };

  it('knows a credential without id, or with an id the user does not have, as invalid', () => {
    expect(isInvalidCredential(missing, 'httpHeaderAuth', available)).toBe(true);
    expect(isInvalidCredential({ id: '8', name: 'Deleted' }, 'httpHeaderAuth', available)).toBe(true);
    expect(isInvalidCredential(chosen, 'httpHeaderAuth', available)).toBe(false);
  });

  it('gives the chosen credential to every other node holding the same invalid one, as one undoable batch', () => {
    const nodes = [
      node({}, { httpHeaderAuth: missing }, 'A'),
      node({}, { httpHeaderAuth: missing, httpBasicAuth: { id: '5', name: 'B' } }, 'B'),
      node({}, { httpHeaderAuth: { id: null, name: 'Other' } }, 'C'),
      node({}, undefined, 'D'),
    ];
    const operations = invalidCredentialReplacements(nodes, 'A', 'httpHeaderAuth', missing, chosen, available);
    expect(operations).toEqual([{
      type: 'setNodeCredentials', node: 'B', credentials: { httpHeaderAuth: chosen, httpBasicAuth: { id: '5', name: 'B' } },
    }]);
    const workflow = { nodes, connections: {} };
    const { workflow: replaced, inverse } = applyOperation(workflow, { type: 'batch', operations });
    expect(replaced.nodes[1]?.credentials?.httpHeaderAuth).toEqual(chosen);
    expect(applyOperation(replaced, inverse).workflow).toEqual(workflow);
  });

  it('replaces nothing when the previous credential was valid', () => {
    const nodes = [node({}, { httpHeaderAuth: chosen }, 'A'), node({}, { httpHeaderAuth: chosen }, 'B')];
    expect(invalidCredentialReplacements(nodes, 'A', 'httpHeaderAuth', chosen, { id: '2', name: 'New' }, available)).toEqual([]);
  });
});
