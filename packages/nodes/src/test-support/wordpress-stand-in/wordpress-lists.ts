import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import type { WordpressSite, WpContent, WpTerm, WpUser } from './wordpress-site.js';

/* The collection endpoints: filters, sorting, and WordPress' paging (page, per_page, X-WP-Total, X-WP-TotalPages). */

const wpError = (reply: StandInReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.json(status, { code, message, data: { status, ...extra } });

/** One page of `all`, with the paging headers; a bad per_page or a page past the end as WordPress answers it. */
function page<T>(request: StandInRequest, reply: StandInReply, all: T[], toJson: (value: T) => unknown, kind: string) {
  const perPage = Number(request.query.get('per_page') ?? 10);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page', { params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } });
  }
  const number = Number(request.query.get('page') ?? 1);
  const totalPages = Math.ceil(all.length / perPage);
  if (number > Math.max(totalPages, 1)) {
    return wpError(reply, 400, `rest_${kind}_invalid_page_number`, 'The page number requested is larger than the number of pages available.');
  }
  const slice = all.slice((number - 1) * perPage, number * perPage);
  return reply.json(200, slice.map(toJson), { 'x-wp-total': String(all.length), 'x-wp-totalpages': String(totalPages) });
}

const ids = (value: string | null) => (value ? value.split(',').map(Number) : undefined);

function sortBy<T>(values: T[], key: (value: T) => string | number, order: string | null): T[] {
  const sorted = [...values].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return order === 'asc' ? sorted : sorted.reverse();
}

export function listContent(site: WordpressSite, request: StandInRequest, reply: StandInReply, type: 'post' | 'page', me: WpUser | undefined) {
  const query = request.query;
  const status = query.get('status') ?? 'publish';
  if (status !== 'publish' && !me) {
    return wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): status', { params: { status: 'Status is forbidden.' } });
  }
  const authors = ids(query.get('author'));
  const categories = ids(query.get('categories'));
  const excludedCategories = ids(query.get('categories_exclude'));
  const tags = ids(query.get('tags'));
  const excludedTags = ids(query.get('tags_exclude'));
  const search = query.get('search')?.toLowerCase();
  const after = query.get('after');
  const before = query.get('before');
  const matches = site.content.filter((item) => item.type === type && item.status === status
    && (!authors || authors.includes(item.author))
    && (!categories || item.categories.some((id) => categories.includes(id)))
    && (!excludedCategories || !item.categories.some((id) => excludedCategories.includes(id)))
    && (!tags || item.tags.some((id) => tags.includes(id)))
    && (!excludedTags || !item.tags.some((id) => excludedTags.includes(id)))
    && (!search || `${item.title} ${item.content}`.toLowerCase().includes(search))
    && (!after || item.date > after.slice(0, 19))
    && (!before || item.date < before.slice(0, 19))
    && (query.get('sticky') === null || item.sticky === (query.get('sticky') === 'true'))
    && (query.get('parent') === null || item.parent === Number(query.get('parent')))
    && (query.get('menu_order') === null || item.menu_order === Number(query.get('menu_order'))));
  const orderBy = (query.get('orderby') ?? 'date') as keyof WpContent;
  const sorted = sortBy(matches, (item) => item[orderBy === 'id' || orderBy === 'title' || orderBy === 'slug' || orderBy === 'author' ? orderBy : 'date'] as string | number, query.get('order'));
  const context = query.get('context') ?? 'view';
  return page(request, reply, sorted, (item) => site.contentJson(item, context), 'post');
}

export function listUsers(site: WordpressSite, request: StandInRequest, reply: StandInReply, me: WpUser | undefined) {
  const query = request.query;
  const search = query.get('search')?.toLowerCase().replace(/\*/g, '');
  // Without a login only users with published posts are listed.
  const visible = site.users.filter((user) => me || site.content.some((item) => item.author === user.id && item.status === 'publish'));
  const matches = visible.filter((user) => (!search || `${user.username} ${user.name} ${user.email} ${user.slug}`.toLowerCase().includes(search))
    && (query.get('who') !== 'authors' || user.roles.some((role) => ['administrator', 'editor', 'author', 'contributor'].includes(role))));
  const orderBy = query.get('orderby') ?? 'name';
  const key = (user: WpUser): string | number => (orderBy === 'id' ? user.id : orderBy === 'email' ? user.email : orderBy === 'slug' ? user.slug : user.name);
  const context = query.get('context') ?? 'view';
  return page(request, reply, sortBy(matches, key, query.get('order') ?? 'asc'), (user) => site.userJson(user, context), 'user');
}

export function listTerms(site: WordpressSite, request: StandInRequest, reply: StandInReply, taxonomy: WpTerm['taxonomy']) {
  const terms = site.terms.filter((term) => term.taxonomy === taxonomy);
  return page(request, reply, sortBy(terms, (term) => term.name, 'asc'), (term) => ({
    id: term.id, count: term.count, description: '', link: `${request.headers.host}/${taxonomy}/${term.slug}/`, name: term.name, slug: term.slug, taxonomy, meta: [],
  }), 'term');
}
