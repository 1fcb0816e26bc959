import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { afterAll, beforeEach } from 'vitest';
import { nodeRunner, useServiceHosts } from '../../test-support/messaging/node-run.js';
import { startDiscordStandIn } from '../../test-support/discord-stand-in/index.js';
import type { DiscordStandIn } from '../../test-support/discord-stand-in/index.js';

export const BOT_TOKEN = 'MTEx.bot.token';
export const HOOK_ID = '1234567890123456789';
export const HOOK_TOKEN = 'hook-secret';
export const HOOK_URL = `https://discord.com/api/webhooks/${HOOK_ID}/${HOOK_TOKEN}`;

/** The world each test starts from: a server with the bot, two people, roles, a text channel with two messages, a voice channel, a category. */
export interface World { guild: IDataObject; ada: IDataObject; grace: IDataObject; general: IDataObject; voice: IDataObject; category: IDataObject; mods: IDataObject; devs: IDataObject; first: IDataObject; second: IDataObject }

export function useDiscord(): { discord: () => DiscordStandIn; world: () => World } {
  let current: DiscordStandIn | undefined;
  let world: World;
  // Restores the hosts after the file; each test's fresh stand-in is mapped in beforeEach.
  useServiceHosts(() => ({}));
  beforeEach(async () => {
    await current?.close();
    current = await startDiscordStandIn(BOT_TOKEN, (state, bot) => {
      const ada = state.addUser('ada');
      const grace = state.addUser('grace');
      const guild = state.addGuild('Weft Community', ada, [bot, ada, grace]);
      const mods = state.addRole(guild, 'Moderators', 0xff0000);
      const devs = state.addRole(guild, 'Developers');
      const category = state.addChannel(String(guild.id), { name: 'Projects', type: 4 });
      const general = state.addChannel(String(guild.id), { name: 'general', type: 0, parent_id: category.id });
      const voice = state.addChannel(String(guild.id), { name: 'Lounge', type: 2 });
      const first = state.addMessage(String(general.id), ada, { content: 'Hello everyone' });
      const second = state.addMessage(String(general.id), grace, { content: 'Hi Ada!' });
      state.member(String(guild.id), String(grace.id))!.roles = [devs.id];
      state.webhooks.set(HOOK_ID, { token: HOOK_TOKEN, channelId: String(general.id), name: 'Alerts' });
      world = { guild, ada, grace, general, voice, category, mods, devs, first, second };
    });
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://discord.com': current.origin });
  });
  afterAll(() => current?.close());
  return {
    discord: () => current as DiscordStandIn,
    world: () => world,
  };
}

const run = nodeRunner({
  bot: { type: 'discordBotApi', data: { botToken: BOT_TOKEN } },
  wrongBot: { type: 'discordBotApi', data: { botToken: 'revoked' } },
  oauth: { type: 'discordOAuth2Api', data: { botToken: BOT_TOKEN, clientId: 'id', clientSecret: 'secret', oauthTokenData: { access_token: 'user-token' } } },
  hook: { type: 'discordWebhookApi', data: { webhookUri: HOOK_URL } },
});

const CREDENTIAL_TYPES: Record<string, string> = { bot: 'discordBotApi', wrongBot: 'discordBotApi', oauth: 'discordOAuth2Api', hook: 'discordWebhookApi' };

export function discordNode(typeVersion: number, parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean; input?: INodeExecutionData[] } = {}) {
  const credential = options.credential ?? (typeVersion === 1 ? undefined : 'bot');
  const authentication = credential === 'oauth' ? { authentication: 'oAuth2' } : credential === 'hook' ? { authentication: 'webhook' } : {};
  return run({
    type: 'n8n-nodes-base.discord', typeVersion, parameters: { ...authentication, ...parameters },
    credentials: credential ? { [CREDENTIAL_TYPES[credential] as string]: credential } : {}, ...options,
  });
}

/** A resource locator value as the editor saves it. */
export const rl = (value: unknown, mode = 'id') => ({ __rl: true, mode, value });
