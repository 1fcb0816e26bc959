import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTweet } from '../../test-support/x-stand-in/x-state.js';
import type { XStandIn } from '../../test-support/x-stand-in/x-stand-in.js';
import { USERS, calls, reset, runX, startX } from './harness.js';

let x: XStandIn;
beforeAll(async () => {
  x = await startX();
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await x.close();
});
beforeEach(() => reset(x));

const tweet = (operation: string, parameters: Record<string, unknown> = {}) => runX(2, { resource: 'tweet', operation, ...parameters });

describe('X 2: tweets', () => {
  it('creates a tweet replying to one (by link) and quoting another (by id), with a place and media ids', async () => {
    const original = seedTweet(x, 'Release day', 30, '783214');
    const quoted = seedTweet(x, 'Changelog is out', 20, '783214');
    x.media.set('1664279886239010824', { bytes: Buffer.from('png') });
    const { json } = await tweet('create', {
      text: 'Congrats!',
      additionalFields: {
        location: '4e696bef7e24d378', attachments: '1664279886239010824',
        inReplyToStatusId: { __rl: true, mode: 'url', value: `https://x.com/X/status/${original.id}` },
        inQuoteToStatusId: { __rl: true, mode: 'id', value: quoted.id },
      },
    });
    const post = x.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/2/tweets');
    expect(post?.headers.authorization).toBe('Bearer x-access-1');
    expect(post?.body).toEqual({
      text: 'Congrats!', geo: { place_id: '4e696bef7e24d378' }, media: { media_ids: ['1664279886239010824'] },
      quote_tweet_id: quoted.id, reply: { in_reply_to_tweet_id: original.id },
    });
    const created = [...x.tweets.values()].find((entry) => entry.text === 'Congrats!');
    expect(created).toMatchObject({ in_reply_to: original.id, quote_of: quoted.id, place_id: '4e696bef7e24d378' });
    expect(json).toEqual([{ id: created?.id, text: 'Congrats!', edit_history_tweet_ids: [created?.id] }]);
  });

  it('deletes, likes and retweets as the signed-in user (looked up through /users/me)', async () => {
    const own = seedTweet(x, 'Typo tweet', 5);
    const theirs = seedTweet(x, 'Nice work', 5, '2244994945');
    expect((await tweet('delete', { tweetDeleteId: { __rl: true, mode: 'url', value: `https://twitter.com/weft_bot/status/${own.id}` } })).json).toEqual([{ deleted: true }]);
    expect(x.tweets.has(own.id)).toBe(false);
    expect((await tweet('like', { tweetId: { __rl: true, mode: 'id', value: theirs.id } })).json).toEqual([{ liked: true }]);
    expect((await tweet('retweet', { tweetId: { __rl: true, mode: 'id', value: theirs.id } })).json).toEqual([{ retweeted: true }]);
    expect(calls(x)).toEqual([
      `DELETE /2/tweets/${own.id}`, 'GET /2/users/me', `POST /2/users/${USERS[0]?.id}/likes`, 'GET /2/users/me', `POST /2/users/${USERS[0]?.id}/retweets`,
    ]);
    expect(x.requests[2]?.body).toEqual({ tweet_id: theirs.id });
    expect([...x.likes, ...x.retweets]).toEqual([theirs.id, theirs.id]);
  });

  it('searches with a limit, asking X for at least 10 a page, with sort order, time window and tweet fields', async () => {
    for (let minute = 1; minute <= 12; minute++) seedTweet(x, `weft news ${minute}`, minute * 60);
    seedTweet(x, 'unrelated', 2);
    const { json } = await tweet('search', {
      searchText: 'weft news', limit: 3,
      additionalFields: { sortOrder: 'recency', startTime: '2026-11-28T01:30:00Z', endTime: '2026-11-28T11:30:00Z', tweetFieldsObject: ['author_id', 'created_at'] },
    });
    const query = x.requests[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      query: 'weft news', sort_order: 'recency', start_time: '2026-11-28T01:30:00.000Z', end_time: '2026-11-28T11:30:00.000Z',
      'tweet.fields': 'author_id,created_at', max_results: '10',
    });
    expect(json.map((item) => item.text)).toEqual(['weft news 1', 'weft news 2', 'weft news 3']);
    expect(json[0]).toEqual({ id: expect.any(String), text: 'weft news 1', edit_history_tweet_ids: [json[0]?.id], author_id: USERS[0]?.id, created_at: '2026-11-28T11:00:00.000Z' });
  });

  it('returns all matches by following next_token', async () => {
    for (let i = 1; i <= 130; i++) seedTweet(x, `launch ${i}`, i);
    const { json } = await tweet('search', { searchText: 'launch', returnAll: true });
    expect(json).toHaveLength(130);
    expect(x.requests.map((request) => request.query.get('next_token'))).toEqual([null, expect.stringMatching(/\w+/)]);
    expect(x.requests.map((request) => request.query.get('max_results'))).toEqual(['100', '100']);
    expect(json.at(-1)?.text).toBe('launch 130');
  });
});

describe('X 2: users, lists and direct messages', () => {
  it('gets a user by username, by id, and the signed-in user', async () => {
    const byName = await runX(2, { resource: 'user', operation: 'searchUser', user: { __rl: true, mode: 'username', value: '@XDevelopers' } });
    const byId = await runX(2, { resource: 'user', operation: 'searchUser', user: { __rl: true, mode: 'id', value: '783214' } });
    const me = await runX(2, { resource: 'user', operation: 'searchUser', me: true });
    expect([...byName.json, ...byId.json, ...me.json]).toEqual([USERS[2], USERS[1], USERS[0]]);
    expect(calls(x)).toEqual(['GET /2/users/by/username/XDevelopers', 'GET /2/users/783214', 'GET /2/users/me']);
  });

  it('says which user X could not find', async () => {
    const { error } = await runX(2, { resource: 'user', operation: 'searchUser', user: { __rl: true, mode: 'username', value: 'nobody_here' } });
    expect(error?.message).toBe('The user "nobody_here" could not be found');
  });

  it('adds a user (by username) to a list given by its link', async () => {
    x.lists.set('99923132', { id: '99923132', name: 'Builders', owner_id: USERS[0]?.id as string, members: new Set() });
    const { json } = await runX(2, {
      resource: 'list', operation: 'add', list: { __rl: true, mode: 'url', value: 'https://x.com/i/lists/99923132' }, user: { __rl: true, mode: 'username', value: 'X' },
    });
    expect(json).toEqual([{ is_member: true }]);
    expect([...x.lists.get('99923132')?.members ?? []]).toEqual(['783214']);
    expect(x.requests.at(-1)?.body).toEqual({ user_id: '783214' });
  });

  it('sends a direct message with a media attachment to a user given by id', async () => {
    x.media.set('1664279886239010824', { bytes: Buffer.from('gif') });
    const { json } = await runX(2, {
      resource: 'directMessage', operation: 'create', user: { __rl: true, mode: 'id', value: '2244994945' }, text: 'Hi there', additionalFields: { attachments: '1664279886239010824' },
    });
    expect(x.requests.at(-1)?.path).toBe('/2/dm_conversations/with/2244994945/messages');
    expect(x.requests.at(-1)?.body).toEqual({ text: 'Hi there', attachments: [{ media_id: '1664279886239010824' }] });
    expect(json).toEqual([{ dm_conversation_id: `${USERS[0]?.id}-2244994945`, dm_event_id: x.messages[0]?.dm_event_id }]);
  });
});

describe('X 2: errors', () => {
  it('words a revoked token, X\'s refusals and throttling', async () => {
    const revoked = await runX(2, { resource: 'user', operation: 'searchUser', me: true }, { credential: 'revokedBearer' });
    expect(revoked.error?.message).toBe('Authorization failed - please check your credentials');
    const long = await tweet('create', { text: 'x'.repeat(281) });
    expect(long.error?.message).toBe('Forbidden - perhaps check your credentials?');
    expect(long.error?.description).toBe('You are not permitted to create a Tweet with more than 280 characters.');
    const missing = await tweet('delete', { tweetDeleteId: { __rl: true, mode: 'id', value: '42' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    x.throttle.next = 1;
    const throttled = await tweet('create', { text: 'hello' }, );
    expect(throttled.error?.message).toBe('The service is receiving too many requests from you');
    const badLink = await tweet('like', { tweetId: { __rl: true, mode: 'url', value: 'https://example.com/not-a-tweet' } }, );
    expect(badLink.error?.message).toBe('"https://example.com/not-a-tweet" is not a valid ID or link');
    expect(x.tweets.size).toBe(0);
  });

  it('keeps going on fail with the error as the item', async () => {
    const { json } = await runX(2, { resource: 'tweet', operation: 'retweet', tweetId: { __rl: true, mode: 'id', value: '7' } }, { continueOnFail: true });
    expect(json).toEqual([{ error: 'Forbidden - perhaps check your credentials?' }]);
  });
});
