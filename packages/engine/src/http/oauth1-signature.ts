import { createHmac, randomBytes } from 'node:crypto';

export type OAuth1SignatureMethod = 'HMAC-SHA1' | 'HMAC-SHA256' | 'HMAC-SHA512';

const HASHES: Record<OAuth1SignatureMethod, string> = {
  'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256', 'HMAC-SHA512': 'sha512',
};

export function isOAuth1SignatureMethod(value: unknown): value is OAuth1SignatureMethod {
  return typeof value === 'string' && Object.hasOwn(HASHES, value);
}

/** RFC 3986 percent-encoding, which RFC 5849 requires (encodeURIComponent leaves !'()* alone). */
export function oauthPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface OAuth1Keys {
  consumerKey: string;
  consumerSecret: string;
  /** The temporary or access token, when the request has one. */
  token?: string;
  tokenSecret?: string;
  signatureMethod: OAuth1SignatureMethod;
}

export interface OAuth1Request {
  method: string;
  /** The full URL the request goes to, query string included. */
  url: string;
  /** Decoded name/value pairs of an application/x-www-form-urlencoded body (they are signed too). */
  formParameters?: Array<[string, string]>;
}

/** Protocol parameters a step of the OAuth 1 dance adds (`oauth_callback`, `oauth_verifier`). */
export type OAuth1ExtraParameters = Record<string, string>;

/** RFC 5849 §3.4.1.2: scheme and host lower case, the default port left out, no query or fragment. */
function baseStringUri(url: URL): string {
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const port = url.port === '' || defaultPort ? '' : `:${url.port}`;
  return `${url.protocol.toLowerCase()}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
}

/** RFC 5849 §3.4.1.3.2: every parameter encoded, sorted by name then value, joined with & and =. */
function normalizedParameters(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]) => [oauthPercentEncode(name), oauthPercentEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

// Byte order, not locale order: the other side sorts the same way.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The signature base string of RFC 5849 §3.4.1. */
export function oauth1SignatureBaseString(request: OAuth1Request, protocolParameters: Record<string, string>): string {
  const url = new URL(request.url);
  const pairs: Array<[string, string]> = [
    ...[...url.searchParams.entries()],
    ...(request.formParameters ?? []),
    ...Object.entries(protocolParameters).filter(([name]) => name !== 'oauth_signature' && name !== 'realm'),
  ];
  return [request.method.toUpperCase(), baseStringUri(url), normalizedParameters(pairs)].map(oauthPercentEncode).join('&');
}

export function oauth1Signature(baseString: string, keys: Pick<OAuth1Keys, 'consumerSecret' | 'tokenSecret' | 'signatureMethod'>): string {
  const key = `${oauthPercentEncode(keys.consumerSecret)}&${oauthPercentEncode(keys.tokenSecret ?? '')}`;
  return createHmac(HASHES[keys.signatureMethod], key).update(baseString).digest('base64');
}

/** Nonce and timestamp, replaceable so that a test can reproduce a published example. */
export interface OAuth1Clock {
  nonce(): string;
  timestamp(): string;
}

const systemClock: OAuth1Clock = {
  nonce: () => randomBytes(16).toString('hex'),
  timestamp: () => String(Math.floor(Date.now() / 1000)),
};

/** The signed protocol parameters of one request. */
export function signOAuth1(
  request: OAuth1Request, keys: OAuth1Keys, extra: OAuth1ExtraParameters = {}, clock: OAuth1Clock = systemClock,
): Record<string, string> {
  const parameters: Record<string, string> = {
    oauth_consumer_key: keys.consumerKey,
    oauth_nonce: clock.nonce(),
    oauth_signature_method: keys.signatureMethod,
    oauth_timestamp: clock.timestamp(),
    oauth_version: '1.0',
    ...(keys.token ? { oauth_token: keys.token } : {}),
    ...extra,
  };
  parameters.oauth_signature = oauth1Signature(oauth1SignatureBaseString(request, parameters), keys);
  return parameters;
}

/** The `Authorization: OAuth ...` header value of RFC 5849 §3.5.1. */
export function oauth1AuthorizationHeader(parameters: Record<string, string>): string {
  const fields = Object.entries(parameters).map(([name, value]) => `${oauthPercentEncode(name)}="${oauthPercentEncode(value)}"`);
  return `OAuth ${fields.join(', ')}`;
}

/** Parses an `Authorization: OAuth ...` header (for providers in tests and for checking our own output). */
export function parseOAuth1AuthorizationHeader(header: string): Record<string, string> | undefined {
  if (!/^OAuth\s/i.test(header)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(6).matchAll(/([\w.~%-]+)="([^"]*)"/g)) {
    fields[decodeURIComponent(match[1] as string)] = decodeURIComponent(match[2] as string);
  }
  return fields;
}
