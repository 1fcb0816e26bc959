import type { SlackCall, SlackMethod } from './kit.js';
import { cursorPage, listArg, numberedPage, required, SlackFail, truthy } from './kit.js';
import { channelArg } from './conversations.js';
import { messageArg } from './chat.js';
import type { Json, SlackFile, SlackUserGroup } from './state.js';
import { fileJson, messageJson, TEAM } from './state.js';

function userArg(call: SlackCall) {
  const user = call.workspace.user(required(call, 'user', 'user_not_found'));
  if (!user) throw new SlackFail('user_not_found');
  return user;
}

function fileArg(call: SlackCall, name = 'file'): SlackFile {
  const file = call.workspace.files.find((candidate) => candidate.id === call.args[name]);
  if (!file) throw new SlackFail('file_not_found');
  return file;
}

function groupArg(call: SlackCall): SlackUserGroup {
  const group = call.workspace.userGroups.find((candidate) => candidate.id === call.args.usergroup);
  if (!group) throw new SlackFail('no_such_subteam');
  return group;
}

const groupJson = (group: SlackUserGroup, call: SlackCall) => {
  const { users, ...fields } = group;
  return { ...fields, ...(truthy(call.args.include_count ?? false) ? { user_count: users.length } : {}), ...(truthy(call.args.include_users) ? { users } : {}) };
};

function addFile(call: SlackCall, name: string, title: string, content: Buffer, mimetype: string, channels: string[]): SlackFile {
  const file: SlackFile = {
    id: call.workspace.id('F'), name, title: title || name, mimetype, filetype: name.split('.').pop() ?? 'text', size: content.byteLength,
    user: call.token.user, created: call.workspace.now(), channels, content: content.toString('utf8'),
    permalink: `https://${TEAM.domain}.slack.com/files/${call.token.user}/${name}`,
  };
  call.workspace.files.push(file);
  return file;
}

function share(call: SlackCall, file: SlackFile, channels: string[], comment: unknown, threadTs: unknown): void {
  for (const id of channels) {
    const channel = channelArg({ ...call, args: { channel: id } });
    if (!channel.members.includes(call.token.user)) throw new SlackFail('not_in_channel');
    if (threadTs) messageArg({ ...call, args: { ts: threadTs } }, channel);
    channel.messages.push({ type: 'message', ts: call.workspace.nextTs(), user: call.token.user, text: String(comment ?? ''), ...(threadTs ? { thread_ts: String(threadTs) } : {}) });
  }
}

export const otherMethods: Record<string, SlackMethod> = {
  'auth.test': (call) => ({ url: `https://${TEAM.domain}.slack.com/`, team: TEAM.name, user: call.workspace.user(call.token.user)?.name, team_id: TEAM.id, user_id: call.token.user, ...(call.token.type === 'bot' ? { bot_id: 'B0STANDIN' } : {}) }),
  'users.list': (call) => {
    const { page, meta } = cursorPage(call, call.workspace.users);
    return { members: page, ...meta };
  },
  'users.info': (call) => ({ user: userArg(call) }),
  'users.getPresence': (call) => {
    const user = call.args.user ? userArg(call) : call.workspace.user(call.token.user);
    return { presence: user?.presence ?? 'away', ...(user?.id === call.token.user ? { online: true, auto_away: false, manual_away: false, connection_count: 1 } : {}) };
  },
  'users.profile.get': (call) => {
    const user = call.args.user ? userArg(call) : call.workspace.user(call.token.user);
    return { profile: user?.profile ?? {} };
  },
  'users.profile.set': (call) => {
    const user = call.args.user ? userArg(call) : call.workspace.user(call.token.user);
    if (!user) throw new SlackFail('user_not_found');
    if (user.id !== call.token.user) throw new SlackFail('cannot_update_admin_user');
    const profile = (typeof call.args.profile === 'string' ? JSON.parse(call.args.profile) : call.args.profile ?? {}) as Json;
    if (profile.fields && typeof profile.fields === 'object') {
      for (const id of Object.keys(profile.fields)) if (!call.workspace.teamFields.some((field) => field.id === id)) throw new SlackFail('invalid_profile');
      profile.fields = { ...(user.profile.fields as Json), ...(profile.fields as Json) };
    }
    user.profile = { ...user.profile, ...profile };
    return { profile: user.profile };
  },
  'team.profile.get': (call) => ({ profile: { fields: call.workspace.teamFields } }),
  'stars.add': (call) => {
    const star = call.args.file
      ? { type: 'file' as const, file: fileArg(call).id }
      : { type: 'message' as const, channel: channelArg(call).id, ts: messageArg(call, channelArg(call), 'timestamp').ts };
    if (call.workspace.stars.some((existing) => existing.user === call.token.user && existing.file === star.file && existing.ts === (star as { ts?: string }).ts)) throw new SlackFail('already_starred');
    call.workspace.stars.push({ ...star, user: call.token.user, date_create: call.workspace.now() });
    return {};
  },
  'stars.remove': (call) => {
    const before = call.workspace.stars.length;
    call.workspace.stars = call.workspace.stars.filter((star) => !(star.user === call.token.user
      && (call.args.file ? star.file === call.args.file : star.channel === call.args.channel && star.ts === call.args.timestamp)));
    if (call.workspace.stars.length === before) throw new SlackFail('not_starred');
    return {};
  },
  'stars.list': (call) => {
    const mine = call.workspace.stars.filter((star) => star.user === call.token.user).map((star) => {
      if (star.type === 'file') return { type: 'file', file: fileJson(fileArg({ ...call, args: { file: star.file } })), date_create: star.date_create };
      const channel = channelArg({ ...call, args: { channel: star.channel } });
      return { type: 'message', channel: channel.id, message: messageJson(messageArg({ ...call, args: { ts: star.ts } }, channel)), date_create: star.date_create };
    });
    const { page, meta } = cursorPage(call, mine);
    return { items: page, ...meta };
  },
  'files.info': (call) => ({ file: fileJson(fileArg(call)), content: fileArg(call).content }),
  'files.list': (call) => {
    const types = listArg(call.args.types ?? 'all');
    const files = call.workspace.files.filter((file) => (!call.args.channel || file.channels.includes(String(call.args.channel)))
      && (!call.args.user || file.user === call.args.user) && (!call.args.ts_from || file.created >= Number(call.args.ts_from))
      && (!call.args.ts_to || file.created <= Number(call.args.ts_to))
      && (types.includes('all') || (types.includes('images') && file.mimetype.startsWith('image/')) || (types.includes('pdfs') && file.mimetype === 'application/pdf')
        || (types.includes('snippets') && file.mimetype.startsWith('text/'))));
    const { page, paging } = numberedPage(call, files, 100);
    return { files: page.map(fileJson), paging };
  },
  'files.upload': (call) => {
    const upload = call.args.file as { name: string; type: string; data: Buffer } | undefined;
    const content = upload?.data ?? (call.args.content !== undefined ? Buffer.from(String(call.args.content)) : undefined);
    if (!content) throw new SlackFail('no_file_data');
    const channels = listArg(call.args.channels);
    const name = String(call.args.filename ?? upload?.name ?? '-');
    const file = addFile(call, name, String(call.args.title ?? ''), content, upload?.type || 'text/plain', channels);
    share(call, file, channels, call.args.initial_comment, call.args.thread_ts);
    return { file: fileJson(file) };
  },
  'files.getUploadURLExternal': (call) => {
    const filename = required(call, 'filename', 'invalid_arguments');
    const length = Number(required(call, 'length', 'invalid_arguments'));
    if (!Number.isInteger(length) || length <= 0) throw new SlackFail('invalid_arguments', { detail: 'length must be a positive integer' });
    const id = call.workspace.id('F');
    call.workspace.pendingUploads.set(id, { filename, length });
    return { upload_url: `${call.origin}/upload/v1/${id}`, file_id: id };
  },
  'files.completeUploadExternal': (call) => {
    const files = (typeof call.args.files === 'string' ? JSON.parse(call.args.files) : call.args.files) as Array<{ id: string; title?: string }> | undefined;
    if (!Array.isArray(files) || files.length === 0) throw new SlackFail('invalid_arguments', { detail: 'files is required' });
    const channels = listArg(call.args.channel_id ?? call.args.channels);
    const done = files.map(({ id, title }) => {
      const pending = call.workspace.pendingUploads.get(id);
      if (!pending?.bytes) throw new SlackFail('file_not_found', { detail: `no bytes were uploaded for ${id}` });
      call.workspace.pendingUploads.delete(id);
      const file = addFile(call, pending.filename, title ?? '', pending.bytes, pending.mimetype ?? 'application/octet-stream', channels);
      file.id = id;
      return file;
    });
    for (const file of done) share(call, file, channels, call.args.initial_comment, call.args.thread_ts);
    return { files: done.map((file) => ({ id: file.id, title: file.title })) };
  },
  'usergroups.create': (call) => {
    const name = required(call, 'name', 'invalid_arguments');
    if (call.workspace.userGroups.some((group) => group.name === name)) throw new SlackFail('name_already_exists');
    const handle = String(call.args.handle ?? name.toLowerCase().replace(/\s+/g, '-'));
    if (call.workspace.userGroups.some((group) => group.handle === handle)) throw new SlackFail('handle_already_exists');
    const group: SlackUserGroup = {
      id: call.workspace.id('S'), team_id: TEAM.id, name, handle, description: String(call.args.description ?? ''), date_delete: 0,
      is_usergroup: true, users: [], prefs: { channels: listArg(call.args.channels), groups: [] },
    };
    call.workspace.userGroups.push(group);
    return { usergroup: groupJson(group, call) };
  },
  'usergroups.disable': (call) => {
    const group = groupArg(call);
    group.date_delete = call.workspace.now();
    return { usergroup: groupJson(group, call) };
  },
  'usergroups.enable': (call) => {
    const group = groupArg(call);
    group.date_delete = 0;
    return { usergroup: groupJson(group, call) };
  },
  'usergroups.list': (call) => ({
    usergroups: call.workspace.userGroups.filter((group) => truthy(call.args.include_disabled) || group.date_delete === 0).map((group) => groupJson(group, call)),
  }),
  'usergroups.update': (call) => {
    const group = groupArg(call);
    if (call.args.name !== undefined) group.name = String(call.args.name);
    if (call.args.handle !== undefined) group.handle = String(call.args.handle);
    if (call.args.description !== undefined) group.description = String(call.args.description);
    if (call.args.channels !== undefined) group.prefs.channels = listArg(call.args.channels);
    return { usergroup: groupJson(group, call) };
  },
};
