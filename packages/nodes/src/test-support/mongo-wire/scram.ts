import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The server's half of SCRAM-SHA-256 (RFC 5802 / RFC 7677), as MongoDB runs it through saslStart and
 * saslContinue: the proof is checked against keys derived from the password, so a wrong password is
 * refused the way mongod refuses it.
 */

const ITERATIONS = 15000;

export interface ScramUser { salt: Buffer; storedKey: Buffer; serverKey: Buffer }

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

export function scramUser(password: string): ScramUser {
  const salt = randomBytes(28);
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256');
  return { salt, storedKey: createHash('sha256').update(hmac(salted, 'Client Key')).digest(), serverKey: hmac(salted, 'Server Key') };
}

function attributes(message: string): Record<string, string> {
  return Object.fromEntries(message.split(',').map((part) => [part.slice(0, 1), part.slice(2)]));
}

const unescapeName = (name: string) => name.replace(/=2C/g, ',').replace(/=3D/g, '=');

export interface ScramStart { user: string; clientFirstBare: string; serverFirst: string; nonce: string }

/** The client's first message (`n,,n=user,r=nonce`): the user's name and the server's first answer. */
export function scramStart(clientFirst: string, lookup: (user: string) => ScramUser | undefined): ScramStart | undefined {
  const clientFirstBare = clientFirst.replace(/^[^,]*,[^,]*,/, '');
  const { n, r } = attributes(clientFirstBare);
  const user = unescapeName(n ?? '');
  const known = lookup(user);
  if (!known || !r) return undefined;
  const nonce = `${r}${randomBytes(18).toString('base64')}`;
  return { user, clientFirstBare, nonce, serverFirst: `r=${nonce},s=${known.salt.toString('base64')},i=${ITERATIONS}` };
}

/** Checks the client's proof; answers the server's signature (`v=...`) when it holds. */
export function scramFinish(start: ScramStart, clientFinal: string, user: ScramUser): string | undefined {
  const { r, p } = attributes(clientFinal);
  if (r !== start.nonce || !p) return undefined;
  const withoutProof = clientFinal.slice(0, clientFinal.lastIndexOf(',p='));
  const authMessage = `${start.clientFirstBare},${start.serverFirst},${withoutProof}`;
  const signature = hmac(user.storedKey, authMessage);
  const proof = Buffer.from(p, 'base64');
  if (proof.length !== signature.length) return undefined;
  const clientKey = Buffer.from(proof.map((byte, index) => byte ^ (signature[index] ?? 0)));
  if (!timingSafeEqual(createHash('sha256').update(clientKey).digest(), user.storedKey)) return undefined;
  return `v=${hmac(user.serverKey, authMessage).toString('base64')}`;
}
