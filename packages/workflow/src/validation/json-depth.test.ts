import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from './json-depth.js';

/** `{"a":{"a":...1}}` with `levels` objects, parsed as a request body would be. */
function nestedObjects(levels: number): unknown {
  return JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
}

describe('isNestedDeeperThan', () => {
  it('counts each object and array as one level', () => {
    expect(isNestedDeeperThan({}, 0)).toBe(true);
    expect(isNestedDeeperThan({}, 1)).toBe(false);
    expect(isNestedDeeperThan({ a: [] }, 1)).toBe(true);
    expect(isNestedDeeperThan({ a: [] }, 2)).toBe(false);
    expect(isNestedDeeperThan([[[1]]], 2)).toBe(true);
    expect(isNestedDeeperThan([[[1]]], 3)).toBe(false);
  });

  it('treats text, numbers and null as no nesting', () => {
    for (const value of ['{"a":{}}', 3, null, undefined, true]) expect(isNestedDeeperThan(value, 0)).toBe(false);
  });

  it('finds a deep branch beside shallow ones', () => {
    const value = { wide: Array.from({ length: 1000 }, (_, i) => ({ i })), deep: nestedObjects(50) };
    expect(isNestedDeeperThan(value, 50)).toBe(true);
    expect(isNestedDeeperThan(value, 51)).toBe(false);
  });

  it('accepts data exactly at the limit and refuses one level more', () => {
    expect(isNestedDeeperThan(nestedObjects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(isNestedDeeperThan(nestedObjects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks a million levels without running out of stack', () => {
    const levels = 1_000_000;
    const deep = JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
    expect(isNestedDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(isNestedDeeperThan(deep, levels)).toBe(false);
  });

  it('ends on a value that contains itself', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(isNestedDeeperThan(cyclic, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('tooDeeplyNestedMessage', () => {
  it('names the data and the limit', () => {
    expect(tooDeeplyNestedMessage('The request body')).toBe('The request body is nested deeper than 100 levels');
  });
});
