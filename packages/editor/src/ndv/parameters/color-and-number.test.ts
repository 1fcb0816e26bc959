import { describe, expect, it } from 'vitest';
import { toColorValue } from './color-value';
import { boundIssue, settleNumber } from './number-value';

describe('toColorValue', () => {
  it('turns the picker rgba into 8-digit hex when the parameter shows alpha', () => {
    expect(toColorValue('rgba(255, 0, 128, 0.5)', true)).toBe('#ff008080');
    expect(toColorValue('rgba(16, 32, 48, 1)', true)).toBe('#102030ff');
    expect(toColorValue('#abc', true)).toBe('#aabbccff');
  });

  it('keeps 6-digit hex without alpha', () => {
    expect(toColorValue('rgba(255, 0, 128, 0.5)', false)).toBe('#ff0080');
    expect(toColorValue('#FF008080', false)).toBe('#ff0080');
    expect(toColorValue('not a colour', false)).toBe('not a colour');
  });
});

describe('number bounds', () => {
  const bounds = { min: 1, max: 10, precision: 2 };
  it('names the bound a value breaks', () => {
    expect(boundIssue(0, bounds)).toEqual({ kind: 'min', limit: 1 });
    expect(boundIssue(11, bounds)).toEqual({ kind: 'max', limit: 10 });
    expect(boundIssue(5, bounds)).toBeUndefined();
  });

  it('rounds to the precision and clamps into the bounds when settled', () => {
    expect(settleNumber(3.14159, bounds)).toBe(3.14);
    expect(settleNumber(42, bounds)).toBe(10);
    expect(settleNumber(-3, bounds)).toBe(1);
    expect(settleNumber(null, bounds)).toBeNull();
  });
});
