import { describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import { canDelete, canRetry, canStop, displayStatus, waitsIndefinitely } from './execution-status.js';

function execution(fields: Partial<ExecutionListItem> = {}): ExecutionListItem {
  return {
    id: '1', workflowId: 'w1', workflowName: 'Invoices', mode: 'webhook', status: 'success', finished: true,
    startedAt: '2026-01-01T00:00:00.000Z', stoppedAt: '2026-01-01T00:00:01.000Z', waitTill: null,
    retryOf: null, retrySuccessId: null, ...fields,
  };
}

const failed = execution({ status: 'error', finished: false });
const running = execution({ status: 'running', finished: false, stoppedAt: null });
const waiting = execution({ status: 'waiting', finished: false, stoppedAt: null, waitTill: '2026-01-01T01:00:00.000Z' });

describe('displayStatus', () => {
  it('says waiting for an execution with a wait time, whatever else it has', () => {
    expect(displayStatus(waiting)).toBe('waiting');
    expect(displayStatus({ ...waiting, stoppedAt: '2026-01-01T00:00:01.000Z' })).toBe('waiting');
  });

  it('says running while it has not stopped', () => {
    expect(displayStatus(running)).toBe('running');
    expect(displayStatus({ ...running, status: 'new' })).toBe('running');
  });

  it('says success for a finished one and error for one that stopped without finishing', () => {
    expect(displayStatus(execution())).toBe('success');
    expect(displayStatus(failed)).toBe('error');
    expect(displayStatus({ ...failed, status: 'canceled' })).toBe('error');
  });

  it('says unknown for a run that never stopped although nothing runs it any more', () => {
    expect(displayStatus({ ...running, status: 'crashed' })).toBe('unknown');
  });
});

describe('waitsIndefinitely', () => {
  it('recognises the far-future wait time of a Wait node with no limit', () => {
    expect(waitsIndefinitely('3000-01-01T00:00:00.000Z')).toBe(true);
    expect(waitsIndefinitely('2026-06-01T00:00:00.000Z')).toBe(false);
    expect(waitsIndefinitely(null)).toBe(false);
  });
});

describe('what a row offers', () => {
  it('stops running and waiting executions only', () => {
    expect(canStop(running)).toBe(true);
    expect(canStop(waiting)).toBe(true);
    expect(canStop(failed)).toBe(false);
    expect(canStop(execution())).toBe(false);
  });

  it('retries a failed execution that is no retry and has no successful retry', () => {
    expect(canRetry(failed)).toBe(true);
    expect(canRetry({ ...failed, retryOf: '7' })).toBe(false);
    expect(canRetry({ ...failed, retrySuccessId: '9' })).toBe(false);
  });

  it('does not retry successful, running or waiting executions', () => {
    expect(canRetry(execution())).toBe(false);
    expect(canRetry(running)).toBe(false);
    expect(canRetry({ ...waiting, finished: false })).toBe(false);
  });

  it('deletes anything but a running execution', () => {
    expect(canDelete(running)).toBe(false);
    expect(canDelete(waiting)).toBe(true);
    expect(canDelete(failed)).toBe(true);
  });
});
