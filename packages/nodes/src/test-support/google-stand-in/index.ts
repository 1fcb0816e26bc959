import type { IncomingHttpHeaders } from 'node:http';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInServer } from '../stand-in-server.js';
import { GoogleOAuth, newServiceAccountKey } from './oauth.js';
import type { IssuedToken, OAuthClient, ServiceAccountKey } from './oauth.js';
import { ApiError } from './spreadsheets.js';
import { SheetsApi } from './sheets-api.js';
import type { Answer } from './sheets-api.js';
import { DriveApi } from './drive-api.js';
import type { DriveAnswer } from './drive-api.js';
import { CalendarApi } from './calendar-api.js';
import { DocsApi } from './docs-api.js';
import { YouTubeApi } from './youtube-api.js';
import { serve } from './service.js';
import type { GoogleService } from './service.js';

export { newServiceAccountKey };
export type { ServiceAccountKey, OAuthClient };

/** The Google origins the stand-in answers for (one server: their paths do not overlap). */
export const GOOGLE_ORIGINS = ['https://accounts.google.com', 'https://oauth2.googleapis.com', 'https://sheets.googleapis.com', 'https://www.googleapis.com', 'https://docs.googleapis.com'];

const SHEETS_SCOPES = ['spreadsheets', 'spreadsheets.readonly', 'drive', 'drive.readonly', 'drive.file'];
const DRIVE_SCOPES = ['drive', 'drive.readonly', 'drive.file', 'drive.metadata', 'drive.metadata.readonly'];
const READ_ONLY = new Set(['spreadsheets.readonly', 'drive.readonly', 'drive.metadata', 'drive.metadata.readonly']);

export interface GoogleCall { method: string; path: string; query: URLSearchParams; body: unknown; subject?: string }

export interface GoogleStandIn extends StandInServer {
  oauth: GoogleOAuth;
  sheets: SheetsApi;
  drive: DriveApi;
  calendar: CalendarApi;
  docs: DocsApi;
  youtube: YouTubeApi;
  calls: GoogleCall[];
  /** WEFT_TEST_SERVICE_HOSTS for this stand-in. */
  hosts: string;
  /** The next request to Sheets or Drive is refused with 429 and Retry-After, as over quota. */
  rateLimitNext(): void;
}

function apiError(code: number, message: string, status: string): Answer {
  return { status: code, body: { error: { code, message, status } } };
}

function bearer(headers: IncomingHttpHeaders): string | undefined {
  return /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
}

/** Whether a token's scopes let it make this call (Google checks each method's scopes). */
function allowed(token: IssuedToken, accepted: string[], write: boolean): boolean {
  return token.scopes.some((scope) => {
    const name = scope.replace('https://www.googleapis.com/auth/', '');
    return accepted.includes(name) && !(write && READ_ONLY.has(name));
  });
}

export async function startGoogleStandIn(options: { clients?: OAuthClient[]; accounts?: ServiceAccountKey[] } = {}): Promise<GoogleStandIn> {
  const oauth = new GoogleOAuth(options.clients ?? [], options.accounts ?? []);
  const sheets = new SheetsApi();
  const calls: GoogleCall[] = [];
  const drive = new DriveApi(sheets);
  const calendar = new CalendarApi();
  const docs = new DocsApi();
  const youtube = new YouTubeApi();
  const services: GoogleService[] = [calendar, docs, youtube];
  let limitNext = false;

  const server = await startStandInServer((request, reply) => {
    const { method, path, query, headers, body } = request;
    if (path === '/o/oauth2/v2/auth') return oauth.authorize(request, reply);
    if (path === '/token') return oauth.tokenEndpoint(request, reply);
    if (path === '/tokeninfo') return oauth.tokenInfo(request, reply);
    const service = services.find((candidate) => candidate.owns(path, method, body));
    if (service) return serve(service, oauth, calls, request, reply);
    const isSheets = path.startsWith('/v4/spreadsheets');
    const isDrive = path.startsWith('/drive/v3/') || path.startsWith('/upload/drive/v3/');
    if (!isSheets && !isDrive) return reply.json(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const token = oauth.valid(bearer(headers));
    calls.push({ method, path: decodeURIComponent(path), query, body, ...(token ? { subject: token.subject } : {}) });
    const send = (answer: DriveAnswer) => (answer.bytes ? reply.bytes(answer.status, answer.bytes, { 'content-type': answer.contentType ?? 'application/octet-stream' })
      : answer.body === undefined ? reply.send(answer.status) : reply.json(answer.status, answer.body));
    if (!token) {
      return send(apiError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'UNAUTHENTICATED'));
    }
    const write = method !== 'GET';
    if (!allowed(token, isSheets ? SHEETS_SCOPES : DRIVE_SCOPES, write && !(isDrive && path === '/drive/v3/about'))) {
      return send(apiError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED'));
    }
    if (limitNext) {
      limitNext = false;
      return reply.json(429, { error: { code: 429, message: "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.", status: 'RESOURCE_EXHAUSTED' } }, { 'retry-after': '30' });
    }
    try {
      send(isSheets ? sheets.handle(method, path.slice('/v4/spreadsheets'.length), query, body) : drive.handle({ ...request, ...(token.subject ? { subject: token.subject } : {}) }));
    } catch (error) {
      if (error instanceof ApiError) return send(apiError(error.code, error.message, error.status));
      throw error;
    }
  });

  return {
    ...server,
    oauth, sheets, drive, calendar, docs, youtube, calls,
    hosts: JSON.stringify(Object.fromEntries(GOOGLE_ORIGINS.map((origin) => [origin, server.origin]))),
    rateLimitNext: () => { limitNext = true; },
  };
}
