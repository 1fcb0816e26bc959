import { describe, expect, it } from 'vitest';
import { BOT, rl, runSlack, useSlackStandIn } from './harness.js';

const slack = useSlackStandIn();

describe.each([2, 2.1, 2.2, 2.3, 2.4])('Slack %s: channels', (version) => {
  const channel = (operation: string, extra: Record<string, unknown> = {}) => runSlack(version, { resource: 'channel', operation, ...extra });

  it('creates a private channel and answers it; the channel is listed afterwards', async () => {
    const { items, error } = await channel('create', { channelId: 'launch-room', channelVisibility: 'private' });
    expect(error).toBeUndefined();
    expect(items).toEqual([expect.objectContaining({ name: 'launch-room', is_private: true, is_member: true, id: expect.stringMatching(/^C/) })]);
    const listed = await channel('getAll', { returnAll: true, filters: { types: ['private_channel'] } });
    expect(listed.items.map((item) => item.name)).toEqual(['secret-plans', 'launch-room']);
  });

  it('gets a channel by URL, with its member count', async () => {
    const { items } = await channel('get', { channelId: rl('https://standin.slack.com/archives/C0GENERAL', 'url'), options: { includeNumMembers: true } });
    expect(items).toEqual([expect.objectContaining({ id: 'C0GENERAL', name: 'general', num_members: 3 })]);
    expect(slack().calls.at(-1)).toMatchObject({ method: 'conversations.info', args: { channel: 'C0GENERAL', include_num_members: 'true' }, authorization: 'Bearer xoxb-standin-good-0001' });
  });

  it('lists public channels page by page up to the limit, and all of them with Return All', async () => {
    for (let index = 0; index < 250; index++) slack().workspace.addChannel(`C1${String(index).padStart(7, '0')}`, `bulk-${index}`, []);
    const limited = await channel('getAll', { limit: 5 });
    expect(limited.items).toHaveLength(5);
    const all = await channel('getAll', { returnAll: true, filters: { excludeArchived: true } });
    expect(all.items).toHaveLength(252);
    const pages = slack().calls.filter((call) => call.method === 'conversations.list').slice(1);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]?.args.cursor).toEqual(expect.any(String));
  });

  it('archives and unarchives; archiving twice is a clear error', async () => {
    expect((await channel('archive', { channelId: rl('C0GENERAL') })).items).toEqual([{ ok: true }]);
    const again = await channel('archive', { channelId: rl('C0GENERAL') });
    expect(again.error?.message).toBe('The channel is already archived (already_archived)');
    expect((await channel('unarchive', { channelId: rl('C0GENERAL') })).items).toEqual([{ ok: true }]);
    expect(slack().workspace.channel('C0GENERAL')?.is_archived).toBe(false);
  });

  it('joins a channel, invites people, lists and removes members, then leaves', async () => {
    const joined = await channel('join', { channelId: rl('C0RANDOM1') });
    expect(joined.items).toEqual([expect.objectContaining({ id: 'C0RANDOM1', is_member: true })]);
    const invited = await channel('invite', { channelId: rl('C0RANDOM1'), userIds: ['U0BOB0001', 'U0CAROL01'] });
    expect(invited.items[0]).toMatchObject({ id: 'C0RANDOM1' });
    const members = await channel('member', { channelId: rl('C0RANDOM1'), returnAll: true });
    expect(members.items).toEqual([{ member: 'U0ALICE01' }, { member: BOT }, { member: 'U0BOB0001' }, { member: 'U0CAROL01' }]);
    const resolved = await channel('member', { channelId: rl('C0RANDOM1'), limit: 2, resolveData: true });
    expect(resolved.items.map((user) => user.real_name)).toEqual(['Alice Archer', 'Weft Bot']);
    expect((await channel('kick', { channelId: rl('C0RANDOM1'), userId: 'U0CAROL01' })).items).toEqual([{ ok: true }]);
    expect((await channel('leave', { channelId: rl('C0RANDOM1') })).items).toEqual([{ ok: true }]);
    expect(slack().workspace.channel('C0RANDOM1')?.members).toEqual(['U0ALICE01', 'U0BOB0001']);
  });

  it('renames, sets purpose and topic, answering the channel', async () => {
    expect((await channel('rename', { channelId: rl('C0GENERAL'), name: 'town-square' })).items[0]).toMatchObject({ name: 'town-square' });
    expect((await channel('setPurpose', { channelId: rl('C0GENERAL'), purpose: 'Everything' })).items[0]).toMatchObject({ purpose: { value: 'Everything' } });
    expect((await channel('setTopic', { channelId: rl('C0GENERAL'), topic: 'Launch day' })).items[0]).toMatchObject({ topic: { value: 'Launch day' } });
  });

  it('reads history (newest first, filtered by date) and a thread\'s replies', async () => {
    const general = slack().workspace.channel('C0GENERAL');
    general?.messages.push(
      { type: 'message', ts: '1700000100.000100', user: 'U0ALICE01', text: 'first' },
      { type: 'message', ts: '1700000200.000200', user: 'U0BOB0001', text: 'second', thread_ts: '1700000200.000200' },
      { type: 'message', ts: '1700000300.000300', user: 'U0ALICE01', text: 'reply', thread_ts: '1700000200.000200' },
    );
    const history = await channel('history', { channelId: rl('C0GENERAL'), returnAll: true });
    expect(history.items.map((message) => message.text)).toEqual(['second', 'first']);
    const recent = await channel('history', { channelId: rl('C0GENERAL'), limit: 10, filters: { oldest: '2023-11-14T22:15:50Z' } });
    expect(recent.items.map((message) => message.text)).toEqual(['second']);
    const replies = await channel('replies', { channelId: rl('C0GENERAL'), ts: 1700000200.0002, returnAll: true });
    expect(replies.items.map((message) => message.text)).toEqual(['second', 'reply']);
  });

  it('opens a direct conversation and closes it', async () => {
    const opened = await channel('open', { options: { users: ['U0ALICE01'], returnIm: true } });
    expect(opened.items[0]).toMatchObject({ is_im: true, user: 'U0ALICE01' });
    const closed = await channel('close', { channelId: rl(String(opened.items[0]?.id)) });
    expect(closed.items[0]).toMatchObject({ ok: true });
  });

  it('names a channel the app cannot see, and a channel it is not in, clearly', async () => {
    const missing = await channel('get', { channelId: rl('C0NOPE000') });
    expect(missing.error?.message).toBe('Slack found no such channel (channel_not_found)');
    expect(missing.error?.description).toContain('private channel');
    const outside = await channel('history', { channelId: rl('C0RANDOM1') });
    expect(outside.error?.message).toBe('The Slack app is not a member of this channel (not_in_channel)');
  });
});
