import type {
  ICredentialDataDecryptedObject, ICredentialType, IDataObject, IHttpRequestOptions,
} from '@weft/workflow';
import { lineageProperties } from '@weft/workflow';
import { performHttpRequest, requestUrl } from './http-request.js';
import { isOAuth1SignatureMethod, oauth1AuthorizationHeader, signOAuth1 } from './oauth1-signature.js';
import { stringifyQuery } from './query-string.js';

/** A credential cannot be applied to a request (an unsupported template, a missing token). */
export class CredentialAuthError extends Error {
  constructor(message: string, readonly description?: string) {
    super(message);
    this.name = 'CredentialAuthError';
  }
}

const REFERENCE = /^\s*\$(?:credentials|self)\s*((?:\??\.\s*[A-Za-z_$][\w$]*|\[\s*(?:'[^']*'|"[^"]*")\s*\])*)\s*$/;
const STEP = /\??\.\s*([A-Za-z_$][\w$]*)|\[\s*(?:'([^']*)'|"([^"]*)")\s*\]/g;

function lookup(credentials: IDataObject, path: string): unknown {
  let current: unknown = credentials;
  for (const step of path.matchAll(STEP)) {
    const key = step[1] ?? step[2] ?? step[3] ?? '';
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as IDataObject)[key];
  }
  return current;
}

const QUOTED = String.raw`(?:"([^"]*)"|'([^']*)')`;
/** `$credentials.a === "x" ? <b> : <c>`: a choice on one field's value (Twilio's auth token or API key). */
const CHOICE = new RegExp(String.raw`^\s*([^?:=!]+?)\s*(===|!==)\s*${QUOTED}\s*\?\s*([^?:]+?)\s*:\s*([^?:]+?)\s*$`);
/** `$credentials.url.replace(/\/$/, "")`: a base URL without its trailing slash (Mattermost's). */
const TRIM_SLASH = /^\s*(.+?)\s*\.replace\(\s*\/\\\/\$\/\s*,\s*(?:""|'')\s*\)\s*$/;

function evaluateReference(expression: string, credentials: IDataObject): unknown {
  const choice = CHOICE.exec(expression);
  if (choice) {
    const value = evaluateReference(choice[1] as string, credentials);
    const equal = value === (choice[3] ?? choice[4]);
    return evaluateReference((equal === (choice[2] === '===') ? choice[5] : choice[6]) as string, credentials);
  }
  const trim = TRIM_SLASH.exec(expression);
  if (trim) {
    const value = evaluateReference(trim[1] as string, credentials);
    return typeof value === 'string' ? value.replace(/\/$/, '') : value;
  }
  const match = REFERENCE.exec(expression);
  if (!match) {
    throw new CredentialAuthError(
      `The credential template "{{${expression}}}" is not supported`,
      'Credential types may refer to their own fields only, as {{$credentials.field}}.',
    );
  }
  return lookup(credentials, match[1] ?? '');
}

/**
 * A credential's data with the fields its type builds from its other fields filled in: n8n's OAuth2
 * types make their URLs from a subdomain or tenant as `$self` templates
 * (`=https://{{$self["subdomain"]}}.zendesk.com/...`), which the fixed defaults leave out. A field the
 * data already holds is kept; a template this resolver cannot read is left out.
 */
export function withOwnFieldDefaults(lineage: readonly ICredentialType[], data: IDataObject): IDataObject {
  const resolved: IDataObject = { ...data };
  for (const property of lineageProperties(lineage)) {
    const template = property.default;
    if (typeof template !== 'string' || !template.startsWith('=') || !template.includes('$self')) continue;
    if (resolved[property.name] !== undefined && resolved[property.name] !== '') continue;
    try {
      resolved[property.name] = resolveCredentialTemplate(template, data) as IDataObject[keyof IDataObject];
    } catch (error) {
      if (!(error instanceof CredentialAuthError)) throw error;
    }
  }
  return resolved;
}

/**
 * Resolves the few `$credentials` references credential types use in `authenticate` and `test`
 * (`={{$credentials.token}}`, `=Bearer {{$credentials.token}}`). A whole-value reference keeps its
 * type; mixed text becomes a string. This is not the expression engine: nothing else is allowed.
 */
export function resolveCredentialTemplate(value: unknown, credentials: IDataObject): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) {
    if (Array.isArray(value)) return value.map((entry) => resolveCredentialTemplate(entry, credentials));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [
        String(resolveCredentialTemplate(key, credentials)), resolveCredentialTemplate(entry, credentials),
      ]));
    }
    return value;
  }
  const template = value.slice(1);
  // One expression and nothing else (`{{a}}/bot{{b}}` is two, joined as text below).
  const whole = /^\s*\{\{((?:(?!\{\{|\}\})[\s\S])*)\}\}\s*$/.exec(template);
  if (whole) return evaluateReference(whole[1] as string, credentials);
  return template.replace(/\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
    const resolved = evaluateReference(expression, credentials);
    if (resolved === undefined || resolved === null) return '';
    return typeof resolved === 'object' ? JSON.stringify(resolved) : String(resolved);
  });
}

function merge(target: IDataObject | undefined, extra: IDataObject | undefined): IDataObject | undefined {
  if (!extra) return target;
  return { ...(target ?? {}), ...extra };
}

function mergeBody(body: unknown, extra: IDataObject | undefined): unknown {
  if (!extra) return body;
  if (body === undefined || body === null) return { ...extra };
  if (typeof body === 'object' && !(body instanceof Uint8Array) && !Array.isArray(body)) return { ...(body as IDataObject), ...extra };
  return body;
}

function parseCustomAuth(json: unknown): IDataObject {
  if (typeof json === 'object' && json !== null) return json as IDataObject;
  try {
    const parsed = JSON.parse(String(json ?? '')) as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed as IDataObject;
  } catch {
    // Reported below.
  }
  throw new CredentialAuthError('The custom authentication is not valid JSON',
    'Give an object such as {"headers": {"X-Key": "..."}, "qs": {...}, "body": {...}}.');
}

function requestContentType(headers: IDataObject | undefined): string {
  const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type');
  return String(entry?.[1] ?? '').toLowerCase();
}

/** The decoded fields of a form body, which an OAuth 1 signature covers (JSON and multipart bodies are not signed). */
function formParameters(options: IHttpRequestOptions): Array<[string, string]> {
  const { body } = options;
  if (body instanceof URLSearchParams) return [...body.entries()];
  if (body === undefined || body === null || !requestContentType(options.headers).startsWith('application/x-www-form-urlencoded')) return [];
  if (typeof body === 'string') return [...new URLSearchParams(body).entries()];
  if (typeof body === 'object' && !(body instanceof Uint8Array)) {
    return [...new URLSearchParams(stringifyQuery(body as Record<string, unknown>, 'indices')).entries()];
  }
  return [];
}

/** RFC 5849: signs the request with the consumer key and the access token the connection stored. */
function signOAuth1Request(credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions): IHttpRequestOptions {
  const token = credentials.oauthTokenData as IDataObject | undefined;
  if (typeof token?.oauth_token !== 'string' || token.oauth_token === '') {
    throw new CredentialAuthError('The OAuth1 credential has no access token',
      'Connect the credential to its service first, so that it receives a token.');
  }
  const signatureMethod = credentials.signatureMethod ?? 'HMAC-SHA1';
  if (!isOAuth1SignatureMethod(signatureMethod)) {
    throw new CredentialAuthError(`The OAuth1 signature method "${String(signatureMethod)}" is not supported`,
      'Choose HMAC-SHA1, HMAC-SHA256 or HMAC-SHA512 in the credential.');
  }
  const parameters = signOAuth1({
    method: options.method ?? 'GET', url: requestUrl(options).href, formParameters: formParameters(options),
  }, {
    consumerKey: String(credentials.consumerKey ?? ''), consumerSecret: String(credentials.consumerSecret ?? ''),
    token: token.oauth_token, tokenSecret: typeof token.oauth_token_secret === 'string' ? token.oauth_token_secret : '',
    signatureMethod,
  });
  return { ...options, headers: { ...(options.headers ?? {}), Authorization: oauth1AuthorizationHeader(parameters) } };
}

/** Applies the generic auth credential types the HTTP Request node offers (they have no `authenticate`). */
function applyBuiltinAuth(type: string, credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions): IHttpRequestOptions | undefined {
  const text = (key: string) => String(credentials[key] ?? '');
  switch (type) {
    case 'httpBasicAuth':
      return { ...options, auth: { username: text('user'), password: text('password') } };
    case 'httpDigestAuth':
      return { ...options, auth: { username: text('user'), password: text('password'), sendImmediately: false } };
    case 'httpHeaderAuth':
      return { ...options, headers: { ...(options.headers ?? {}), [text('name')]: text('value') } };
    case 'httpBearerAuth':
      return { ...options, headers: { ...(options.headers ?? {}), Authorization: `Bearer ${text('token')}` } };
    case 'httpQueryAuth':
      return { ...options, qs: { ...(options.qs ?? {}), [text('name')]: text('value') } };
    case 'httpCustomAuth': {
      const custom = parseCustomAuth(credentials.json);
      return {
        ...options,
        headers: merge(options.headers, custom.headers as IDataObject | undefined),
        qs: merge(options.qs, custom.qs as IDataObject | undefined),
        body: mergeBody(options.body, custom.body as IDataObject | undefined),
      };
    }
    case 'oAuth2Api': {
      const token = credentials.oauthTokenData as IDataObject | undefined;
      const accessToken = token?.access_token;
      if (typeof accessToken !== 'string' || accessToken === '') {
        throw new CredentialAuthError('The OAuth2 credential has no access token',
          'Connect the credential to its service first, so that it receives a token.');
      }
      const tokenType = typeof token?.token_type === 'string' && token.token_type.toLowerCase() !== 'bearer' ? token.token_type : 'Bearer';
      return { ...options, headers: { ...(options.headers ?? {}), Authorization: `${tokenType} ${accessToken}` } };
    }
    case 'oAuth1Api':
      return signOAuth1Request(credentials, options);
    default:
      return undefined;
  }
}

/**
 * `options` with a credential applied: the type's own `authenticate` (generic templates or a
 * function), else the built-in rule of the nearest generic type it extends (e.g. OAuth2).
 */
export async function applyCredentialAuth(
  lineage: ICredentialType[], typeName: string, credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
  const own = lineage.find((type) => type.authenticate !== undefined);
  if (own?.authenticate) {
    const { authenticate } = own;
    if (typeof authenticate === 'function') return authenticate(credentials, options, { httpRequest: (request) => performHttpRequest(request) });
    const properties = resolveCredentialTemplate(authenticate.properties, credentials) as {
      headers?: IDataObject; qs?: IDataObject; body?: IDataObject; auth?: { username: string; password: string };
    };
    return {
      ...options,
      headers: merge(options.headers, properties.headers),
      qs: merge(options.qs, properties.qs),
      body: mergeBody(options.body, properties.body),
      ...(properties.auth ? { auth: { username: String(properties.auth.username ?? ''), password: String(properties.auth.password ?? '') } } : {}),
    };
  }
  // The types a service's type extends count even when the registry at hand does not hold them.
  for (const name of new Set([typeName, ...lineage.flatMap((type) => [type.name, ...(type.extends ?? [])])])) {
    const applied = applyBuiltinAuth(name, credentials, options);
    if (applied) return applied;
  }
  throw new CredentialAuthError(`Credentials of type "${typeName}" do not say how to authenticate a request`,
    'The credential type has no authenticate rule; the node must apply these credentials itself.');
}
