/*
 * The workspace a Slack stand-in serves: users, channels with members and messages, files, stars,
 * user groups and the team's profile fields, in the shapes Slack's Web API reference documents.
 */

export type Json = Record<string, unknown>;

export interface SlackUser { id: string; name: string; real_name: string; deleted: boolean; is_bot: boolean; presence: 'active' | 'away'; profile: Json }
export interface SlackMessage { type: 'message'; ts: string; user: string; text: string; thread_ts?: string; reply_count?: number; blocks?: Json[]; attachments?: Json[]; reactions?: Array<{ name: string; users: string[]; count: number }>; edited?: Json; username?: string; icons?: Json }
export interface SlackChannel {
  id: string; name: string; is_channel: boolean; is_group: boolean; is_im: boolean; is_mpim: boolean; is_private: boolean; is_archived: boolean;
  created: number; creator: string; topic: Json; purpose: Json; members: string[]; messages: SlackMessage[]; user?: string;
}
export interface SlackFile { id: string; name: string; title: string; mimetype: string; filetype: string; size: number; user: string; created: number; channels: string[]; content: string; permalink: string }
export interface SlackUserGroup { id: string; team_id: string; name: string; handle: string; description: string; date_delete: number; is_usergroup: true; users: string[]; prefs: { channels: string[]; groups: string[] }; user_count?: number }
export interface Star { type: 'message' | 'file'; channel?: string; ts?: string; file?: string; user: string; date_create: number }
export interface TokenInfo { user: string; scopes: string[]; type: 'bot' | 'user' }

export const TEAM = { id: 'T0STANDIN', name: 'Stand-in Workspace', domain: 'standin' };

export class Workspace {
  users: SlackUser[] = [];
  channels: SlackChannel[] = [];
  files: SlackFile[] = [];
  stars: Star[] = [];
  userGroups: SlackUserGroup[] = [];
  teamFields = [{ id: 'Xf01', label: 'Pronouns', type: 'text' }, { id: 'Xf02', label: 'Office', type: 'text' }];
  /** Uploads asked for with files.getUploadURLExternal, waiting for their bytes and completion. */
  pendingUploads = new Map<string, { filename: string; length: number; bytes?: Buffer; mimetype?: string }>();
  private clock = 1_700_000_000;
  private counter = 0;

  /** Timestamps keep increasing, with microseconds as Slack writes them (ends in zeros on purpose now and then). */
  nextTs(): string {
    this.clock += 1;
    this.counter += 1;
    return `${this.clock}.${String(this.counter * 10).padStart(6, '0')}`;
  }

  now(): number { return this.clock; }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(this.counter).padStart(8, '0')}`;
  }

  addUser(id: string, name: string, realName: string, extra: Partial<SlackUser> = {}): SlackUser {
    const user: SlackUser = {
      id, name, real_name: realName, deleted: false, is_bot: false, presence: 'active',
      profile: { real_name: realName, display_name: name, email: `${name}@example.com`, first_name: realName.split(' ')[0], last_name: realName.split(' ')[1] ?? '', status_text: '', status_emoji: '', fields: {} },
      ...extra,
    };
    this.users.push(user);
    return user;
  }

  addChannel(id: string, name: string, members: string[], isPrivate = false): SlackChannel {
    const channel: SlackChannel = {
      id, name, is_channel: !isPrivate, is_group: isPrivate, is_im: false, is_mpim: false, is_private: isPrivate, is_archived: false,
      created: this.now(), creator: members[0] ?? '', topic: { value: '', creator: '', last_set: 0 }, purpose: { value: '', creator: '', last_set: 0 },
      members: [...members], messages: [],
    };
    this.channels.push(channel);
    return channel;
  }

  user(id: unknown): SlackUser | undefined { return this.users.find((user) => user.id === id); }

  /** A channel by ID, or by name for the methods that take `#name`. */
  channel(ref: unknown): SlackChannel | undefined {
    const text = String(ref ?? '');
    return this.channels.find((channel) => channel.id === text || (text.startsWith('#') && `#${channel.name}` === text) || channel.name === text);
  }

  /** The direct-message conversation with a user, opened on first use (as conversations.open and posting to a user ID do). */
  directChannel(bot: string, user: string): SlackChannel {
    const existing = this.channels.find((channel) => channel.is_im && channel.user === user);
    if (existing) return existing;
    const channel = this.addChannel(this.id('D'), '', [bot, user], true);
    Object.assign(channel, { is_channel: false, is_group: false, is_im: true, user, name: undefined });
    return channel;
  }
}

/** A channel object as the conversations methods answer it (without the stand-in's own lists). */
export function channelJson(channel: SlackChannel, viewer: string, withCount = false): Json {
  const { members, messages: _messages, ...fields } = channel;
  const json: Json = { ...fields, is_member: members.includes(viewer), context_team_id: TEAM.id };
  if (withCount) json.num_members = members.length;
  return json;
}

export function messageJson(message: SlackMessage): Json {
  return { ...message, team: TEAM.id };
}

export function fileJson(file: SlackFile): Json {
  const { content: _content, ...fields } = file;
  return {
    ...fields,
    url_private: `https://files.slack.com/files-pri/${TEAM.id}-${file.id}/${file.name}`,
    url_private_download: `https://files.slack.com/files-pri/${TEAM.id}-${file.id}/download/${file.name}`,
  };
}
