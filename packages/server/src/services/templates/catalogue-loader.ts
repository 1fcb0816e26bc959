import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { categoriesFile, collectionsFile, workflowFile, type Catalogue, type CatalogueWorkflow } from './catalogue-files.js';

/** A catalogue file is missing, unreadable or not in the format; the message names every file and problem. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The templates catalogue is broken: ${problems.join('; ')}`);
    this.name = 'CatalogueError';
  }
}

/**
 * Weft's own catalogue. The JSON files stay under src/ (tsc does not copy them), so from dist/ the
 * same relative place under src/ is read: `npm run build` needs no copy step and nothing can go stale.
 */
export function builtInCatalogueFolder(): string {
  const here = fileURLToPath(new URL('./catalogue', import.meta.url));
  if (existsSync(here)) return here;
  return here.replace(/([\\/])dist([\\/])/, '$1src$2');
}

function describe(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');
}

async function readJson(folder: string, file: string, problems: string[]): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(folder, file), 'utf8')) as unknown;
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, file: string, problems: string[]): z.output<T> | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(describe(file, result.error));
  return undefined;
}

function duplicates(ids: number[]): number[] {
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

/** What the schemas cannot see: ids that refer to nothing, and connections to nodes a workflow lacks. */
function crossCheck(catalogue: Catalogue, files: Map<number, string>, problems: string[]): void {
  const categoryIds = new Set(catalogue.categories.map((c) => c.id));
  const workflowIds = new Set(catalogue.workflows.map((w) => w.id));
  for (const id of duplicates(catalogue.categories.map((c) => c.id))) problems.push(`categories.json: category id ${id} is used twice`);
  for (const id of duplicates(catalogue.collections.map((c) => c.id))) problems.push(`collections.json: collection id ${id} is used twice`);
  for (const collection of catalogue.collections) {
    for (const id of collection.workflowIds) {
      if (!workflowIds.has(id)) problems.push(`collections.json: collection ${collection.id} lists workflow ${id}, which has no file`);
    }
    for (const id of collection.categoryIds) {
      if (!categoryIds.has(id)) problems.push(`collections.json: collection ${collection.id} has category ${id}, which categories.json lacks`);
    }
  }
  for (const workflow of catalogue.workflows) {
    const file = files.get(workflow.id) ?? `workflow ${workflow.id}`;
    for (const id of workflow.categoryIds) {
      if (!categoryIds.has(id)) problems.push(`${file}: category ${id} is not in categories.json`);
    }
    problems.push(...connectionProblems(workflow, file));
  }
}

function connectionProblems(workflow: CatalogueWorkflow, file: string): string[] {
  const names = new Set(workflow.workflow.nodes.map((n) => n.name));
  const problems: string[] = [];
  for (const name of new Set(workflow.workflow.nodes.map((n) => n.name).filter((n, i, all) => all.indexOf(n) !== i))) {
    problems.push(`${file}: two nodes are named "${name}"`);
  }
  for (const [source, outputs] of Object.entries(workflow.workflow.connections)) {
    if (!names.has(source)) problems.push(`${file}: connections start at "${source}", which is not a node`);
    for (const targets of Object.values(outputs)) {
      for (const target of (targets ?? []).flat()) {
        if (target && !names.has(target.node)) problems.push(`${file}: "${source}" connects to "${target.node}", which is not a node`);
      }
    }
  }
  return problems;
}

/** Reads and checks a whole catalogue folder. Throws `CatalogueError` listing every problem found. */
export async function loadCatalogue(folder: string): Promise<Catalogue> {
  const problems: string[] = [];
  const categories = parse(categoriesFile, await readJson(folder, 'categories.json', problems), 'categories.json', problems);
  const collections = parse(collectionsFile, await readJson(folder, 'collections.json', problems), 'collections.json', problems);
  let names: string[] = [];
  try {
    names = (await readdir(join(folder, 'workflows'))).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    problems.push(`workflows/: ${error instanceof Error ? error.message : String(error)}`);
  }
  const workflows: CatalogueWorkflow[] = [];
  const files = new Map<number, string>();
  for (const name of names) {
    const file = `workflows/${name}`;
    const workflow = parse(workflowFile, await readJson(folder, file, problems), file, problems);
    if (!workflow) continue;
    if (!name.startsWith(`${workflow.id}-`)) problems.push(`${file}: the file name must start with its id "${workflow.id}-"`);
    const taken = files.get(workflow.id);
    if (taken) problems.push(`${file}: id ${workflow.id} is also the id of ${taken}`);
    files.set(workflow.id, file);
    workflows.push(workflow);
  }
  if (!categories || !collections) throw new CatalogueError(problems);
  const catalogue = { categories, collections, workflows: workflows.sort((a, b) => a.id - b.id) };
  crossCheck(catalogue, files, problems);
  if (problems.length > 0) throw new CatalogueError(problems);
  return catalogue;
}
