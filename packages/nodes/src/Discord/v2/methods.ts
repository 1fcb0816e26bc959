import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { discordRequest } from '../transport.js';
import { locatorId } from './locator.js';

const matches = (filter: string | undefined, ...values: unknown[]) =>
  !filter || values.some((value) => String(value ?? '').toLowerCase().includes(filter.toLowerCase()));
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

async function guildChannels(context: ILoadOptionsFunctions, filter: string | undefined, types: number[]): Promise<INodeListSearchResult> {
  const guildId = locatorId(context, 'guildId');
  if (!guildId) return { results: [] };
  const channels = await discordRequest(context, 'GET', `/guilds/${guildId}/channels`) as IDataObject[];
  return {
    results: channels.filter((channel) => types.includes(Number(channel.type)) && matches(filter, channel.name, channel.id))
      .map((channel) => ({ name: String(channel.name), value: String(channel.id), url: `https://discord.com/channels/${guildId}/${String(channel.id)}` }))
      .sort(byName),
  };
}

export const listSearch = {
  /** The servers the bot is a member of. */
  async guildSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const guilds = await discordRequest(this, 'GET', '/users/@me/guilds') as IDataObject[];
    return {
      results: guilds.filter((guild) => matches(filter, guild.name, guild.id))
        .map((guild) => ({ name: String(guild.name), value: String(guild.id), url: `https://discord.com/channels/${String(guild.id)}` })).sort(byName),
    };
  },
  /** The server's text, voice, announcement and forum channels (categories are not written to). */
  async channelSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return guildChannels(this, filter, [0, 2, 5, 13, 15]);
  },
  async categorySearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return guildChannels(this, filter, [4]);
  },
  /** The server's members (bots left out), 1000 at most as Discord lists them in one page. */
  async userSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const guildId = locatorId(this, 'guildId');
    if (!guildId) return { results: [] };
    const members = await discordRequest(this, 'GET', `/guilds/${guildId}/members`, undefined, { limit: 1000 }) as IDataObject[];
    return {
      results: members.map((member) => member.user as IDataObject).filter((user) => !user.bot && matches(filter, user.username, user.global_name, user.id))
        .map((user) => ({ name: String(user.global_name ?? user.username), value: String(user.id) })).sort(byName),
    };
  },
};

export const loadOptions = {
  /** Roles to add (those the member lacks) or remove (those the member has); @everyone and integration roles left out. */
  async getRoles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const guildId = locatorId(this, 'guildId');
    if (!guildId) return [];
    const roles = await discordRequest(this, 'GET', `/guilds/${guildId}/roles`) as IDataObject[];
    const userId = locatorId(this, 'userId');
    let held: string[] | undefined;
    if (userId) {
      const members = await discordRequest(this, 'GET', `/guilds/${guildId}/members`, undefined, { limit: 1000 }) as IDataObject[];
      held = (members.find((member) => (member.user as IDataObject).id === userId)?.roles ?? []) as string[];
    }
    const removing = this.getCurrentNodeParameter('operation') === 'roleRemove';
    return roles.filter((role) => role.id !== guildId && !role.managed && (held === undefined || held.includes(String(role.id)) === removing))
      .map((role) => ({ name: String(role.name), value: String(role.id) })).sort(byName);
  },
};
