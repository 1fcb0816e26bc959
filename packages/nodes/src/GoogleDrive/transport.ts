import type { IDataObject, IHttpRequestOptions, INode } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';
import { googleApiRequest } from '../google/google-api-request.js';
import type { GoogleAuth, GoogleContext } from '../google/google-api-request.js';
import { GOOGLE_DRIVE_SCOPES } from '../credentials/GoogleDriveOAuth2Api.credentials.js';

export const DRIVE_API = 'https://www.googleapis.com/drive/v3';
export const UPLOAD_API = 'https://www.googleapis.com/upload/drive/v3';
export const FOLDER_MIME = 'application/vnd.google-apps.folder';

/** The node's credential: a service account asks for the same scopes the OAuth2 credential has. */
export function driveAuth(authentication: string): GoogleAuth {
  return { authentication, oAuth2Type: 'googleDriveOAuth2Api', scopes: GOOGLE_DRIVE_SCOPES };
}

/** Google's own words from an error answer (`{ error: { code, message } }`). */
function googleMessage(error: NodeApiError): string | undefined {
  const body = error.errorResponse.body as IDataObject | undefined;
  const nested = (typeof body === 'object' && body !== null ? body.error : undefined) as IDataObject | undefined;
  return typeof nested?.message === 'string' ? nested.message : undefined;
}

/** Drive's error answers as messages a user can act on; Google's own message stays in the description. */
export function driveError(node: INode, error: unknown): unknown {
  if (!(error instanceof NodeApiError) || error.httpCode === null) return error;
  const said = googleMessage(error);
  const known: Record<string, [string, string]> = {
    400: ['Bad request - please check your parameters', said ?? ''],
    401: ['Authorization failed - please check your credentials', said ?? 'Reconnect the Google Drive credential.'],
    403: [said ?? 'Forbidden - perhaps check your credentials?',
      /scope/i.test(said ?? '') ? 'Reconnect the credential granting Drive access, or give the service account the Drive scopes.' : 'Check that the file is shared with the account and that the operation is allowed on it.'],
    404: ['The resource you are requesting could not be found', said ?? ''],
    429: ['The service is receiving too many requests from you', `${said ?? 'Drive\'s quota was exceeded.'} Wait a little, or send fewer requests (e.g. with the Loop Over Items node and a Wait).`],
  };
  const entry = known[error.httpCode];
  if (!entry) return error;
  return new NodeApiError(node, error.errorResponse, { message: entry[0], description: entry[1], httpCode: error.httpCode });
}

/** One Drive request with the node's credential; errors are Drive's, explained. */
export async function driveRequest(context: GoogleContext, auth: GoogleAuth, options: IHttpRequestOptions): Promise<IDataObject> {
  try {
    return await googleApiRequest(context, auth, { json: true, ...options }) as IDataObject;
  } catch (error) {
    throw driveError(context.getNode(), error);
  }
}

/**
 * The entries of a listing (files or drives), following nextPageToken; `limit` stops once enough
 * arrived (each page asks for no more than are still wanted).
 */
export async function driveList(
  context: GoogleContext, auth: GoogleAuth, url: string, qs: IDataObject, key: 'files' | 'drives', limit?: number, maxPage = 1000,
): Promise<IDataObject[]> {
  const entries: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const pageSize = limit === undefined ? maxPage : Math.min(maxPage, limit - entries.length);
    const answer = await driveRequest(context, auth, { method: 'GET', url, qs: { ...qs, pageSize, ...(pageToken ? { pageToken } : {}) } });
    entries.push(...((answer[key] ?? []) as IDataObject[]));
    pageToken = typeof answer.nextPageToken === 'string' ? answer.nextPageToken : undefined;
  } while (pageToken && (limit === undefined || entries.length < limit));
  return limit === undefined ? entries : entries.slice(0, limit);
}

/** A multipart/related upload body: the JSON metadata, then the media (Drive's one-request upload). */
export function multipartBody(metadata: IDataObject, media: Buffer, mediaType: string): { body: Buffer; contentType: string } {
  const boundary = `weft-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: ${mediaType || 'application/octet-stream'}\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/** The `fields` selector of a "Fields" option: Drive's defaults when none is chosen, everything for "*". */
export function fieldsOf(chosen: unknown, wrap?: string): string | undefined {
  const fields = Array.isArray(chosen) ? chosen.map(String) : [];
  if (fields.length === 0) return undefined;
  const inner = fields.includes('*') ? '*' : fields.join(', ');
  return wrap ? `nextPageToken, ${wrap}(${inner})` : inner;
}

/** `appPropertiesUi` / `propertiesUi` as Drive's key-value objects. */
export function keyValues(collection: unknown, key: string): IDataObject | undefined {
  const entries = ((collection as IDataObject | undefined)?.[key] ?? []) as Array<{ key?: string; value?: string }>;
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.filter((entry) => entry.key).map((entry) => [String(entry.key), String(entry.value ?? '')]));
}

/** A value for Drive's query language: quotes and backslashes escaped. */
export const quoteQuery = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
