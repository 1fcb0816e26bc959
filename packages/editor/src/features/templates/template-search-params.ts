import type { TemplateSearch } from '../../api/templates-host';

/** The search page's query: `search` and `categories` (comma-separated ids), spec admin §2. */
export function readTemplateSearch(params: URLSearchParams): TemplateSearch {
  const categories = (params.get('categories') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return { search: (params.get('search') ?? '').trim(), categories: [...new Set(categories)].sort((a, b) => a - b) };
}

/** The query string for a search; empty parts are left out so a plain /templates/ stays plain. */
export function templateSearchParams(query: TemplateSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.categories.length > 0) params.set('categories', query.categories.join(','));
  return params;
}

export function toggleCategory(categories: readonly number[], id: number): number[] {
  return categories.includes(id) ? categories.filter((c) => c !== id) : [...categories, id].sort((a, b) => a - b);
}
