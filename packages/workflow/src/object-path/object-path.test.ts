import { describe, expect, it } from 'vitest';
import { getPath, parsePath, setPath, unsetPath, withPathSet, withPathUnset } from './object-path.js';

describe('object paths', () => {
  it('splits dots, indexes and quoted keys', () => {
    expect(parsePath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(parsePath('a["x.y"].z')).toEqual(['a', 'x.y', 'z']);
  });

  it('creates objects and arrays on the way when setting', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'a.b', 1);
    setPath(target, 'list[1].name', 'second');
    expect(target).toEqual({ a: { b: 1 }, list: [undefined, { name: 'second' }] });
  });

  it('prefers a key that exists as written', () => {
    const target: Record<string, unknown> = { 'a.b': 1 };
    setPath(target, 'a.b', 2);
    expect(target).toEqual({ 'a.b': 2 });
    expect(getPath(target, 'a.b')).toBe(2);
  });

  it('refuses to write into prototypes', () => {
    expect(() => setPath({}, '__proto__.polluted', true)).toThrow(/cannot be used as a field name/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('removes nested values', () => {
    const target = { a: { b: 1, c: 2 } };
    expect(unsetPath(target, 'a.b')).toBe(true);
    expect(unsetPath(target, 'a.missing')).toBe(false);
    expect(target).toEqual({ a: { c: 2 } });
  });

  it('never removes through a prototype', () => {
    const target: Record<string, unknown> = {};
    expect(unsetPath(target, '__proto__.hasOwnProperty')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'hasOwnProperty')).toBe(true);
  });

  it('leaves a segment list given by the caller as it was', () => {
    const segments = ['a', 'b'];
    unsetPath({ a: { b: 1 } }, segments);
    expect(segments).toEqual(['a', 'b']);
  });
});

describe('copy-on-write paths', () => {
  it('writes top-level and nested fields without changing the input', () => {
    const input = { a: 1, nested: { keep: true }, other: { shared: true } };
    expect(withPathSet(input, 'b', 2)).toEqual({ a: 1, nested: { keep: true }, other: { shared: true }, b: 2 });
    const written = withPathSet(input, 'nested.value', 'x');
    expect(written).toEqual({ a: 1, nested: { keep: true, value: 'x' }, other: { shared: true } });
    expect(written.other).toBe(input.other);
    expect(withPathSet(input, 'a.b', 'x')).toEqual({ a: { b: 'x' }, nested: { keep: true }, other: { shared: true } });
    expect(input).toEqual({ a: 1, nested: { keep: true }, other: { shared: true } });
  });

  it('copies arrays on the way and creates them for index segments', () => {
    const input = { list: [{ a: 1 }, { a: 2 }] };
    expect(withPathSet(input, 'list[1].a', 3)).toEqual({ list: [{ a: 1 }, { a: 3 }] });
    expect(withPathSet({}, 'made[0]', 'x')).toEqual({ made: ['x'] });
    expect(withPathSet({}, ['made', '0'], 'x')).toEqual({ made: ['x'] });
    expect(input).toEqual({ list: [{ a: 1 }, { a: 2 }] });
  });

  it('prefers a key that exists as written', () => {
    expect(withPathSet({ 'a.b': 1 }, 'a.b', 2)).toEqual({ 'a.b': 2 });
    expect(withPathUnset({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toEqual({ a: { b: 2 } });
  });

  it('refuses names that would reach object prototypes, naming the whole path', () => {
    expect(() => withPathSet({}, '__proto__.x', 1)).toThrow('"__proto__.x" cannot be used as a field name');
    expect(() => withPathSet({}, ['a', 'constructor'], 1)).toThrow('"a.constructor" cannot be used as a field name');
  });

  it('removes nested values from a copy, and answers the input itself when nothing is there', () => {
    const input = { a: { b: 1, c: 2 }, list: [1, 2] };
    expect(withPathUnset(input, 'a.b')).toEqual({ a: { c: 2 }, list: [1, 2] });
    expect(withPathUnset(input, 'a.missing')).toBe(input);
    expect(withPathUnset(input, 'a.b.deeper')).toBe(input);
    expect(withPathUnset(input, '__proto__.toString')).toBe(input);
    expect(input).toEqual({ a: { b: 1, c: 2 }, list: [1, 2] });
  });
});
