import { createHash, createHmac, createSign, randomBytes, randomInt, randomUUID } from 'node:crypto';

export type DigestEncoding = 'hex' | 'base64';

/** n8n's type names (MD5, SHA3-256, ...) as Node's crypto calls them. */
export function nodeAlgorithm(type: string): string {
  return type.toLowerCase();
}

export function hashValue(type: string, data: string | Uint8Array, encoding: DigestEncoding): string {
  return createHash(nodeAlgorithm(type)).update(data).digest(encoding);
}

export function hmacValue(type: string, data: string | Uint8Array, secret: string, encoding: DigestEncoding): string {
  return createHmac(nodeAlgorithm(type), secret).update(data).digest(encoding);
}

export function signValue(algorithm: string, data: string, privateKey: string, encoding: DigestEncoding): string {
  return createSign(algorithm).update(data).sign(privateKey, encoding);
}

const ASCII_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string: a UUID, or `length` characters of letters and digits, base64 or hex. */
export function generateValue(encodingType: string, length: number): string {
  switch (encodingType) {
    case 'uuid':
      return randomUUID();
    case 'ascii':
      return Array.from({ length }, () => ASCII_LETTERS[randomInt(ASCII_LETTERS.length)]).join('');
    case 'base64':
      return randomBytes(Math.ceil((length * 3) / 4) + 1).toString('base64').slice(0, length);
    case 'hex':
      return randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
    default:
      throw new Error(`Unknown encoding type "${encodingType}"`);
  }
}
