import type { IDataObject, IHttpRequestMethods } from '@weft/workflow';
import { googleError } from '../google/google-api-error.js';
import { googleApiRequest } from '../google/google-api-request.js';
import type { GoogleContext } from '../google/google-api-request.js';

/** Calendar API v3's root as Google documents it. */
export const CALENDAR_API = 'https://www.googleapis.com/calendar/v3';

const AUTH = { authentication: 'oAuth2', oAuth2Type: 'googleCalendarOAuth2Api', scopes: [] };

/** A path segment (calendar ids are email-like: "@" and "#" must be escaped). */
export const segment = (value: string) => encodeURIComponent(value);

export async function calendarRequest(context: GoogleContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
  try {
    const answer = await googleApiRequest(context, AUTH, { method, url: `${CALENDAR_API}${path}`, ...(body ? { body } : {}), ...(qs ? { qs } : {}) });
    return (answer ?? {}) as IDataObject;
  } catch (error) {
    throw googleError(context.getNode(), error);
  }
}

/** Entries of a list, following nextPageToken until `limit` (all when undefined). */
export async function calendarRequestAll(context: GoogleContext, path: string, qs: IDataObject, limit?: number): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const maxResults = limit === undefined ? 2500 : Math.min(limit - found.length, 2500);
    const page = await calendarRequest(context, 'GET', path, undefined, { ...qs, maxResults, ...(pageToken ? { pageToken } : {}) });
    found.push(...((page.items as IDataObject[] | undefined) ?? []));
    pageToken = page.nextPageToken as string | undefined;
  } while (pageToken && (limit === undefined || found.length < limit));
  return limit === undefined ? found : found.slice(0, limit);
}
