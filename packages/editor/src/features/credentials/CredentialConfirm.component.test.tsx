import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { CredentialConfirm } from './CredentialConfirm';

const props = { title: 'Delete credential', message: 'Delete “Stripe”?', confirmLabel: 'Yes, delete', cancelLabel: 'Cancel' };

describe('the credential confirm dialog', () => {
  it('asks its question and answers confirm or cancel through its buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<CredentialConfirm opened {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByText('Delete “Stripe”?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<CredentialConfirm opened {...props} onConfirm={() => {}} onCancel={onCancel} />);
    await screen.findByText('Delete “Stripe”?');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<CredentialConfirm opened={false} {...props} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText('Delete “Stripe”?')).toBeNull();
  });
});
