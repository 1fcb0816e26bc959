import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(await verifyPassword(hash, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse 1')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('stores argon2id with its own salt, never the password itself', async () => {
    const first = await hashPassword('Secret123');
    const second = await hashPassword('Secret123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toContain('Secret123');
    expect(first).not.toBe(second);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
  });
});
