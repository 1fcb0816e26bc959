import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ME, fileItem, runYouTube, startHarness, youTubeCalls } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());
beforeEach(() => { harness.google.youtube.store.videos.clear(); });

const store = () => harness.google.youtube.store;

describe('YouTube > Video', () => {
  it('Upload opens a resumable session with the metadata, sends the item\'s bytes and outputs the new video', async () => {
    const bytes = Buffer.from('RIFF-fake-video-bytes-0123456789');
    const from = harness.google.calls.length;
    const { json } = await runYouTube(harness, {
      input: [fileItem(bytes, 'video/mp4', 'clip.mp4')],
      parameters: {
        resource: 'video', operation: 'upload', title: 'My clip', regionCode: 'DE', categoryId: '28', binaryProperty: 'data',
        options: { description: 'Shot today', tags: 'a,b', privacyStatus: 'private', publishAt: '2030-01-01T10:00:00Z', recordingDate: '2026-05-01T00:00:00Z', notifySubscribers: false, embeddable: true },
      },
    });
    const [open, send] = youTubeCalls(harness, from);
    expect(open).toMatchObject({ method: 'POST', path: '/upload/youtube/v3/videos' });
    expect(Object.fromEntries(open?.query ?? [])).toEqual({ uploadType: 'resumable', part: 'snippet,status,recordingDetails', notifySubscribers: 'false' });
    expect(open?.body).toEqual({
      snippet: { title: 'My clip', description: 'Shot today', categoryId: '28', tags: ['a', 'b'] },
      status: { embeddable: true, privacyStatus: 'private', publishAt: '2030-01-01T10:00:00.000Z' }, recordingDetails: { recordingDate: '2026-05-01T00:00:00.000Z' },
    });
    expect(send).toMatchObject({ method: 'PUT', path: '/upload/youtube/v3/videos' });
    expect(json[0]).toMatchObject({ kind: 'youtube#video', snippet: { title: 'My clip', categoryId: '28' }, status: { uploadStatus: 'uploaded', privacyStatus: 'private' } });
    expect(store().videos.get(String(json[0]?.id))?.bytes).toEqual(bytes);
  });

  it('Upload of a file that is not a video gives YouTube\'s message', async () => {
    const { error } = await runYouTube(harness, { input: [fileItem(Buffer.from('text'), 'text/plain', 'a.txt')], parameters: { resource: 'video', operation: 'upload', title: 'x', binaryProperty: 'data' } });
    expect(error?.message).toBe("Media type 'text/plain' is not supported. Valid media types: [video/*, application/octet-stream]");
  });

  it('Get asks for the chosen parts; Delete and Rate answer success and change what YouTube holds', async () => {
    const video = store().addVideo(ME, 'Mine');
    const got = await runYouTube(harness, { parameters: { resource: 'video', operation: 'get', videoId: video.id, part: ['statistics'] } });
    expect(youTubeCalls(harness).at(-1)?.query.get('part')).toBe('statistics');
    expect(got.json).toEqual([expect.objectContaining({ id: video.id, statistics: expect.objectContaining({ viewCount: '0' }) })]);
    expect(got.json[0]?.snippet).toBeUndefined();
    const rated = await runYouTube(harness, { parameters: { resource: 'video', operation: 'rate', videoId: video.id, rating: 'like' } });
    expect(rated.json).toEqual([{ success: true }]);
    expect(youTubeCalls(harness).at(-1)).toMatchObject({ method: 'POST', path: '/youtube/v3/videos/rate' });
    expect(store().ratings.get(`${ME} ${video.id}`)).toBe('like');
    const deleted = await runYouTube(harness, { parameters: { resource: 'video', operation: 'delete', videoId: video.id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(store().videos.has(video.id)).toBe(false);
    const again = await runYouTube(harness, { parameters: { resource: 'video', operation: 'get', videoId: video.id, part: ['*'] } });
    expect(again.error?.message).toBe(`No video has the ID "${video.id}"`);
  });

  it('Update sends title, category and fields; without a category YouTube\'s reason is shown', async () => {
    const video = store().addVideo(ME, 'Before');
    const { json } = await runYouTube(harness, {
      parameters: { resource: 'video', operation: 'update', videoId: video.id, title: 'After', categoryId: '10', updateFields: { tags: 'x', privacyStatus: 'unlisted', selfDeclaredMadeForKids: false } },
    });
    expect(youTubeCalls(harness).at(-1)?.query.get('part')).toBe('snippet,status');
    expect(youTubeCalls(harness).at(-1)?.body).toEqual({ id: video.id, snippet: { title: 'After', categoryId: '10', tags: ['x'] }, status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false } });
    expect(json[0]).toMatchObject({ snippet: { title: 'After', categoryId: '10' }, status: { privacyStatus: 'unlisted' } });
    const { error } = await runYouTube(harness, { parameters: { resource: 'video', operation: 'update', videoId: video.id, title: 'Again' } });
    expect(error?.message).toBe('The request metadata specifies an invalid video category. Set snippet.categoryId to an assignable category.');
  });

  it('Get Many searches videos with the filters, the user\'s own without any, up to the limit or all pages', async () => {
    store().addVideo('other@example.com', 'Cats playing', { publishedAt: '2026-01-10T00:00:00Z' });
    store().addVideo('other@example.com', 'Dogs playing', { publishedAt: '2026-02-10T00:00:00Z' });
    store().addVideo('other@example.com', 'Old cats', { publishedAt: '2020-01-01T00:00:00Z' });
    for (let n = 0; n < 55; n++) store().addVideo(ME, `Mine ${n}`);
    let from = harness.google.calls.length;
    const cats = await runYouTube(harness, { parameters: { resource: 'video', operation: 'getAll', returnAll: true, filters: { q: 'cats', publishedAfter: '2025-01-01T00:00:00Z', regionCode: 'DE' }, options: { order: 'date', safeSearch: 'strict' } } });
    expect(Object.fromEntries(youTubeCalls(harness, from)[0]?.query ?? [])).toEqual({
      part: 'snippet', type: 'video', q: 'cats', regionCode: 'DE', order: 'date', safeSearch: 'strict', publishedAfter: '2025-01-01T00:00:00.000Z', maxResults: '50',
    });
    expect(cats.json).toEqual([expect.objectContaining({ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: expect.any(String) }, snippet: expect.objectContaining({ title: 'Cats playing' }) })]);
    from = harness.google.calls.length;
    const own = await runYouTube(harness, { parameters: { resource: 'video', operation: 'getAll', returnAll: true } });
    expect(own.json).toHaveLength(55);
    expect(youTubeCalls(harness, from).map((call) => [call.query.get('forMine'), Boolean(call.query.get('pageToken'))])).toEqual([['true', false], ['true', true]]);
    const limited = await runYouTube(harness, { parameters: { resource: 'video', operation: 'getAll', limit: 3 } });
    expect(limited.json).toHaveLength(3);
  });
});

describe('YouTube > Video Category', () => {
  it('Get Many lists a region\'s categories up to the limit; an unknown region gives YouTube\'s message', async () => {
    const all = await runYouTube(harness, { parameters: { resource: 'videoCategory', operation: 'getAll', regionCode: 'US', returnAll: true } });
    expect(youTubeCalls(harness).at(-1)?.query.get('regionCode')).toBe('US');
    expect(all.json.map((category) => category.id)).toEqual(['1', '10', '18', '22', '28']);
    expect(all.json[0]).toMatchObject({ kind: 'youtube#videoCategory', snippet: { title: 'Film & Animation', assignable: true } });
    const two = await runYouTube(harness, { parameters: { resource: 'videoCategory', operation: 'getAll', regionCode: 'US', limit: 2 } });
    expect(two.json).toHaveLength(2);
    const bad = await runYouTube(harness, { parameters: { resource: 'videoCategory', operation: 'getAll', regionCode: 'XX' } });
    expect(bad.error?.message).toBe('The <code>regionCode</code> parameter specifies an invalid region code.');
  });
});
