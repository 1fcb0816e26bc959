import type { IDataObject, IHttpRequestOptions } from '@weft/workflow';
import { googleError } from '../google/google-api-error.js';
import { googleApiRequest } from '../google/google-api-request.js';
import type { GoogleContext } from '../google/google-api-request.js';

/** YouTube Data API v3's roots as Google documents them. */
export const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_UPLOAD = 'https://www.googleapis.com/upload/youtube/v3';

const AUTH = { authentication: 'oAuth2', oAuth2Type: 'youTubeOAuth2Api', scopes: [] };

/** One request to the API (`path` below its root, or a full URL), Google's errors made readable. */
export async function youTubeRequest(context: GoogleContext, options: Omit<IHttpRequestOptions, 'url'> & { path?: string; url?: string }): Promise<IDataObject> {
  const { path, ...rest } = options;
  try {
    const answer = await googleApiRequest(context, AUTH, { ...rest, url: rest.url ?? `${YOUTUBE_API}${path ?? ''}` } as IHttpRequestOptions);
    return (answer ?? {}) as IDataObject;
  } catch (error) {
    throw googleError(context.getNode(), error);
  }
}

/** A list's items, following nextPageToken until `limit` (all when undefined); YouTube pages hold at most 50. */
export async function youTubeRequestAll(context: GoogleContext, path: string, qs: IDataObject, limit?: number): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const maxResults = limit === undefined ? 50 : Math.min(limit - found.length, 50);
    const page = await youTubeRequest(context, { method: 'GET', path, qs: { ...qs, maxResults, ...(pageToken ? { pageToken } : {}) } });
    found.push(...((page.items as IDataObject[] | undefined) ?? []));
    pageToken = page.nextPageToken as string | undefined;
  } while (pageToken && (limit === undefined || found.length < limit));
  return limit === undefined ? found : found.slice(0, limit);
}

/** The "Fields" choice as YouTube's `part` list: "*" stands for every part of the resource. */
export function partsOf(chosen: unknown, all: string[]): string {
  const parts = Array.isArray(chosen) ? chosen.map(String) : [];
  return parts.length === 0 || parts.includes('*') ? all.join(',') : parts.join(',');
}

/** The parts each resource has (what "*" selects). */
export const PARTS = {
  channel: ['brandingSettings', 'contentDetails', 'contentOwnerDetails', 'id', 'localizations', 'snippet', 'statistics', 'status', 'topicDetails'],
  playlist: ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'],
  playlistItem: ['contentDetails', 'id', 'snippet', 'status'],
  video: ['contentDetails', 'id', 'liveStreamingDetails', 'localizations', 'player', 'recordingDetails', 'snippet', 'statistics', 'status', 'topicDetails'],
};
