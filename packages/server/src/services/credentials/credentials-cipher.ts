import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { IDataObject } from '@weft/workflow';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Stored data could not be decrypted: another key encrypted it, or it was changed. */
export class CredentialsDecryptionError extends Error {
  constructor() {
    super('The credentials could not be decrypted: they were encrypted with another encryption key, or changed');
    this.name = 'CredentialsDecryptionError';
  }
}

/**
 * AES-256-GCM for credential data at rest. The stored form is `v1:` followed by base64 of
 * iv (12 bytes) + authentication tag (16 bytes) + ciphertext; the tag makes tampering detectable.
 */
export class CredentialsCipher {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    // Any key text becomes a 256-bit key; a generated key already has 192 bits of randomness.
    this.key = createHash('sha256').update(encryptionKey, 'utf8').digest();
  }

  encrypt(data: IDataObject): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  decrypt(stored: string): IDataObject {
    if (!stored.startsWith(`${VERSION}:`)) throw new CredentialsDecryptionError();
    const raw = Buffer.from(stored.slice(VERSION.length + 1), 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new CredentialsDecryptionError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as IDataObject;
    } catch {
      throw new CredentialsDecryptionError();
    }
  }
}
