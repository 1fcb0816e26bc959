import { describe, expect, it } from 'vitest';
import { isExpression, splitTemplate } from './template.js';

describe('isExpression', () => {
  it('is a string starting with =', () => {
    expect(isExpression('={{ $json.a }}')).toBe(true);
    expect(isExpression('=plain')).toBe(true);
    expect(isExpression('{{ $json.a }}')).toBe(false);
    expect(isExpression(5)).toBe(false);
    expect(isExpression(undefined)).toBe(false);
  });
});

describe('splitTemplate', () => {
  it('gives one code part for a lone segment', () => {
    expect(splitTemplate('{{ $json.a }}')).toEqual([{ type: 'code', code: ' $json.a ' }]);
  });

  it('keeps text around and between segments, including spaces', () => {
    expect(splitTemplate('Hi {{ $json.name }}, you are {{ $json.age }}!')).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'code', code: ' $json.name ' },
      { type: 'text', text: ', you are ' },
      { type: 'code', code: ' $json.age ' },
      { type: 'text', text: '!' },
    ]);
    expect(splitTemplate('{{ 1 }} ')).toEqual([{ type: 'code', code: ' 1 ' }, { type: 'text', text: ' ' }]);
  });

  it('closes a segment at the first }} (n8n rule) and treats \\}} in code as }}', () => {
    expect(splitTemplate('{{ {a: {b: 1}} }}')).toEqual([{ type: 'code', code: ' {a: {b: 1' }, { type: 'text', text: ' }}' }]);
    expect(splitTemplate('{{ {a: {b: 1\\}} }}')).toEqual([{ type: 'code', code: ' {a: {b: 1}} ' }]);
  });

  it('reads \\{{ in text as literal braces, and runs an unclosed segment to the end', () => {
    expect(splitTemplate('a \\{{ b')).toEqual([{ type: 'text', text: 'a {{ b' }]);
    expect(splitTemplate('x {{ $json.a')).toEqual([{ type: 'text', text: 'x ' }, { type: 'code', code: ' $json.a' }]);
  });

  it('gives plain text for a template without segments', () => {
    expect(splitTemplate('just text')).toEqual([{ type: 'text', text: 'just text' }]);
    expect(splitTemplate('')).toEqual([]);
  });
});
