import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ME, runYouTube, startHarness, youTubeCalls } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());
beforeEach(() => { harness.google.youtube.store.playlists.clear(); harness.google.youtube.store.items.clear(); });

const store = () => harness.google.youtube.store;

describe('YouTube > Playlist', () => {
  it('Create sends title, description, tags and language as the snippet and privacy as the status', async () => {
    const from = harness.google.calls.length;
    const { json } = await runYouTube(harness, {
      parameters: { resource: 'playlist', operation: 'create', title: 'Lectures', options: { description: 'All of them', tags: 'physics, maths', defaultLanguage: 'en', privacyStatus: 'unlisted' } },
    });
    const [call] = youTubeCalls(harness, from);
    expect(call).toMatchObject({ method: 'POST', path: '/youtube/v3/playlists', body: { snippet: { title: 'Lectures', description: 'All of them', tags: ['physics', 'maths'], defaultLanguage: 'en' }, status: { privacyStatus: 'unlisted' } } });
    expect(call?.query.get('part')).toBe('snippet,status');
    expect(json[0]).toMatchObject({ kind: 'youtube#playlist', snippet: { title: 'Lectures', channelId: store().channelOf(ME).id }, status: { privacyStatus: 'unlisted' } });
    expect(store().playlists.get(String(json[0]?.id))?.snippet.tags).toEqual(['physics', 'maths']);
  });

  it('Get outputs the playlist, Get Many pages through the user\'s playlists up to the limit or all', async () => {
    for (let n = 1; n <= 60; n++) store().addPlaylist(ME, `List ${n}`);
    const first = [...store().playlists.values()][0];
    const one = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'get', playlistId: first?.id, part: ['snippet', 'contentDetails'] } });
    expect(one.json).toEqual([expect.objectContaining({ id: first?.id, snippet: expect.objectContaining({ title: 'List 1' }), contentDetails: { itemCount: 0 } })]);
    let from = harness.google.calls.length;
    const limited = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'getAll', part: ['*'], limit: 7 } });
    expect(limited.json.map((playlist) => (playlist.snippet as { title: string }).title)).toEqual(['List 1', 'List 2', 'List 3', 'List 4', 'List 5', 'List 6', 'List 7']);
    expect(youTubeCalls(harness, from).map((call) => [call.query.get('mine'), call.query.get('maxResults')])).toEqual([['true', '7']]);
    from = harness.google.calls.length;
    const all = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'getAll', part: ['id'], returnAll: true } });
    expect(all.json).toHaveLength(60);
    expect(youTubeCalls(harness, from).map((call) => Boolean(call.query.get('pageToken')))).toEqual([false, true]);
  });

  it('Get Many by channel only lists that channel\'s public playlists', async () => {
    store().addPlaylist('other@example.com', 'Theirs');
    const hidden = store().addPlaylist('other@example.com', 'Hidden');
    hidden.status = { privacyStatus: 'private' };
    const channelId = store().channelOf('other@example.com').id;
    const { json } = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'getAll', part: ['snippet'], returnAll: true, filters: { channelId } } });
    expect(json.map((playlist) => (playlist.snippet as { title: string }).title)).toEqual(['Theirs']);
  });

  it('Update replaces the snippet with the title and fields; Delete removes it and answers success', async () => {
    const playlist = store().addPlaylist(ME, 'Old', { description: 'old text' });
    const updated = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'update', playlistId: playlist.id, title: 'New', updateFields: { privacyStatus: 'private' } } });
    expect(youTubeCalls(harness).at(-1)?.body).toEqual({ id: playlist.id, snippet: { title: 'New' }, status: { privacyStatus: 'private' } });
    // Update replaces the whole snippet: a description not sent is gone.
    expect(updated.json[0]).toMatchObject({ snippet: { title: 'New', localized: { title: 'New', description: '' } }, status: { privacyStatus: 'private' } });
    expect(store().playlists.get(playlist.id)?.snippet.description).toBeUndefined();
    const deleted = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'delete', playlistId: playlist.id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(youTubeCalls(harness).at(-1)).toMatchObject({ method: 'DELETE', path: '/youtube/v3/playlists' });
    expect(store().playlists.has(playlist.id)).toBe(false);
  });

  it('Delete of an unknown playlist and Create without a title give actionable messages', async () => {
    const missing = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'delete', playlistId: 'PLnothing' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe("The playlist identified with the request's <code>id</code> parameter cannot be found.");
    const untitled = await runYouTube(harness, { parameters: { resource: 'playlist', operation: 'create', title: ' ' } });
    expect(untitled.error?.message).toBe('You must specify a title for the playlist.');
  });
});

describe('YouTube > Playlist Item', () => {
  it('Add puts the video at the position with its note and times; Get, Get Many and Delete follow', async () => {
    const playlist = store().addPlaylist(ME, 'Mix');
    const [a, b, c] = ['A', 'B', 'C'].map((title) => store().addVideo('other@example.com', title));
    store().addItem(playlist, a!);
    store().addItem(playlist, b!);
    const from = harness.google.calls.length;
    const added = await runYouTube(harness, {
      parameters: { resource: 'playlistItem', operation: 'add', playlistId: playlist.id, videoId: c?.id, options: { position: 1, note: 'best one', startAt: '2026-01-01T00:00:10Z' } },
    });
    const [call] = youTubeCalls(harness, from);
    expect(call?.query.get('part')).toBe('snippet,contentDetails');
    expect(call?.body).toEqual({
      snippet: { playlistId: playlist.id, position: 1, resourceId: { kind: 'youtube#video', videoId: c?.id } }, contentDetails: { note: 'best one', startAt: '2026-01-01T00:00:10.000Z' },
    });
    expect(added.json[0]).toMatchObject({ kind: 'youtube#playlistItem', snippet: { title: 'C', position: 1, playlistId: playlist.id } });

    const listed = await runYouTube(harness, { parameters: { resource: 'playlistItem', operation: 'getAll', playlistId: playlist.id, part: ['snippet'], limit: 2 } });
    expect(listed.json.map((item) => (item.snippet as { title: string }).title)).toEqual(['A', 'C']);
    const itemId = String(added.json[0]?.id);
    const got = await runYouTube(harness, { parameters: { resource: 'playlistItem', operation: 'get', playlistItemId: itemId, part: ['contentDetails'] } });
    expect(got.json).toEqual([expect.objectContaining({ id: itemId, contentDetails: { videoId: c?.id, note: 'best one', startAt: '2026-01-01T00:00:10.000Z' } })]);
    const removed = await runYouTube(harness, { parameters: { resource: 'playlistItem', operation: 'delete', playlistItemId: itemId } });
    expect(removed.json).toEqual([{ success: true }]);
    expect(store().itemsOf(playlist.id).map((item) => item.snippet.title)).toEqual(['A', 'B']);
  });

  it('Add of a video YouTube does not know fails per item with continue on fail', async () => {
    const playlist = store().addPlaylist(ME, 'Mix');
    const video = store().addVideo(ME, 'Real');
    const { json } = await runYouTube(harness, {
      continueOnFail: true, input: [{ json: { v: 'nope12345678' } }, { json: { v: video.id } }],
      parameters: { resource: 'playlistItem', operation: 'add', playlistId: playlist.id, videoId: '={{ $json.v }}' },
    });
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ snippet: { title: 'Real', position: 0 } });
  });
});
