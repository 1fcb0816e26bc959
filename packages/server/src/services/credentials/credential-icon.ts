import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ICredentialType } from '@weft/workflow';

const MIME_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** The folder of the built-in credential types (their sources: built output holds no icons). */
function credentialsFolder(): string | undefined {
  try {
    const entry = fileURLToPath(import.meta.resolve('@weft/nodes'));
    const folder = join(dirname(entry), 'credentials').replace(/([\\/])dist([\\/])/, '$1src$2');
    return existsSync(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the icon file of a credential type is (`icon: 'file:name.svg'`, beside the built-in types),
 * or undefined for font icons, node icons and types without one.
 */
export function credentialIconFile(type: ICredentialType | undefined): { path: string; mimeType: string } | undefined {
  const icon = type?.icon;
  if (!icon?.startsWith('file:')) return undefined;
  const file = icon.slice('file:'.length);
  // Only a plain file name: never a path out of the folder.
  const match = /^[\w.-]+\.(svg|png)$/.exec(file);
  if (!match || file.includes('..')) return undefined;
  const folder = credentialsFolder();
  if (!folder) return undefined;
  const path = join(folder, file);
  return existsSync(path) ? { path, mimeType: MIME_TYPES[match[1] as string] as string } : undefined;
}
