import { describe, expect, it } from 'vitest';
import { toHtmlToMarkdownOptions } from './markdown-html-options.js';
import { showdownOptionProperties, toShowdownOptions } from './markdown-showdown-options.js';

describe('Markdown options', () => {
  it('passes only the set, known showdown options', () => {
    expect(toShowdownOptions({ tables: true, prefixHeaderId: 'doc', unknown: 1 })).toEqual({ tables: true, prefixHeaderId: 'doc' });
    expect(showdownOptionProperties.find((p) => p.name === 'backslashEscapesHTMLTags')?.displayName).toBe('Backslash Escapes HTML Tags');
  });

  it('maps the HTML-to-Markdown options to node-html-markdown', () => {
    expect(toHtmlToMarkdownOptions({
      bulletMarker: '-', codeBlockStyle: 'fence', ignore: 'nav, footer', blockElements: 'span',
      globalEscape: { value: { pattern: '\\*', replacement: '\\*' } },
      lineStartEscape: { value: { pattern: '^#', replacement: '\\#' } },
      textReplace: { values: [{ pattern: 'foo', replacement: 'bar' }, { pattern: '', replacement: 'x' }] },
      maxConsecutiveNewlines: 2,
    })).toEqual({
      bulletMarker: '-', codeBlockStyle: 'fenced', ignore: [], blockElements: ['span'],
      globalEscape: [/\*/g, '\\*'], lineStartEscape: [/^#/gm, '\\#'], textReplace: [[/foo/g, 'bar']], maxConsecutiveNewlines: 2,
    });
    expect(toHtmlToMarkdownOptions({ codeBlockStyle: 'indented' })).toEqual({ codeBlockStyle: 'indented' });
  });

  it('ignores inline elements only: block elements are converted all the same, as in n8n', () => {
    expect(toHtmlToMarkdownOptions({ ignore: 'nav, span,P, img, b' }).ignore).toEqual(['span', 'img', 'b']);
    expect(toHtmlToMarkdownOptions({ ignore: 'span, b', blockElements: 'SPAN' }).ignore).toEqual(['b']);
  });

  it('names the option holding an invalid pattern', () => {
    expect(() => toHtmlToMarkdownOptions({ textReplace: { values: [{ pattern: '(', replacement: '' }] } }))
      .toThrow('The pattern "(" in \'Text Replacement Patterns\' is not a valid regular expression');
  });
});
