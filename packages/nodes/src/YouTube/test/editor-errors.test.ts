import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, editorContext, runYouTube, startHarness, youTubeCalls } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

describe('YouTube editor lists', () => {
  it('lists languages, regions, the chosen region\'s assignable categories, and the user\'s playlists and channels', async () => {
    const store = harness.google.youtube.store;
    store.addPlaylist(ME, 'Zebra');
    const alpha = store.addPlaylist(ME, 'Alpha');
    store.addPlaylist('other@example.com', 'Not mine');
    const { context, methods } = editorContext(harness, { resource: 'video', operation: 'upload', regionCode: 'DE' });
    const languages = await methods.loadOptions?.getLanguages?.call(context);
    expect(languages?.[0]).toEqual({ name: 'English', value: 'en' });
    expect(languages).toContainEqual({ name: 'German', value: 'de' });
    expect(await methods.loadOptions?.getCountriesCodes?.call(context)).toContainEqual({ name: 'Germany', value: 'DE' });
    const from = harness.google.calls.length;
    const categories = await methods.loadOptions?.getVideoCategories?.call(context);
    expect(youTubeCalls(harness, from)[0]?.query.get('regionCode')).toBe('DE');
    expect(categories?.map((entry) => entry.name)).toEqual(['Film & Animation', 'Music', 'People & Blogs', 'Science & Technology']);
    const playlists = await methods.loadOptions?.getPlaylists?.call(context);
    expect(playlists).toEqual([{ name: 'Alpha', value: alpha.id }, expect.objectContaining({ name: 'Zebra' })]);
    expect(await methods.loadOptions?.getChannels?.call(context)).toEqual([{ name: 'creator', value: store.channelOf(ME).id }]);
  });
});

describe('YouTube errors', () => {
  const parameters = { resource: 'channel', operation: 'getAll', part: ['snippet'], returnAll: true };

  it('a revoked token and a token without YouTube scopes each give an actionable message', async () => {
    const saved = harness.oauthData.oauthTokenData;
    try {
      harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/calendar'], ME) };
      const scopes = await runYouTube(harness, { parameters });
      expect(scopes.error?.message).toBe('Access denied - check that the credential has the needed scopes and access to the resource');
      expect(scopes.error?.description).toBe('Request had insufficient authentication scopes.');
      harness.oauthData.oauthTokenData = { access_token: 'ya29.revoked' };
      const revoked = await runYouTube(harness, { parameters });
      expect(revoked.error?.message).toBe('Authorization failed - please check your credentials');
      // Read-only access lists, but cannot change anything.
      harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/youtube.readonly'], ME) };
      expect((await runYouTube(harness, { parameters })).json).toHaveLength(1);
      const write = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'create', title: 'x' } });
      expect(write.error?.description).toBe('Request had insufficient authentication scopes.');
    } finally {
      harness.oauthData.oauthTokenData = saved;
    }
  });

  it('over quota, the item fails with the rate-limit message and the next one goes through (continue on fail)', async () => {
    harness.google.youtube.rateLimitNext();
    const { json } = await runYouTube(harness, { parameters, continueOnFail: true, input: [{ json: {} }, { json: {} }] });
    expect(json[0]).toEqual({ error: 'Google is receiving too many requests - wait a little, then try again' });
    expect(json[1]).toMatchObject({ kind: 'youtube#channel' });
  });

  it('an empty ID is refused before anything is sent', async () => {
    const from = harness.google.calls.length;
    const { error } = await runYouTube(harness, { parameters: { resource: 'video', operation: 'delete', videoId: '  ' } });
    expect(error?.message).toBe('Video ID is empty - enter the ID');
    expect(youTubeCalls(harness, from)).toEqual([]);
  });
});
