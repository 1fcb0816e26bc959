import { describe, expect, it } from 'vitest';
import { ApplicationError, deepCopy, jsonParse, jsonStringify, LoggerProxy, NodeConnectionTypes } from './package-api.js';

describe('the n8n-workflow helpers community packages call', () => {
  it('parses JSON, JavaScript object notation when asked, and falls back or explains when it cannot', () => {
    expect(jsonParse('{"a":1}')).toEqual({ a: 1 });
    expect(jsonParse("{a: 'it\\'s', b: [1, 2,],}", { acceptJSObject: true })).toEqual({ a: "it's", b: [1, 2] });
    expect(jsonParse('not json', { fallbackValue: [] })).toEqual([]);
    expect(() => jsonParse('not json', { errorMessage: 'The body is not JSON' })).toThrow(new ApplicationError('The body is not JSON'));
    expect(() => jsonParse('not json')).toThrow(SyntaxError);
  });

  it('copies deeply, dates as their JSON, a cycle as a cycle of the copy', () => {
    const source: Record<string, unknown> = { when: new Date('2024-01-02T03:04:05.000Z'), list: [{ x: 1 }] };
    source.self = source;
    const copy = deepCopy(source);
    expect(copy.when).toBe('2024-01-02T03:04:05.000Z');
    expect(copy.list).toEqual([{ x: 1 }]);
    expect(copy.list).not.toBe(source.list);
    expect(copy.self).toBe(copy);
  });

  it('stringifies a circular value when asked to', () => {
    const value: Record<string, unknown> = { a: 1 };
    value.me = value;
    expect(jsonStringify(value, { replaceCircularRefs: true })).toBe('{"a":1,"me":"[Circular Reference]"}');
  });

  it('names connection types as n8n does and logs through the host logger once given', () => {
    expect(NodeConnectionTypes.Main).toBe('main');
    expect(NodeConnectionTypes.AiTool).toBe('ai_tool');
    const lines: string[] = [];
    LoggerProxy.info('before');
    LoggerProxy.init({ error: (m) => lines.push(m), warn: (m) => lines.push(m), info: (m) => lines.push(m), debug: () => undefined, verbose: () => undefined });
    LoggerProxy.info('after');
    expect(lines).toEqual(['after']);
  });
});
