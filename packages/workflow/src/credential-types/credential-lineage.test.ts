import { describe, expect, it } from 'vitest';
import type { ICredentialType, INodeProperties } from '../model/index.js';
import { CredentialTypeRegistry } from './credential-type-registry.js';
import { credentialLineage, extendsCredentialType, lineageDefaults, lineageProperties } from './credential-lineage.js';

const property = (name: string, fields: Partial<INodeProperties> = {}): INodeProperties =>
  ({ displayName: name, name, type: 'string', default: '', ...fields });

const oAuth2Api: ICredentialType = {
  name: 'oAuth2Api', displayName: 'OAuth2 API',
  properties: [
    property('grantType', { default: 'authorizationCode' }),
    property('authUrl'),
    property('scope', { default: '' }),
    property('authQueryParameters', { default: '={{ $self.scope }}' }),
  ],
};
const googleOAuth2Api: ICredentialType = {
  name: 'googleOAuth2Api', displayName: 'Google OAuth2 API', extends: ['oAuth2Api'],
  properties: [property('authUrl', { type: 'hidden', default: 'https://accounts.example.com/auth' })],
};
const sheetsOAuth2Api: ICredentialType = {
  name: 'sheetsOAuth2Api', displayName: 'Sheets OAuth2 API', extends: ['googleOAuth2Api'],
  properties: [property('scope', { type: 'hidden', default: 'sheets' })],
};
const registry = new CredentialTypeRegistry([oAuth2Api, googleOAuth2Api, sheetsOAuth2Api]);

describe('credentialLineage', () => {
  it('lists the type, then every type it extends, nearest first', () => {
    expect(credentialLineage(registry, 'sheetsOAuth2Api').map((t) => t.name)).toEqual(['sheetsOAuth2Api', 'googleOAuth2Api', 'oAuth2Api']);
    expect(registry.lineage('googleOAuth2Api').map((t) => t.name)).toEqual(['googleOAuth2Api', 'oAuth2Api']);
  });

  it('ends at a type the registry does not hold, and at a cycle', () => {
    const loop = new CredentialTypeRegistry([
      { name: 'a', displayName: 'A', extends: ['b', 'missing'], properties: [] },
      { name: 'b', displayName: 'B', extends: ['a'], properties: [] },
    ]);
    expect(credentialLineage(loop, 'a').map((t) => t.name)).toEqual(['a', 'b']);
    expect(credentialLineage(loop, 'unknown')).toEqual([]);
    expect(credentialLineage(undefined, 'a')).toEqual([]);
  });
});

describe('lineageProperties and lineageDefaults', () => {
  const lineage = credentialLineage(registry, 'sheetsOAuth2Api');

  it('keeps a type\'s own property over the one it inherits by that name', () => {
    const properties = lineageProperties(lineage);
    expect(properties.map((p) => p.name).sort()).toEqual(['authQueryParameters', 'authUrl', 'grantType', 'scope']);
    expect(properties.find((p) => p.name === 'scope')?.default).toBe('sheets');
    expect(properties.find((p) => p.name === 'authUrl')?.type).toBe('hidden');
  });

  it('gives the fixed defaults, the nearest type\'s, and leaves expressions out', () => {
    expect(lineageDefaults(lineage)).toEqual({
      grantType: 'authorizationCode', authUrl: 'https://accounts.example.com/auth', scope: 'sheets',
    });
  });
});

describe('extendsCredentialType', () => {
  it('is true for the type itself and every type that extends it, however far', () => {
    expect(extendsCredentialType('oAuth2Api', [], 'oAuth2Api')).toBe(true);
    expect(extendsCredentialType('sheetsOAuth2Api', credentialLineage(registry, 'sheetsOAuth2Api'), 'oAuth2Api')).toBe(true);
    expect(extendsCredentialType('sheetsOAuth2Api', credentialLineage(registry, 'sheetsOAuth2Api'), 'oAuth1Api')).toBe(false);
  });

  it('counts a parent named in extends that the registry at hand does not hold', () => {
    const alone = new CredentialTypeRegistry([googleOAuth2Api]);
    expect(extendsCredentialType('googleOAuth2Api', credentialLineage(alone, 'googleOAuth2Api'), 'oAuth2Api')).toBe(true);
  });
});
