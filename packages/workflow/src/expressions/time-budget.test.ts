import { afterEach, describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import { chainContext, jsonItems, expressionFailure } from './expression-test-helpers.js';
import { DEFAULT_EXPRESSION_TIMEOUT_MS, setExpressionTimeout } from './time-budget.js';

const ctx = chainContext([{ name: 'Source', items: jsonItems({ list: [3, 1, 2], n: 10 }) }], { name: 'Active' });
const evaluate = (code: string) => evaluateExpression(`={{ ${code} }}`, ctx, 0);

const failure = (code: string) => expressionFailure(code, ctx);

/** The expression of the report: 200 million callback calls, 7 s on the server it blocked. */
const SLOW = 'Array.from({length: 20000}, () => Array.from({length: 10000}, () => 0).length).length';

afterEach(() => setExpressionTimeout(DEFAULT_EXPRESSION_TIMEOUT_MS));

describe('the time budget of an expression', () => {
  it('stops an expression that computes through callbacks of built-ins, with a clear message', () => {
    setExpressionTimeout(200);
    const error = failure(SLOW);
    expect(error.message).toBe('The expression ran longer than 0.2 s');
    expect(error.type).toBe('limit');
    expect(error.description).toContain('WEFT_EXPRESSION_TIMEOUT_MS');
  });

  it('stops endless loops, recursion, and loops that catch the error to carry on', () => {
    setExpressionTimeout(50);
    expect(failure('(() => { while (true) {} })()').message).toBe('The expression ran longer than 0.05 s');
    expect(failure('(() => { for (;;) {} })()').type).toBe('limit');
    expect(failure('(() => { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } return fib(60); })()').type).toBe('limit');
    expect(failure('(() => { while (true) { try { while (true) {} } catch (e) {} } })()').type).toBe('limit');
    expect(failure('[1, 2].sort(() => { while (true) {} })').type).toBe('limit');
  });

  it('gives every evaluation a budget of its own', () => {
    setExpressionTimeout(50);
    failure('(() => { while (true) {} })()');
    expect(evaluate('$json.list.map((x) => x * 2)')).toEqual([6, 2, 4]);
    expect(evaluate('(() => { let total = 0; for (const x of $json.list) total += x; return total; })()')).toBe(6);
  });

  it('leaves what functions and loops compute unchanged', () => {
    expect(evaluate('$json.list.toSorted((a, b) => a - b)')).toEqual([1, 2, 3]);
    expect(evaluate('(() => ({ doubled: $json.n * 2 }))()')).toEqual({ doubled: 20 });
    expect(evaluate('(function named(x) { "use strict"; return x + 1; })($json.n)')).toBe(11);
    expect(evaluate('((a, b = 2, ...rest) => a + b + rest.length)(1)')).toBe(3);
    expect(evaluate('$json.list.map((x) => (x, x + 1))')).toEqual([4, 2, 3]);
    expect(evaluate('Array.from({ length: 3 }, (_, i) => i ** 2)')).toEqual([0, 1, 4]);
    expect(evaluate('$json.list.map((x) => x > 1 ? { big: x } : x)')).toEqual([{ big: 3 }, 1, { big: 2 }]);
    expect(evaluate('$json.list.map((x) => $json.list.first() + x)')).toEqual([6, 4, 5]);
  });

  it('refuses a budget that is not a positive number', () => {
    expect(() => setExpressionTimeout(0)).toThrow(RangeError);
    expect(() => setExpressionTimeout(Number.NaN)).toThrow(RangeError);
  });
});
