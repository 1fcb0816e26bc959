import type { StoredCredentials } from '../db/credentials.repository.js';
import type { AppServices } from '../services/app-services.js';
import { CliError, withCliContext } from './cli-context.js';
import { parseExportArgs, writeExport } from './import-export.js';

export const usage = 'weft export:credentials --id <id> | --all [--output <file.json>] [--decrypted]';

/** n8n's export format: numeric id; data stays the encrypted string unless `decrypted`. */
function toExportFormat(services: AppServices, credential: StoredCredentials, decrypted: boolean): Record<string, unknown> {
  const numericId = Number(credential.id);
  return {
    id: Number.isSafeInteger(numericId) ? numericId : credential.id,
    name: credential.name,
    type: credential.type,
    data: decrypted ? services.credentials.decryptData(credential.data) : credential.data,
    nodesAccess: credential.nodesAccess,
    createdAt: credential.createdAt,
    updatedAt: credential.updatedAt,
  };
}

/**
 * `weft export:credentials --id X | --all [--output f.json] [--decrypted]`. Without --decrypted the data
 * stays encrypted (readable only with this instance's key); with it the file holds every secret in clear.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseExportArgs(args, usage);
  if (!parsed) return 1;
  const { id, output } = parsed;
  const decrypted = parsed.flags.has('decrypted');
  return withCliContext(async ({ services }) => {
    const repository = services.repositories.credentials;
    let content: unknown;
    let count: number;
    if (id !== undefined) {
      const stored = await repository.findById(id);
      if (!stored) throw new CliError(`There is no credential with the ID "${id}"`);
      content = [toExportFormat(services, stored, decrypted)];
      count = 1;
    } else {
      const list = (await repository.list()).map((credential) => toExportFormat(services, credential, decrypted));
      content = list;
      count = list.length;
    }
    const summary = (file: string) => `Exported ${count} credential${count === 1 ? '' : 's'}${decrypted ? ' (decrypted)' : ''} to ${file}`;
    // Decrypted secrets: readable by the file's owner only.
    await writeExport(content, output, summary, 0o600);
    return 0;
  });
}
