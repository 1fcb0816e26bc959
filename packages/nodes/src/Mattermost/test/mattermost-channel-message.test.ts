import { describe, expect, it } from 'vitest';
import { mattermost, useMattermost } from './harness.js';

const { server, seeded } = useMattermost();
const last = () => server().requests.at(-1);

describe('Mattermost 1: channels', () => {
  it('creates a private channel in a team and outputs Mattermost\'s channel', async () => {
    const result = await mattermost({ resource: 'channel', operation: 'create', teamId: seeded().team.id, displayName: 'Release Train', channel: 'release-train', type: 'private' });
    expect(result.error).toBeUndefined();
    expect(last()).toEqual({ method: 'POST', path: '/channels', query: {}, body: { team_id: seeded().team.id, display_name: 'Release Train', name: 'release-train', type: 'P' } });
    expect(result.items).toEqual([expect.objectContaining({ name: 'release-train', display_name: 'Release Train', type: 'P', team_id: seeded().team.id, id: expect.any(String) })]);
  });

  it('archives (delete) and restores a channel', async () => {
    const channelId = seeded().ops.id;
    expect((await mattermost({ resource: 'channel', operation: 'delete', channelId })).items).toEqual([{ status: 'OK' }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/channels/${String(channelId)}` });
    expect(server().state.channel(String(channelId))?.delete_at).not.toBe(0);
    const restored = await mattermost({ resource: 'channel', operation: 'restore', channelId });
    expect(restored.items).toEqual([expect.objectContaining({ id: channelId, delete_at: 0 })]);
  });

  it('lists members as users (Resolve Data) or as channel memberships, paged by Limit', async () => {
    const channelId = seeded().townSquare.id;
    const users = await mattermost({ resource: 'channel', operation: 'members', teamId: seeded().team.id, channelId, resolveData: true, returnAll: true });
    expect(users.items.map((user) => user.username)).toEqual(['weftbot', 'ada', 'grace']);
    expect(server().requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /channels/${String(channelId)}/members`, 'POST /users/ids']);
    const memberships = await mattermost({ resource: 'channel', operation: 'members', teamId: seeded().team.id, channelId, resolveData: false, returnAll: false, limit: 2 });
    expect(memberships.items).toEqual([
      expect.objectContaining({ channel_id: channelId, user_id: seeded().bot.id }), expect.objectContaining({ channel_id: channelId, user_id: seeded().ada.id }),
    ]);
    expect(last()?.query).toEqual({ page: '0', per_page: '2' });
  });

  it('adds a user, reads statistics, searches a team\'s public channels', async () => {
    const ops = seeded().ops.id;
    const added = await mattermost({ resource: 'channel', operation: 'addUser', channelId: ops, userId: seeded().grace.id });
    expect(added.items).toEqual([expect.objectContaining({ channel_id: ops, user_id: seeded().grace.id })]);
    const stats = await mattermost({ resource: 'channel', operation: 'statistics', channelId: ops });
    expect(stats.items).toEqual([expect.objectContaining({ channel_id: ops, member_count: 3 })]);
    const search = await mattermost({ resource: 'channel', operation: 'search', teamId: seeded().team.id, term: 'town', returnAll: false, limit: 5 });
    expect(last()).toMatchObject({ method: 'POST', path: `/teams/${String(seeded().team.id)}/channels/search`, body: { term: 'town' } });
    expect(search.items.map((channel) => channel.name)).toEqual(['town-square']);
  });
});

describe('Mattermost 1: messages', () => {
  it('posts a message with attachments (fields, buttons, a custom select) in a thread', async () => {
    const result = await mattermost({
      resource: 'message', operation: 'post', channelId: seeded().townSquare.id, message: 'Build **passed**',
      attachments: [{
        color: '#00ff00', title: 'Build 42', fields: { item: [{ title: 'Branch', value: 'main', short: true }] },
        actions: { item: [
          { type: 'button', name: 'Approve', integration: { item: { url: 'https://hooks.example/approve', context: { property: [{ name: 'build', value: '42' }] } } } },
          { type: 'select', name: 'Env', data_source: 'custom', options: { option: [{ text: 'Staging', value: 'stg' }] } },
        ] },
      }],
      otherOptions: { root_id: seeded().post.id },
    });
    expect(result.error).toBeUndefined();
    expect(last()?.body).toEqual({
      channel_id: seeded().townSquare.id, message: 'Build **passed**', root_id: seeded().post.id,
      props: { attachments: [{
        color: '#00ff00', title: 'Build 42', fields: [{ title: 'Branch', value: 'main', short: true }],
        actions: [
          { type: 'button', name: 'Approve', integration: { url: 'https://hooks.example/approve', context: { build: '42' } } },
          { type: 'select', name: 'Env', options: [{ text: 'Staging', value: 'stg' }] },
        ],
      }] },
    });
    expect(result.items).toEqual([expect.objectContaining({ id: expect.any(String), message: 'Build **passed**', root_id: seeded().post.id, user_id: seeded().bot.id })]);
  });

  it('posts an ephemeral message to one user and deletes a post', async () => {
    const ephemeral = await mattermost({ resource: 'message', operation: 'postEphemeral', userId: seeded().ada.id, channelId: seeded().townSquare.id, message: 'Only you see this' });
    expect(last()).toMatchObject({ path: '/posts/ephemeral', body: { user_id: seeded().ada.id, post: { channel_id: seeded().townSquare.id, message: 'Only you see this' } } });
    expect(ephemeral.items[0]).toMatchObject({ type: 'system_ephemeral', user_id: seeded().ada.id });
    const deleted = await mattermost({ resource: 'message', operation: 'delete', postId: seeded().post.id });
    expect(deleted.items).toEqual([{ status: 'OK' }]);
    expect(server().state.post(String(seeded().post.id))).toBeUndefined();
  });
});
