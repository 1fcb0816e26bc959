import { describe, expect, it } from 'vitest';
import { extensionEvaluator } from './extension-test-eval.js';

const { evaluate, failure } = extensionEvaluator();

describe('array functions as n8n gives them', () => {
  it('empty lists: average 0, first and last undefined', () => {
    expect(evaluate('[[].average(), [].sum(), [].first(), [].last()]')).toEqual([0, 0, undefined, undefined]);
  });

  it('sums, extremes and averages take numbers only', () => {
    expect(failure('[1, "2"].sum()').message).toBe('sum(): all array elements must be numbers');
    expect(failure('[1, null].average()').message).toBe('average(): all array elements must be numbers');
    expect(failure('[1, "x"].max()').message).toBe('max(): all array elements must be numbers');
  });

  it('pluck gives one value or the list of values found, and leaves out records with none', () => {
    expect(evaluate('[{a:1,b:2},{a:2},{c:3},null].pluck("a","b")')).toEqual([[1, 2], 2]);
  });

  it('renameKeys renames pairs in each record, moving the key last', () => {
    expect(evaluate('[{a:1,b:2}, 1].renameKeys("a","x")')).toEqual([{ b: 2, x: 1 }, 1]);
    expect(Object.keys(evaluate('[{a:1,b:2}].renameKeys("a","x")[0]') as object)).toEqual(['b', 'x']);
    expect(evaluate('[{b:1,c:2}].renameKeys("b","c")')).toEqual([{ c: 1 }]);
    expect(failure('[{a:1}].renameKeys("a")').message).toContain('renameKeys(): expected an even amount of args');
  });

  it('merge joins the records of both lists, the first value of a field winning', () => {
    expect(evaluate('[{a:1,b:2},{c:3}].merge([{a:9,d:4},{e:5}])')).toEqual({ a: 1, b: 2, d: 4, c: 3, e: 5 });
    expect(evaluate('[{a:1},{b:2}].merge()')).toEqual({ a: 1, b: 2 });
    expect(failure('[{a:1}].merge({b:2})').message).toBe('merge(): expected array arg, e.g. .merge([{ id: 1, otherValue: 3 }])');
  });

  it('checks the arguments of set functions and chunk', () => {
    expect(failure('[1].difference(5)').message).toBe('difference(): expected array arg, e.g. .difference([1, 2, 3, 4])');
    expect(failure('[1].union("x")').message).toBe('union(): expected array arg, e.g. .union([1, 2, 3, 4])');
    expect(failure('[1].chunk(0)').message).toBe('chunk(): expected non-zero numeric arg, e.g. .chunk(5)');
    expect(failure('[1].chunk(-1)').message).toBe('chunk(): expected non-zero numeric arg, e.g. .chunk(5)');
  });

  it('conversions of a list give undefined', () => {
    expect(evaluate('[[1].toInt(), [1].toFloat(), [1].toBoolean(), [1].toDateTime()]')).toEqual([undefined, undefined, undefined, undefined]);
  });
});
