/*
 * The server state behind the Mattermost stand-in: teams, channels with members, users, posts and
 * reactions, as Mattermost's API v4 (https://api.mattermost.com) answers them. Ids are 26 characters.
 */

import type { IDataObject } from '@weft/workflow';

export type Entity = IDataObject;

let serial = 0;
export const newId = () => `${(++serial).toString(36)}${'x'.repeat(26)}`.slice(0, 26);

export class MattermostState {
  teams: Entity[] = [];
  users: Entity[] = [];
  channels: Entity[] = [];
  /** channel id -> member user ids */
  members = new Map<string, string[]>();
  /** team id -> member user ids */
  teamMembers = new Map<string, string[]>();
  posts: Entity[] = [];
  reactions: Entity[] = [];
  invited: Array<{ teamId: string; email: string }> = [];

  addTeam(name: string, displayName: string): Entity {
    const team = { id: newId(), create_at: Date.now(), update_at: Date.now(), delete_at: 0, display_name: displayName, name, type: 'O', description: '' };
    this.teams.push(team);
    this.teamMembers.set(team.id, []);
    return team;
  }

  addUser(username: string, fields: Entity = {}): Entity {
    const now = Date.now();
    const user = {
      id: newId(), create_at: now, update_at: now, delete_at: 0, username, auth_data: '', auth_service: '', email: `${username}@example.com`,
      nickname: '', first_name: '', last_name: '', position: '', roles: 'system_user', locale: 'en', last_activity_at: now, status: 'online', ...fields,
    };
    this.users.push(user);
    return user;
  }

  addChannel(team: Entity, name: string, type: 'O' | 'P', memberIds: string[]): Entity {
    const now = Date.now();
    const channel = {
      id: newId(), create_at: now, update_at: now, delete_at: 0, team_id: team.id, type, display_name: name.replace(/-/g, ' '), name, header: '',
      purpose: '', last_post_at: 0, total_msg_count: 0, creator_id: memberIds[0] ?? '',
    };
    this.channels.push(channel);
    this.members.set(channel.id, [...memberIds]);
    for (const id of memberIds) this.joinTeam(String(team.id), id);
    return channel;
  }

  joinTeam(teamId: string, userId: string): void {
    const list = this.teamMembers.get(teamId) ?? [];
    if (!list.includes(userId)) list.push(userId);
    this.teamMembers.set(teamId, list);
  }

  user(id: string) { return this.users.find((user) => user.id === id); }
  channel(id: string) { return this.channels.find((channel) => channel.id === id); }
  post(id: string) { return this.posts.find((post) => post.id === id && post.delete_at === 0); }

  addPost(userId: string, fields: Entity): Entity {
    const now = Date.now();
    const post: Entity = {
      id: newId(), create_at: now, update_at: now, edit_at: 0, delete_at: 0, is_pinned: false, user_id: userId, root_id: '', original_id: '',
      message: '', type: '', props: {}, hashtags: '', pending_post_id: '', reply_count: 0, metadata: {}, ...fields,
    };
    this.posts.push(post);
    const channel = this.channel(String(post.channel_id));
    if (channel) {
      channel.last_post_at = now;
      channel.total_msg_count = Number(channel.total_msg_count) + 1;
    }
    return post;
  }
}
