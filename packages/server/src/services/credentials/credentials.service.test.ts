import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.js';
import { CredentialsCipher } from './credentials-cipher.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const use = { id: null, name: 'Basic account' };

describe('stored credentials', () => {
  it('stores the data encrypted and gives it back decrypted, by id and by name', async () => {
    server = await createTestServer();
    const { credentials, repositories } = server.services;
    const created = await credentials.create({ name: 'Basic account', type: 'httpBasicAuth', data: { user: 'ada', password: 's3cret!' } });
    const row = await repositories.credentials.findById(created.id);
    expect(row?.data).toMatch(/^v1:/);
    expect(row?.data).not.toContain('s3cret!');
    expect(await credentials.getDecrypted({ id: created.id, name: 'renamed since' }, 'httpBasicAuth'))
      .toEqual({ user: 'ada', password: 's3cret!' });
    expect(await credentials.getDecrypted(use, 'httpBasicAuth')).toEqual({ user: 'ada', password: 's3cret!' });
  });

  it('generates the key once into <userFolder>/config, readable by its owner only, and reads it after a restart', async () => {
    server = await createTestServer();
    const file = join(server.config.userFolder, 'config');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { encryptionKey } = JSON.parse(readFileSync(file, 'utf8')) as { encryptionKey: string };
    expect(encryptionKey.length).toBeGreaterThanOrEqual(32);
    const created = await server.services.credentials.create({ name: 'Header', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'k' } });
    await server.restart();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ encryptionKey });
    expect((await server.services.credentials.get(created.id))?.data).toEqual({ name: 'X-Key', value: 'k' });
  });

  it('uses WEFT_ENCRYPTION_KEY when set', async () => {
    server = await createTestServer({ env: { WEFT_ENCRYPTION_KEY: 'a key of sixteen or more' } });
    const created = await server.services.credentials.create({ name: 'Basic account', type: 'httpBasicAuth', data: { user: 'u' } });
    const row = await server.services.repositories.credentials.findById(created.id);
    expect(new CredentialsCipher('a key of sixteen or more').decrypt(row?.data ?? '')).toEqual({ user: 'u' });
    expect(() => new CredentialsCipher('another key entirely').decrypt(row?.data ?? '')).toThrow(
      'The credentials could not be decrypted: they were encrypted with another encryption key, or changed',
    );
  });

  it('says which credential is missing or ambiguous, in the spec wording', async () => {
    server = await createTestServer();
    const { credentials } = server.services;
    await expect(credentials.getDecrypted({ id: '42', name: 'x' }, 'httpBasicAuth'))
      .rejects.toThrow('Credential with ID "42" does not exist for type "httpBasicAuth".');
    await expect(credentials.getDecrypted(use, 'httpBasicAuth')).rejects.toThrow(
      'Credentials with name "Basic account" do not exist for "httpBasicAuth". You can create credentials with the exact name and then they get auto-selected on refresh.',
    );
    await credentials.create({ name: 'Basic account', type: 'httpBasicAuth', data: {} });
    await credentials.create({ name: 'Basic account', type: 'httpBasicAuth', data: {} });
    await expect(credentials.getDecrypted(use, 'httpBasicAuth')).rejects.toThrow(
      'Credentials with name "Basic account" exist for "httpBasicAuth". Credentials are not clearly identified. Please select the correct credentials.',
    );
    const other = await credentials.create({ name: 'Header', type: 'httpHeaderAuth', data: {} });
    await expect(credentials.getDecrypted({ id: other.id, name: 'Header' }, 'httpBasicAuth'))
      .rejects.toThrow(`Credential with ID "${other.id}" does not exist for type "httpBasicAuth".`);
  });

  it('detects changed ciphertext', () => {
    const cipher = new CredentialsCipher('0123456789abcdef');
    const stored = cipher.encrypt({ token: 'abc' });
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`)).toThrow('could not be decrypted');
  });
});
