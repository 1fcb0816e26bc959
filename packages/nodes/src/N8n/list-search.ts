import type { ILoadOptionsFunctions, INodeListSearchResult } from '@weft/workflow';
import { listItems } from './transport.js';

/**
 * The instance's workflows for the Workflow pickers, newest (highest ID) first, as "Name (#id)": the API
 * has no search, so every page is read and the filter matched here, on the name or the exact ID.
 */
export async function searchWorkflows(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const workflows = await listItems(this, { method: 'GET', path: '/workflows', qs: { excludePinnedData: true } });
  const wanted = filter?.trim().toLowerCase() ?? '';
  const results = workflows
    .map((workflow) => ({ name: `${String(workflow.name)} (#${String(workflow.id)})`, value: String(workflow.id) }))
    .filter((entry) => wanted === '' || entry.name.toLowerCase().includes(wanted) || entry.value === filter?.trim())
    .sort((a, b) => b.value.localeCompare(a.value, undefined, { numeric: true }));
  return { results };
}
