import { describe, expect, it } from 'vitest';
import { readTemplateSearch, templateSearchParams, toggleCategory } from './template-search-params';

describe('template search query', () => {
  it('reads the search word and the comma-separated category ids, ignoring what is not an id', () => {
    const query = readTemplateSearch(new URLSearchParams('search=%20slack%20&categories=3,1,x,,3'));
    expect(query).toEqual({ search: 'slack', categories: [1, 3] });
  });

  it('writes back only what is set', () => {
    expect(templateSearchParams({ search: '', categories: [] }).toString()).toBe('');
    expect(templateSearchParams({ search: 'mail', categories: [2, 5] }).toString()).toBe('search=mail&categories=2%2C5');
  });

  it('toggles a category in and out', () => {
    expect(toggleCategory([1, 4], 2)).toEqual([1, 2, 4]);
    expect(toggleCategory([1, 2, 4], 2)).toEqual([1, 4]);
  });
});
