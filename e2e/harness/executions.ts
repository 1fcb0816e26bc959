import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

/** Opens the executions list from the sidebar and answers the execution's row, once it names the workflow. */
export async function executionRowInList(page: Page, executionId: string, workflowName: string): Promise<Locator> {
  await page.getByTestId('sidebar-executions').click();
  await page.getByTestId('executions-modal').waitFor();
  const row = page.locator(`[data-testid="execution-row"][data-execution-id="${executionId}"]`);
  await row.waitFor({ timeout: 10_000 });
  await eventually(async () => expect(await row.getByTestId('execution-workflow-name').textContent()).toBe(workflowName));
  return row;
}
