import { describe, expect, it } from 'vitest';
import { BOT, rl, runSlack, useSlackStandIn } from './harness.js';

const slack = useSlackStandIn();

const TEXT_FILE = { data: Buffer.from('hello slack').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt' };

/** A message of Alice's in #general, answered with its timestamp. */
function aliceSays(text: string): string {
  const ts = slack().workspace.nextTs();
  slack().workspace.channel('C0GENERAL')?.messages.push({ type: 'message', ts, user: 'U0ALICE01', text });
  return ts;
}

describe.each([2, 2.1, 2.2, 2.3, 2.4])('Slack %s: reactions, stars, users and user groups', (version) => {
  it('adds, reads and removes a reaction', async () => {
    const ts = aliceSays('Ship it');
    const target = { channelId: rl('C0GENERAL'), timestamp: Number(ts) };
    expect((await runSlack(version, { resource: 'reaction', operation: 'add', ...target, name: ':tada:' })).items).toEqual([{ ok: true }]);
    const read = await runSlack(version, { resource: 'reaction', operation: 'get', ...target });
    expect(read.items[0]).toMatchObject({ ok: true, type: 'message', channel: 'C0GENERAL', message: { text: 'Ship it', reactions: [{ name: 'tada', users: [BOT], count: 1 }] } });
    const twice = await runSlack(version, { resource: 'reaction', operation: 'add', ...target, name: 'tada' });
    expect(twice.error?.message).toBe('The message already has this reaction from this user (already_reacted)');
    expect((await runSlack(version, { resource: 'reaction', operation: 'remove', ...target, name: 'tada' })).items).toEqual([{ ok: true }]);
  });

  it('stars a message, lists stars, and removes the star', async () => {
    const ts = aliceSays('Remember this');
    const added = await runSlack(version, { resource: 'star', operation: 'add', target: 'message', channelId: rl('C0GENERAL'), timestamp: Number(ts) });
    expect(added.items).toEqual([{ ok: true }]);
    const listed = await runSlack(version, { resource: 'star', operation: 'getAll', returnAll: true });
    expect(listed.items).toEqual([expect.objectContaining({ type: 'message', channel: 'C0GENERAL', message: expect.objectContaining({ text: 'Remember this' }) })]);
    const removed = await runSlack(version, { resource: 'star', operation: 'delete', options: { channelId: 'C0GENERAL', timestamp: Number(ts) } });
    expect(removed.items).toEqual([{ ok: true }]);
    const none = await runSlack(version, { resource: 'star', operation: 'delete', options: { channelId: 'C0GENERAL', timestamp: Number(ts) } });
    expect(none.error?.message).toBe('The item is not starred (not_starred)');
  });

  it('gets users, their profile and presence, lists them, and updates the own profile', async () => {
    expect((await runSlack(version, { resource: 'user', operation: 'info', user: rl('U0BOB0001') })).items[0]).toMatchObject({ id: 'U0BOB0001', name: 'bob' });
    expect((await runSlack(version, { resource: 'user', operation: 'getProfile', user: rl('U0ALICE01', 'list') })).items[0]).toMatchObject({ real_name: 'Alice Archer', email: 'alice@example.com' });
    expect((await runSlack(version, { resource: 'user', operation: 'getPresence', user: rl('U0BOB0001') })).items).toEqual([{ ok: true, presence: 'away' }]);
    const all = await runSlack(version, { resource: 'user', operation: 'getAll', limit: 2 });
    expect(all.items.map((user) => user.name)).toEqual(['weftbot', 'alice']);
    const updated = await runSlack(version, {
      resource: 'user', operation: 'updateProfile', options: {
        first_name: 'Weft', status: { set_status: [{ status_emoji: ':robot_face:', status_text: 'Automating' }] },
        customFieldUi: { customFieldValues: [{ id: 'Xf02', value: 'Berlin' }] },
      },
    });
    expect(updated.items[0]).toMatchObject({ first_name: 'Weft', status_emoji: ':robot_face:', status_text: 'Automating', fields: { Xf02: { value: 'Berlin' } } });
    const missing = await runSlack(version, { resource: 'user', operation: 'info', user: rl('U0GHOST00') });
    expect(missing.error?.message).toBe('Slack found no such user (user_not_found)');
  });

  it('creates, updates, disables, enables and lists user groups', async () => {
    const created = await runSlack(version, { resource: 'userGroup', operation: 'create', name: 'On Call', Options: { handle: 'oncall', description: 'Pager', channelIds: ['C0GENERAL'], include_count: true } });
    const id = String(created.items[0]?.id);
    expect(created.items[0]).toMatchObject({ name: 'On Call', handle: 'oncall', description: 'Pager', prefs: { channels: ['C0GENERAL'] }, user_count: 0 });
    const updated = await runSlack(version, { resource: 'userGroup', operation: 'update', userGroupId: id, updateFields: { name: 'On-Call', include_count: false } });
    expect(updated.items[0]).toMatchObject({ id, name: 'On-Call' });
    expect(updated.items[0]).not.toHaveProperty('user_count');
    expect((await runSlack(version, { resource: 'userGroup', operation: 'disable', userGroupId: id })).items[0]?.date_delete).toBeGreaterThan(0);
    const activeOnly = await runSlack(version, { resource: 'userGroup', operation: 'getAll', options: { include_disabled: false } });
    expect(activeOnly.items).toEqual([]);
    expect((await runSlack(version, { resource: 'userGroup', operation: 'enable', userGroupId: id, option: {} })).items[0]).toMatchObject({ date_delete: 0 });
    const listed = await runSlack(version, { resource: 'userGroup', operation: 'getAll', returnAll: true, options: { include_users: true } });
    expect(listed.items).toEqual([expect.objectContaining({ id, name: 'On-Call', users: [] })]);
    const unknown = await runSlack(version, { resource: 'userGroup', operation: 'disable', userGroupId: 'S0NONE' });
    expect(unknown.error?.message).toBe('Slack found no such user group (no_such_subteam)');
  });

  it('uploads a binary file into a channel, then gets and lists it', async () => {
    const upload = version >= 2.2
      ? { binaryPropertyName: 'data', options: { channelId: 'C0GENERAL', title: 'Greeting', initialComment: 'Here it is' } }
      : { binaryData: true, binaryPropertyName: 'data', options: { channelIds: ['C0GENERAL'], title: 'Greeting', initialComment: 'Here it is' } };
    const uploaded = await runSlack(version, { resource: 'file', operation: 'upload', ...upload }, { input: [{ json: {}, binary: { data: TEXT_FILE } }] });
    expect(uploaded.error).toBeUndefined();
    const id = String(uploaded.items[0]?.id);
    expect(uploaded.items[0]).toMatchObject({ id: expect.stringMatching(/^F/), title: 'Greeting' });
    const stored = slack().workspace.files.find((file) => file.id === id);
    expect(stored).toMatchObject({ name: 'hello.txt', content: 'hello slack', channels: ['C0GENERAL'] });
    expect(slack().workspace.channel('C0GENERAL')?.messages.at(-1)?.text).toBe('Here it is');
    const methods = slack().calls.map((call) => call.method);
    expect(methods).toEqual(version >= 2.2 ? ['files.getUploadURLExternal', 'files.completeUploadExternal'] : ['files.upload']);
    const got = await runSlack(version, { resource: 'file', operation: 'get', fileId: id });
    expect(got.items[0]).toMatchObject({ id, name: 'hello.txt', size: 11 });
    const listed = await runSlack(version, { resource: 'file', operation: 'getAll', returnAll: true, filters: { channelId: 'C0GENERAL', types: ['all'] } });
    expect(listed.items.map((file) => file.id)).toEqual([id]);
  });

  it('a missing binary field is a clear error', async () => {
    const params = version >= 2.2 ? { binaryPropertyName: 'data' } : { binaryData: true, binaryPropertyName: 'data' };
    const { error } = await runSlack(version, { resource: 'file', operation: 'upload', ...params });
    expect(error?.message).toMatch(/binary/i);
  });
});

describe('Slack 2 and 2.1: text uploads', () => {
  it.each([2, 2.1])('Slack %s uploads typed text as a file', async (version) => {
    const { items } = await runSlack(version, { resource: 'file', operation: 'upload', fileContent: 'plain words', options: { fileName: 'notes.txt' } });
    expect(items[0]).toMatchObject({ name: 'notes.txt', size: 11 });
    expect(slack().calls[0]?.contentType).toBe('application/x-www-form-urlencoded');
  });
});
