import { describe, expect, it } from 'vitest';
import { formatParameterPath, getParameterValue, parseParameterPath } from './parameter-path.js';

describe('parameter paths', () => {
  it('splits names and list indexes', () => {
    expect(parseParameterPath('options.timeout')).toEqual(['options', 'timeout']);
    expect(parseParameterPath('values.string[0].name')).toEqual(['values', 'string', 0, 'name']);
    expect(parseParameterPath('rules.values[2][1]')).toEqual(['rules', 'values', 2, 1]);
  });

  it('rejects ill-formed paths', () => {
    for (const path of ['', 'a..b', 'a[x]', '[0]', 'a.', 'a[0', 'a]']) expect(parseParameterPath(path)).toBeUndefined();
  });

  it('formats segments back into the same path', () => {
    expect(formatParameterPath(['values', 'string', 0, 'name'])).toBe('values.string[0].name');
  });

  it('reads a nested value and gives undefined for missing steps', () => {
    const parameters = { values: { string: [{ name: 'a' }] } };
    expect(getParameterValue(parameters, 'values.string[0].name')).toBe('a');
    expect(getParameterValue(parameters, 'values.string[1].name')).toBeUndefined();
    expect(getParameterValue(parameters, 'values.number[0]')).toBeUndefined();
    expect(getParameterValue(parameters, 'values.string.name')).toBeUndefined();
  });
});
