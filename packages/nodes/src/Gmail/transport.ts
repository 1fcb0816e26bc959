import type { IDataObject, IHttpRequestMethods } from '@weft/workflow';
import { googleApiRequest } from '../google/google-api-request.js';
import type { GoogleContext } from '../google/google-api-request.js';

/** Gmail's REST root as n8n calls it (gmail.googleapis.com answers the same paths). */
export const GMAIL_API = 'https://www.googleapis.com/gmail/v1/users/me';

/** What a service account asks for: the same scopes as the OAuth2 credential. */
const SERVICE_ACCOUNT_SCOPES = [
  'https://www.googleapis.com/auth/gmail.labels', 'https://www.googleapis.com/auth/gmail.addons.current.action.compose',
  'https://www.googleapis.com/auth/gmail.addons.current.message.action', 'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/gmail.compose',
];

/** Execute, poll or load-options functions: the node's authentication parameter is read the way each offers. */
export interface GmailContext extends GoogleContext {
  getNodeParameter(name: string, ...rest: never[]): unknown;
  getCurrentNodeParameter?(name: string): unknown;
}

function authenticationOf(context: GmailContext): string {
  const value = context.getCurrentNodeParameter
    ? context.getCurrentNodeParameter('authentication')
    : (context.getNodeParameter as (name: string, itemIndex: number, fallback: unknown) => unknown)('authentication', 0, 'oAuth2');
  return typeof value === 'string' && value !== '' ? value : 'oAuth2';
}

/** One Gmail API call (`path` below users/me) with the node's credential; Google's error becomes the node's. */
export async function gmailRequest(context: GmailContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
  const authentication = authenticationOf(context);
  const answer = await googleApiRequest(context, { authentication, oAuth2Type: 'gmailOAuth2', scopes: SERVICE_ACCOUNT_SCOPES }, {
    method, url: `${GMAIL_API}${path}`, ...(body ? { body } : {}), ...(qs ? { qs } : {}), arrayFormat: 'repeat',
  });
  return (answer ?? {}) as IDataObject;
}

/** Every entry of a list, following Gmail's nextPageToken. */
export async function gmailRequestAll(context: GmailContext, property: string, path: string, qs: IDataObject = {}): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = await gmailRequest(context, 'GET', path, undefined, { ...qs, maxResults: 100, ...(pageToken ? { pageToken } : {}) });
    all.push(...((page[property] as IDataObject[] | undefined) ?? []));
    pageToken = page.nextPageToken as string | undefined;
  } while (pageToken);
  return all;
}

/** Up to `limit` entries, asking for more pages while the first ones fall short. */
export async function gmailRequestSome(context: GmailContext, property: string, path: string, qs: IDataObject, limit: number): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = await gmailRequest(context, 'GET', path, undefined, { ...qs, maxResults: Math.min(limit - found.length, 500), ...(pageToken ? { pageToken } : {}) });
    found.push(...((page[property] as IDataObject[] | undefined) ?? []));
    pageToken = page.nextPageToken as string | undefined;
  } while (pageToken && found.length < limit);
  return found.slice(0, limit);
}
