import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { listTags, listWorkflows } from '@weft/contracts';
import type { Settings, TagDetails, WorkflowListItem } from '@weft/contracts';
import { queryKeys } from '../../api/query-keys';
import type { ApiClient } from '../../api/api-client';
import { renderWithProviders } from '../../test/render';
import { OpenWorkflowModal } from './OpenWorkflowModal';

const item = (id: string, name: string, createdAt: string, updatedAt: string): WorkflowListItem =>
  ({ id, name, active: false, createdAt, updatedAt, versionId: `v${id}`, tags: [] });
const saved = [
  item('1', 'Invoices', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  item('2', 'alerts', '2026-02-01T00:00:00Z', '2026-02-15T00:00:00Z'),
  item('3', 'Backups', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const api: ApiClient = {
  request: (route) => (route.path === listWorkflows.path && route.method === 'GET' ? Promise.resolve(saved) : Promise.reject(new Error(route.path))) as never,
};

const tags: TagDetails[] = [
  { id: 't1', name: 'finance', usageCount: 1 },
  { id: 't2', name: 'unused', usageCount: 0 },
] as TagDetails[];
const taggedApi: ApiClient = {
  request: (route) => {
    if (route.path === listWorkflows.path && route.method === 'GET') return Promise.resolve(saved) as never;
    if (route.path === listTags.path && route.method === 'GET') return Promise.resolve(tags) as never;
    return Promise.reject(new Error(route.path));
  },
};
/** A query client that already has the instance settings, tags switched on or off. */
function withSettings(workflowTagsDisabled: boolean): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.settings, { workflowTagsDisabled } as Settings);
  return queryClient;
}

const names = () => screen.getAllByTestId('open-workflow-name').map((cell) => cell.textContent);

describe('the open-workflow modal', () => {
  it('lists the most recently updated first, and a header click sorts by that column, then the other way', async () => {
    renderWithProviders(<MemoryRouter><OpenWorkflowModal opened onClose={() => {}} /></MemoryRouter>, { api });
    await screen.findByTestId('open-workflow-table');
    expect(names()).toEqual(['Backups', 'Invoices', 'alerts']);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('open-sort-name'));
    expect(names()).toEqual(['alerts', 'Backups', 'Invoices']);
    expect(screen.getByTestId('open-sort-name').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByTestId('open-sort-name'));
    expect(names()).toEqual(['Invoices', 'Backups', 'alerts']);
  });

  it('narrows the list to the names that contain the search', async () => {
    renderWithProviders(<MemoryRouter><OpenWorkflowModal opened onClose={() => {}} /></MemoryRouter>, { api });
    await userEvent.type(await screen.findByTestId('open-workflow-search'), 'voice');
    const table = screen.getByTestId('open-workflow-table');
    expect(within(table).getAllByTestId('open-workflow-name').map((cell) => cell.textContent)).toEqual(['Invoices']);
  });

  it('offers the tag filter when tags exist, even before any listed workflow carries one (spec admin §2)', async () => {
    renderWithProviders(<MemoryRouter><OpenWorkflowModal opened onClose={() => {}} /></MemoryRouter>, { api: taggedApi, queryClient: withSettings(false) });
    await screen.findByTestId('open-workflow-table');
    expect(await screen.findByTestId('open-workflow-tags')).toBeTruthy();
  });

  it('has no tag filter when tags are switched off', async () => {
    renderWithProviders(<MemoryRouter><OpenWorkflowModal opened onClose={() => {}} /></MemoryRouter>, { api: taggedApi, queryClient: withSettings(true) });
    await screen.findByTestId('open-workflow-table');
    expect(screen.queryByTestId('open-workflow-tags')).toBeNull();
  });
});
