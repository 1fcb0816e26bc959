import { describe, expect, it } from 'vitest';
import { BOT, runSlack, useSlackStandIn } from './harness.js';

const slack = useSlackStandIn();
const v1 = (resource: string, operation: string, extra: Record<string, unknown> = {}, options: Parameters<typeof runSlack>[2] = {}) =>
  runSlack(1, { resource, operation, ...extra }, options);

function aliceSays(text: string): string {
  const ts = slack().workspace.nextTs();
  slack().workspace.channel('C0GENERAL')?.messages.push({ type: 'message', ts, user: 'U0ALICE01', text });
  return ts;
}

describe('Slack 1: channels', () => {
  it('creates (private by option), gets, renames, sets purpose and topic, archives and unarchives', async () => {
    const created = await v1('channel', 'create', { channelId: 'ops', additionalFields: { isPrivate: true } });
    const id = String(created.items[0]?.id);
    expect(created.items[0]).toMatchObject({ name: 'ops', is_private: true });
    expect((await v1('channel', 'get', { channelId: id, additionalFields: { includeNumMembers: true } })).items[0]).toMatchObject({ id, num_members: 1 });
    expect((await v1('channel', 'rename', { channelId: id, name: 'ops-team' })).items[0]).toMatchObject({ name: 'ops-team' });
    expect((await v1('channel', 'setPurpose', { channelId: id, purpose: 'Run things' })).items[0]).toMatchObject({ purpose: { value: 'Run things' } });
    expect((await v1('channel', 'setTopic', { channelId: id, topic: 'Pager' })).items[0]).toMatchObject({ topic: { value: 'Pager' } });
    expect((await v1('channel', 'archive', { channelId: id })).items).toEqual([{ ok: true }]);
    expect((await v1('channel', 'unarchive', { channelId: id })).items).toEqual([{ ok: true }]);
  });

  it('lists channels, joins, invites, lists members, kicks and leaves', async () => {
    expect((await v1('channel', 'getAll', { returnAll: true })).items.map((channel) => channel.name)).toEqual(['general', 'random']);
    expect((await v1('channel', 'join', { channelId: 'C0RANDOM1' })).items[0]).toMatchObject({ id: 'C0RANDOM1', is_member: true });
    await v1('channel', 'invite', { channelId: 'C0RANDOM1', userIds: ['U0CAROL01'] });
    expect((await v1('channel', 'member', { channelId: 'C0RANDOM1', returnAll: true })).items).toEqual([{ member: 'U0ALICE01' }, { member: BOT }, { member: 'U0CAROL01' }]);
    expect((await v1('channel', 'kick', { channelId: 'C0RANDOM1', userId: 'U0CAROL01' })).items).toEqual([{ ok: true }]);
    expect((await v1('channel', 'leave', { channelId: 'C0RANDOM1' })).items).toEqual([{ ok: true }]);
  });

  it('reads history and replies (timestamp as text), opens and closes a direct conversation', async () => {
    const ts = aliceSays('Question');
    await runSlack(1, { resource: 'message', operation: 'post', channel: 'C0GENERAL', text: 'Answer', otherOptions: { thread_ts: ts } });
    expect((await v1('channel', 'history', { channelId: 'C0GENERAL', limit: 5 })).items.map((message) => message.text)).toEqual(['Question']);
    expect((await v1('channel', 'replies', { channelId: 'C0GENERAL', ts, returnAll: true })).items.map((message) => message.text)).toEqual(['Question', 'Answer']);
    const opened = await v1('channel', 'open', { options: { users: ['U0BOB0001'] } });
    expect(opened.items[0]).toEqual({ id: expect.stringMatching(/^D/) });
    expect((await v1('channel', 'close', { channelId: String(opened.items[0]?.id) })).items[0]).toMatchObject({ ok: true });
  });
});

describe('Slack 1: messages', () => {
  it('posts text with attachments and built blocks (no workflow link in version 1), answering Slack\'s answer', async () => {
    const { items, error } = await v1('message', 'post', {
      channel: '#general', text: 'Release', otherOptions: { icon_emoji: ':ship:', mrkdwn: true },
      attachments: [{ title: 'Notes', text: 'Fixed bugs', fields: { item: [{ title: 'Version', value: '1.2', short: true }] } }],
      blocksUi: {
        blocksValues: [
          { type: 'section', textUi: { textValue: { type: 'mrkwdn', text: '*Release* 1.2' } }, fieldsUi: { fieldsValues: [{ type: 'plainText', text: 'Stable', emoji: true }] } },
          { type: 'actions', blockId: 'act', elementsUi: { elementsValues: [{ type: 'button', text: 'Open', url: 'https://example.com', style: 'primary', actionId: 'open' }] } },
        ],
      },
    });
    expect(error).toBeUndefined();
    expect(items[0]).toEqual({ ok: true, channel: 'C0GENERAL', ts: expect.any(String), message: expect.objectContaining({ text: 'Release' }) });
    expect(items[0]).not.toHaveProperty('message_timestamp');
    const sent = slack().workspace.channel('C0GENERAL')?.messages[0];
    expect(sent?.attachments).toEqual([{ title: 'Notes', text: 'Fixed bugs', fields: [{ title: 'Version', value: '1.2', short: true }] }]);
    expect(sent?.blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: '*Release* 1.2' }, fields: [{ type: 'plain_text', text: 'Stable', emoji: true }] },
      { type: 'actions', block_id: 'act', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open' }, url: 'https://example.com', style: 'primary', action_id: 'open' }] },
    ]);
    expect(sent?.icons).toEqual({ emoji: ':ship:' });
  });

  it('posts JSON blocks and attachments, posts ephemerally, updates, links and deletes', async () => {
    const posted = await v1('message', 'post', { channel: 'C0GENERAL', text: 'Fallback', jsonParameters: true, blocksJson: '[{"type":"divider"}]', attachmentsJson: '[{"text":"a"}]' });
    const ts = String(posted.items[0]?.ts);
    expect(slack().workspace.channel('C0GENERAL')?.messages[0]).toMatchObject({ blocks: [{ type: 'divider' }], attachments: [{ text: 'a' }] });
    expect((await v1('message', 'postEphemeral', { channel: 'C0GENERAL', user: 'U0ALICE01', text: 'Psst' })).items[0]).toMatchObject({ ok: true, message_ts: expect.any(String) });
    const updated = await v1('message', 'update', { channelId: 'C0GENERAL', ts, text: 'Changed', updateFields: { link_names: true } });
    expect(updated.items[0]).toMatchObject({ ok: true, ts, text: 'Changed' });
    expect((await v1('message', 'getPermalink', { channelId: 'C0GENERAL', timestamp: ts })).items[0]).toMatchObject({ permalink: expect.stringContaining('/archives/C0GENERAL/p') });
    expect((await v1('message', 'delete', { channelId: 'C0GENERAL', timestamp: ts })).items[0]).toEqual({ ok: true, channel: 'C0GENERAL', ts });
    const empty = await v1('message', 'post', { channel: 'C0GENERAL', text: '' });
    expect(empty.error?.message).toBe('The message has no text, blocks or attachments');
  });
});

describe('Slack 1: reactions, stars, files, users, user groups and profiles', () => {
  it('adds, gets and removes a reaction (timestamp as text)', async () => {
    const ts = aliceSays('Nice');
    expect((await v1('reaction', 'add', { channelId: 'C0GENERAL', timestamp: ts, name: 'thumbsup' })).items).toEqual([{ ok: true }]);
    expect((await v1('reaction', 'get', { channelId: 'C0GENERAL', timestamp: ts })).items[0]).toMatchObject({ message: { reactions: [{ name: 'thumbsup', count: 1 }] } });
    expect((await v1('reaction', 'remove', { channelId: 'C0GENERAL', timestamp: ts, name: 'thumbsup' })).items).toEqual([{ ok: true }]);
  });

  it('stars a message by its options, lists and removes it', async () => {
    const ts = aliceSays('Keep');
    expect((await v1('star', 'add', { options: { channelId: 'C0GENERAL', timestamp: ts } })).items).toEqual([{ ok: true }]);
    expect((await v1('star', 'getAll', { limit: 10 })).items).toHaveLength(1);
    expect((await v1('star', 'delete', { options: { channelId: 'C0GENERAL', timestamp: ts } })).items).toEqual([{ ok: true }]);
    const nothing = await v1('star', 'add', {});
    expect(nothing.error?.message).toBe('Say what to star: a message (channel and timestamp) or a file');
  });

  it('uploads a binary file (multipart) and text, gets and lists files', async () => {
    const data = { data: Buffer.from('col1,col2\n1,2\n').toString('base64'), mimeType: 'text/csv', fileName: 'table.csv' };
    const binary = await v1('file', 'upload', { binaryData: true, binaryPropertyName: 'data', options: { channelIds: ['C0GENERAL'], title: 'Table' } }, { input: [{ json: {}, binary: { data } }] });
    expect(binary.items[0]).toMatchObject({ name: 'table.csv', title: 'Table', mimetype: 'text/csv', size: 14 });
    expect(slack().calls[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = await v1('file', 'upload', { fileContent: 'note', options: { fileName: 'note.txt' } });
    expect(text.items[0]).toMatchObject({ name: 'note.txt', size: 4 });
    expect((await v1('file', 'get', { fileId: String(binary.items[0]?.id) })).items[0]).toMatchObject({ title: 'Table' });
    expect((await v1('file', 'getAll', { returnAll: true })).items.map((file) => file.name)).toEqual(['table.csv', 'note.txt']);
  });

  it('gets users, lists them and their presence', async () => {
    expect((await v1('user', 'info', { user: 'U0ALICE01' })).items[0]).toMatchObject({ name: 'alice' });
    expect((await v1('user', 'getAll', { returnAll: true })).items).toHaveLength(4);
    expect((await v1('user', 'getPresence', { user: 'U0ALICE01' })).items[0]).toEqual({ ok: true, presence: 'active' });
  });

  it('manages user groups with additional fields', async () => {
    const created = await v1('userGroup', 'create', { name: 'Design', additionalFields: { handle: 'design', include_count: true } });
    const id = String(created.items[0]?.id);
    expect(created.items[0]).toMatchObject({ name: 'Design', handle: 'design', user_count: 0 });
    expect((await v1('userGroup', 'update', { userGroupId: id, updateFields: { description: 'UX' } })).items[0]).toMatchObject({ description: 'UX' });
    expect((await v1('userGroup', 'disable', { userGroupId: id, additionalFields: {} })).items[0]?.date_delete).toBeGreaterThan(0);
    expect((await v1('userGroup', 'enable', { userGroupId: id, additionalFields: {} })).items[0]).toMatchObject({ date_delete: 0 });
    expect((await v1('userGroup', 'getAll', { returnAll: true, additionalFields: { include_disabled: true } })).items).toHaveLength(1);
  });

  it('gets and updates the token user\'s profile (User Profile resource)', async () => {
    expect((await v1('userProfile', 'get', { additionalFields: { user: 'U0BOB0001' } })).items[0]).toMatchObject({ real_name: 'Bob Baker' });
    const updated = await v1('userProfile', 'update', { additionalFields: { last_name: 'Botson', customFieldUi: { customFieldValues: [{ id: 'Xf01', value: 'it/its' }] } } });
    expect(updated.items[0]).toMatchObject({ last_name: 'Botson', fields: { Xf01: { value: 'it/its' } } });
    const wrongField = await v1('userProfile', 'update', { additionalFields: { customFieldUi: { customFieldValues: [{ id: 'Xf99', value: 'x' }] } } });
    expect(wrongField.error?.message).toBe('Slack answered with the error "invalid_profile"');
  });
});
