import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@weft/workflow';
import { assignmentsOf, assignmentValue, withAssignmentType } from './assignment-values';
import { isOffered, optionValueOf, selectItems, staticOptions } from './option-items';

describe('Edit Fields assignments', () => {
  it('reads the rows the Set node saves and writes them back in its shape', () => {
    const saved = { assignments: [{ id: 'a', name: 'greeting', value: 'hi', type: 'string' }, { id: 'b', name: 'n', value: 3, type: 'numberValue' }] };
    const rows = assignmentsOf(saved);
    expect(rows).toEqual([
      { id: 'a', name: 'greeting', value: 'hi', type: 'string' },
      { id: 'b', name: 'n', value: 3, type: 'number' },
    ]);
    expect(assignmentValue(rows)).toEqual({ assignments: rows });
    expect(assignmentsOf('={{ $json.x }}')).toEqual([]);
  });

  it('gives a row turned boolean a boolean value, and clears it when it turns back', () => {
    const row = { id: 'a', name: 'flag', value: 'yes', type: 'string' as const };
    const asBoolean = withAssignmentType(row, 'boolean');
    expect(asBoolean.value).toBe(false);
    expect(withAssignmentType(asBoolean, 'number')).toEqual({ ...row, type: 'number', value: '' });
  });
});

describe('option items', () => {
  const parameter: INodeProperties = {
    displayName: 'Level', name: 'level', type: 'options', default: 1,
    options: [{ name: 'One', value: 1 }, { name: 'Yes', value: true }, { name: 'Text', value: '1' }],
  };

  it('keeps numbers, booleans and text apart through the select list', () => {
    const options = staticOptions(parameter);
    const items = selectItems(options);
    expect(items.map((item) => item.label)).toEqual(['One', 'Yes', 'Text']);
    expect(items.map((item) => optionValueOf(item.value, options))).toEqual([1, true, '1']);
  });

  it('tells a value that is not offered', () => {
    const options = staticOptions(parameter);
    expect(isOffered(2, options)).toBe(false);
    expect(isOffered(true, options)).toBe(true);
    expect(isOffered('', options)).toBe(true);
  });
});
