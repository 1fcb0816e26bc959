import type { IncomingHttpHeaders } from 'node:http';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInServer } from '../stand-in-server.js';
import { GoogleOAuth, newServiceAccountKey } from './oauth.js';
import type { IssuedToken, OAuthClient, ServiceAccountKey } from './oauth.js';
import { ApiError, spreadsheetResource } from './spreadsheets.js';
import { SheetsApi } from './sheets-api.js';
import type { Answer } from './sheets-api.js';

export { newServiceAccountKey };
export type { ServiceAccountKey, OAuthClient };

/** The Google origins the stand-in answers for (one server: their paths do not overlap). */
export const GOOGLE_ORIGINS = ['https://accounts.google.com', 'https://oauth2.googleapis.com', 'https://sheets.googleapis.com', 'https://www.googleapis.com'];

const SPREADSHEET_MIME = 'application/vnd.google-apps.spreadsheet';
const SHEETS_SCOPES = ['spreadsheets', 'spreadsheets.readonly', 'drive', 'drive.readonly', 'drive.file'];
const DRIVE_SCOPES = ['drive', 'drive.readonly', 'drive.file', 'drive.metadata', 'drive.metadata.readonly'];
const READ_ONLY = new Set(['spreadsheets.readonly', 'drive.readonly', 'drive.metadata', 'drive.metadata.readonly']);

export interface GoogleCall { method: string; path: string; query: URLSearchParams; body: unknown; subject?: string }

export interface GoogleStandIn extends StandInServer {
  oauth: GoogleOAuth;
  sheets: SheetsApi;
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

/** Drive's query language, the part the spreadsheet pickers use: clauses joined with "and". */
function driveMatches(q: string, file: { name: string; trashed: boolean }): boolean {
  for (const clause of q.split(/\s+and\s+/i).map((c) => c.trim()).filter(Boolean)) {
    const mime = /^mimeType\s*=\s*'([^']*)'$/.exec(clause);
    if (mime) {
      if (mime[1] !== SPREADSHEET_MIME) return false;
      continue;
    }
    const contains = /^name\s+contains\s+'((?:[^'\\]|\\.)*)'$/.exec(clause);
    if (contains) {
      if (!file.name.toLowerCase().includes((contains[1] ?? '').replace(/\\(.)/g, '$1').toLowerCase())) return false;
      continue;
    }
    const trashed = /^trashed\s*=\s*(true|false)$/.exec(clause);
    if (trashed) {
      if (String(file.trashed) !== trashed[1]) return false;
      continue;
    }
    throw new ApiError(400, 'Invalid Value', 'INVALID_ARGUMENT');
  }
  return true;
}

export async function startGoogleStandIn(options: { clients?: OAuthClient[]; accounts?: ServiceAccountKey[] } = {}): Promise<GoogleStandIn> {
  const oauth = new GoogleOAuth(options.clients ?? [], options.accounts ?? []);
  const sheets = new SheetsApi();
  const calls: GoogleCall[] = [];
  const trashed = new Set<string>();
  let limitNext = false;

  const drive = (method: string, path: string, query: URLSearchParams): Answer => {
    if (path === '/drive/v3/about' && method === 'GET') {
      return { status: 200, body: { user: { kind: 'drive#user', displayName: 'Test User', emailAddress: 'user@example.com', me: true, permissionId: '0123' } } };
    }
    if (path === '/drive/v3/files' && method === 'GET') {
      const pageSize = Math.min(Number(query.get('pageSize') ?? 100) || 100, 1000);
      const files = [...sheets.books.values()]
        .filter((book) => driveMatches(query.get('q') ?? '', { name: book.title, trashed: trashed.has(book.spreadsheetId) }))
        .sort((a, b) => (query.get('orderBy') === 'name' || query.get('orderBy') === 'name_natural' ? a.title.localeCompare(b.title) : b.modifiedTime.localeCompare(a.modifiedTime)));
      const offset = query.get('pageToken') ? Number(Buffer.from(query.get('pageToken') ?? '', 'base64url').toString('utf8')) : 0;
      if (!Number.isInteger(offset) || offset < 0) return apiError(400, 'Invalid Value', 'INVALID_ARGUMENT');
      const page = files.slice(offset, offset + pageSize);
      return {
        status: 200,
        body: {
          kind: 'drive#fileList',
          ...(offset + pageSize < files.length ? { nextPageToken: Buffer.from(String(offset + pageSize)).toString('base64url') } : {}),
          incompleteSearch: false,
          files: page.map((book) => ({
            kind: 'drive#file', id: book.spreadsheetId, name: book.title, mimeType: SPREADSHEET_MIME,
            webViewLink: spreadsheetResource(book).spreadsheetUrl, modifiedTime: book.modifiedTime,
          })),
        },
      };
    }
    const file = /^\/drive\/v3\/files\/([^/]+)$/.exec(path)?.[1];
    if (file !== undefined && method === 'DELETE') {
      if (!sheets.books.delete(decodeURIComponent(file))) return apiError(404, `File not found: ${decodeURIComponent(file)}.`, 'NOT_FOUND');
      return { status: 204, body: undefined };
    }
    return apiError(404, 'Not Found', 'NOT_FOUND');
  };

  const server = await startStandInServer((request, reply) => {
    const { method, path, query, headers, body } = request;
    if (path === '/o/oauth2/v2/auth') return oauth.authorize(request, reply);
    if (path === '/token') return oauth.tokenEndpoint(request, reply);
    if (path === '/tokeninfo') return oauth.tokenInfo(request, reply);
    const isSheets = path.startsWith('/v4/spreadsheets');
    const isDrive = path.startsWith('/drive/v3/');
    if (!isSheets && !isDrive) return reply.json(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const token = oauth.valid(bearer(headers));
    calls.push({ method, path: decodeURIComponent(path), query, body, ...(token ? { subject: token.subject } : {}) });
    const send = (answer: Answer) => (answer.body === undefined ? reply.send(answer.status) : reply.json(answer.status, answer.body));
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
      send(isSheets ? sheets.handle(method, path.slice('/v4/spreadsheets'.length), query, body) : drive(method, path, query));
    } catch (error) {
      if (error instanceof ApiError) return send(apiError(error.code, error.message, error.status));
      throw error;
    }
  });

  return {
    ...server,
    oauth, sheets, calls,
    hosts: JSON.stringify(Object.fromEntries(GOOGLE_ORIGINS.map((origin) => [origin, server.origin]))),
    rateLimitNext: () => { limitNext = true; },
  };
}
