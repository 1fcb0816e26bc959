import { describe, expect, it } from 'vitest';
import type { IDataObject, ILoadOptionsFunctions } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { DiscordV2 } from '../v2/DiscordV2.node.js';
import { BOT_TOKEN, discordNode, rl, useDiscord } from './harness.js';

const { discord, world } = useDiscord();
const node = new DiscordV2({ displayName: 'Discord', name: 'n8n-nodes-base.discord', group: ['output'], description: '' });

/** `this` of the editor's list search and option loading, with the node's current parameters. */
function editor(parameters: IDataObject): ILoadOptionsFunctions {
  return new LoadOptionsContext({
    node: { id: 'd', name: 'Discord', type: 'n8n-nodes-base.discord', typeVersion: 2, position: [0, 0], parameters: parameters as never, credentials: { discordBotApi: { id: 'c', name: 'Bot' } } },
    nodeType: node,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'discordBotApi', name: 'Bot', data: { botToken: BOT_TOKEN } } }) },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  }) as unknown as ILoadOptionsFunctions;
}

describe('Discord 2: editor lists', () => {
  it('servers, a server\'s channels and categories (by name filter, with links), its people, roles to add or remove', async () => {
    const { guild, general, voice, category, ada, grace, mods, devs } = world();
    expect(await node.methods.listSearch.guildSearch.call(editor({}), 'weft')).toEqual({
      results: [{ name: 'Weft Community', value: guild.id, url: `https://discord.com/channels/${String(guild.id)}` }],
    });
    const byLink = editor({ guildId: rl(`https://discord.com/channels/${String(guild.id)}/${String(general.id)}`, 'url') });
    expect((await node.methods.listSearch.channelSearch.call(byLink)).results).toEqual([
      { name: 'general', value: general.id, url: `https://discord.com/channels/${String(guild.id)}/${String(general.id)}` },
      { name: 'Lounge', value: voice.id, url: `https://discord.com/channels/${String(guild.id)}/${String(voice.id)}` },
    ]);
    expect((await node.methods.listSearch.channelSearch.call(byLink, 'LOU')).results.map((entry) => entry.value)).toEqual([voice.id]);
    expect((await node.methods.listSearch.categorySearch.call(byLink)).results.map((entry) => entry.value)).toEqual([category.id]);
    expect((await node.methods.listSearch.userSearch.call(editor({ guildId: rl(guild.id) }))).results).toEqual([{ name: 'Ada', value: ada.id }, { name: 'Grace', value: grace.id }]);
    expect(await node.methods.listSearch.channelSearch.call(editor({}))).toEqual({ results: [] });
    // Grace has Developers: it can be removed, Moderators added.
    expect(await node.methods.loadOptions.getRoles.call(editor({ guildId: rl(guild.id), userId: rl(grace.id), operation: 'roleAdd' }))).toEqual([{ name: 'Moderators', value: mods.id }]);
    expect(await node.methods.loadOptions.getRoles.call(editor({ guildId: rl(guild.id), userId: rl(grace.id), operation: 'roleRemove' }))).toEqual([{ name: 'Developers', value: devs.id }]);
  });
});

describe('Discord 2: Send and Wait for Response', () => {
  it('posts the message with link buttons to the resume URL and waits', async () => {
    const { guild, general } = world();
    const { run, error } = await discordNode(2, {
      resource: 'message', operation: 'sendAndWait', guildId: rl(guild.id), sendTo: 'channel', channelId: rl(general.id), message: 'Ship it?',
      approvalOptions: { values: { approvalType: 'double' } },
    });
    expect(error).toBeUndefined();
    expect(run.waitTill).toBeDefined();
    const sent = discord().state.messages.get(String(general.id))?.at(-1);
    expect(sent?.content).toBe('Ship it?\n\n_This message was sent automatically with Weft_');
    expect(sent?.components).toEqual([{ type: 1, components: [
      { type: 2, style: 5, label: expect.stringContaining('Approve'), url: expect.stringMatching(/approved=true$/) },
      { type: 2, style: 5, label: expect.stringContaining('Decline'), url: expect.stringMatching(/approved=false$/) },
    ] }]);
  });
});
