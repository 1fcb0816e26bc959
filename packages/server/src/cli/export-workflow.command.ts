import type { StoredWorkflow } from '../db/workflows.repository.js';
import type { AppServices } from '../services/app-services.js';
import { CliError, withCliContext } from './cli-context.js';
import { parseExportArgs, writeExport } from './import-export.js';

export const usage = 'weft export:workflow --id <id> | --all [--output <file.json>]';

/** n8n's export format: numeric id, tag objects (no usage count), meta.instanceId. */
export function toExportFormat(workflow: StoredWorkflow, instanceId: string): Record<string, unknown> {
  const numericId = Number(workflow.id);
  return {
    id: Number.isSafeInteger(numericId) ? numericId : workflow.id,
    name: workflow.name,
    nodes: workflow.nodes,
    connections: workflow.connections,
    active: workflow.active,
    settings: workflow.settings,
    staticData: workflow.staticData,
    pinData: workflow.pinData,
    tags: workflow.tags.map((tag) => ({ id: tag.id, name: tag.name, ...(tag.createdAt ? { createdAt: tag.createdAt } : {}), ...(tag.updatedAt ? { updatedAt: tag.updatedAt } : {}) })),
    versionId: workflow.versionId,
    meta: { ...(workflow.meta ?? {}), instanceId },
    createdAt: workflow.createdAt,
    updatedAt: workflow.updatedAt,
  };
}

async function instanceId(services: AppServices): Promise<string> {
  return (await services.repositories.settings.get('instanceId')) ?? '';
}

/**
 * `weft export:workflow --id X [--output f.json]` writes that workflow; `--all` writes an array of every
 * workflow. Without --output the JSON goes to standard output.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseExportArgs(args, usage);
  if (!parsed) return 1;
  const { id, output } = parsed;
  return withCliContext(async ({ services }) => {
    const { workflows } = services.repositories;
    const instance = await instanceId(services);
    let content: unknown;
    let count: number;
    if (id !== undefined) {
      const stored = await workflows.findById(id);
      if (!stored) throw new CliError(`There is no workflow with the ID "${id}"`);
      content = toExportFormat(stored, instance);
      count = 1;
    } else {
      const summaries = await workflows.list();
      const full = await Promise.all(summaries.map((s) => workflows.findById(s.id)));
      const list = full.filter((w): w is StoredWorkflow => w !== undefined)
        .sort((a, b) => Number(a.id) - Number(b.id)).map((w) => toExportFormat(w, instance));
      content = list;
      count = list.length;
    }
    await writeExport(content, output, (file) => `Exported ${count} workflow${count === 1 ? '' : 's'} to ${file}`);
    return 0;
  });
}
