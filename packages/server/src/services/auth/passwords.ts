import type { argon2id, hash, verify } from 'argon2';

interface Argon2 {
  argon2id: typeof argon2id;
  hash: typeof hash;
  verify: typeof verify;
}

let loading: Promise<Argon2> | undefined;
/** The hashing library (a native addon), loaded with the first password checked rather than at start. */
function argon2(): Promise<Argon2> {
  loading ??= import('argon2');
  return loading;
}

/**
 * OWASP's recommended argon2id cost (19 MiB, 2 passes, 1 lane): the library's default (64 MiB, 4
 * lanes) takes several times longer per sign-in on a small self-hosted machine for little gain.
 */
const cost = (library: Argon2) => ({ type: library.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }) as const;

/**
 * Passwords are stored as argon2id PHC strings (salt and cost inside the string), so the cost can be
 * raised later without breaking the hashes already stored.
 */
export async function hashPassword(plain: string): Promise<string> {
  const library = await argon2();
  return library.hash(plain, cost(library));
}

/** False for a wrong password and for anything that is not an argon2 hash (never throws on bad input). */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  const library = await argon2();
  try {
    return await library.verify(hash, plain);
  } catch {
    return false;
  }
}
