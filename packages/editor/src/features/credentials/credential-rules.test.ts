import { describe, expect, it } from 'vitest';
import type { CredentialTypeDescription } from '@weft/contracts';
import type { INodeTypeDescription } from '@weft/workflow';
import {
  credentialDataToSave, credentialProperties, isCredentialTestable, isOAuthConnected, missingRequiredFields, nameAfterEdit,
  needsOAuthConnect, nodeAccessOptions, oauthVersion, suggestedCredentialName,
} from './credential-rules';

const type = (fields: Partial<CredentialTypeDescription> & { name: string }): CredentialTypeDescription =>
  ({ displayName: fields.name, properties: [], ...fields });

const oAuth2Api = type({
  name: 'oAuth2Api', displayName: 'OAuth2 API', genericAuth: true,
  properties: [
    { name: 'grantType', displayName: 'Grant Type', type: 'options', default: 'authorizationCode', options: [{ name: 'Code', value: 'authorizationCode' }, { name: 'Client', value: 'clientCredentials' }] },
    { name: 'clientId', displayName: 'Client ID', type: 'string', default: '', required: true },
    { name: 'authUrl', displayName: 'Authorization URL', type: 'string', default: '', required: true, displayOptions: { show: { grantType: ['authorizationCode'] } } },
  ],
});
const githubOAuth2 = type({
  name: 'githubOAuth2Api', displayName: 'GitHub OAuth2 API', extends: ['oAuth2Api'],
  properties: [{ name: 'authUrl', displayName: 'Authorization URL', type: 'hidden', default: 'https://github.com/login/oauth/authorize' }],
});
const headerAuth = type({
  name: 'httpHeaderAuth', displayName: 'Header Auth', genericAuth: true, testable: true,
  properties: [
    { name: 'name', displayName: 'Name', type: 'string', default: '', required: true },
    { name: 'value', displayName: 'Value', type: 'string', default: '', typeOptions: { password: true } },
    { name: 'hint', displayName: 'A note', type: 'notice', default: '' },
  ],
});
const smtp = type({ name: 'smtp', displayName: 'SMTP', properties: [{ name: 'port', displayName: 'Port', type: 'number', default: 465 }] });
const types = [oAuth2Api, githubOAuth2, headerAuth, smtp];

describe('credential name rules', () => {
  it('keeps a trimmed name and cuts it at 64 characters', () => {
    expect(nameAfterEdit('  My API  ', 'Untitled Credential')).toEqual({ name: 'My API', emptied: false });
    expect(nameAfterEdit('x'.repeat(70), 'Untitled Credential').name).toHaveLength(64);
  });

  it('replaces an emptied name with the untitled one and says so', () => {
    expect(nameAfterEdit('   ', 'Untitled Credential')).toEqual({ name: 'Untitled Credential', emptied: true });
  });

  it('suggests "{display name} account" for a new credential', () => {
    expect(suggestedCredentialName(headerAuth)).toBe('Header Auth account');
    expect(suggestedCredentialName(oAuth2Api)).toBe('OAuth2 API account');
  });
});

describe('credential fields', () => {
  it('takes inherited fields, the own type overriding a parent field by name', () => {
    const fields = credentialProperties(types, 'githubOAuth2Api');
    expect(fields.map((field) => field.name)).toEqual(['grantType', 'clientId', 'authUrl']);
    expect(fields.find((field) => field.name === 'authUrl')?.type).toBe('hidden');
  });

  it('saves shown fields with their defaults, without notices or fields hidden by displayOptions', () => {
    const fields = credentialProperties(types, 'oAuth2Api');
    expect(credentialDataToSave(fields, { clientId: 'abc' })).toEqual({ grantType: 'authorizationCode', clientId: 'abc', authUrl: '' });
    expect(credentialDataToSave(fields, { grantType: 'clientCredentials', clientId: 'abc', authUrl: 'https://x' }))
      .toEqual({ grantType: 'clientCredentials', clientId: 'abc' });
    expect(credentialDataToSave(headerAuth.properties as never, { name: 'X-Key' })).toEqual({ name: 'X-Key', value: '' });
  });

  it('lists required fields left empty, only among those shown', () => {
    const fields = credentialProperties(types, 'oAuth2Api');
    expect(missingRequiredFields(fields, {})).toEqual(['clientId', 'authUrl']);
    expect(missingRequiredFields(fields, { grantType: 'clientCredentials', clientId: 'abc' })).toEqual([]);
  });
});

describe('testing after save', () => {
  const fields = headerAuth.properties as never;
  it('tests a testable type whose required fields are filled', () => {
    expect(isCredentialTestable(headerAuth, false, fields, { name: 'X-Key', value: 's' })).toBe(true);
  });
  it('does not test with a required field empty, an expression, an OAuth type or a type without a test', () => {
    expect(isCredentialTestable(headerAuth, false, fields, { value: 's' })).toBe(false);
    expect(isCredentialTestable(headerAuth, false, fields, { name: 'X-Key', value: '={{ $env.KEY }}' })).toBe(false);
    expect(isCredentialTestable(headerAuth, true, fields, { name: 'X-Key' })).toBe(false);
    expect(isCredentialTestable(smtp, false, smtp.properties as never, {})).toBe(false);
  });
});

describe('OAuth', () => {
  it('knows OAuth types by their lineage', () => {
    expect(oauthVersion(types, 'githubOAuth2Api')).toBe(2);
    expect(oauthVersion(types, 'httpHeaderAuth')).toBeUndefined();
  });
  it('asks to connect an account except for the client-credentials grant', () => {
    expect(needsOAuthConnect(2, {})).toBe(true);
    expect(needsOAuthConnect(2, { grantType: 'clientCredentials' })).toBe(false);
    expect(needsOAuthConnect(undefined, {})).toBe(false);
  });
  it('counts a credential connected when the answer holds (blanked) token data', () => {
    expect(isOAuthConnected({ oauthTokenData: '__blank__' })).toBe(true);
    expect(isOAuthConnected({ clientId: 'x' })).toBe(false);
  });
});

describe('node access', () => {
  const node = (name: string, displayName: string, credentials?: string[]) =>
    ({ name, displayName, credentials: credentials?.map((c) => ({ name: c })) }) as unknown as INodeTypeDescription;
  const nodeTypes = [
    node('n8n-nodes-base.httpRequest', 'HTTP Request'),
    node('n8n-nodes-base.httpRequest', 'HTTP Request'),
    node('n8n-nodes-base.github', 'GitHub', ['githubOAuth2Api']),
    node('n8n-nodes-base.emailSend', 'Send Email', ['smtp']),
    node('n8n-nodes-base.oauthThing', 'A Thing', ['oAuth2Api']),
  ];
  it('offers the nodes naming the type or a parent, and HTTP Request once for generic types', () => {
    expect(nodeAccessOptions(nodeTypes, types, 'githubOAuth2Api').map((o) => o.displayName)).toEqual(['A Thing', 'GitHub', 'HTTP Request']);
    expect(nodeAccessOptions(nodeTypes, types, 'smtp')).toEqual([{ nodeType: 'n8n-nodes-base.emailSend', displayName: 'Send Email' }]);
  });
});
