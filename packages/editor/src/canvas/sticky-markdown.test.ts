import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './sticky-markdown';

describe('sticky note markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseMarkdown('## Setup\nFirst line\nsecond line\n\n- one\n- two\n1. a')).toEqual([
      { kind: 'heading', level: 2, spans: [{ kind: 'text', text: 'Setup' }] },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'First line second line' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'a' }]] },
    ]);
  });

  it('reads bold, italic, code and http links, and leaves other links as text', () => {
    expect(parseInline('**Bold** and *it* with `x` [docs](https://example.com) [bad](javascript:alert(1))')).toEqual([
      { kind: 'bold', text: 'Bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'italic', text: 'it' },
      { kind: 'text', text: ' with ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'docs', href: 'https://example.com' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: '[bad](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps markup characters as text', () => {
    expect(parseMarkdown('<b>hi</b>')).toEqual([{ kind: 'paragraph', spans: [{ kind: 'text', text: '<b>hi</b>' }] }]);
  });
});
