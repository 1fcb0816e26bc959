import { describe, expect, it } from 'vitest';
import { extensionEvaluator } from './extension-test-eval.js';

const { evaluate, failure } = extensionEvaluator();

describe('number and boolean functions as n8n gives them', () => {
  it('round and toInt take halves away from zero', () => {
    expect(evaluate('[(-1.5).round(), (2.5).round(), (-2.345).round(2), (1.005).round(2), (3.7).toInt(), (-2.5).toInt()]'))
      .toEqual([-2, 3, -2.35, 1, 4, -3]);
  });

  it('isEven and isOdd need integers', () => {
    expect(failure('(3.5).isEven()').message).toBe('isEven() is only callable on integers');
    expect(failure('(NaN).isOdd()').message).toBe('isOdd() is only callable on integers');
  });

  it('names the types a function is for when called on another', () => {
    expect(failure('(5).toNumber()').message).toBe('toNumber() is only callable on types "String", and "Boolean"');
    expect(failure('(5).beginningOf()').message).toBe('beginningOf() is only callable on type "Date"');
  });

  it('booleans convert to numbers and to themselves', () => {
    expect(evaluate('[true.toBoolean(), false.toFloat(), true.toInt(), true.toDateTime()]')).toEqual([true, 0, 1, undefined]);
  });
});
