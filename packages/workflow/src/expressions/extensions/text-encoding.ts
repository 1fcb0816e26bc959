import { fail } from './extension-support.js';

/*
 * Encodings of text as UTF-8 bytes, with what the browser and Node both offer (the editor evaluates
 * expressions for its previews too).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

export function base64Encode(text: string): string {
  const bytes = utf8Bytes(text);
  let encoded = '';
  for (let start = 0; start < bytes.length; start += 3) {
    const [a = 0, b, c] = bytes.slice(start, start + 3);
    const group = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    encoded += BASE64.charAt(group >> 18) + BASE64.charAt((group >> 12) & 63);
    encoded += b === undefined ? '=' : BASE64.charAt((group >> 6) & 63);
    encoded += c === undefined ? '=' : BASE64.charAt(group & 63);
  }
  return encoded;
}

/** Lenient as n8n is: characters outside the alphabet are skipped, the URL-safe alphabet is read too. */
export function base64Decode(text: string): string {
  const digits: number[] = [];
  for (const char of text.replaceAll('-', '+').replaceAll('_', '/')) {
    if (char === '=') break;
    const digit = BASE64.indexOf(char);
    if (digit >= 0) digits.push(digit);
  }
  const bytes: number[] = [];
  for (let start = 0; start + 1 < digits.length; start += 4) {
    const [a = 0, b = 0, c, d] = digits.slice(start, start + 4);
    bytes.push((a << 2) | (b >> 4));
    if (c !== undefined) bytes.push(((b & 15) << 4) | (c >> 2));
    if (c !== undefined && d !== undefined) bytes.push(((c & 3) << 6) | d);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** Malformed percent-encoding throws JavaScript's own URIError, which n8n treats as a native failure. */
export function urlDecode(text: string, entireUrl: boolean): string {
  return entireUrl ? decodeURI(text) : decodeURIComponent(text);
}

const ALGORITHMS: Record<string, string> = {
  md5: 'md5', sha1: 'sha1', sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', sha3: 'sha3-512',
};

interface NodeCrypto { createHash(algorithm: string): { update(data: string, encoding: 'utf8'): { digest(encoding: 'hex'): string } } }

function nodeCrypto(): NodeCrypto | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } }).process;
  return runtime?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
}

/** `hash(algorithm)`: the hex digest of the text's UTF-8 bytes; `base64` encodes instead. */
export function hashText(text: string, algorithm: unknown = 'md5'): string {
  if (typeof algorithm !== 'string') throw new TypeError(`hash() takes the algorithm's name as text, not ${typeof algorithm}`);
  const name = algorithm.toLowerCase();
  if (name === 'base64') return base64Encode(text);
  const nodeName = ALGORITHMS[name];
  if (!nodeName) fail(`Unknown algorithm ${String(algorithm)}. Available algorithms are: ${Object.keys(ALGORITHMS).join(',')}, and Base64.`);
  const crypto = nodeCrypto();
  if (!crypto) fail('hash() is only available when the workflow runs, not in this preview');
  return crypto.createHash(nodeName).update(text, 'utf8').digest('hex');
}
