import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, execute, parse, validate } from 'graphql';
import type { DocumentNode, GraphQLError } from 'graphql';

/** What the server saw of one request, readable through the `request` field of the schema. */
interface RequestInfo {
  method: string;
  contentType: string;
  headers: Record<string, string>;
}

const schema = buildSchema(`
  type User { id: Int!, name: String! }
  type RequestInfo { method: String!, contentType: String!, header(name: String!): String }
  type Query {
    users: [User!]!
    user(id: Int!): User
    request: RequestInfo!
    boom: String
  }
  type Mutation { addUser(name: String!): User! }
`);

export const KEYS = {
  basic: { user: 'ada', password: 'secret' },
  header: { name: 'X-Api-Key', value: 'k-123' },
  query: { name: 'api_key', value: 'q-456' },
  digest: { user: 'ada', password: 'secret', realm: 'weft', nonce: '6f1b3c0d9e8a7b6c5d4e3f2a1b0c9d8e' },
  oauth1: { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' },
  oauth2: { stale: 'stale-token', fresh: 'fresh-token', refresh: 'refresh-1', clientId: 'client', clientSecret: 'client-secret' },
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** RFC 3986 encoding, as OAuth1 wants it. */
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The fields of an Authorization header; OAuth1 percent-encodes its values, Digest does not. */
function fieldsOf(header: string, scheme: 'Digest' | 'OAuth'): Record<string, string> {
  const decode = scheme === 'OAuth' ? decodeURIComponent : (value: string) => value;
  return Object.fromEntries([...header.slice(scheme.length + 1).matchAll(/(\w+)="?([^",]*)"?/g)].map((m) => [m[1], decode(m[2] ?? '')]));
}

function digestOk(header: string, method: string): boolean {
  if (!header.startsWith('Digest ')) return false;
  const f = fieldsOf(header, 'Digest');
  const { user, password, realm, nonce } = KEYS.digest;
  const expected = md5(`${md5(`${user}:${realm}:${password}`)}:${nonce}:${f.nc}:${f.cnonce}:${f.qop}:${md5(`${method}:${f.uri}`)}`);
  return f.username === user && f.response === expected;
}

/** Checks an HMAC-SHA1 OAuth1 signature from scratch (RFC 5849 §3.4), without Weft's own signing code. */
function oauth1Ok(header: string, method: string, url: URL, host: string): boolean {
  if (!header.startsWith('OAuth ')) return false;
  const f = fieldsOf(header, 'OAuth');
  const { consumerKey, consumerSecret, token, tokenSecret } = KEYS.oauth1;
  if (f.oauth_consumer_key !== consumerKey || f.oauth_token !== token || f.oauth_signature_method !== 'HMAC-SHA1') return false;
  const parameters = [...url.searchParams.entries(), ...Object.entries(f).filter(([key]) => key.startsWith('oauth_') && key !== 'oauth_signature')]
    .map(([key, value]) => [rfc3986(key), rfc3986(value)]).sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1));
  const base = [method, rfc3986(`http://${host}${url.pathname}`), rfc3986(parameters.map(([k, v]) => `${k}=${v}`).join('&'))].join('&');
  const signature = createHmac('sha1', `${rfc3986(consumerSecret)}&${rfc3986(tokenSecret)}`).update(base).digest('base64');
  return f.oauth_signature === signature;
}

/** Whether the request passes the check of its path (`/graphql` is open; the others each want one kind of credential). */
function authorized(request: http.IncomingMessage, url: URL): boolean {
  const authorization = request.headers.authorization ?? '';
  const method = request.method ?? 'GET';
  switch (url.pathname) {
    case '/graphql': return true;
    case '/basic': return authorization === `Basic ${Buffer.from(`${KEYS.basic.user}:${KEYS.basic.password}`).toString('base64')}`;
    case '/header': return request.headers[KEYS.header.name.toLowerCase()] === KEYS.header.value;
    case '/query': return url.searchParams.get(KEYS.query.name) === KEYS.query.value;
    case '/custom': return request.headers['x-tenant'] === 'acme' && url.searchParams.get('region') === 'eu';
    case '/digest': return digestOk(authorization, method);
    case '/oauth1': return oauth1Ok(authorization, method, url, request.headers.host ?? '');
    case '/oauth2': return authorization === `Bearer ${KEYS.oauth2.fresh}`;
    default: return false;
  }
}

interface Operation { query: string; variables?: Record<string, unknown>; operationName?: string | null }

/** The operation of a GraphQL-over-HTTP request: the URL's `query` for GET, a JSON or application/graphql body for POST. */
function operationOf(request: http.IncomingMessage, url: URL, body: string): Operation | string {
  if (request.method === 'GET') return { query: url.searchParams.get('query') ?? '' };
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
  if (type === 'application/graphql') return { query: body };
  if (type !== 'application/json') return `Unsupported content type "${type}"`;
  try {
    return JSON.parse(body) as Operation;
  } catch {
    return 'The body is not valid JSON';
  }
}

/**
 * A real GraphQL server on 127.0.0.1 (the graphql reference implementation parses, validates and runs
 * every query). Users can be listed, read and added; `boom` fails in its resolver; `request` tells what
 * the request carried. Paths other than /graphql want credentials, as named in `KEYS`; /token refreshes
 * OAuth2 tokens.
 */
export async function startGraphqlServer(): Promise<{ url: string; close(): Promise<void> }> {
  const users = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, value: unknown, headers: http.OutgoingHttpHeaders = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/token') {
        const form = new URLSearchParams(body);
        const ok = form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === KEYS.oauth2.refresh;
        return ok ? send(200, { access_token: KEYS.oauth2.fresh, token_type: 'bearer', refresh_token: KEYS.oauth2.refresh }) : send(400, { error: 'invalid_grant' });
      }
      if (url.pathname === '/not-json') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<h1>Welcome</h1>');
      }
      if (!authorized(request, url)) {
        const challenge: http.OutgoingHttpHeaders = url.pathname === '/digest'
          ? { 'www-authenticate': `Digest realm="${KEYS.digest.realm}", qop="auth", nonce="${KEYS.digest.nonce}"` } : {};
        return send(401, { errors: [{ message: 'Unauthorized' }] }, challenge);
      }
      const operation = operationOf(request, url, body);
      if (typeof operation === 'string') return send(400, { errors: [{ message: operation }] });
      let document: DocumentNode;
      try {
        document = parse(operation.query);
      } catch (error) {
        return send(400, { errors: [(error as GraphQLError).toJSON()] });
      }
      const invalid = validate(schema, document);
      if (invalid.length > 0) return send(400, { errors: invalid.map((error) => error.toJSON()) });
      const info: RequestInfo = {
        method: request.method ?? '', contentType: request.headers['content-type'] ?? '',
        headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)])),
      };
      const rootValue = {
        users: () => users,
        user: ({ id }: { id: number }) => users.find((user) => user.id === id) ?? null,
        addUser: ({ name }: { name: string }) => {
          const user = { id: users.length + 1, name };
          users.push(user);
          return user;
        },
        boom: () => { throw new Error('Boom went the resolver'); },
        request: () => ({ ...info, header: ({ name }: { name: string }) => info.headers[name.toLowerCase()] ?? null }),
      };
      Promise.resolve(execute({ schema, document, rootValue, variableValues: operation.variables ?? undefined, operationName: operation.operationName ?? undefined }))
        .then((result) => send(200, result), (error: unknown) => send(500, { errors: [{ message: String(error) }] }));
      return undefined;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
