import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoadOptionsContext, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { seedTweet } from '../../test-support/x-stand-in/x-state.js';
import type { XStandIn } from '../../test-support/x-stand-in/x-stand-in.js';
import { OAUTH1, USERS, reset, runX, runner, startX } from './harness.js';

let x: XStandIn;
beforeAll(async () => {
  x = await startX();
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await x.close();
});
beforeEach(() => reset(x));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const GIF = Buffer.from('47494638396101000100', 'hex');
const binary = (bytes: Buffer, mimeType: string) => ({ data: bytes.toString('base64'), mimeType, fileName: 'f' });
const withMedia = [{ json: {}, binary: { data: binary(PNG, 'image/png'), chart: binary(GIF, 'image/gif') } }];
const tweet = (operation: string, parameters: Record<string, unknown>, options: Parameters<typeof runX>[2] = {}) => runX(1, { resource: 'tweet', operation, ...parameters }, options);
const form = (index: number) => Object.fromEntries(new URLSearchParams(x.requests[index]?.rawBody ?? ''));

describe('Twitter 1: tweets through the v1.1 API, OAuth1-signed', () => {
  it('uploads each named binary field, then posts the status with their media ids, reply and coordinates', async () => {
    const original = seedTweet(x, 'Who ships today?', 10, '783214');
    const { json } = await tweet('create', {
      text: 'We do', additionalFields: {
        attachments: 'data, chart', inReplyToStatusId: original.id, possiblySensitive: false, displayCoordinates: true,
        locationFieldsUi: { locationFieldsValues: { latitude: '52.52', longitude: '13.40' } },
      },
    }, { input: withMedia });
    expect(x.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /1.1/media/upload.json', 'POST /1.1/media/upload.json', 'POST /1.1/statuses/update.json']);
    expect(x.requests[0]?.headers.authorization).toMatch(/^OAuth .*oauth_consumer_key="ck-weft".*oauth_token="1068479892537384960-tok"/);
    const mediaIds = [...x.media.keys()];
    expect([...x.media.values()].map((media) => media.bytes)).toEqual([PNG, GIF]);
    expect(form(2)).toEqual({
      status: 'We do', in_reply_to_status_id: original.id, auto_populate_reply_metadata: 'true', media_ids: mediaIds.join(','),
      possibly_sensitive: 'false', display_coordinates: 'true', lat: '52.52', long: '13.40',
    });
    expect(json[0]).toMatchObject({
      text: 'We do', in_reply_to_status_id_str: original.id, user: { id_str: USERS[0]?.id, screen_name: 'weft_bot' },
      coordinates: { type: 'Point', coordinates: [13.4, 52.52] }, entities: { media: mediaIds.map((id) => ({ id_str: id, type: 'photo' })) },
    });
  });

  it('deletes, likes and retweets a tweet by id', async () => {
    const own = seedTweet(x, 'Oops', 3);
    const theirs = seedTweet(x, 'Big news', 3, '2244994945');
    expect((await tweet('delete', { tweetId: own.id })).json[0]).toMatchObject({ id_str: own.id, text: 'Oops' });
    expect(x.tweets.has(own.id)).toBe(false);
    expect((await tweet('like', { tweetId: theirs.id, additionalFields: { includeEntities: false } })).json[0]).toMatchObject({ id_str: theirs.id, favorited: true });
    expect(form(1)).toEqual({ id: theirs.id, include_entities: 'false' });
    const retweet = await tweet('retweet', { tweetId: theirs.id, additionalFields: { trimUser: true } });
    expect(retweet.json[0]).toMatchObject({ user: { id_str: USERS[0]?.id }, retweeted_status: { id_str: theirs.id, user: { id_str: '2244994945' } } });
    expect(x.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /1.1/statuses/destroy/${own.id}.json`, 'POST /1.1/favorites/create.json', `POST /1.1/statuses/retweet/${theirs.id}.json`,
    ]);
  });

  it('searches with language, geocode, result type, tweet mode and until', async () => {
    seedTweet(x, 'weft release notes', 60 * 30);
    await tweet('search', {
      searchText: 'weft', limit: 5, additionalFields: {
        includeEntities: true, lang: 'en', resultType: 'recent', tweetMode: 'extended', until: '2026-11-28T00:00:00Z',
        locationFieldsUi: { locationFieldsValues: { latitude: '37.78', longitude: '-122.40', distance: 10, radius: 'km' } },
      },
    });
    expect(Object.fromEntries(x.requests[0]?.query ?? [])).toEqual({
      q: 'weft', include_entities: 'true', lang: 'en', result_type: 'recent', tweet_mode: 'extended', until: '2026-11-28', geocode: '37.78,-122.40,10km', count: '5',
    });
  });

  it('returns all results through next_results, and stops at the limit', async () => {
    // Posted in order, so that the later tweets have the higher (snowflake-like) ids, as on X.
    for (let i = 1; i <= 150; i++) seedTweet(x, `deploy ${i}`, 200 - i);
    const all = await tweet('search', { searchText: 'deploy', returnAll: true });
    expect(all.json).toHaveLength(150);
    expect(x.requests[1]?.query.get('max_id')).toBe(String(all.json[100]?.id_str));
    x.requests.length = 0;
    const limited = await tweet('search', { searchText: 'deploy', limit: 7 });
    expect(limited.json.map((status) => status.text)).toEqual(['deploy 150', 'deploy 149', 'deploy 148', 'deploy 147', 'deploy 146', 'deploy 145', 'deploy 144']);
    expect(x.requests).toHaveLength(1);
  });
});

describe('Twitter 1: direct messages', () => {
  it('sends a message event with an uploaded image attachment', async () => {
    const { json } = await runX(1, { resource: 'directMessage', operation: 'create', userId: '783214', text: 'Hello', additionalFields: { attachment: 'chart' } }, { input: withMedia });
    const mediaId = [...x.media.keys()][0];
    expect(x.media.get(mediaId as string)).toEqual({ bytes: GIF, category: 'dm_image' });
    expect(x.requests[1]?.body).toEqual({
      event: { type: 'message_create', message_create: { target: { recipient_id: '783214' }, message_data: { text: 'Hello', attachment: { type: 'media', media: { id: mediaId } } } } },
    });
    expect(json[0]).toMatchObject({ type: 'message_create', message_create: { sender_id: USERS[0]?.id, message_data: { text: 'Hello' } } });
  });
});

describe('Twitter 1: errors and options', () => {
  it('reports a bad signature, X\'s error codes and rate limiting', async () => {
    const unsigned = await tweet('create', { text: 'x' }, { credential: 'wrongSecret' });
    expect(unsigned.error?.message).toBe('Authorization failed - please check your credentials');
    expect(unsigned.error?.description).toBe('Could not authenticate you. (code 32)');
    const missing = await tweet('delete', { tweetId: '1' });
    expect(missing.error?.description).toBe('No status found with that ID. (code 144)');
    seedTweet(x, 'same text', 1);
    const duplicate = await tweet('create', { text: 'same text' });
    expect(duplicate.error?.description).toBe('Status is a duplicate. (code 187)');
    x.throttle.next = 1;
    const limited = await tweet('search', { searchText: 'a' }, { continueOnFail: true });
    expect(limited.json).toEqual([{ error: 'The service is receiving too many requests from you' }]);
    expect(x.tweets.size).toBe(1);
  });

  it('lists X\'s languages for the search\'s language option', async () => {
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.twitter', 1);
    const context = new LoadOptionsContext({
      node: { id: 'x', name: 'Twitter', type: 'n8n-nodes-base.twitter', typeVersion: 1, position: [0, 0], parameters: {}, credentials: { twitterOAuth1Api: { id: 'signed', name: 'signed' } } },
      nodeType: nodeType as never, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: runner.helper }, logger: createConsoleLogger('silent'), timezone: 'UTC',
    });
    expect(await nodeType?.methods?.loadOptions?.getLanguages?.call(context)).toEqual([{ name: 'English', value: 'en' }, { name: 'German', value: 'de' }]);
    expect(x.requests[0]?.headers.authorization).toContain(`oauth_token="${OAUTH1.token}"`);
  });
});
