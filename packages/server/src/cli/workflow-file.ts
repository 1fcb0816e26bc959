import { randomUUID } from 'node:crypto';
import { basename, extname } from 'node:path';
import { TAG_NAME_MAX_LENGTH, workflowCreateSchema } from '@weft/contracts';
import { normalizeImportedWorkflow } from '@weft/workflow/validation';
import type { IWorkflowBase } from '@weft/workflow';
import type { z } from 'zod';
import { validTagName } from '../services/tags.service.js';
import { CliError } from './cli-context.js';

export interface WorkflowFromFile {
  /** The id the file gives, as text (n8n exports numbers or strings). */
  id?: string;
  workflow: z.output<typeof workflowCreateSchema>;
  /** Tag names (exports carry tag objects; their ids belong to the other instance). */
  tagNames: string[];
  /** What was changed so the workflow could be imported, for the user to read. */
  warnings: string[];
}

function describe(index: number, raw: unknown): string {
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? `Workflow ${index + 1} ("${name}")` : `Workflow ${index + 1}`;
}

/**
 * The tag names as they will be stored; checked before anything is written, so a bad one imports
 * nothing. A name longer than tags may be is cut to fit (with a warning): a long tag is no reason to
 * refuse the workflow.
 */
function tagNames(raw: unknown, workflow: string, warnings: string[]): string[] {
  if (!Array.isArray(raw)) return [];
  const names = raw.map((tag: unknown) => (typeof tag === 'object' && tag !== null ? (tag as { name?: unknown }).name : tag))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return names.map((name) => {
    let fitting = name.trim();
    if (fitting.length > TAG_NAME_MAX_LENGTH) {
      fitting = fitting.slice(0, TAG_NAME_MAX_LENGTH).trimEnd();
      warnings.push(`${workflow}: the tag "${name.trim()}" is longer than ${TAG_NAME_MAX_LENGTH} characters and was cut to "${fitting}"`);
    }
    try {
      return validTagName(fitting);
    } catch (error) {
      throw new CliError(`${workflow} has a tag that cannot be stored: ${(error as Error).message}`);
    }
  });
}

/**
 * The workflows of a file in n8n's export format: one workflow object, or an array of them. A workflow
 * without a name is named after the file (`orders.json` gives "orders").
 */
export function parseWorkflowFile(raw: unknown, path: string): WorkflowFromFile[] {
  const defaults = { newId: randomUUID, name: basename(path, extname(path)), emptyNameIsMissing: true };
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw new CliError('The file holds no workflow');
  return list.map((entry, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new CliError(`${describe(index, entry)} is not a workflow object`);
    }
    const { tags, id, ...fields } = entry as Record<string, unknown>;
    const parsed = workflowCreateSchema.safeParse({ ...normalizeImportedWorkflow(fields, defaults) as Record<string, unknown>, tags: [] });
    if (!parsed.success) {
      const problems = parsed.error.issues.slice(0, 5).map((issue) => {
        const field = issue.path.map(String).join('.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      throw new CliError(`${describe(index, entry)} is not valid: ${problems.join('; ')}`);
    }
    const warnings: string[] = [];
    return {
      ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {}),
      workflow: parsed.data,
      tagNames: tagNames(tags, describe(index, entry), warnings),
      warnings,
    };
  });
}

/** The workflow as the engine runs it. */
export function runnable(entry: WorkflowFromFile, id?: string): IWorkflowBase {
  const { workflow } = entry;
  return {
    ...(id ? { id } : {}),
    name: workflow.name,
    nodes: workflow.nodes,
    connections: workflow.connections,
    active: false,
    settings: workflow.settings ?? {},
    staticData: (workflow.staticData ?? null) as IWorkflowBase['staticData'],
    pinData: workflow.pinData ?? {},
  };
}
