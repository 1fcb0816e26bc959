import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { ME, fileItem, runYouTube, startHarness, youTubeCalls } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const mine = () => harness.google.youtube.store.channelOf(ME);

describe('YouTube > Channel', () => {
  it('Get asks for every part when "*" is chosen and outputs the channel resource', async () => {
    const from = harness.google.calls.length;
    const { json } = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'get', channelId: mine().id, part: ['*'] } });
    const [call] = youTubeCalls(harness, from);
    expect(call?.path).toBe('/youtube/v3/channels');
    expect(call?.query.get('part')).toBe('brandingSettings,contentDetails,contentOwnerDetails,id,localizations,snippet,statistics,status,topicDetails');
    expect(call?.query.get('id')).toBe(mine().id);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ kind: 'youtube#channel', id: mine().id, snippet: { title: 'creator' }, statistics: { videoCount: '0' } });
  });

  it('Get of an unknown channel says so', async () => {
    const { error } = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'get', channelId: 'UCnobody', part: ['snippet'] } });
    expect(error?.message).toBe('No channel has the ID "UCnobody"');
  });

  it('Get Many lists the user\'s own channels without a filter, or the filtered ones, with the chosen parts and language', async () => {
    harness.google.youtube.store.channelOf('other@example.com');
    const from = harness.google.calls.length;
    const own = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'getAll', part: ['snippet'], limit: 10, options: { h1: 'de' } } });
    expect(own.json.map((channel) => channel.id)).toEqual([mine().id]);
    expect(Object.keys(own.json[0] ?? {}).sort()).toEqual(['etag', 'id', 'kind', 'snippet']);
    const [call] = youTubeCalls(harness, from);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ part: 'snippet', mine: 'true', hl: 'de', maxResults: '10' });
    const other = harness.google.youtube.store.channelOf('other@example.com').id;
    const byId = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'getAll', part: ['id'], returnAll: true, filters: { id: other } } });
    expect(byId.json).toEqual([expect.objectContaining({ id: other })]);
    expect(youTubeCalls(harness).at(-1)?.query.get('mine')).toBeNull();
  });

  it('Update sends the branding and status groups as their parts and outputs the updated channel', async () => {
    const from = harness.google.calls.length;
    const { json } = await runYouTube(harness, {
      parameters: {
        resource: 'channel', operation: 'update', channelId: mine().id,
        updateFields: {
          brandingSettingsUi: {
            channelSettingsValues: { channel: { description: 'Science every week', keywords: 'science physics', featuredChannelsUrls: ['UCfeatured'] } },
            imageSettingsValues: { image: { bannerExternalUrl: 'https://yt3.googleusercontent.com/old' } },
            statusValue: { status: { selfDeclaredMadeForKids: true } },
          },
        },
      },
    });
    const [call] = youTubeCalls(harness, from);
    expect(call).toMatchObject({ method: 'PUT', path: '/youtube/v3/channels' });
    expect(call?.query.get('part')).toBe('brandingSettings,status');
    expect(call?.body).toEqual({
      id: mine().id,
      brandingSettings: { channel: { description: 'Science every week', keywords: 'science physics', featuredChannelsUrls: ['UCfeatured'] }, image: { bannerExternalUrl: 'https://yt3.googleusercontent.com/old' } },
      status: { selfDeclaredMadeForKids: true },
    });
    expect(json[0]).toMatchObject({ kind: 'youtube#channel', brandingSettings: { channel: { keywords: 'science physics' } }, status: { selfDeclaredMadeForKids: true, isLinked: true } });
  });

  it('Update of someone else\'s channel is refused with YouTube\'s reason', async () => {
    const other = harness.google.youtube.store.channelOf('other@example.com').id;
    const { error } = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'update', channelId: other, updateFields: { brandingSettingsUi: { statusValue: { status: { selfDeclaredMadeForKids: false } } } } } });
    expect(error?.message).toBe('Access denied - check that the credential has the needed scopes and access to the resource');
    expect(error?.description).toBe('The request is not properly authorized to modify this resource.');
  });

  it('Upload Banner sends the item\'s image, then makes it the channel\'s banner', async () => {
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const from = harness.google.calls.length;
    const { json } = await runYouTube(harness, { parameters: { resource: 'channel', operation: 'uploadBanner', channelId: mine().id, binaryProperty: 'data' }, input: [fileItem(image, 'image/png', 'banner.png')] });
    const [upload, update] = youTubeCalls(harness, from);
    expect(upload).toMatchObject({ method: 'POST', path: '/upload/youtube/v3/channelBanners/insert' });
    expect(upload?.query.get('uploadType')).toBe('media');
    const url = ((update?.body as IDataObject).brandingSettings as IDataObject & { image: IDataObject }).image.bannerExternalUrl;
    expect(url).toMatch(/^https:\/\/yt3\.googleusercontent\.com\/banner-/);
    expect(json[0]).toMatchObject({ id: mine().id, brandingSettings: { image: { bannerExternalUrl: url } } });
  });

  it('Upload Banner of a file that is not an image gives YouTube\'s message per item', async () => {
    const { json } = await runYouTube(harness, {
      continueOnFail: true, parameters: { resource: 'channel', operation: 'uploadBanner', channelId: mine().id, binaryProperty: 'data' }, input: [fileItem(Buffer.from('hello'), 'text/plain', 'a.txt'), { json: {} }],
    });
    expect(json[0]).toEqual({ error: 'The banner image format is not supported. Use a JPEG or PNG image.' });
    expect(String(json[1]?.error)).toContain('data');
  });
});
