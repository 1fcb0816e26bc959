import type { PastExecutionsFilter } from '@weft/contracts';
import type { ExecutionStatus } from '@weft/workflow';

/** Ended without success: the list shows all three as errors. */
const FAILED: ExecutionStatus[] = ['error', 'crashed', 'canceled'];

const BY_STATUS: Record<NonNullable<PastExecutionsFilter['status']>, ExecutionStatus[]> = {
  error: FAILED,
  success: ['success'],
  waiting: ['waiting'],
  // 'new': a run reserved for a test webhook call, shown as running as n8n does.
  running: ['running', 'new'],
};

/**
 * The statuses a list filter lets through (undefined: all): `waitTill: true` waiting ones,
 * `finished: true` successful ones, `finished: false` failed ones, `status` Weft's shorthand. Keys
 * given together must all hold, so contradicting ones let nothing through.
 */
export function statusesOfFilter(filter: PastExecutionsFilter): ExecutionStatus[] | undefined {
  const choices: ExecutionStatus[][] = [];
  if (filter.waitTill) choices.push(['waiting']);
  if (filter.finished !== undefined) choices.push(filter.finished ? ['success'] : FAILED);
  if (filter.status !== undefined) choices.push(BY_STATUS[filter.status]);
  const [first, ...others] = choices;
  if (!first) return undefined;
  return first.filter((status) => others.every((choice) => choice.includes(status)));
}
