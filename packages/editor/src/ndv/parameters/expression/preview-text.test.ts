import { describe, expect, it } from 'vitest';
import { selectorData, shortPreview } from './preview-text';

describe('shortPreview', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(shortPreview('Ada')).toBe('Ada');
    expect(shortPreview('x'.repeat(300))).toBe(`${'x'.repeat(250)}…`);
  });
});

describe('selectorData', () => {
  it('shows the item as JSON under 102400 characters, and nothing at or over it', () => {
    expect(selectorData({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(selectorData({ big: 'x'.repeat(102400) })).toBeNull();
  });
});
