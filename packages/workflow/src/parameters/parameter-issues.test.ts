import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../model/index.js';
import { getParameterIssues } from './parameter-issues.js';
import {
  dateTimeV2Properties, httpRequestV4Properties, setV1Properties, switchV3Properties,
} from './n8n-properties.fixture.js';

describe('getParameterIssues', () => {
  it('follows a value as it is edited: required again once emptied, and inside an option added to a collection', () => {
    expect(getParameterIssues(httpRequestV4Properties, { url: 'https://example.com' }, 4.2)).toEqual({});
    expect(getParameterIssues(httpRequestV4Properties, { url: '' }, 4.2)).toEqual({ url: ['This field is required'] });
    const textResponse = { url: 'x', options: { response: { response: { responseFormat: 'text', outputPropertyName: '' } } } };
    expect(getParameterIssues(httpRequestV4Properties, textResponse, 4.2)).toEqual({
      'options.response.response.outputPropertyName': ['This field is required'],
    });
  });

  it('marks the empty required URL of a new HTTP Request node', () => {
    expect(getParameterIssues(httpRequestV4Properties, {}, 4.2)).toEqual({ url: ['This field is required'] });
  });

  it('has no issues once the URL is set, even as an expression', () => {
    expect(getParameterIssues(httpRequestV4Properties, { url: 'https://example.com' }, 4.2)).toEqual({});
    expect(getParameterIssues(httpRequestV4Properties, { url: '={{ $json.url }}' }, 4.2)).toEqual({});
  });

  it('treats null and undefined as empty', () => {
    expect(getParameterIssues(httpRequestV4Properties, { url: null }, 4.2)).toEqual({ url: ['This field is required'] });
  });

  it('ignores required parameters that are not displayed', () => {
    const issues = getParameterIssues(httpRequestV4Properties, { url: 'https://x', authentication: 'none' }, 4.2);
    expect(issues.nodeCredentialType).toBeUndefined();
  });

  it('asks for a credential type when the credential select is displayed and empty', () => {
    const issues = getParameterIssues(httpRequestV4Properties, { url: 'https://x', authentication: 'predefinedCredentialType' }, 4.2);
    expect(issues).toEqual({ nodeCredentialType: ['select a credential type from the dropdown'] });
  });

  it('rejects an option value that is not offered', () => {
    expect(getParameterIssues(httpRequestV4Properties, { url: 'https://x', method: 'FETCH' }, 4.2))
      .toEqual({ method: ['The value is not supported'] });
  });

  it('accepts an expression in place of an option value', () => {
    expect(getParameterIssues(httpRequestV4Properties, { url: 'https://x', method: '={{ $json.method }}' }, 4.2)).toEqual({});
  });

  it('does not check options loaded from the server', () => {
    expect(getParameterIssues(switchV3Properties, { mode: 'rules', fallbackOutput: 7 }, 3.2)).toEqual({});
  });

  it('checks every chosen multiOptions value', () => {
    const base = { operation: 'getTimeBetweenDates' };
    expect(getParameterIssues(dateTimeV2Properties, { ...base, units: ['day', 'fortnight'] }, 2))
      .toEqual({ units: ['The value is not supported'] });
    expect(getParameterIssues(dateTimeV2Properties, { ...base, units: ['day', '={{ "hour" }}'] }, 2)).toEqual({});
  });

  it('marks an empty required multiOptions', () => {
    const properties: INodeProperties[] = [
      { displayName: 'Events', name: 'events', type: 'multiOptions', default: [], required: true,
        options: [{ name: 'Created', value: 'created' }] },
    ];
    expect(getParameterIssues(properties, {}, 1)).toEqual({ events: ['This field is required'] });
    expect(getParameterIssues(properties, { events: ['created'] }, 1)).toEqual({});
  });

  it('names nested parameters by their path', () => {
    const issues = getParameterIssues(httpRequestV4Properties, {
      url: 'https://x',
      options: { response: { response: { responseFormat: 'file', outputPropertyName: '' } } },
    }, 4.2);
    expect(issues).toEqual({ 'options.response.response.outputPropertyName': ['This field is required'] });
  });

  it('names fixedCollection items by index', () => {
    const properties: INodeProperties[] = [{
      displayName: 'Rules', name: 'rules', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
      options: [{ name: 'rule', displayName: 'Rule', values: [
        { displayName: 'Key', name: 'key', type: 'string', default: '', required: true },
        { displayName: 'Op', name: 'op', type: 'options', default: 'eq', options: [{ name: 'Equal', value: 'eq' }] },
      ] }],
    }];
    const issues = getParameterIssues(properties, { rules: { rule: [{ key: 'a' }, { op: 'like' }] } }, 1);
    expect(issues).toEqual({ 'rules.rule[1].key': ['This field is required'], 'rules.rule[1].op': ['The value is not supported'] });
  });

  it('finds nothing wrong with a Set v1 node', () => {
    expect(getParameterIssues(setV1Properties, { values: { string: [{ name: 'a', value: 'b' }] } }, 1)).toEqual({});
  });
});
