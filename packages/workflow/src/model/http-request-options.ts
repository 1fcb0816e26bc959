import type { IDataObject } from './data.js';
import type { CancelSignal } from './node-type-implementation.js';

/** The HTTP request shapes a node's `helpers.httpRequest` and legacy `helpers.request` take and answer, as n8n's. */
export interface IHttpRequestOptions {
  url: string;
  baseURL?: string;
  method?: IHttpRequestMethods;
  headers?: IDataObject;
  qs?: IDataObject;
  /** An object is sent as JSON unless a content-type says otherwise; also a string, bytes, URLSearchParams or FormData. */
  body?: unknown;
  json?: boolean;
  encoding?: 'arraybuffer' | 'blob' | 'document' | 'json' | 'text' | 'stream';
  returnFullResponse?: boolean;
  ignoreHttpStatusErrors?: boolean;
  timeout?: number;
  skipSslCertificateValidation?: boolean;
  disableFollowRedirect?: boolean;
  /** How arrays in `qs` are written: `a[0]=1` (indices), `a[]=1` (brackets), `a=1&a=2` (repeat, the default). */
  arrayFormat?: 'indices' | 'brackets' | 'repeat' | 'comma';
  auth?: { username: string; password: string; sendImmediately?: boolean };
  abortSignal?: CancelSignal;
  [key: string]: unknown;
}

export type IHttpRequestMethods = 'DELETE' | 'GET' | 'HEAD' | 'OPTIONS' | 'PATCH' | 'POST' | 'PUT';

/** What `httpRequest` answers with `returnFullResponse`. */
export interface IN8nHttpFullResponse {
  body: unknown;
  headers: IDataObject;
  statusCode: number;
  statusMessage?: string;
}

/** The legacy `helpers.request` options (request-promise style). */
export interface IRequestOptions {
  uri?: string;
  url?: string;
  baseURL?: string;
  method?: string;
  qs?: IDataObject;
  qsStringifyOptions?: { arrayFormat?: 'indices' | 'brackets' | 'repeat' | 'comma' };
  useQuerystring?: boolean;
  headers?: IDataObject;
  body?: unknown;
  form?: IDataObject | string;
  formData?: IDataObject;
  json?: boolean;
  /** `null` answers the body as bytes. */
  encoding?: string | null;
  resolveWithFullResponse?: boolean;
  /** When false, HTTP error statuses do not reject. */
  simple?: boolean;
  timeout?: number;
  auth?: { user?: string; username?: string; pass?: string; password?: string; sendImmediately?: boolean; bearer?: string };
  followRedirect?: boolean;
  followAllRedirects?: boolean;
  rejectUnauthorized?: boolean;
  gzip?: boolean;
  proxy?: unknown;
  [key: string]: unknown;
}
