import { createHash, createHmac, getHashes, randomBytes, randomUUID } from 'node:crypto';

const HASHES = new Set(getHashes());
/** Enough for any key or token; more would only let code allocate outside the isolate's memory limit. */
const MAX_RANDOM_BYTES = 65_536;

function base64Chunks(value: unknown): Buffer[] {
  if (!Array.isArray(value) || value.some((chunk) => typeof chunk !== 'string')) throw new TypeError('The data to hash is not valid');
  return (value as string[]).map((chunk) => Buffer.from(chunk, 'base64'));
}

function algorithmOf(value: unknown): string {
  const algorithm = typeof value === 'string' ? value.toLowerCase() : '';
  if (!HASHES.has(algorithm)) throw new Error(`Digest method not supported: ${String(value)}`);
  return algorithm;
}

/**
 * The host's half of the sandbox's `crypto` module: hashes, HMACs and random values, computed here
 * from the JSON the isolate sends (base64 chunks) and answered as base64 or text.
 */
export function answerCrypto(args: unknown[]): string {
  const [kind] = args;
  switch (kind) {
    case 'hash': {
      const hash = createHash(algorithmOf(args[1]));
      for (const chunk of base64Chunks(args[3])) hash.update(chunk);
      return hash.digest('base64');
    }
    case 'hmac': {
      if (typeof args[2] !== 'string') throw new TypeError('The HMAC key must be a string or a Buffer');
      const hmac = createHmac(algorithmOf(args[1]), Buffer.from(args[2], 'base64'));
      for (const chunk of base64Chunks(args[3])) hmac.update(chunk);
      return hmac.digest('base64');
    }
    case 'uuid':
      return randomUUID();
    case 'bytes': {
      const size = args[1];
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > MAX_RANDOM_BYTES) {
        throw new RangeError(`The number of random bytes must be a whole number from 0 to ${MAX_RANDOM_BYTES}`);
      }
      return randomBytes(size).toString('base64');
    }
    default:
      throw new TypeError(`Unknown crypto request "${String(kind)}"`);
  }
}
