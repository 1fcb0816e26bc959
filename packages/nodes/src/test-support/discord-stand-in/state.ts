import type { IDataObject } from '@weft/workflow';

/*
 * The state behind the Discord stand-in: guilds with channels, roles and members, messages with
 * reactions, direct-message channels and webhooks, in Discord's object shapes
 * (https://discord.com/developers/docs/resources). Ids are snowflake-like increasing strings.
 */

let serial = 1_100_000_000_000_000_000n;
export const snowflake = () => String(++serial);

export class DiscordState {
  users = new Map<string, IDataObject>();
  guilds = new Map<string, IDataObject>();
  channels = new Map<string, IDataObject>();
  roles = new Map<string, IDataObject[]>();
  /** guild id -> members ({ user, roles, nick, joined_at }) */
  members = new Map<string, IDataObject[]>();
  messages = new Map<string, IDataObject[]>();
  webhooks = new Map<string, { token: string; channelId: string; name: string }>();

  addUser(username: string, bot = false): IDataObject {
    const user = { id: snowflake(), username, global_name: bot ? null : username[0]?.toUpperCase() + username.slice(1), discriminator: '0', avatar: null, ...(bot ? { bot: true } : {}) };
    this.users.set(user.id, user);
    return user;
  }

  addGuild(name: string, owner: IDataObject, memberUsers: IDataObject[]): IDataObject {
    const guild = { id: snowflake(), name, icon: null, owner_id: owner.id, features: [] };
    this.guilds.set(guild.id, guild);
    this.roles.set(guild.id, [{ id: guild.id, name: '@everyone', color: 0, position: 0, permissions: '1071698660929', managed: false, mentionable: false, hoist: false }]);
    this.members.set(guild.id, memberUsers.map((user) => ({ user, roles: [], nick: null, joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 })));
    return guild;
  }

  addRole(guild: IDataObject, name: string, color = 0): IDataObject {
    const role = { id: snowflake(), name, color, position: this.roles.get(String(guild.id))?.length ?? 1, permissions: '0', managed: false, mentionable: true, hoist: false };
    this.roles.get(String(guild.id))?.push(role);
    return role;
  }

  addChannel(guildId: string | undefined, fields: IDataObject): IDataObject {
    const channel: IDataObject = { id: snowflake(), type: 0, ...(guildId ? { guild_id: guildId } : {}), position: 0, permission_overwrites: [], nsfw: false, parent_id: null, ...fields };
    if (channel.type === 0) Object.assign(channel, { topic: channel.topic ?? null, rate_limit_per_user: channel.rate_limit_per_user ?? 0, last_message_id: null });
    if (channel.type === 2) Object.assign(channel, { bitrate: channel.bitrate ?? 64000, user_limit: channel.user_limit ?? 0, rtc_region: null });
    this.channels.set(String(channel.id), channel);
    this.messages.set(String(channel.id), []);
    return channel;
  }

  addMessage(channelId: string, author: IDataObject, fields: IDataObject): IDataObject {
    const message: IDataObject = {
      id: snowflake(), channel_id: channelId, author, content: '', timestamp: new Date().toISOString(), edited_timestamp: null, tts: false,
      mention_everyone: false, mentions: [], mention_roles: [], attachments: [], embeds: [], components: [], pinned: false, type: 0, flags: 0, ...fields,
    };
    this.messages.get(channelId)?.push(message);
    const channel = this.channels.get(channelId);
    if (channel) channel.last_message_id = message.id;
    return message;
  }

  member(guildId: string, userId: string): IDataObject | undefined {
    return this.members.get(guildId)?.find((member) => (member.user as IDataObject).id === userId);
  }
}
