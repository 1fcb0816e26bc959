import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WordpressStandIn } from '../../test-support/wordpress-stand-in/wordpress-stand-in.js';
import { seed, seen, startSite, stopSite, wordpress } from './harness.js';
import type { Seeded } from './harness.js';

let standIn: WordpressStandIn;
let seeded: Seeded;
beforeAll(async () => { standIn = await startSite(); });
afterAll(async () => { await stopSite(standIn); });
beforeEach(() => { seeded = seed(standIn); });

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('WordPress 1: posts', () => {
  it('creates a post with its additional fields, as the application password\'s user', async () => {
    const { json } = await wordpress({
      resource: 'post', operation: 'create', title: 'Hello launch',
      additionalFields: {
        authorId: seeded.writer.id, content: 'We shipped.', status: 'publish', slug: 'hello-launch', commentStatus: 'closed', sticky: true, format: 'status',
        categories: [seeded.news.id], tags: [seeded.launch.id], postTemplate: { values: { elementor: true, template: 'elementor_canvas' } },
      },
    });
    const request = standIn.requests[0];
    expect(`${request?.method} ${request?.path}`).toBe('POST /wp-json/wp/v2/posts');
    expect(request?.headers.authorization).toBe(basic('editor', 'abcd EFGH 1234 ijkl MNOP 6789'));
    expect(request?.body).toEqual({
      title: 'Hello launch', author: seeded.writer.id, content: 'We shipped.', status: 'publish', slug: 'hello-launch', comment_status: 'closed',
      sticky: true, format: 'status', categories: [seeded.news.id], tags: [seeded.launch.id], template: 'elementor_canvas',
    });
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({
      type: 'post', status: 'publish', slug: 'hello-launch', title: { raw: 'Hello launch' }, author: seeded.writer.id, sticky: true,
      categories: [seeded.news.id], tags: [seeded.launch.id], template: 'elementor_canvas', comment_status: 'closed',
    });
  });

  it('gets a post, with its password and the edit context', async () => {
    const post = standIn.site.addContent('post', { title: 'Secret', status: 'publish', password: 'open sesame', author: seeded.editor.id });
    const { json } = await wordpress({ resource: 'post', operation: 'get', postId: String(post.id), options: { password: 'open sesame', context: 'edit' } });
    expect(seen(standIn)).toEqual([`GET /wp-json/wp/v2/posts/${post.id}?context=edit&password=open+sesame`]);
    expect(json).toEqual([expect.objectContaining({ id: post.id, title: { raw: 'Secret', rendered: 'Secret' }, password: 'open sesame' })]);
  });

  it('updates a post: title, status and template by file name', async () => {
    const post = standIn.site.addContent('post', { title: 'Draft', author: seeded.editor.id });
    const { json } = await wordpress({
      resource: 'post', operation: 'update', postId: String(post.id),
      updateFields: { title: 'Final', status: 'pending', postTemplate: { values: { elementor: false, template: 'single-wide.php' } } },
    });
    expect(standIn.requests[0]?.method).toBe('POST');
    expect(standIn.requests[0]?.path).toBe(`/wp-json/wp/v2/posts/${post.id}`);
    expect(standIn.requests[0]?.body).toEqual({ title: 'Final', status: 'pending', template: 'single-wide.php' });
    expect(json[0]).toMatchObject({ id: post.id, title: { raw: 'Final' }, status: 'pending', template: 'single-wide.php' });
  });

  it('gets many posts: Limit as per_page, the options as WordPress\' query', async () => {
    for (let n = 1; n <= 7; n++) standIn.site.addContent('post', { title: `Post ${n}`, status: 'publish', author: seeded.writer.id, categories: [n % 2 ? seeded.news.id : seeded.howTo.id] });
    const { json } = await wordpress({
      resource: 'post', operation: 'getAll', limit: 3,
      options: { excludedCategories: [seeded.howTo.id], orderBy: 'title', order: 'asc', author: [seeded.writer.id], search: 'post' },
    });
    expect(seen(standIn)).toEqual([
      `GET /wp-json/wp/v2/posts?author=${seeded.writer.id}&categories_exclude=${seeded.howTo.id}&order=asc&orderby=title&per_page=3&search=post`,
    ]);
    expect(json.map((post) => (post.title as { rendered: string }).rendered)).toEqual(['Post 1', 'Post 3', 'Post 5']);
  });

  it('returns all posts page after page of 10 until X-WP-TotalPages', async () => {
    for (let n = 1; n <= 23; n++) standIn.site.addContent('post', { title: `Post ${n}`, status: 'publish', author: seeded.writer.id });
    standIn.site.addContent('post', { title: 'Not published', status: 'draft' });
    const { json } = await wordpress({ resource: 'post', operation: 'getAll', returnAll: true, options: { order: 'asc', orderBy: 'id' } });
    expect(seen(standIn)).toEqual([1, 2, 3].map((page) => `GET /wp-json/wp/v2/posts?order=asc&orderby=id&page=${page}&per_page=10`));
    expect(json).toHaveLength(23);
    expect(json.at(-1)?.title).toEqual({ rendered: 'Post 23' });
  });

  it('filters drafts by status, which needs the login', async () => {
    standIn.site.addContent('post', { title: 'Idea', status: 'draft' });
    const { json } = await wordpress({ resource: 'post', operation: 'getAll', limit: 10, options: { status: 'draft' } });
    expect(json.map((post) => post.title)).toEqual([{ rendered: 'Idea' }]);
  });

  it('deletes a post (saved workflows with n8n\'s hidden Delete): to the trash, or for good with Force', async () => {
    const post = standIn.site.addContent('post', { title: 'Old', status: 'publish' });
    const trashed = await wordpress({ resource: 'post', operation: 'delete', postId: String(post.id) });
    expect(trashed.json[0]).toMatchObject({ id: post.id, status: 'trash' });
    const gone = await wordpress({ resource: 'post', operation: 'delete', postId: String(post.id), options: { force: true } });
    expect(seen(standIn).at(-1)).toBe(`DELETE /wp-json/wp/v2/posts/${post.id}?force=true`);
    expect(gone.json[0]).toMatchObject({ deleted: true, previous: { id: post.id } });
    expect(standIn.site.content).toEqual([]);
  });
});

describe('WordPress 1: pages', () => {
  it('creates a page under a parent, with menu order, featured media and a theme template', async () => {
    const parent = standIn.site.addContent('page', { title: 'About', status: 'publish' });
    const { json } = await wordpress({
      resource: 'page', operation: 'create', title: 'Team',
      additionalFields: { parent: parent.id, menuOrder: 2, featuredMediaId: 42, status: 'publish', pingStatus: 'closed', pageTemplate: { values: { elementor: false, template: 'full.php' } } },
    });
    expect(standIn.requests[0]?.path).toBe('/wp-json/wp/v2/pages');
    expect(standIn.requests[0]?.body).toEqual({ title: 'Team', parent: parent.id, menu_order: 2, featured_media: 42, status: 'publish', ping_status: 'closed', template: 'full.php' });
    expect(json[0]).toMatchObject({ type: 'page', parent: parent.id, menu_order: 2, featured_media: 42, template: 'full.php', link: `${standIn.origin}/team` });
  });

  it('gets, updates and lists pages', async () => {
    const about = standIn.site.addContent('page', { title: 'About', status: 'publish' });
    standIn.site.addContent('page', { title: 'Contact', status: 'publish', parent: about.id, menu_order: 1 });
    const got = await wordpress({ resource: 'page', operation: 'get', pageId: String(about.id) });
    expect(got.json[0]).toMatchObject({ id: about.id, title: { rendered: 'About' } });
    const updated = await wordpress({ resource: 'page', operation: 'update', pageId: String(about.id), updateFields: { title: 'About us', commentStatus: 'closed', menuOrder: 5 } });
    expect(standIn.requests[1]?.body).toEqual({ title: 'About us', comment_status: 'closed', menu_order: 5 });
    expect(updated.json[0]).toMatchObject({ title: { raw: 'About us' }, menu_order: 5 });
    const children = await wordpress({ resource: 'page', operation: 'getAll', limit: 5, options: { parent: about.id } });
    expect(seen(standIn).at(-1)).toBe(`GET /wp-json/wp/v2/pages?parent=${about.id}&per_page=5`);
    expect(children.json.map((page) => page.title)).toEqual([{ rendered: 'Contact' }]);
    const all = await wordpress({ resource: 'page', operation: 'getAll', returnAll: true });
    expect(all.json).toHaveLength(2);
    expect(seen(standIn).at(-1)).toBe('GET /wp-json/wp/v2/pages?page=1&per_page=10');
  });

  it('makes one request per item, each output paired with its input', async () => {
    const { items } = await wordpress({ resource: 'page', operation: 'create', title: '={{ $json.name }}' }, { input: [{ name: 'One' }, { name: 'Two' }] });
    expect(items.map((item) => [(item.json.title as { raw: string }).raw, item.pairedItem])).toEqual([['One', { item: 0 }], ['Two', { item: 1 }]]);
  });
});

describe('WordPress credential', () => {
  it('sends the site\'s URL without a doubled slash', async () => {
    await wordpress({ resource: 'post', operation: 'getAll', limit: 1 });
    // The credential's URL ends in a slash (harness.ts): the path must still be the REST route.
    expect(standIn.requests[0]?.path).toBe('/wp-json/wp/v2/posts');
  });
});
