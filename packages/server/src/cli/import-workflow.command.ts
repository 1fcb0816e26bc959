import { parseId } from '../db/codec.js';
import type { AppServices } from '../services/app-services.js';
import { authorName } from '../services/users.service.js';
import { CliError, readJsonFile, withCliContext } from './cli-context.js';
import { parseImportArgs } from './import-export.js';
import { parseWorkflowFile, type WorkflowFromFile } from './workflow-file.js';

export const usage = 'weft import:workflow --input <file.json>';

async function tagIds(services: AppServices, names: string[]): Promise<string[]> {
  const existing = await services.repositories.tags.list();
  const ids: string[] = [];
  for (const name of names) {
    const found = existing.find((tag) => tag.name === name);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const created = await services.repositories.tags.create(name);
    existing.push(created);
    ids.push(created.id);
  }
  return [...new Set(ids)];
}

/** Who imports: the name history shows, and the owner of what is imported. */
interface Importer {
  author: string;
  ownerId: string;
}

async function importOne(services: AppServices, entry: WorkflowFromFile, { author, ownerId }: Importer): Promise<string> {
  const { workflows } = services.repositories;
  const { workflow } = entry;
  const fields = {
    name: workflow.name,
    // Imported workflows start inactive: activation is checked, and done in the editor.
    active: false,
    nodes: workflow.nodes,
    connections: workflow.connections,
    settings: workflow.settings ?? {},
    staticData: workflow.staticData ?? null,
    pinData: workflow.pinData ?? {},
    meta: workflow.meta ?? null,
    tags: await tagIds(services, entry.tagNames),
  };
  const wanted = entry.id === undefined ? null : parseId(entry.id);
  if (wanted !== null && !(await workflows.exists(String(wanted)))) {
    const created = await workflows.createWithId(wanted, fields, author, ownerId);
    return `Imported "${created.name}" with ID ${created.id}`;
  }
  const created = await workflows.create(fields, author, ownerId);
  const note = entry.id === undefined ? '' : ` (the ID "${entry.id}" ${wanted === null ? 'is not a Weft ID' : 'is taken'})`;
  return `Imported "${created.name}" with ID ${created.id}${note}`;
}

/**
 * `weft import:workflow --input file.json`: one workflow or an array (n8n's export format). Ids in the
 * file are kept when they are free; workflows are imported inactive; tags are matched by name.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseImportArgs(args, usage);
  if (!parsed) return 1;
  const file = parsed.input;
  return withCliContext(async ({ services }) => {
    const entries = parseWorkflowFile(await readJsonFile(file), file);
    // The command line acts for the instance: its owner, or the default user before setup.
    const owner = await services.users.currentUser();
    const importer = { author: authorName(owner), ownerId: owner.id };
    const lines: string[] = [];
    for (const entry of entries) lines.push(await importOne(services, entry, importer));
    for (const warning of entries.flatMap((entry) => entry.warnings)) process.stderr.write(`Warning: ${warning}\n`);
    if (lines.length === 0) throw new CliError('Nothing was imported');
    process.stdout.write(`${lines.join('\n')}\n${entries.length} workflow${entries.length === 1 ? '' : 's'} imported\n`);
    return 0;
  });
}
