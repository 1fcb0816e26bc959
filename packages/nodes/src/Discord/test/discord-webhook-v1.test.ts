import { describe, expect, it } from 'vitest';
import { credentialTest } from '../../test-support/messaging/node-run.js';
import { BOT_TOKEN, discordNode, HOOK_ID, HOOK_URL, useDiscord } from './harness.js';

const { discord, world } = useDiscord();
const last = () => discord().requests.at(-1);

describe('Discord 1: a message per item to the webhook in the node', () => {
  it('posts content and the JSON options as Discord\'s fields, outputs success', async () => {
    const result = await discordNode(1, {
      webhookUri: HOOK_URL, text: '={{ $json.text }}',
      options: { username: 'CI', avatarUrl: 'https://weft.example/ci.png', tts: false, embeds: '[{"title":"Build 7"}]', allowedMentions: '{"parse":[]}', flags: 4 },
    }, { input: [{ json: { text: 'Build passed' } }, { json: { text: 'Deploy done' } }] });
    expect(result.error).toBeUndefined();
    expect(result.items).toEqual([{ success: true }, { success: true }]);
    expect(last()).toMatchObject({ method: 'POST', path: `/api/webhooks/${HOOK_ID}/hook-secret`, query: {}, auth: '' });
    expect(last()?.body).toEqual({ content: 'Deploy done', embeds: [{ title: 'Build 7' }], allowed_mentions: { parse: [] }, username: 'CI', avatar_url: 'https://weft.example/ci.png', flags: 4 });
    expect(discord().state.messages.get(String(world().general.id))?.at(-1)).toMatchObject({ content: 'Deploy done', author: expect.objectContaining({ username: 'CI' }) });
  });

  it('a deleted webhook gives the not-found message', async () => {
    const result = await discordNode(1, { webhookUri: `https://discord.com/api/webhooks/${HOOK_ID}/old-token`, text: 'Hi' });
    expect(result.error).toBe('The resource you are requesting could not be found');
    expect(result.errorDescription).toContain('Unknown Webhook');
  });
});

describe('Discord 2: webhook authentication', () => {
  it('sends a message with embeds through the credential\'s webhook; Wait outputs the posted message', async () => {
    const plain = await discordNode(2, { operation: 'sendLegacy', content: 'Nightly report', options: { username: 'Reports', flags: ['SUPPRESS_EMBEDS'] } }, { credential: 'hook' });
    expect(plain.error).toBeUndefined();
    expect(plain.items).toEqual([{ success: true }]);
    expect(last()?.body).toEqual({ content: 'Nightly report', username: 'Reports', flags: 4 });
    const waited = await discordNode(2, {
      operation: 'sendLegacy', content: 'With answer', options: { wait: true }, embeds: { values: [{ inputMethod: 'fields', description: 'Details' }] },
    }, { credential: 'hook' });
    expect(last()?.query).toEqual({ wait: 'true' });
    expect(waited.items).toEqual([expect.objectContaining({ content: 'With answer', webhook_id: HOOK_ID, embeds: [{ type: 'rich', description: 'Details' }] })]);
  });
});

describe('Discord credential tests', () => {
  it('bot: lists the bot\'s servers for a good token, 401 for a revoked one; webhook: reads the webhook', async () => {
    expect(await credentialTest('discordBotApi', { botToken: BOT_TOKEN })).toMatchObject({ status: 200, body: [{ name: 'Weft Community' }] });
    expect((await credentialTest('discordBotApi', { botToken: 'revoked' })).status).toBe(401);
    expect(await credentialTest('discordWebhookApi', { webhookUri: HOOK_URL })).toMatchObject({ status: 200, body: { id: HOOK_ID, name: 'Alerts' } });
    expect((await credentialTest('discordWebhookApi', { webhookUri: `https://discord.com/api/webhooks/${HOOK_ID}/nope` })).status).toBe(404);
  });
});
