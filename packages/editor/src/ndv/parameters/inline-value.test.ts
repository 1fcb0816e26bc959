import { describe, expect, it } from 'vitest';
import { inlineValueFromText, inlineValueText } from './inline-value';

describe('inline values', () => {
  it('saves text with a {{ }} segment as an expression and shows it without the prefix', () => {
    expect(inlineValueFromText('{{ $json.total }}')).toBe('={{ $json.total }}');
    expect(inlineValueText('={{ $json.total }}')).toBe('{{ $json.total }}');
  });

  it('keeps plain text as it is and shows saved numbers as text', () => {
    expect(inlineValueFromText('10')).toBe('10');
    expect(inlineValueText(10)).toBe('10');
    expect(inlineValueText(undefined)).toBe('');
  });
});
