import { CREDENTIAL_NAME_MAX_LENGTH } from '@weft/contracts';
import type { IDataObject } from '@weft/workflow';
import type { NodeAccess } from '../db/credentials.repository.js';
import { parseId } from '../db/codec.js';
import type { AppServices } from '../services/app-services.js';
import { CliError, readJsonFile, withCliContext } from './cli-context.js';
import { parseImportArgs } from './import-export.js';

export const usage = 'weft import:credentials --input <file.json>';

interface CredentialFromFile {
  id?: string;
  name: string;
  type: string;
  data: IDataObject;
  nodesAccess?: NodeAccess[];
}

function label(index: number, raw: unknown): string {
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? `Credential ${index + 1} ("${name}")` : `Credential ${index + 1}`;
}

function nodesAccessOf(raw: unknown, what: string): NodeAccess[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || !raw.every((entry) => typeof (entry as NodeAccess | null)?.nodeType === 'string')) {
    throw new CliError(`${what} has a "nodesAccess" that is not a list of {"nodeType": "..."}`);
  }
  return (raw as NodeAccess[]).map((entry) => ({ nodeType: entry.nodeType, ...(typeof entry.date === 'string' ? { date: entry.date } : {}) }));
}

/**
 * The credentials of a file in n8n's export format (one object or an array), every one checked before
 * anything is written. Data is an object (exported with --decrypted) or a string this instance's key
 * decrypts; another instance's encrypted string cannot be read here.
 */
function parseCredentialsFile(services: AppServices, raw: unknown): CredentialFromFile[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw new CliError('The file holds no credential');
  return list.map((entry: unknown, index) => {
    const what = label(index, entry);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new CliError(`${what} is not a credential object`);
    const { id, name, type, data, nodesAccess } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') throw new CliError(`${what} has no name`);
    if (name.trim().length > CREDENTIAL_NAME_MAX_LENGTH) throw new CliError(`${what} has a name longer than ${CREDENTIAL_NAME_MAX_LENGTH} characters`);
    if (typeof type !== 'string' || type === '') throw new CliError(`${what} has no type`);
    let clear: IDataObject;
    if (typeof data === 'string') {
      try {
        clear = services.credentials.decryptData(data);
      } catch {
        throw new CliError(`${what} holds data encrypted with another key: export it with --decrypted, or set WEFT_ENCRYPTION_KEY to the key of the instance it comes from`);
      }
    } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      clear = data as IDataObject;
    } else if (data === undefined || data === null) {
      clear = {};
    } else {
      throw new CliError(`${what} has data that is neither an object nor an encrypted string`);
    }
    const access = nodesAccessOf(nodesAccess, what);
    return {
      ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {}),
      name: name.trim(), type, data: clear, ...(access ? { nodesAccess: access } : {}),
    };
  });
}

async function importOne(services: AppServices, entry: CredentialFromFile, ownerId: string): Promise<string> {
  const fields = { name: entry.name, type: entry.type, data: entry.data, ownerId, ...(entry.nodesAccess ? { nodesAccess: entry.nodesAccess } : {}) };
  const wanted = entry.id === undefined ? null : parseId(entry.id);
  const free = wanted !== null && !(await services.repositories.credentials.exists(wanted));
  const created = await services.credentials.create(fields, free ? wanted : undefined);
  const note = entry.id === undefined || free ? '' : ` (the ID "${entry.id}" ${wanted === null ? 'is not a Weft ID' : 'is taken'})`;
  return `Imported "${created.name}" (${created.type}) with ID ${created.id}${note}`;
}

/**
 * `weft import:credentials --input file.json`: credentials in n8n's export format. Ids are kept when
 * free; the instance's owner owns them; their data is stored encrypted with this instance's key.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseImportArgs(args, usage);
  if (!parsed) return 1;
  const file = parsed.input;
  return withCliContext(async ({ services }) => {
    const entries = parseCredentialsFile(services, await readJsonFile(file));
    const owner = await services.users.currentUser();
    const lines: string[] = [];
    for (const entry of entries) lines.push(await importOne(services, entry, owner.id));
    process.stdout.write(`${lines.join('\n')}\n${entries.length} credential${entries.length === 1 ? '' : 's'} imported\n`);
    return 0;
  });
}
