import type { PastExecutionsFilter } from '@weft/contracts';

/** The status choices of the list, in the order it offers them (spec/admin.md §9). */
export const STATUS_FILTERS = ['ALL', 'error', 'running', 'success', 'waiting'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** 'ALL' or a workflow id. */
export type WorkflowFilter = string;
export const ALL_WORKFLOWS = 'ALL';

export interface ExecutionsFilter {
  status: StatusFilter;
  workflowId: WorkflowFilter;
}

export const DEFAULT_FILTER: ExecutionsFilter = { status: 'ALL', workflowId: ALL_WORKFLOWS };

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/**
 * The past list's filter in n8n's form: waiting ones by `waitTill`, successful and failed ones by
 * `finished`. Running executions are not in the past list; `null` says there is nothing to ask for.
 */
export function pastFilter(filter: ExecutionsFilter): PastExecutionsFilter | null {
  if (filter.status === 'running') return null;
  const result: PastExecutionsFilter = {};
  if (filter.workflowId !== ALL_WORKFLOWS) result.workflowId = filter.workflowId;
  if (filter.status === 'waiting') result.waitTill = true;
  if (filter.status === 'success') result.finished = true;
  if (filter.status === 'error') result.finished = false;
  return result;
}

/** The current list's filter, or `null` when the chosen status leaves running executions out. */
export function currentFilter(filter: ExecutionsFilter): { workflowId?: string } | null {
  if (filter.status !== 'ALL' && filter.status !== 'running') return null;
  return filter.workflowId === ALL_WORKFLOWS ? {} : { workflowId: filter.workflowId };
}
