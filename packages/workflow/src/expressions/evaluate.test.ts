import { describe, expect, it } from 'vitest';
import { clearExpressionCache, compiledTemplateCount, compileTemplate } from './compiler.js';
import { containsExpression, evaluateExpression, resolveParameterValue } from './evaluate.js';
import { ExpressionError } from './expression-error.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

const ctx = chainContext([{ name: 'Source', items: jsonItems({ a: 1, b: 2, name: 'Ada', tags: ['x', 'y'], nested: { deep: true } }, { a: 5, b: 7 }) }], { name: 'Active' });
const evaluate = (value: string, itemIndex = 0) => evaluateExpression(value, ctx, itemIndex);

function failure(value: string): ExpressionError {
  try {
    evaluate(value);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw new Error(`expected an ExpressionError, got ${String(error)}`);
  }
  throw new Error(`expected ${value} to fail`);
}

describe('evaluateExpression: result types', () => {
  it('keeps the type of a value that is exactly one segment', () => {
    expect(evaluate('={{ $json.a + $json.b }}')).toBe(3);
    expect(evaluate('={{ $json.a > 0 }}')).toBe(true);
    expect(evaluate('={{ $json.tags }}')).toEqual(['x', 'y']);
    expect(evaluate('={{ $json.nested }}')).toEqual({ deep: true });
    expect(evaluate('={{ { total: $json.a * 10 } }}')).toEqual({ total: 10 });
    expect(evaluate('={{ null }}')).toBeNull();
    expect(evaluate('={{ $json.missing }}')).toBeUndefined();
  });

  it('makes a string of text mixed with segments, converting values as JavaScript joins them', () => {
    expect(evaluate('=Hello {{ $json.name }}!')).toBe('Hello Ada!');
    expect(evaluate('={{ $json.a }}{{ $json.b }}')).toBe('12');
    expect(evaluate('={{ $json.a }} ')).toBe('1 ');
    expect(evaluate('=tags: {{ $json.tags }}')).toBe('tags: x,y');
    expect(evaluate('=obj: {{ $json.nested }}')).toBe('obj: [object Object]');
    expect(evaluate('=[{{ $json.missing }}|{{ null }}]')).toBe('[|]');
  });

  it('returns text after = as it is when there is no segment, and non-expressions untouched', () => {
    expect(evaluate('=plain text')).toBe('plain text');
    expect(evaluate('no equals {{ $json.a }}')).toBe('no equals {{ $json.a }}');
  });

  it('evaluates per item', () => {
    expect(evaluate('={{ $json.a + $json.b }}', 1)).toBe(12);
    expect(evaluate('={{ $itemIndex }}', 1)).toBe(1);
  });

  it('supports statements in a segment: the last expression is the value', () => {
    expect(evaluate('={{ const total = $json.a + $json.b; total * 2 }}')).toBe(6);
    expect(evaluate('={{ let s = 0; for (const t of $json.tags) { s += t.length } s }}')).toBe(2);
  });

  it('keeps locals local: a name declared inside is not a way to a real global', () => {
    // `escape` is a real global that expressions do not get: a parameter of that name stays a parameter.
    expect(evaluate('={{ [1, 2].map((escape) => escape * 2) }}')).toEqual([2, 4]);
    expect(failure('={{ ([1].map((escape) => escape), escape) }}').message).toBe('escape is not defined');
    expect(evaluate('={{ [{ id: 4 }].map((parent) => parent.id) }}')).toEqual([4]);
    expect(failure('={{ [1].map((setTimeout) => 1) && setTimeout }}').message).toBe('setTimeout is not defined');
    expect(failure('={{ setTimeout }}').message).toBe('"setTimeout" cannot be used in expressions for security reasons');
  });

  it('reads data fields whatever their names, except those that lead to prototypes', () => {
    expect(evaluate('={{ ({ caller: "Bob", arguments: [1], self: true, process: "p" }).caller }}')).toBe('Bob');
    expect(evaluate('={{ { caller: 1, callee: 2 }["callee"] }}')).toBe(2);
  });

  it('lets an expression change its own objects and arrays', () => {
    expect(evaluate('={{ (() => { const o = {}; o.a = 1; o["b"] = 2; delete o.a; const list = []; list[1] = 3; list.push(4); return [o, list] })() }}'))
      .toEqual([{ b: 2 }, [undefined, 3, 4]]);
  });

  it('supports destructuring, spreads, defaults, template literals and optional chaining', () => {
    expect(evaluate('={{ (({ a, b = 9, ...rest }) => [a, b, Object.keys(rest)])({ a: 1, c: 3 }) }}')).toEqual([1, 9, ['c']]);
    expect(evaluate('={{ `${$json.name}-${$json.a}` }}')).toBe('Ada-1');
    expect(evaluate('={{ $json.none?.deeper ?? "fallback" }}')).toBe('fallback');
    expect(evaluate('={{ { ...$json.nested, $json } }}')).toMatchObject({ deep: true, $json: { a: 1 } });
  });
});

describe('evaluateExpression: errors', () => {
  it('reports invalid syntax', () => {
    const error = failure('={{ 1 + }}');
    expect(error.message).toBe('invalid syntax');
    expect(error.type).toBe('syntax');
    expect(error.description).toMatch(/Unexpected token/);
  });

  it('reports unknown names as not defined', () => {
    expect(failure('={{ fooBar + 1 }}').message).toBe('fooBar is not defined');
  });

  it('reports a thrown error with its message and the item', () => {
    const error = failure('={{ $json.missing.deeper }}');
    expect(error.message).toMatch(/Cannot read properties of undefined/);
    expect(error.context.itemIndex).toBe(0);
  });

  it('asks to call a function instead of returning it', () => {
    expect(failure('={{ $json.name.toUpperCase }}').message).toBe('This is a function: add () to call it');
    expect(failure('={{ DateTime }}').message).toBe('This is the DateTime class: call one of its methods');
  });
});

describe('resolveParameterValue', () => {
  it('resolves expressions at any depth and copies only what changed', () => {
    const shared = { keep: 'same', list: [1, 2] };
    const value = { shared, fields: [{ name: 'sum', value: '={{ $json.a + $json.b }}' }, { name: 'fixed', value: 'x' }] };
    const resolved = resolveParameterValue(value, ctx) as typeof value;
    expect(resolved).toEqual({ shared, fields: [{ name: 'sum', value: 3 }, { name: 'fixed', value: 'x' }] });
    expect(resolved).not.toBe(value);
    expect(resolved.shared).toBe(shared);
    expect(resolved.fields[1]).toBe(value.fields[1]);
    expect(value.fields[0]?.value).toBe('={{ $json.a + $json.b }}');
  });

  it('returns the same value when there is no expression', () => {
    const value = { a: [1, { b: 'c' }] };
    expect(resolveParameterValue(value, ctx)).toBe(value);
    expect(containsExpression(value)).toBe(false);
    expect(containsExpression({ a: [{ b: '={{ 1 }}' }] })).toBe(true);
  });
});

describe('compiled templates', () => {
  it('compiles each template once and reuses it', () => {
    clearExpressionCache();
    const first = compileTemplate('{{ $json.a * 3 }}');
    expect(compileTemplate('{{ $json.a * 3 }}')).toBe(first);
    expect(compiledTemplateCount()).toBe(1);
    for (let i = 0; i < 100; i++) evaluate('={{ $json.a * 3 }}', i % 2);
    expect(compiledTemplateCount()).toBe(1);
  });

  it('keeps a failing template failing the same way on every evaluation', () => {
    expect(failure('={{ ) }}').message).toBe('invalid syntax');
    expect(failure('={{ ) }}').message).toBe('invalid syntax');
  });
});

describe("evaluateExpression in a run: errors of the expression's code resolve to nothing (codeErrors: 'resolve-empty')", () => {
  const runCtx = { ...ctx, codeErrors: 'resolve-empty' as const };
  const run = (value: string) => evaluateExpression(value, runCtx, 0);
  const runFailure = (value: string): ExpressionError => {
    try {
      run(value);
    } catch (error) {
      if (error instanceof ExpressionError) return error;
    }
    throw new Error(`expected ${value} to fail`);
  };

  it('gives undefined for a whole expression that reads past a missing value, calls a non-function or throws', () => {
    expect(run('={{ $json.missing.deeper }}')).toBeUndefined();
    expect(run('={{ $json.missing[0].name }}')).toBeUndefined();
    expect(run('={{ $json.a() }}')).toBeUndefined();
    expect(run("={{ (() => { throw new Error('boom') })() }}")).toBeUndefined();
    expect(run('=[{{ fooBar }}]')).toBe('[]');
  });

  it('leaves that segment empty in a template, keeping the others', () => {
    expect(run('=x {{ $json.missing.deeper }} y')).toBe('x  y');
    expect(run('={{ $json.missing.deeper }}-{{ $json.a }}')).toBe('-1');
  });

  it('still fails on errors of the expression system: syntax, unknown nodes, extension functions on nothing, security', () => {
    expect(runFailure('={{ $json.a. }}').message).toBe('invalid syntax');
    expect(runFailure("={{ $('Nowhere').item.json.a }}").message).toBe("Referenced node doesn't exist");
    expect(runFailure('={{ $json.missing.toDateTime() }}').message).toBe("toDateTime can't be used on undefined value");
    expect(runFailure('={{ $json.constructor }}').type).toBe('security');
  });

  it('throws the same errors in the editor (the default), so the preview can show them', () => {
    expect(failure('={{ $json.missing.deeper }}').message).toMatch(/Cannot read properties of undefined/);
    expect(failure("={{ (() => { throw new Error('boom') })() }}").message).toBe('boom');
  });
});
