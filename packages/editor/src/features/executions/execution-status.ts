import type { ExecutionListItem, ExecutionSummary } from '@weft/contracts';
import { WAIT_INDEFINITELY } from '@weft/workflow';

/** The statuses the executions list shows (spec/admin.md §4, Executions list). */
export type DisplayStatus = 'waiting' | 'running' | 'success' | 'error' | 'unknown';


type StatusFields = Pick<ExecutionSummary, 'waitTill' | 'stoppedAt' | 'finished' | 'status'>;

/**
 * Waiting when it has a wait time, running while it has not stopped, then success or error by
 * whether it finished. A row that never stopped although the server no longer runs it (a crashed
 * run whose stop time was never written) is 'unknown' rather than forever 'running'.
 */
export function displayStatus(execution: StatusFields): DisplayStatus {
  if (execution.waitTill) return 'waiting';
  if (execution.stoppedAt === null) {
    return execution.status === 'running' || execution.status === 'new' ? 'running' : 'unknown';
  }
  return execution.finished ? 'success' : 'error';
}

/** A Wait node waiting for a webhook call with no time limit sets the engine's WAIT_INDEFINITELY (n8n's convention). */
export function waitsIndefinitely(waitTill: string | null): boolean {
  if (!waitTill) return false;
  const at = Date.parse(waitTill);
  return Number.isFinite(at) && at >= WAIT_INDEFINITELY.getTime();
}

/** Running and waiting executions can be stopped (spec/admin.md §4). */
export function canStop(execution: StatusFields): boolean {
  const status = displayStatus(execution);
  return status === 'running' || status === 'waiting';
}

/**
 * A failed execution can be retried when it is not itself a retry, no retry of it has succeeded
 * yet, and it is not waiting (spec/admin.md §4).
 */
export function canRetry(execution: StatusFields & Pick<ExecutionListItem, 'retryOf' | 'retrySuccessId'>): boolean {
  return displayStatus(execution) === 'error' && execution.retryOf === null && execution.retrySuccessId === null;
}

/** Only executions that have stopped or are waiting can be deleted; a running one is stopped first. */
export function canDelete(execution: StatusFields): boolean {
  return displayStatus(execution) !== 'running';
}
