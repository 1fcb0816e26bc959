import { describe, expect, it } from 'vitest';
import type { INodeProperties, INodePropertyCollection } from '@weft/workflow';
import {
  addCollectionOption, addGroupItem, addableOptions, moveGroupItem, removeCollectionOption, removeGroupItem,
} from './collection-values';

const timeout: INodeProperties = { displayName: 'Timeout', name: 'timeout', type: 'number', default: 10000 };
const proxy: INodeProperties = { displayName: 'Proxy', name: 'proxy', type: 'string', default: '' };
const parameters: INodePropertyCollection = {
  name: 'parameters', displayName: 'Parameter',
  values: [
    { displayName: 'Name', name: 'name', type: 'string', default: '' },
    { displayName: 'Value', name: 'value', type: 'string', default: '' },
  ],
};

describe('collection values', () => {
  it('adds an option at its default and offers only the options not added yet', () => {
    const value = addCollectionOption({}, timeout);
    expect(value).toEqual({ timeout: 10000 });
    expect(addableOptions([timeout, proxy], value).map((option) => option.name)).toEqual(['proxy']);
    expect(removeCollectionOption(value, 'timeout')).toEqual({});
  });

  it('appends a default item to a multiple-value group, and adds a single group once', () => {
    const one = addGroupItem({}, parameters, true, 1);
    expect(one).toEqual({ parameters: [{ name: '', value: '' }] });
    expect(addGroupItem(one, parameters, true, 1)).toEqual({ parameters: [{ name: '', value: '' }, { name: '', value: '' }] });
    expect(addGroupItem({}, parameters, false, 1)).toEqual({ parameters: { name: '', value: '' } });
  });

  it('deletes an item, and the group with its last item', () => {
    const value = { parameters: [{ name: 'a', value: '1' }, { name: 'b', value: '2' }] };
    expect(removeGroupItem(value, 'parameters', 0)).toEqual({ parameters: [{ name: 'b', value: '2' }] });
    expect(removeGroupItem({ parameters: [{ name: 'a', value: '1' }] }, 'parameters', 0)).toEqual({});
    expect(removeGroupItem({ parameters: { name: 'a' } }, 'parameters', undefined)).toEqual({});
  });

  it('moves an item up and down, and not past either end', () => {
    const value = { parameters: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] };
    expect(moveGroupItem(value, 'parameters', 2, -1)).toEqual({ parameters: [{ name: 'a' }, { name: 'c' }, { name: 'b' }] });
    expect(moveGroupItem(value, 'parameters', 0, 1)).toEqual({ parameters: [{ name: 'b' }, { name: 'a' }, { name: 'c' }] });
    expect(moveGroupItem(value, 'parameters', 0, -1)).toEqual(value);
    expect(moveGroupItem(value, 'parameters', 2, 1)).toEqual(value);
  });
});
