import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@weft/workflow';
import { resolveNodeParameters } from './node-parameters.js';

const properties: INodeProperties[] = [
  { displayName: 'Mode', name: 'mode', type: 'options', default: 'a', options: [{ name: 'A', value: 'a' }, { name: 'B', value: 'b' }] },
  { displayName: 'Old', name: 'old', type: 'string', default: 'old', displayOptions: { show: { '@version': [1] } } },
  { displayName: 'New', name: 'fresh', type: 'string', default: 'new', displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } } },
  { displayName: 'Include', name: 'include', type: 'options', default: 'all', displayOptions: { show: { mode: ['a'] } }, options: [] },
  { displayName: 'Include', name: 'include', type: 'options', default: 'none', displayOptions: { show: { mode: ['b'] } }, options: [] },
  { displayName: 'Notice', name: 'notice', type: 'notice', default: '' },
  {
    displayName: 'Fields', name: 'fields', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    options: [{
      displayName: 'Values', name: 'values', values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Type', name: 'type', type: 'options', default: 'text', options: [] },
        { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: { type: ['text'] } } },
        { displayName: 'Count', name: 'count', type: 'number', default: 0, displayOptions: { show: { type: ['count'], '/mode': ['b'] } } },
      ],
    }],
  },
];

describe('resolveNodeParameters', () => {
  it('fills defaults of shown parameters, by version', () => {
    expect(resolveNodeParameters(properties, {}, 1)).toEqual({ mode: 'a', old: 'old', include: 'all', fields: {} });
    expect(resolveNodeParameters(properties, {}, 2.1)).toEqual({ mode: 'a', fresh: 'new', include: 'all', fields: {} });
  });

  it('picks the shown one of two parameters sharing a name', () => {
    expect(resolveNodeParameters(properties, { mode: 'b' }, 2).include).toBe('none');
  });

  it('resolves each fixed collection entry, with sibling and root references', () => {
    const resolved = resolveNodeParameters(properties, {
      mode: 'b', fields: { values: [{ name: 'x' }, { name: 'y', type: 'count', count: 3 }] },
    }, 2);
    expect(resolved.fields).toEqual({ values: [{ name: 'x', type: 'text', text: '' }, { name: 'y', type: 'count', count: 3 }] });
  });
});
