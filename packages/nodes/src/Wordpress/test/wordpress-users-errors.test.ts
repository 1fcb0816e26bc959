import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCredential } from '../../test-support/credential-test.js';
import type { WordpressStandIn } from '../../test-support/wordpress-stand-in/wordpress-stand-in.js';
import { APP_PASSWORD, SITE, loadOptionsOf, seed, seen, startSite, stopSite, wordpress } from './harness.js';
import type { Seeded } from './harness.js';

let standIn: WordpressStandIn;
let seeded: Seeded;
beforeAll(async () => { standIn = await startSite(); });
afterAll(async () => { await stopSite(standIn); });
beforeEach(() => { seeded = seed(standIn); });

describe('WordPress 1: users', () => {
  it('creates a user from the required fields and the additional ones', async () => {
    const { json } = await wordpress({
      resource: 'user', operation: 'create', username: 'newbie', name: 'Nia Newbie', firstName: 'Nia', lastName: 'Newbie', email: 'nia@example.com',
      password: 's3cret!', additionalFields: { nickname: 'nia', url: 'https://nia.example', description: 'Guest author' },
    });
    expect(standIn.requests[0]?.path).toBe('/wp-json/wp/v2/users');
    expect(standIn.requests[0]?.body).toEqual({
      username: 'newbie', name: 'Nia Newbie', first_name: 'Nia', last_name: 'Newbie', email: 'nia@example.com', password: 's3cret!',
      nickname: 'nia', url: 'https://nia.example', description: 'Guest author',
    });
    expect(json[0]).toMatchObject({ username: 'newbie', name: 'Nia Newbie', first_name: 'Nia', email: 'nia@example.com', nickname: 'nia', roles: ['subscriber'] });
  });

  it('gets, updates and lists users', async () => {
    const got = await wordpress({ resource: 'user', operation: 'get', userId: String(seeded.writer.id), options: { context: 'edit' } });
    expect(seen(standIn)[0]).toBe(`GET /wp-json/wp/v2/users/${seeded.writer.id}?context=edit`);
    expect(got.json[0]).toMatchObject({ id: seeded.writer.id, username: 'writer', roles: ['author'] });
    const updated = await wordpress({ resource: 'user', operation: 'update', userId: String(seeded.writer.id), updateFields: { firstName: 'Wes', description: 'Columnist' } });
    expect(standIn.requests[1]?.body).toEqual({ first_name: 'Wes', description: 'Columnist' });
    expect(updated.json[0]).toMatchObject({ first_name: 'Wes', description: 'Columnist' });
    const authors = await wordpress({ resource: 'user', operation: 'getAll', limit: 10, options: { who: 'authors', orderBy: 'name', order: 'asc' } });
    expect(seen(standIn)[2]).toBe('GET /wp-json/wp/v2/users?order=asc&orderby=name&per_page=10&who=authors');
    expect(authors.json.map((user) => user.name)).toEqual(['Eda Editor', 'Wes Writer']);
    const all = await wordpress({ resource: 'user', operation: 'getAll', returnAll: true, options: { search: 're' } });
    expect(all.json.map((user) => user.slug)).toEqual(['reader']);
  });

  it('refuses a user\'s Delete, which n8n\'s description cannot name a user for', async () => {
    const { error } = await wordpress({ resource: 'user', operation: 'delete', reassign: String(seeded.editor.id) });
    expect(error?.message).toBe('Deleting users is not offered by this node');
    expect(standIn.requests).toEqual([]);
  });
});

describe('WordPress 1: the editor\'s lists', () => {
  it('lists authors, categories (all pages of them) and tags by name', async () => {
    for (let n = 1; n <= 12; n++) standIn.site.addTerm('category', `Topic ${String(n).padStart(2, '0')}`);
    const authors = await loadOptionsOf('getAuthors');
    expect(authors).toEqual([{ name: 'Eda Editor', value: seeded.editor.id }, { name: 'Wes Writer', value: seeded.writer.id }]);
    const categories = await loadOptionsOf('getCategories');
    expect(categories).toHaveLength(14);
    expect(categories.slice(0, 2)).toEqual([{ name: 'How-to', value: seeded.howTo.id }, { name: 'News', value: seeded.news.id }]);
    expect(seen(standIn).filter((line) => line.includes('/categories'))).toEqual(['GET /wp-json/wp/v2/categories?page=1&per_page=10', 'GET /wp-json/wp/v2/categories?page=2&per_page=10']);
    expect(await loadOptionsOf('getTags')).toEqual([{ name: 'launch', value: seeded.launch.id }]);
  });
});

describe('WordPress 1: errors', () => {
  it('names a missing post, with WordPress\' message and code', async () => {
    const { error } = await wordpress({ resource: 'post', operation: 'get', postId: '999' });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('Invalid post ID. (rest_post_invalid_id)');
  });

  it('refuses a wrong application password', async () => {
    const { error } = await wordpress({ resource: 'post', operation: 'create', title: 'x' }, { credential: 'bad' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toBe('The provided password is an invalid application password. (incorrect_password)');
    expect(standIn.site.content).toEqual([]);
  });

  it('passes on validation errors: an existing username, an invalid status', async () => {
    const taken = await wordpress({ resource: 'user', operation: 'create', username: 'writer', name: 'W', firstName: 'W', lastName: 'W', email: 'w2@example.com', password: 'p' });
    expect(taken.error?.message).toBe('Sorry, that username already exists! (existing_user_login)');
    const post = standIn.site.addContent('post', { title: 'T' });
    const invalid = await wordpress({ resource: 'post', operation: 'update', postId: String(post.id), updateFields: { status: '={{ "archived" }}' } });
    expect(invalid.error?.message).toBe('Invalid parameter(s): status (rest_invalid_param)');
  });

  it('says when the site is rate limiting', async () => {
    standIn.throttle.next = 1;
    const { error } = await wordpress({ resource: 'page', operation: 'getAll', limit: 2 });
    expect(error?.message).toBe('The site is receiving too many requests; try again later');
    expect(error?.description).toBe('Too many requests. Please try again later. (too_many_requests) The service asks to wait 30 seconds before trying again.');
  });

  it('outputs the error of a failing item and goes on with the next when continuing on fail', async () => {
    const post = standIn.site.addContent('post', { title: 'Here', status: 'publish' });
    const { json } = await wordpress({ resource: 'post', operation: 'get', postId: '={{ $json.id }}' }, { continueOnFail: true, input: [{ id: 404 }, { id: post.id }] });
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }, expect.objectContaining({ id: post.id })]);
  });
});

describe('wordpressApi credential test', () => {
  it('lists the users with the application password, 401 with a wrong one', async () => {
    const good = await testCredential('wordpressApi', { username: 'editor', password: APP_PASSWORD, url: SITE, allowUnauthorizedCerts: false });
    expect(good.status).toBe(200);
    expect(standIn.requests[0]?.path).toBe('/wp-json/wp/v2/users');
    const bad = await testCredential('wordpressApi', { username: 'editor', password: 'nope', url: SITE, allowUnauthorizedCerts: false });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 'incorrect_password', message: 'The provided password is an invalid application password.', data: { status: 401 } });
  });
});
