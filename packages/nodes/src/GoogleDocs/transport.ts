import type { IDataObject, IHttpRequestMethods } from '@weft/workflow';
import { googleError } from '../google/google-api-error.js';
import { googleApiRequest } from '../google/google-api-request.js';
import type { GoogleContext } from '../google/google-api-request.js';

export const DOCS_API = 'https://docs.googleapis.com/v1';
export const DRIVE_API = 'https://www.googleapis.com/drive/v3';
export const DOCUMENT_MIME = 'application/vnd.google-apps.document';
const SCOPES = ['https://www.googleapis.com/auth/documents', 'https://www.googleapis.com/auth/drive', 'https://www.googleapis.com/auth/drive.file'];

export interface DocsContext extends GoogleContext {
  getNodeParameter(name: string, ...rest: never[]): unknown;
  getCurrentNodeParameter?(name: string): unknown;
  getNode: GoogleContext['getNode'];
}

/** The node's Authentication: the editor's current value, else the saved one (whose default depends on the version). */
function authenticationOf(context: DocsContext): string {
  const value = context.getCurrentNodeParameter
    ? context.getCurrentNodeParameter('authentication')
    : (context.getNodeParameter as (name: string, itemIndex: number, fallback: unknown) => unknown)('authentication', 0, undefined);
  if (typeof value === 'string' && value !== '') return value;
  return context.getNode().typeVersion >= 2 ? 'oAuth2' : 'serviceAccount';
}

/** One Docs or Drive call (`url` absolute) with the node's credential; Google's error becomes the node's. */
export async function docsRequest(context: DocsContext, method: IHttpRequestMethods, url: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
  try {
    const answer = await googleApiRequest(context, { authentication: authenticationOf(context), oAuth2Type: 'googleDocsOAuth2Api', scopes: SCOPES }, {
      method, url, ...(body ? { body } : {}), ...(qs ? { qs } : {}),
    });
    return (answer ?? {}) as IDataObject;
  } catch (error) {
    throw googleError(context.getNode(), error);
  }
}

/** A document's ID from its URL (…/document/d/<id>/edit) or the ID itself. */
export function documentIdOf(value: unknown): string {
  const text = String(value ?? '').trim();
  return /\/document\/d\/([\w-]+)/.exec(text)?.[1] ?? text;
}
