import type { IDataObject } from '@weft/workflow';

/* The node's field names turned into the REST API's (snake case, ids as numbers). */

const RENAMED: Record<string, string> = {
  authorId: 'author', commentStatus: 'comment_status', pingStatus: 'ping_status', menuOrder: 'menu_order', featuredMediaId: 'featured_media',
  firstName: 'first_name', lastName: 'last_name',
};

/** The theme template a post or page's Template collection names (Elementor's from a list, any other by file). */
function template(collection: unknown): string | undefined {
  const values = (collection as IDataObject | undefined)?.values as IDataObject | undefined;
  if (!values) return undefined;
  return String(values.template ?? '');
}

/** A create or update body from the required fields and the Additional / Update Fields collection. */
export function objectBody(fields: IDataObject): IDataObject {
  const body: IDataObject = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (name === 'postTemplate' || name === 'pageTemplate') {
      const chosen = template(value);
      if (chosen !== undefined) body.template = chosen;
      continue;
    }
    const key = RENAMED[name] ?? name;
    body[key] = ['author', 'parent', 'menu_order', 'featured_media'].includes(key) ? Number(value) : value;
  }
  return body;
}

const QUERY_NAMES: Record<string, string> = {
  excludedCategories: 'categories_exclude', excludedTags: 'tags_exclude', orderBy: 'orderby', menuOrder: 'menu_order',
};

/** A list's query from the Options collection: lists as comma-separated ids, n8n's names as WordPress'. */
export function listQuery(options: IDataObject): IDataObject {
  const qs: IDataObject = {};
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    qs[QUERY_NAMES[name] ?? name] = Array.isArray(value) ? value.join(',') : value;
  }
  return qs;
}
