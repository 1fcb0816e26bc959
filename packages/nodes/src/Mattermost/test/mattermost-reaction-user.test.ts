import { describe, expect, it } from 'vitest';
import { credentialTest } from '../../test-support/messaging/node-run.js';
import { mattermost, SERVER, TOKEN, useMattermost } from './harness.js';

const { server, seeded } = useMattermost();
const last = () => server().requests.at(-1);

describe('Mattermost 1: reactions', () => {
  it('adds, lists and removes a reaction (emoji names without colons)', async () => {
    const { ada, post } = seeded();
    const created = await mattermost({ resource: 'reaction', operation: 'create', userId: ada.id, postId: post.id, emojiName: ':thumbsup:' });
    expect(last()?.body).toMatchObject({ user_id: ada.id, post_id: post.id, emoji_name: 'thumbsup', create_at: expect.any(Number) });
    expect(created.items).toEqual([expect.objectContaining({ emoji_name: 'thumbsup', post_id: post.id })]);
    await mattermost({ resource: 'reaction', operation: 'create', userId: seeded().grace.id, postId: post.id, emojiName: 'tada' });
    const listed = await mattermost({ resource: 'reaction', operation: 'getAll', postId: post.id, returnAll: false, limit: 1 });
    expect(listed.items.map((reaction) => reaction.emoji_name)).toEqual(['thumbsup']);
    const removed = await mattermost({ resource: 'reaction', operation: 'delete', userId: ada.id, postId: post.id, emojiName: 'thumbsup' });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/users/${String(ada.id)}/posts/${String(post.id)}/reactions/thumbsup` });
    expect(removed.items).toEqual([{ status: 'OK' }]);
  });
});

describe('Mattermost 1: users', () => {
  it('creates an email user with notification settings as strings, and one from another auth service', async () => {
    const created = await mattermost({
      resource: 'user', operation: 'create', username: 'linus', authService: 'email', email: 'linus@example.com', password: 's3cret-pass',
      additionalFields: { first_name: 'Linus', notificationUi: { notificationValues: { desktop: 'mention', email: false, push: 'none' } } },
    });
    expect(last()?.body).toEqual({
      username: 'linus', auth_service: '', email: 'linus@example.com', password: 's3cret-pass', first_name: 'Linus',
      // Settings left out keep their defaults.
      notify_props: { channel: 'true', desktop: 'mention', desktop_sound: 'true', email: 'false', first_name: 'false', mention_keys: '', push: 'none' },
    });
    expect(created.items[0]).toMatchObject({ username: 'linus', email: 'linus@example.com', first_name: 'Linus' });
    expect(created.items[0]).not.toHaveProperty('password');
    await mattermost({ resource: 'user', operation: 'create', username: 'margaret', authService: 'gitlab', authData: '1234' });
    expect(last()?.body).toEqual({ username: 'margaret', auth_service: 'gitlab', auth_data: '1234' });
  });

  it('gets users page by page, filtered and sorted, and by email or ids', async () => {
    const all = await mattermost({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(all.items.map((user) => user.username)).toEqual(['ada', 'grace', 'weftbot']);
    const sorted = await mattermost({ resource: 'user', operation: 'getAll', returnAll: false, limit: 1, additionalFields: { inTeam: seeded().team.id, sort: 'lastActivityAt' } });
    expect(last()?.query).toEqual({ in_team: seeded().team.id, sort: 'last_activity_at', page: '0', per_page: '1' });
    expect(sorted.items).toHaveLength(1);
    const refused = await mattermost({ resource: 'user', operation: 'getAll', returnAll: true, additionalFields: { sort: 'status' } });
    expect(refused.error).toBe('Sorting by status needs In Channel');
    const byEmail = await mattermost({ resource: 'user', operation: 'getByEmail', email: 'ada@example.com' });
    expect(byEmail.items).toEqual([expect.objectContaining({ id: seeded().ada.id, username: 'ada' })]);
    const byIds = await mattermost({ resource: 'user', operation: 'getById', userIds: `${String(seeded().ada.id)}, ${String(seeded().grace.id)}`, additionalFields: {} });
    expect(last()).toMatchObject({ method: 'POST', path: '/users/ids', body: [seeded().ada.id, seeded().grace.id] });
    expect(byIds.items.map((user) => user.username)).toEqual(['ada', 'grace']);
  });

  it('deactivates a user and invites people by email', async () => {
    expect((await mattermost({ resource: 'user', operation: 'deactive', userId: seeded().grace.id })).items).toEqual([{ status: 'OK' }]);
    expect(server().state.user(String(seeded().grace.id))?.delete_at).not.toBe(0);
    const invited = await mattermost({ resource: 'user', operation: 'invite', teamId: seeded().team.id, emails: 'a@example.com, b@example.com' });
    expect(invited.items).toEqual([{ status: 'OK' }]);
    expect(server().state.invited).toEqual([{ teamId: seeded().team.id, email: 'a@example.com' }, { teamId: seeded().team.id, email: 'b@example.com' }]);
  });
});

describe('Mattermost 1: errors and credential', () => {
  it('an expired token gives the credential message; an unknown post the not-found one; Continue On Fail keeps going', async () => {
    const refused = await mattermost({ resource: 'message', operation: 'delete', postId: seeded().post.id }, { credential: 'wrong' });
    expect(refused.error).toBe('Authorization failed - please check your credentials');
    expect(refused.errorDescription).toContain('Invalid or expired session');
    const missing = await mattermost({ resource: 'user', operation: 'getByEmail', email: 'nobody@example.com' });
    expect(missing.error).toBe('The resource you are requesting could not be found');
    const invalid = await mattermost({ resource: 'channel', operation: 'create', teamId: seeded().team.id, displayName: 'X', channel: 'Not Valid!', type: 'public' }, { continueOnFail: true });
    expect(invalid.items).toEqual([{ error: 'Mattermost error response [400]: Invalid channel name. User ids are not permitted in channel name for non-direct message channels.' }]);
  });

  it('the credential test lists users with a good token (base URL with or without a slash), 401 otherwise', async () => {
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ [SERVER]: server().origin });
    expect((await credentialTest('mattermostApi', { accessToken: TOKEN, baseUrl: `${SERVER}/`, allowUnauthorizedCerts: false })).status).toBe(200);
    expect(last()).toMatchObject({ method: 'GET', path: '/users' });
    expect((await credentialTest('mattermostApi', { accessToken: 'nope', baseUrl: SERVER, allowUnauthorizedCerts: false })).status).toBe(401);
  });
});
