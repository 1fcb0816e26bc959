import { describe, expect, it } from 'vitest';
import { discordNode, rl, useDiscord } from './harness.js';

const { discord, world } = useDiscord();
const last = () => discord().requests.at(-1);

describe('Discord 2: messages as the bot', () => {
  it('sends to a channel with embeds (fields and JSON), flags and a reply, with the bot token', async () => {
    const { guild, general, first } = world();
    const result = await discordNode(2, {
      resource: 'message', operation: 'send', guildId: rl(guild.id, 'list'), sendTo: 'channel', channelId: rl(`https://discord.com/channels/${String(guild.id)}/${String(general.id)}`, 'url'),
      content: 'Release 1.2 is out',
      options: { flags: ['SUPPRESS_NOTIFICATIONS'], message_reference: first.id, tts: true },
      embeds: { values: [
        { inputMethod: 'fields', title: 'Changelog', color: '#00ff00', author: 'Weft', url: 'https://weft.example/1.2', image: 'https://weft.example/shot.png', timestamp: '2026-01-02T03:04:05Z' },
        { inputMethod: 'json', json: '{"description": "From JSON"}' },
      ] },
    });
    expect(result.error).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: `/channels/${String(general.id)}/messages`, auth: 'Bot MTEx.bot.token' });
    expect(last()?.body).toEqual({
      content: 'Release 1.2 is out', tts: true, flags: 4096, message_reference: { message_id: first.id, fail_if_not_exists: true },
      embeds: [
        { title: 'Changelog', url: 'https://weft.example/1.2', author: { name: 'Weft' }, color: 0x00ff00, timestamp: '2026-01-02T03:04:05.000Z', image: { url: 'https://weft.example/shot.png' } },
        { description: 'From JSON' },
      ],
    });
    expect(result.items).toEqual([expect.objectContaining({ id: expect.any(String), channel_id: general.id, content: 'Release 1.2 is out', author: expect.objectContaining({ username: 'weftbot' }) })]);
  });

  it('sends to a user through a direct-message channel, with the item\'s files as multipart', async () => {
    const { guild, ada } = world();
    const result = await discordNode(2, {
      resource: 'message', operation: 'send', guildId: rl(guild.id), sendTo: 'user', userId: rl(ada.id, 'list'), content: 'Your report', files: { values: [{ inputFieldName: 'data' }] },
    }, { input: [{ json: {}, binary: { data: { data: Buffer.from('a,b\n1,2').toString('base64'), mimeType: 'text/csv', fileName: 'report.csv' } } }] });
    expect(result.error).toBeUndefined();
    expect(discord().requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /users/@me/channels', expect.stringMatching(/^POST \/channels\/\d+\/messages$/)]);
    expect(discord().requests[0]?.body).toEqual({ recipient_id: ada.id });
    expect(last()?.body).toEqual({ content: 'Your report', attachments: [{ id: 0, filename: 'report.csv' }] });
    expect(last()?.files).toEqual([{ field: 'files[0]', fileName: 'report.csv', mimeType: 'text/csv', bytes: Buffer.from('a,b\n1,2') }]);
    expect(result.items[0]).toMatchObject({ attachments: [expect.objectContaining({ filename: 'report.csv', size: 7 })] });
  });

  it('gets messages newest first, simplified, paging back with before; gets one; reacts; deletes', async () => {
    const { guild, general, first, second } = world();
    for (let n = 0; n < 3; n++) discord().state.addMessage(String(general.id), world().ada, { content: `n${n}` });
    const many = await discordNode(2, { resource: 'message', operation: 'getAll', guildId: rl(guild.id), channelId: rl(general.id), returnAll: false, limit: 4 });
    expect(many.items.map((message) => message.content)).toEqual(['n2', 'n1', 'n0', 'Hi Ada!']);
    expect(Object.keys(many.items[0] ?? {}).sort()).toEqual(['author', 'channel_id', 'content', 'id', 'timestamp', 'type']);
    const all = await discordNode(2, { resource: 'message', operation: 'getAll', guildId: rl(guild.id), channelId: rl(general.id), returnAll: true, options: { simplify: false } });
    expect(all.items).toHaveLength(5);
    expect(all.items[4]).toHaveProperty('mentions');
    const one = await discordNode(2, { resource: 'message', operation: 'get', guildId: rl(guild.id), channelId: rl(general.id), messageId: second.id });
    expect(one.items).toEqual([expect.objectContaining({ id: second.id, content: 'Hi Ada!' })]);
    const reacted = await discordNode(2, { resource: 'message', operation: 'react', guildId: rl(guild.id), channelId: rl(general.id), messageId: first.id, emoji: '👍' });
    expect(last()).toMatchObject({ method: 'PUT', path: `/channels/${String(general.id)}/messages/${String(first.id)}/reactions/${encodeURIComponent('👍')}/@me` });
    expect(reacted.items).toEqual([{ success: true }]);
    const deleted = await discordNode(2, { resource: 'message', operation: 'deleteMessage', guildId: rl(guild.id), channelId: rl(general.id), messageId: first.id });
    expect(deleted.items).toEqual([{ success: true }]);
    expect(discord().state.messages.get(String(general.id))?.map((message) => message.id)).not.toContain(first.id);
  });

  it('OAuth2 acts with the credential\'s bot token', async () => {
    const { guild, general } = world();
    const result = await discordNode(2, { resource: 'message', operation: 'get', guildId: rl(guild.id), channelId: rl(general.id), messageId: world().first.id }, { credential: 'oauth' });
    expect(result.error).toBeUndefined();
    expect(last()?.auth).toBe('Bot MTEx.bot.token');
  });
});

describe('Discord 2: errors', () => {
  it('a revoked token, an unknown message, an empty message; Continue On Fail keeps the item', async () => {
    const { guild, general } = world();
    const refused = await discordNode(2, { resource: 'channel', operation: 'get', guildId: rl(guild.id), channelId: rl(general.id) }, { credential: 'wrongBot' });
    expect(refused.error).toBe('Authorization failed - please check your credentials');
    const missing = await discordNode(2, { resource: 'message', operation: 'get', guildId: rl(guild.id), channelId: rl(general.id), messageId: '42' });
    expect(missing.error).toBe('The resource you are requesting could not be found');
    expect(missing.errorDescription).toContain('Unknown Message');
    const empty = await discordNode(2, { resource: 'message', operation: 'send', guildId: rl(guild.id), channelId: rl(general.id), content: '' }, { continueOnFail: true });
    expect(empty.items).toEqual([{ error: 'Discord refused the request: Cannot send an empty message' }]);
  });

  it('waits out a 429 for Discord\'s retry_after, then sends', async () => {
    discord().rateLimitNext(1, 0.05);
    const result = await discordNode(2, { resource: 'message', operation: 'send', guildId: rl(world().guild.id), channelId: rl(world().general.id), content: 'after the limit' });
    expect(result.error).toBeUndefined();
    expect(discord().requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    expect(result.items[0]).toMatchObject({ content: 'after the limit' });
  });
});
