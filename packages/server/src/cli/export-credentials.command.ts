import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { StoredCredentials } from '../db/credentials.repository.js';
import type { AppServices } from '../services/app-services.js';
import { CliError, parseOptions, stringOption, withCliContext } from './cli-context.js';

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
  let id: string | undefined;
  let output: string | undefined;
  let all = false;
  let decrypted = false;
  try {
    const options = parseOptions(args);
    id = stringOption(options, 'id');
    output = stringOption(options, 'output');
    all = options.get('all') === true;
    decrypted = options.get('decrypted') === true;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\nUsage: ${usage}\n`);
    return 1;
  }
  if ((id === undefined) === !all) {
    process.stderr.write(`Give either --id or --all.\nUsage: ${usage}\n`);
    return 1;
  }
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
    const text = `${JSON.stringify(content, null, 2)}\n`;
    if (output === undefined) {
      process.stdout.write(text);
      return 0;
    }
    const file = resolve(output);
    try {
      // Decrypted secrets: readable by the file's owner only.
      await writeFile(file, text, { mode: 0o600 });
    } catch (error) {
      throw new CliError(`The file "${file}" could not be written: ${(error as Error).message}`);
    }
    process.stdout.write(`Exported ${count} credential${count === 1 ? '' : 's'}${decrypted ? ' (decrypted)' : ''} to ${file}\n`);
    return 0;
  });
}
