import { createHash, randomBytes } from 'node:crypto';
import { fail } from './service.js';

/*
 * The YouTube stand-in's data (developers.google.com/youtube/v3/docs): channels, playlists, playlist
 * items and videos as YouTube's resources, a fixed list of languages, regions and video categories, and
 * how a `part` selection trims a resource.
 */

export type Resource = Record<string, unknown> & { id: string; snippet: Record<string, unknown> };

export const LANGUAGES = [['en', 'English'], ['de', 'German'], ['fr', 'French'], ['es', 'Spanish'], ['ja', 'Japanese']];
export const REGIONS = [['US', 'United States'], ['DE', 'Germany'], ['FR', 'France'], ['JP', 'Japan']];
/** Categories as YouTube lists them: some cannot be given to a video (assignable false). */
export const CATEGORIES = [['1', 'Film & Animation', true], ['10', 'Music', true], ['18', 'Short Movies', false], ['22', 'People & Blogs', true], ['28', 'Science & Technology', true]] as const;
export const YOUTUBE_CHANNEL = 'UCBR8-60-B28hp2BmDPdntcQ';

export const PARTS: Record<string, string[]> = {
  channel: ['auditDetails', 'brandingSettings', 'contentDetails', 'contentOwnerDetails', 'id', 'localizations', 'snippet', 'statistics', 'status', 'topicDetails'],
  playlist: ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'],
  playlistItem: ['contentDetails', 'id', 'snippet', 'status'],
  video: ['contentDetails', 'fileDetails', 'id', 'liveStreamingDetails', 'localizations', 'player', 'processingDetails', 'recordingDetails', 'snippet', 'statistics', 'status', 'suggestions', 'topicDetails'],
};

export const etag = () => randomBytes(20).toString('base64url');
const newId = (prefix: string, size: number) => `${prefix}${randomBytes(size).toString('base64url').slice(0, Math.ceil(size * 1.3))}`;

/** The `part` parameter checked against the resource's parts (YouTube refuses unknown ones, "*" included). */
export function partsOf(query: URLSearchParams, kind: string): string[] {
  const part = query.get('part');
  if (!part) throw fail(400, "No filter selected. Expected one of: part", 'required');
  const parts = part.split(',').map((entry) => entry.trim());
  const unknown = parts.find((entry) => !PARTS[kind]?.includes(entry));
  if (unknown !== undefined) throw fail(400, `'${unknown}'`, 'unknownPart');
  return parts;
}

/** A resource as YouTube sends it: kind, etag, id and only the requested parts. */
export function shaped(kind: string, resource: Resource, parts: string[]): Record<string, unknown> {
  const answer: Record<string, unknown> = { kind: `youtube#${kind}`, etag: etag(), id: resource.id };
  for (const part of parts) if (part !== 'id' && resource[part] !== undefined) answer[part] = resource[part];
  return answer;
}

export class YouTubeStore {
  readonly channels = new Map<string, Resource>();
  readonly playlists = new Map<string, Resource>();
  readonly items = new Map<string, Resource>();
  readonly videos = new Map<string, Resource & { bytes?: Buffer }>();
  /** `${subject} ${videoId}` -> like / dislike. */
  readonly ratings = new Map<string, string>();

  /** The token's user's channel (made on first use, as when a Google account opens YouTube). */
  channelOf(subject: string): Resource {
    const id = `UC${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
    const known = this.channels.get(id);
    if (known) return known;
    const title = subject.split('@')[0] ?? subject;
    const channel: Resource = {
      id, owner: subject,
      snippet: { title, description: '', customUrl: `@${title}`, publishedAt: '2020-01-01T00:00:00Z', country: 'DE' },
      contentDetails: { relatedPlaylists: { likes: 'LL', uploads: `UU${id.slice(2)}` } },
      statistics: { viewCount: '0', subscriberCount: '0', hiddenSubscriberCount: false, videoCount: '0' },
      status: { privacyStatus: 'public', isLinked: true, longUploadsStatus: 'allowed', madeForKids: false },
      brandingSettings: { channel: { title }, image: {} },
    };
    this.channels.set(id, channel);
    return channel;
  }

  addPlaylist(subject: string, title: string, fields: Record<string, unknown> = {}): Resource {
    const channel = this.channelOf(subject);
    const playlist: Resource = {
      id: newId('PL', 24), owner: subject,
      snippet: { publishedAt: new Date().toISOString(), channelId: channel.id, title, description: '', channelTitle: channel.snippet.title, localized: { title, description: '' }, ...fields },
      status: { privacyStatus: 'public' }, contentDetails: { itemCount: 0 }, player: { embedHtml: '' },
    };
    this.playlists.set(playlist.id, playlist);
    return playlist;
  }

  addVideo(subject: string, title: string, fields: Record<string, unknown> = {}, status: Record<string, unknown> = {}): Resource & { bytes?: Buffer } {
    const channel = this.channelOf(subject);
    const id = newId('', 8).slice(0, 11);
    const video = {
      id, owner: subject,
      snippet: { publishedAt: new Date().toISOString(), channelId: channel.id, title, description: '', channelTitle: channel.snippet.title, categoryId: '22', liveBroadcastContent: 'none', ...fields },
      status: { uploadStatus: 'processed', privacyStatus: 'public', license: 'youtube', embeddable: true, publicStatsViewable: true, madeForKids: false, ...status },
      statistics: { viewCount: '0', likeCount: '0', favoriteCount: '0', commentCount: '0' },
      contentDetails: { duration: 'PT1M', dimension: '2d', definition: 'hd', caption: 'false', licensedContent: false, projection: 'rectangular' },
    } as Resource & { bytes?: Buffer };
    this.videos.set(id, video);
    return video;
  }

  addItem(playlist: Resource, video: Resource, position?: number, details: Record<string, unknown> = {}): Resource {
    const siblings = this.itemsOf(playlist.id);
    const at = position === undefined || position > siblings.length ? siblings.length : position;
    for (const sibling of siblings.slice(at)) sibling.snippet.position = Number(sibling.snippet.position) + 1;
    const item: Resource = {
      id: newId('', 30),
      snippet: {
        publishedAt: new Date().toISOString(), channelId: playlist.snippet.channelId, title: video.snippet.title, description: video.snippet.description,
        channelTitle: playlist.snippet.channelTitle, playlistId: playlist.id, position: at, resourceId: { kind: 'youtube#video', videoId: video.id },
        videoOwnerChannelId: video.snippet.channelId,
      },
      contentDetails: { videoId: video.id, ...details }, status: { privacyStatus: (video.status as Record<string, unknown>).privacyStatus },
    };
    this.items.set(item.id, item);
    (playlist.contentDetails as Record<string, unknown>).itemCount = siblings.length + 1;
    return item;
  }

  itemsOf(playlistId: string): Resource[] {
    return [...this.items.values()].filter((item) => item.snippet.playlistId === playlistId).sort((a, b) => Number(a.snippet.position) - Number(b.snippet.position));
  }

  removeItem(item: Resource): void {
    this.items.delete(item.id);
    const playlist = this.playlists.get(String(item.snippet.playlistId));
    const rest = this.itemsOf(String(item.snippet.playlistId));
    rest.forEach((sibling, position) => { sibling.snippet.position = position; });
    if (playlist) (playlist.contentDetails as Record<string, unknown>).itemCount = rest.length;
  }
}
