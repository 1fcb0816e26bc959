import { generateKeyPairSync, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateValue, hashValue, hmacValue, signValue } from './crypto-actions.js';

describe('crypto actions', () => {
  it('hashes text with each listed type', () => {
    expect(hashValue('MD5', 'hello', 'hex')).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(hashValue('SHA256', 'hello', 'hex')).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(hashValue('SHA256', 'hello', 'base64')).toBe('LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=');
    expect(hashValue('SHA3-256', 'hello', 'hex')).toBe('3338be694f50c5f338814986cdf0686453a888b84f424d792af4b9202398f392');
    for (const type of ['SHA3-384', 'SHA3-512', 'SHA384', 'SHA512']) expect(hashValue(type, 'hello', 'hex')).toMatch(/^[0-9a-f]+$/);
  });

  it('computes an HMAC with a secret', () => {
    expect(hmacValue('SHA256', 'hello', 'key', 'hex')).toBe('9307b3b915efb5171ff14d8cb55fbcc798c6c0ef1456d66ded1a6aa723a58b7b');
  });

  it('signs text that the public key verifies', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const signature = signValue('RSA-SHA256', 'hello', pem, 'base64');
    expect(createVerify('RSA-SHA256').update('hello').verify(publicKey, signature, 'base64')).toBe(true);
  });

  it('generates random strings of the asked length', () => {
    expect(generateValue('uuid', 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generateValue('ascii', 12)).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(generateValue('hex', 7)).toMatch(/^[0-9a-f]{7}$/);
    expect(generateValue('base64', 10)).toMatch(/^[A-Za-z0-9+/=]{10}$/);
    expect(generateValue('hex', 32)).not.toBe(generateValue('hex', 32));
  });
});
