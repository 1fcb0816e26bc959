import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractValues } from './html-extract.js';

const $ = load(`<div class="list">
  <p class="item"> First   <b>bold</b>
  </p><p class="item"><a href="/two">Second</a><span class="ad">AD</span></p>
  <input name="q" value="search me"></div>`);
const defaults = { trimValues: true, cleanUpText: true, skipSelectors: true };

describe('extractValues', () => {
  it('extracts text, html, attributes and values', () => {
    expect(extractValues($, [
      { key: 'text', cssSelector: '.item', returnValue: 'text' },
      { key: 'html', cssSelector: '.item', returnValue: 'html' },
      { key: 'href', cssSelector: 'a', returnValue: 'attribute', attribute: 'href' },
      { key: 'query', cssSelector: 'input', returnValue: 'value' },
      { key: 'none', cssSelector: '.missing', returnValue: 'text' },
    ], defaults)).toEqual({
      text: 'First bold SecondAD', html: 'First   <b>bold</b>', href: '/two', query: 'search me',
    });
  });

  it('leaves out a value no element gives (n8n), but for the text of 1.2, empty', () => {
    const missing = (['text', 'html', 'attribute', 'value'] as const).map((returnValue) => ({ key: returnValue, cssSelector: '.missing', returnValue, attribute: 'href' }));
    const noTitle = { key: 'title', cssSelector: 'a', returnValue: 'attribute', attribute: 'title' } as const;
    expect(extractValues($, [...missing, noTitle], defaults)).toEqual({});
    expect(extractValues($, [...missing, noTitle], { ...defaults, convertText: true }, (html) => html)).toEqual({ text: '' });
  });

  it('gives one value per element as an array, skipping selectors', () => {
    expect(extractValues($, [{ key: 'items', cssSelector: '.item', returnValue: 'text', returnArray: true, skipSelectors: '.ad, b' }], defaults))
      .toEqual({ items: ['First', 'Second'] });
    expect(extractValues($, [{ key: 'items', cssSelector: '.item', returnValue: 'text', returnArray: true }], { ...defaults, cleanUpText: false, trimValues: false }))
      .toEqual({ items: [' First   bold\n  ', 'SecondAD'] });
    expect(extractValues($, [{ key: 'none', cssSelector: '.missing', returnValue: 'text', returnArray: true }], defaults)).toEqual({ none: [] });
  });

  it('names an invalid selector', () => {
    expect(() => extractValues($, [{ key: 'x', cssSelector: 'a[', returnValue: 'text' }], defaults)).toThrow('The CSS selector "a[" is not valid');
  });
});
