import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@weft/workflow';
import { hiddenValueClearing } from './hidden-values';

const method: INodeProperties = {
  displayName: 'Method', name: 'method', type: 'options', default: 'GET', options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }],
};
const sendBody: INodeProperties = {
  displayName: 'Send Body', name: 'sendBody', type: 'boolean', default: false, displayOptions: { show: { method: ['POST'] } },
};
const body: INodeProperties = {
  displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: { show: { method: ['POST'], sendBody: [true] } },
};
const options: INodeProperties = {
  displayName: 'Options', name: 'options', type: 'collection', default: {},
  options: [
    { displayName: 'Timeout', name: 'timeout', type: 'number', default: 1000 },
    { displayName: 'Body Encoding', name: 'encoding', type: 'string', default: '', displayOptions: { show: { '/method': ['POST'] } } },
  ],
};
const properties = [method, sendBody, body, options];

describe('hiddenValueClearing', () => {
  it('clears the values of every parameter an edit hides, as setParameter operations', () => {
    const before = { method: 'POST', sendBody: true, body: '{"a":1}' };
    const after = { ...before, method: 'GET' };
    expect(hiddenValueClearing(properties, before, after, 1, 'HTTP')).toEqual([
      { type: 'setParameter', node: 'HTTP', path: 'sendBody', value: undefined },
      { type: 'setParameter', node: 'HTTP', path: 'body', value: undefined },
    ]);
  });

  it('clears a collection option hidden by a root value', () => {
    const before = { method: 'POST', options: { timeout: 5, encoding: 'utf8' } };
    const after = { ...before, method: 'GET' };
    expect(hiddenValueClearing(properties, before, after, 1, 'HTTP')).toEqual([
      { type: 'setParameter', node: 'HTTP', path: 'options.encoding', value: undefined },
    ]);
  });

  it('leaves values that were hidden already, and edits that hide nothing, alone', () => {
    const imported = { method: 'GET', body: 'kept from an import' };
    expect(hiddenValueClearing(properties, imported, { ...imported, options: { timeout: 3 } }, 1, 'HTTP')).toEqual([]);
    expect(hiddenValueClearing(properties, { method: 'POST' }, { method: 'POST', sendBody: true }, 1, 'HTTP')).toEqual([]);
  });
});
