import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface UserFolderConfig {
  encryptionKey?: string;
  [key: string]: unknown;
}

/** `<userFolder>/config`: JSON that holds the generated encryption key (readable by its owner only). */
export function userFolderConfigPath(userFolder: string): string {
  return join(userFolder, 'config');
}

function readUserFolderConfig(file: string): UserFolderConfig | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as UserFolderConfig;
  } catch {
    throw new Error(`${file} is not valid JSON. Fix it, or remove it only if no credentials were ever stored.`);
  }
}

/**
 * The key that encrypts credentials: WEFT_ENCRYPTION_KEY when set, otherwise the one in
 * `<userFolder>/config`, generated there on first use. Losing it makes stored credentials unreadable.
 */
export function resolveEncryptionKey(userFolder: string, fromEnvironment?: string): string {
  if (fromEnvironment) return fromEnvironment;
  const file = userFolderConfigPath(userFolder);
  const existing = readUserFolderConfig(file);
  if (typeof existing?.encryptionKey === 'string' && existing.encryptionKey !== '') return existing.encryptionKey;
  const encryptionKey = randomBytes(24).toString('base64');
  // 'wx' when there is no file: a second process starting at the same moment must not overwrite the key.
  const content = `${JSON.stringify({ ...existing, encryptionKey }, null, 2)}\n`;
  try {
    writeFileSync(file, content, { mode: 0o600, flag: existing ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveEncryptionKey(userFolder);
    throw error;
  }
  chmodSync(file, 0o600);
  return encryptionKey;
}
