import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@weft/workflow';
import { CUSTOM_API_CALL_VALUE, visibleParameters } from './visible-parameters';

const resource: INodeProperties = {
  displayName: 'Resource', name: 'resource', type: 'options', default: 'user',
  options: [{ name: 'User', value: 'user' }, { name: 'Custom API Call', value: CUSTOM_API_CALL_VALUE }],
};
const operation: INodeProperties = {
  displayName: 'Operation', name: 'operation', type: 'options', default: 'get',
  options: [{ name: 'Get', value: 'get' }, { name: 'Create', value: 'create' }],
};
const authentication: INodeProperties = { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', options: [{ name: 'None', value: 'none' }] };
const userId: INodeProperties = {
  displayName: 'User ID', name: 'userId', type: 'string', default: '', displayOptions: { show: { operation: ['get'] } },
};
const email: INodeProperties = {
  displayName: 'Email', name: 'email', type: 'string', default: '', displayOptions: { show: { operation: ['create'] } },
};
const newOnly: INodeProperties = {
  displayName: 'Since v2', name: 'sinceTwo', type: 'boolean', default: false, displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
};
const properties = [authentication, resource, operation, userId, email, newOnly];
const names = (shown: INodeProperties[]) => shown.map((property) => property.name);

describe('visibleParameters', () => {
  it('shows a parameter when the values its displayOptions name match, with defaults filled', () => {
    expect(names(visibleParameters(properties, { values: {}, root: {}, version: 1, kind: 'root' })))
      .toEqual(['authentication', 'resource', 'operation', 'userId']);
    expect(names(visibleParameters(properties, { values: { operation: 'create' }, root: {}, version: 1, kind: 'root' })))
      .toEqual(['authentication', 'resource', 'operation', 'email']);
  });

  it('reads the node type version for @version conditions', () => {
    expect(names(visibleParameters(properties, { values: {}, root: {}, version: 2, kind: 'root' }))).toContain('sinceTwo');
    expect(names(visibleParameters(properties, { values: {}, root: {}, version: 1.9, kind: 'root' }))).not.toContain('sinceTwo');
  });

  it('keeps only authentication, resource and operation once the custom API call is chosen', () => {
    const shown = visibleParameters(properties, { values: { resource: CUSTOM_API_CALL_VALUE }, root: {}, version: 2, kind: 'root' });
    expect(names(shown)).toEqual(['authentication', 'resource', 'operation']);
  });

  it('lists in a collection only the options a user added', () => {
    const options = [userId, { ...email, displayOptions: undefined }];
    const shown = visibleParameters(options, { values: { email: 'a@b.c' }, root: { operation: 'get' }, version: 1, kind: 'collection' });
    expect(names(shown)).toEqual(['email']);
  });

  it('shows one variant when several properties share a name', () => {
    const forGet = { ...userId, name: 'value', displayName: 'For get' };
    const forCreate = { ...email, name: 'value', displayName: 'For create' };
    const shown = visibleParameters([operation, forGet, forCreate], { values: { operation: 'create' }, root: {}, version: 1, kind: 'root' });
    expect(shown.map((property) => property.displayName)).toEqual(['Operation', 'For create']);
  });
});
