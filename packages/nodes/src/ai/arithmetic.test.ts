import { describe, expect, it } from 'vitest';
import { evaluateArithmetic } from './arithmetic.js';

describe('evaluateArithmetic', () => {
  it('follows operator precedence, parentheses and right-associative powers', () => {
    expect(evaluateArithmetic('2 + 3 * 4')).toBe(14);
    expect(evaluateArithmetic('(2 + 3) * 4')).toBe(20);
    expect(evaluateArithmetic('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluateArithmetic('-3 + 10 % 4')).toBe(-1);
    expect(evaluateArithmetic('sqrt(16) + round(2.6) + pi - pi')).toBe(7);
  });
  it('refuses anything outside arithmetic', () => {
    expect(() => evaluateArithmetic('process.exit()')).toThrow('Unknown symbol "process"');
    expect(() => evaluateArithmetic('2 +')).toThrow('Unexpected end of "2 +"');
    expect(() => evaluateArithmetic('')).toThrow('There is nothing to calculate');
  });
});
