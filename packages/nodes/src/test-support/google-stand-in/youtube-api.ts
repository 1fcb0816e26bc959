import { randomBytes } from 'node:crypto';
import type { GoogleService, ServiceAnswer, ServiceRequest } from './service.js';
import { fail, offsetOf, pageToken, requireScope } from './service.js';
import { CATEGORIES, LANGUAGES, REGIONS, YOUTUBE_CHANNEL, YouTubeStore, etag, partsOf, shaped } from './youtube-store.js';
import type { Resource } from './youtube-store.js';

/*
 * YouTube Data API v3 (developers.google.com/youtube/v3/docs): channels list/update, channelBanners.insert,
 * playlists and playlistItems insert/list/update/delete, videos list/update/delete/rate and the resumable
 * upload, search.list for videos, videoCategories, i18nLanguages and i18nRegions, with YouTube's scopes.
 */

const READ = ['youtube', 'youtube.readonly', 'youtube.force-ssl', 'youtubepartner'];
const WRITE = ['youtube', 'youtube.force-ssl', 'youtubepartner'];
const UPLOAD = ['youtube', 'youtube.upload', 'youtube.force-ssl', 'youtubepartner'];
const UPLOAD_ROOT = 'https://www.googleapis.com/upload/youtube/v3';
const ok = (body: unknown): ServiceAnswer => ({ status: 200, body });
type Body = Record<string, unknown>;
type Session = { subject: string; metadata: Body; parts: string[]; length: number; type: string };

/** One page of a list answer, in YouTube's envelope. */
function listAnswer(kind: string, all: unknown[], query: URLSearchParams): ServiceAnswer {
  const size = Number(query.get('maxResults') ?? 5);
  if (!Number.isInteger(size) || size < 0 || size > 50) throw fail(400, "Invalid value '" + String(query.get('maxResults')) + "'. Values must be within the range: [0, 50]", 'invalidParameter');
  const offset = offsetOf(query.get('pageToken'));
  const next = offset + size < all.length ? pageToken(offset + size) : undefined;
  return ok({
    kind: `youtube#${kind}ListResponse`, etag: etag(), ...(next ? { nextPageToken: next } : {}), ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
    pageInfo: { totalResults: all.length, resultsPerPage: size }, items: all.slice(offset, offset + size),
  });
}

/** YouTube wants exactly one way of choosing the resources of a list. */
function oneFilter(query: URLSearchParams, names: string[]): string {
  const given = names.filter((name) => query.has(name));
  if (given.length !== 1) throw fail(400, `${given.length === 0 ? 'No filter selected' : 'Incompatible parameters specified'}. Expected one of: ${names.join(', ')}`, given.length === 0 ? 'missingRequiredParameter' : 'incompatibleParameters');
  return given[0] as string;
}

const ids = (query: URLSearchParams) => String(query.get('id') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
const snippetOf = (body: Body) => (body.snippet ?? {}) as Body;

export class YouTubeApi implements GoogleService {
  readonly store = new YouTubeStore();
  readonly sessions = new Map<string, Session>();
  private limited = false;

  owns = (path: string) => path.startsWith('/youtube/v3/') || path.startsWith('/upload/youtube/v3/');
  strip = (path: string) => (path.startsWith('/upload/') ? `/upload${path.slice('/upload/youtube/v3'.length)}` : path.slice('/youtube/v3'.length));
  rateLimitNext(): void { this.limited = true; }

  handle(request: ServiceRequest): ServiceAnswer {
    const { method, path, query } = request;
    if (this.limited) {
      this.limited = false;
      throw fail(429, 'The request cannot be completed because you have exceeded your quota.', 'quotaExceeded');
    }
    requireScope(request, method === 'GET' ? READ : path.startsWith('/upload') ? UPLOAD : WRITE);
    const route = `${method} ${path}`;
    if (route === 'GET /i18nLanguages' || route === 'GET /i18nRegions') {
      if (query.get('part') !== 'snippet') throw fail(400, "'part' must be 'snippet'.", 'invalidPart');
      const language = path === '/i18nLanguages';
      return listAnswer(language ? 'i18nLanguage' : 'i18nRegion', (language ? LANGUAGES : REGIONS).map(([code, name]) => ({
        kind: `youtube#${language ? 'i18nLanguage' : 'i18nRegion'}`, etag: etag(), id: code, snippet: { [language ? 'hl' : 'gl']: code, name },
      })), new URLSearchParams({ maxResults: '50' }));
    }
    if (route === 'GET /videoCategories') return this.categories(query);
    if (route === 'GET /channels') return this.listChannels(request);
    if (route === 'PUT /channels') return this.updateChannel(request);
    if (route === 'POST /upload/channelBanners/insert') return this.banner(request);
    if (path === '/playlists') return this.playlists(request);
    if (path === '/playlistItems') return this.playlistItems(request);
    if (route === 'GET /search') return this.search(request);
    if (path === '/videos' || route === 'POST /videos/rate') return this.videos(request);
    if (path === '/upload/videos') return this.upload(request);
    throw fail(404, 'Not Found', 'notFound');
  }

  private categories(query: URLSearchParams): ServiceAnswer {
    oneFilter(query, ['id', 'regionCode']);
    const region = query.get('regionCode');
    if (region !== null && !REGIONS.some(([code]) => code === region)) throw fail(400, 'The <code>regionCode</code> parameter specifies an invalid region code.', 'invalidRegionCode');
    const wanted = ids(query);
    const all = CATEGORIES.filter(([id]) => region !== null || wanted.includes(id)).map(([id, title, assignable]) => ({
      kind: 'youtube#videoCategory', etag: etag(), id, snippet: { title, assignable, channelId: YOUTUBE_CHANNEL },
    }));
    return ok({ kind: 'youtube#videoCategoryListResponse', etag: etag(), items: all });
  }

  private listChannels({ query, subject }: ServiceRequest): ServiceAnswer {
    const parts = partsOf(query, 'channel');
    const filter = oneFilter(query, ['categoryId', 'forHandle', 'forUsername', 'id', 'managedByMe', 'mine']);
    this.store.channelOf(subject);
    const all = [...this.store.channels.values()].filter((channel) => {
      if (filter === 'mine' || filter === 'managedByMe') return channel.owner === subject;
      if (filter === 'id') return ids(query).includes(channel.id);
      if (filter === 'forUsername') return channel.snippet.title === query.get('forUsername');
      if (filter === 'forHandle') return channel.snippet.customUrl === `@${String(query.get('forHandle')).replace(/^@/, '')}`;
      return false;
    });
    return listAnswer('channel', all.map((channel) => shaped('channel', channel, parts)), query);
  }

  private owned(resource: Resource | undefined, subject: string, missing: [number, string, string]): Resource {
    if (!resource) throw fail(...missing);
    if (resource.owner !== subject) throw fail(403, 'The request is not properly authorized to modify this resource.', 'forbidden');
    return resource;
  }

  private updateChannel({ query, body, subject }: ServiceRequest): ServiceAnswer {
    const parts = partsOf(query, 'channel');
    const update = (body ?? {}) as Body;
    const channel = this.owned(this.store.channels.get(String(update.id ?? '')), subject, [404, 'The channel identified by the <code>id</code> parameter could not be found.', 'channelNotFound']);
    const bad = parts.find((part) => !['brandingSettings', 'localizations', 'status', 'id'].includes(part));
    if (bad) throw fail(400, `The <code>${bad}</code> part cannot be updated.`, 'invalidPart');
    // Each part sent replaces the stored one, as YouTube documents for update calls.
    for (const part of parts) if (part !== 'id' && update[part] !== undefined) channel[part] = part === 'status' ? { ...(channel.status as Body), ...(update.status as Body) } : update[part];
    return ok(shaped('channel', channel, parts));
  }

  private banner({ headers, bytes, subject }: ServiceRequest): ServiceAnswer {
    const type = String(headers['content-type'] ?? '');
    if (bytes.length === 0) throw fail(400, 'The request does not include the image content.', 'mediaBodyRequired');
    if (!/^image\/(jpeg|png)$/.test(type) && type !== 'application/octet-stream') throw fail(400, 'The banner image format is not supported. Use a JPEG or PNG image.', 'bannerImageFormatInvalid');
    this.store.channelOf(subject);
    return ok({ kind: 'youtube#channelBannerResource', etag: etag(), url: `https://yt3.googleusercontent.com/banner-${randomBytes(8).toString('hex')}` });
  }

  private playlists({ method, query, body, subject }: ServiceRequest): ServiceAnswer {
    const data = (body ?? {}) as Body;
    if (method === 'GET') {
      const parts = partsOf(query, 'playlist');
      const filter = oneFilter(query, ['channelId', 'id', 'mine']);
      const mine = this.store.channelOf(subject).id;
      const all = [...this.store.playlists.values()].filter((playlist) => (filter === 'id' ? ids(query).includes(playlist.id)
        : playlist.snippet.channelId === (filter === 'mine' ? mine : query.get('channelId'))) && (playlist.owner === subject || (playlist.status as Body).privacyStatus !== 'private'));
      return listAnswer('playlist', all.map((playlist) => shaped('playlist', playlist, parts)), query);
    }
    if (method === 'DELETE') {
      const playlist = this.owned(this.store.playlists.get(String(query.get('id'))), subject, [404, 'The playlist identified with the request\'s <code>id</code> parameter cannot be found.', 'playlistNotFound']);
      for (const item of this.store.itemsOf(playlist.id)) this.store.items.delete(item.id);
      this.store.playlists.delete(playlist.id);
      return { status: 204 };
    }
    const parts = partsOf(query, 'playlist');
    const title = String(snippetOf(data).title ?? '').trim();
    if (title === '') throw fail(400, 'You must specify a title for the playlist.', 'playlistTitleRequired');
    const fields = { ...snippetOf(data), title, localized: { title, description: String(snippetOf(data).description ?? '') } };
    if (method === 'POST') {
      const playlist = this.store.addPlaylist(subject, title, fields);
      if (data.status) playlist.status = { ...(playlist.status as Body), ...(data.status as Body) };
      return ok(shaped('playlist', playlist, parts));
    }
    if (method !== 'PUT') throw fail(404, 'Not Found', 'notFound');
    const playlist = this.owned(this.store.playlists.get(String(data.id ?? '')), subject, [404, 'The playlist identified with the request\'s <code>id</code> parameter cannot be found.', 'playlistNotFound']);
    const { channelId, channelTitle, publishedAt } = playlist.snippet;
    if (parts.includes('snippet')) playlist.snippet = { ...fields, channelId, channelTitle, publishedAt };
    if (parts.includes('status') && data.status) playlist.status = data.status;
    return ok(shaped('playlist', playlist, parts));
  }

  private playlistItems({ method, query, body, subject }: ServiceRequest): ServiceAnswer {
    const notFound: [number, string, string] = [404, 'The playlist identified with the request\'s <code>playlistId</code> parameter cannot be found.', 'playlistNotFound'];
    if (method === 'GET') {
      const parts = partsOf(query, 'playlistItem');
      const filter = oneFilter(query, ['id', 'playlistId']);
      if (filter === 'playlistId' && !this.store.playlists.has(String(query.get('playlistId')))) throw fail(...notFound);
      const all = filter === 'id' ? ids(query).map((id) => this.store.items.get(id)).filter((item): item is Resource => item !== undefined) : this.store.itemsOf(String(query.get('playlistId')));
      return listAnswer('playlistItem', all.map((item) => shaped('playlistItem', item, parts)), query);
    }
    if (method === 'DELETE') {
      const item = this.store.items.get(String(query.get('id')));
      if (!item) throw fail(404, 'Playlist item not found.', 'playlistItemNotFound');
      this.owned(this.store.playlists.get(String(item.snippet.playlistId)), subject, notFound);
      this.store.removeItem(item);
      return { status: 204 };
    }
    if (method !== 'POST') throw fail(404, 'Not Found', 'notFound');
    const parts = partsOf(query, 'playlistItem');
    const snippet = snippetOf((body ?? {}) as Body);
    const playlist = this.owned(this.store.playlists.get(String(snippet.playlistId ?? '')), subject, notFound);
    const videoId = String(((snippet.resourceId ?? {}) as Body).videoId ?? '');
    const video = this.store.videos.get(videoId);
    if (!video) throw fail(404, 'Video not found.', 'videoNotFound');
    const position = snippet.position === undefined ? undefined : Number(snippet.position);
    const details = ((body as Body).contentDetails ?? {}) as Body;
    if (details.note !== undefined && String(details.note).length > 280) throw fail(400, 'The <code>contentDetails.note</code> property is too long.', 'invalidPlaylistItemNote');
    return ok(shaped('playlistItem', this.store.addItem(playlist, video, position, details), parts));
  }

  private search({ query, subject }: ServiceRequest): ServiceAnswer {
    if (query.get('part') !== 'snippet') throw fail(400, "'part' must be 'snippet' for search.", 'invalidPart');
    if ((query.has('forMine') || query.has('videoCategoryId') || query.has('forDeveloper')) && query.get('type') !== 'video') {
      throw fail(400, 'The request specifies an invalid filter parameter: set type to video.', 'invalidSearchFilter');
    }
    const text = String(query.get('q') ?? '').toLowerCase();
    const after = query.has('publishedAfter') ? Date.parse(String(query.get('publishedAfter'))) : -Infinity;
    const before = query.has('publishedBefore') ? Date.parse(String(query.get('publishedBefore'))) : Infinity;
    if (Number.isNaN(after) || Number.isNaN(before)) throw fail(400, 'Invalid value for publishedAfter or publishedBefore: use RFC 3339.', 'invalidParameter');
    const found = [...this.store.videos.values()].filter((video) => {
      const snippet = video.snippet;
      const at = Date.parse(String(snippet.publishedAt));
      if (query.get('forMine') === 'true' ? video.owner !== subject : (video.status as Body).privacyStatus !== 'public') return false;
      if (query.has('channelId') && snippet.channelId !== query.get('channelId')) return false;
      if (query.has('videoCategoryId') && snippet.categoryId !== query.get('videoCategoryId')) return false;
      return (text === '' || `${String(snippet.title)} ${String(snippet.description)}`.toLowerCase().includes(text)) && at > after && at < before;
    });
    if (query.get('order') === 'date') found.sort((a, b) => Date.parse(String(b.snippet.publishedAt)) - Date.parse(String(a.snippet.publishedAt)));
    return listAnswer('search', found.map((video) => ({
      kind: 'youtube#searchResult', etag: etag(), id: { kind: 'youtube#video', videoId: video.id },
      snippet: { publishedAt: video.snippet.publishedAt, channelId: video.snippet.channelId, title: video.snippet.title, description: video.snippet.description, channelTitle: video.snippet.channelTitle, liveBroadcastContent: 'none' },
    })), query);
  }

  private videos({ method, path, query, body, subject }: ServiceRequest): ServiceAnswer {
    const missing: [number, string, string] = [404, 'The video identified by the <code>id</code> parameter could not be found.', 'videoNotFound'];
    if (method === 'GET') {
      const parts = partsOf(query, 'video');
      oneFilter(query, ['chart', 'id', 'myRating']);
      const found = ids(query).map((id) => this.store.videos.get(id)).filter((video): video is Resource => video !== undefined && (video.owner === subject || (video.status as Body).privacyStatus !== 'private'));
      return listAnswer('video', found.map((video) => shaped('video', video, parts)), query);
    }
    if (path === '/videos/rate') {
      const video = this.store.videos.get(String(query.get('id')));
      if (!video) throw fail(...missing);
      const rating = String(query.get('rating'));
      if (!['like', 'dislike', 'none'].includes(rating)) throw fail(400, 'Invalid value for: rating', 'invalidRating');
      if (rating === 'none') this.store.ratings.delete(`${subject} ${video.id}`);
      else this.store.ratings.set(`${subject} ${video.id}`, rating);
      return { status: 204 };
    }
    if (method === 'DELETE') {
      this.store.videos.delete(this.owned(this.store.videos.get(String(query.get('id'))), subject, missing).id);
      return { status: 204 };
    }
    if (method !== 'PUT') throw fail(404, 'Not Found', 'notFound');
    const parts = partsOf(query, 'video');
    const data = (body ?? {}) as Body;
    const video = this.owned(this.store.videos.get(String(data.id ?? '')), subject, missing);
    if (parts.includes('snippet')) {
      const snippet = this.checkSnippet(snippetOf(data), true);
      video.snippet = { ...snippet, publishedAt: video.snippet.publishedAt, channelId: video.snippet.channelId, channelTitle: video.snippet.channelTitle, liveBroadcastContent: 'none' };
    }
    if (parts.includes('status')) video.status = { ...(video.status as Body), ...((data.status ?? {}) as Body) };
    if (parts.includes('recordingDetails')) video.recordingDetails = data.recordingDetails ?? {};
    return ok(shaped('video', video, parts));
  }

  private checkSnippet(snippet: Body, categoryRequired: boolean): Body {
    if (String(snippet.title ?? '').trim() === '') throw fail(400, 'The request metadata does not specify a valid video title.', 'invalidTitle');
    if (snippet.categoryId === undefined ? categoryRequired : !CATEGORIES.some(([id, , assignable]) => id === snippet.categoryId && assignable)) {
      throw fail(400, 'The request metadata specifies an invalid video category. Set snippet.categoryId to an assignable category.', 'invalidCategoryId');
    }
    return snippet;
  }

  /** The resumable protocol: the metadata opens a session (Location), the bytes sent to it make the video. */
  private upload({ method, query, body, bytes, headers, subject }: ServiceRequest): ServiceAnswer {
    if (query.get('uploadType') !== 'resumable') throw fail(400, 'Media upload is only possible here with uploadType=resumable.', 'invalidUploadType');
    if (method === 'POST') {
      const parts = partsOf(query, 'video');
      const metadata = (body ?? {}) as Body;
      this.checkSnippet(snippetOf(metadata), false);
      const type = String(headers['x-upload-content-type'] ?? 'application/octet-stream');
      if (!/^(video\/|application\/octet-stream)/.test(type)) throw fail(400, `Media type '${type}' is not supported. Valid media types: [video/*, application/octet-stream]`, 'badContent');
      const id = randomBytes(16).toString('hex');
      this.sessions.set(id, { subject, metadata, parts, length: Number(headers['x-upload-content-length'] ?? -1), type });
      return { status: 200, headers: { location: `${UPLOAD_ROOT}/videos?uploadType=resumable&upload_id=${id}` } };
    }
    const session = this.sessions.get(String(query.get('upload_id')));
    if (method !== 'PUT' || !session || session.subject !== subject) throw fail(404, 'The upload session was not found.', 'notFound');
    if (session.length >= 0 && bytes.length !== session.length) throw fail(400, `The upload has ${bytes.length} bytes, the session announced ${session.length}.`, 'uploadLengthMismatch');
    this.sessions.delete(String(query.get('upload_id')));
    const snippet = snippetOf(session.metadata);
    const video = this.store.addVideo(subject, String(snippet.title), { ...snippet }, { ...((session.metadata.status ?? {}) as Body), uploadStatus: 'uploaded' });
    video.bytes = Buffer.from(bytes);
    if (session.metadata.recordingDetails) video.recordingDetails = session.metadata.recordingDetails;
    return ok(shaped('video', video, session.parts));
  }
}
