import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML characters with named entities', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('uses numeric entities when asked (mail bodies)', () => {
    expect(escapeHtml(`&<>"'`, { numeric: true })).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('shows nothing for null and undefined, and other values as text', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});
