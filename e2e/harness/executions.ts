import { expect } from 'vitest';
import { api } from './api.js';
import { eventually } from './eventually.js';

interface StoredExecution { finished: boolean; status: string }

/** Waits until the stored execution has ended (succeeded, failed or stopped), reading it through the API. */
export async function executionEnded(baseUrl: string, executionId: string): Promise<void> {
  await eventually(async () => {
    const { finished, status } = await api<StoredExecution>(baseUrl, 'GET', `/executions/${executionId}`);
    expect(finished || !['new', 'running'].includes(status), `execution ${executionId} has ended (status ${status})`).toBe(true);
  }, { timeout: 15_000 });
}
