import { describe, expect, it } from 'vitest';
import { discordNode, rl, useDiscord } from './harness.js';

const { discord, world } = useDiscord();
const last = () => discord().requests.at(-1);

describe('Discord 2: channels', () => {
  it('creates a voice channel under a category with its settings', async () => {
    const { guild, category } = world();
    const result = await discordNode(2, {
      resource: 'channel', operation: 'create', guildId: rl(guild.id, 'list'), name: 'Stand-up', type: '2',
      options: { bitrate: 32000, user_limit: 8, categoryId: rl(category.id, 'list') },
    });
    expect(result.error).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: `/guilds/${String(guild.id)}/channels`, body: { name: 'Stand-up', type: 2, bitrate: 32000, user_limit: 8, parent_id: category.id } });
    expect(result.items).toEqual([expect.objectContaining({ name: 'Stand-up', type: 2, parent_id: category.id, guild_id: guild.id })]);
  });

  it('gets one, gets many filtered by type and limited, updates, deletes', async () => {
    const { guild, general, voice } = world();
    const one = await discordNode(2, { resource: 'channel', operation: 'get', guildId: rl(guild.id), channelId: rl(general.id) });
    expect(one.items).toEqual([expect.objectContaining({ id: general.id, name: 'general' })]);
    const voiceOnly = await discordNode(2, { resource: 'channel', operation: 'getAll', guildId: rl(guild.id), returnAll: true, options: { filter: [2] } });
    expect(voiceOnly.items.map((channel) => channel.id)).toEqual([voice.id]);
    const limited = await discordNode(2, { resource: 'channel', operation: 'getAll', guildId: rl(guild.id), returnAll: false, limit: 2 });
    expect(limited.items).toHaveLength(2);
    const updated = await discordNode(2, { resource: 'channel', operation: 'update', guildId: rl(guild.id), channelId: rl(general.id), name: 'announcements', options: { topic: 'News only', nsfw: false } });
    expect(last()).toMatchObject({ method: 'PATCH', body: { name: 'announcements', topic: 'News only', nsfw: false } });
    expect(updated.items[0]).toMatchObject({ name: 'announcements', topic: 'News only' });
    const deleted = await discordNode(2, { resource: 'channel', operation: 'deleteChannel', guildId: rl(guild.id), channelId: rl(voice.id) });
    expect(deleted.items).toEqual([{ success: true }]);
    expect(discord().state.channels.has(String(voice.id))).toBe(false);
  });
});

describe('Discord 2: members', () => {
  it('lists members simplified, paging by user id from After, or as Discord sends them', async () => {
    const { guild, ada, grace, devs } = world();
    const simple = await discordNode(2, { resource: 'member', operation: 'getAll', guildId: rl(guild.id), returnAll: false, limit: 2, after: '' });
    expect(simple.items).toEqual([
      expect.objectContaining({ username: 'weftbot' }), { id: ada.id, username: 'ada', global_name: 'Ada', nick: null, roles: [], joined_at: expect.any(String) },
    ]);
    expect(last()?.query).toEqual({ limit: '2' });
    const after = await discordNode(2, { resource: 'member', operation: 'getAll', guildId: rl(guild.id), returnAll: true, after: ada.id, options: { simplify: false } });
    expect(after.items).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: grace.id }), roles: [devs.id] })]);
    expect(last()?.query).toEqual({ limit: '1000', after: ada.id });
  });

  it('adds and removes roles, one call per role', async () => {
    const { guild, ada, mods, devs } = world();
    const added = await discordNode(2, { resource: 'member', operation: 'roleAdd', guildId: rl(guild.id), userId: rl(ada.id), role: [mods.id, devs.id] });
    expect(added.items).toEqual([{ success: true }]);
    expect(discord().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /guilds/${String(guild.id)}/members/${String(ada.id)}/roles/${String(mods.id)}`, `PUT /guilds/${String(guild.id)}/members/${String(ada.id)}/roles/${String(devs.id)}`,
    ]);
    await discordNode(2, { resource: 'member', operation: 'roleRemove', guildId: rl(guild.id), userId: rl(ada.id), role: [mods.id] });
    expect(discord().state.member(String(guild.id), String(ada.id))?.roles).toEqual([devs.id]);
    const unknownRole = await discordNode(2, { resource: 'member', operation: 'roleAdd', guildId: rl(guild.id), userId: rl(ada.id), role: ['999'] });
    expect(unknownRole.error).toBe('The resource you are requesting could not be found');
    expect(unknownRole.errorDescription).toContain('Unknown Role');
  });
});
