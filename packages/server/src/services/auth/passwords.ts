import argon2 from 'argon2';

/**
 * OWASP's recommended argon2id cost (19 MiB, 2 passes, 1 lane): the library's default (64 MiB, 4
 * lanes) takes several times longer per sign-in on a small self-hosted machine for little gain.
 */
const COST = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Passwords are stored as argon2id PHC strings (salt and cost inside the string), so the cost can be
 * raised later without breaking the hashes already stored.
 */
export async function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, COST);
}

/** False for a wrong password and for anything that is not an argon2 hash (never throws on bad input). */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
