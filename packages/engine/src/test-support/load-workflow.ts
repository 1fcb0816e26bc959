import { readFileSync } from 'node:fs';
import type { IWorkflowBase } from '@weft/workflow';

/** Reads a workflow fixture (n8n export JSON) from `test-support/workflows/`, as a fresh copy. */
export function loadWorkflow(name: string): IWorkflowBase {
  const url = new URL(`./workflows/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as IWorkflowBase;
}
