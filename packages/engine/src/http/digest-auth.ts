import { createHash, randomBytes } from 'node:crypto';

/** The fields of a `WWW-Authenticate: Digest ...` challenge. */
export type DigestChallenge = Record<string, string>;

/** Parses the Digest challenge of a WWW-Authenticate header, or undefined when there is none. */
export function parseDigestChallenge(header: string | string[] | undefined): DigestChallenge | undefined {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  const digest = values.find((value) => /^\s*digest\s/i.test(value));
  if (!digest) return undefined;
  const fields: DigestChallenge = {};
  const pattern = /([a-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/gi;
  for (const match of digest.replace(/^\s*digest\s+/i, '').matchAll(pattern)) {
    fields[(match[1] as string).toLowerCase()] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3] ?? '';
  }
  return fields;
}

function hasher(algorithm: string): (text: string) => string {
  const name = algorithm.toUpperCase().replace(/-SESS$/, '') === 'SHA-256' ? 'sha256' : 'md5';
  return (text) => createHash(name).update(text).digest('hex');
}

/** The Authorization header answering a Digest challenge (RFC 7616; qop "auth", MD5 or SHA-256, -sess). */
export function digestAuthorization(
  challenge: DigestChallenge, credentials: { username: string; password: string },
  request: { method: string; uri: string }, nonceCount = 1,
): string {
  const algorithm = challenge.algorithm ?? 'MD5';
  const hash = hasher(algorithm);
  const realm = challenge.realm ?? '';
  const nonce = challenge.nonce ?? '';
  const qop = challenge.qop?.split(',').map((value) => value.trim()).includes('auth') ? 'auth' : undefined;
  const cnonce = randomBytes(8).toString('hex');
  const nc = nonceCount.toString(16).padStart(8, '0');
  let ha1 = hash(`${credentials.username}:${realm}:${credentials.password}`);
  if (/-sess$/i.test(algorithm)) ha1 = hash(`${ha1}:${nonce}:${cnonce}`);
  const ha2 = hash(`${request.method}:${request.uri}`);
  const response = qop ? hash(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : hash(`${ha1}:${nonce}:${ha2}`);
  const parts = [
    `username="${credentials.username}"`, `realm="${realm}"`, `nonce="${nonce}"`, `uri="${request.uri}"`,
    `algorithm=${algorithm}`, `response="${response}"`,
  ];
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  if (challenge.opaque !== undefined) parts.push(`opaque="${challenge.opaque}"`);
  return `Digest ${parts.join(', ')}`;
}
