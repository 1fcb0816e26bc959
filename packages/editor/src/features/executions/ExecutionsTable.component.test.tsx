import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ExecutionListItem } from '@weft/contracts';
import { renderWithProviders } from '../../test/render';
import { EMPTY_SELECTION } from './execution-selection';
import { ExecutionsTable } from './ExecutionsTable';

const execution = (id: string, extra: Partial<ExecutionListItem> = {}): ExecutionListItem => ({
  id, workflowId: '7', workflowName: 'Orders', mode: 'manual', status: 'success', finished: true,
  startedAt: '2026-11-29T05:00:00.000Z', stoppedAt: '2026-11-29T05:00:02.000Z', waitTill: null,
  retryOf: null, retrySuccessId: null, ...extra,
});

function renderTable(rows: ExecutionListItem[]) {
  renderWithProviders(
    <ExecutionsTable
      rows={rows} selection={EMPTY_SELECTION} busy={null} workflowNames={new Map()}
      onToggleRow={() => {}} onToggleAll={() => {}} onOpen={() => {}} onStop={() => {}} onRetry={() => {}}
    />,
  );
}

const row = (id: string) => screen.getAllByTestId('execution-row').find((tr) => tr.getAttribute('data-execution-id') === id) as HTMLElement;

describe('the executions table', () => {
  it('names the worker that ran an execution in queue mode, and nothing for one run in the main process', () => {
    renderTable([execution('2', { workerId: 'worker-box-4242-a1b2c3' }), execution('1')]);
    expect(within(row('2')).getByTestId('execution-worker').textContent).toBe('Worker: worker-box-4242-a1b2c3');
    expect(within(row('2')).getByTestId('execution-workflow-name').textContent).toBe('Orders');
    expect(within(row('1')).queryByTestId('execution-worker')).toBeNull();
  });
});
