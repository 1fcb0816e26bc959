import { describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { MountOnceOpened } from './MountOnceOpened';

function Dialog({ opened }: { opened: boolean }) {
  return <div>{opened ? 'dialog open' : 'dialog closed'}</div>;
}

/** A dialog whose code loads on demand, counting the loads. */
function lazyDialog() {
  const load = vi.fn(async () => ({ default: Dialog }));
  return { load, LazyDialog: lazy(load) };
}

describe('a dialog mounted once opened', () => {
  it('loads nothing while it has never been opened', () => {
    const { load, LazyDialog } = lazyDialog();
    render(<MountOnceOpened opened={false}><LazyDialog opened={false} /></MountOnceOpened>);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).toBeNull();
  });

  it('loads and shows the dialog when it opens, and keeps it mounted once closed', async () => {
    const { load, LazyDialog } = lazyDialog();
    const { rerender } = render(<MountOnceOpened opened={false}><LazyDialog opened={false} /></MountOnceOpened>);
    rerender(<MountOnceOpened opened><LazyDialog opened /></MountOnceOpened>);
    expect(await screen.findByText('dialog open')).toBeTruthy();
    // Still mounted: the closing transition plays, and opening again needs no second load.
    rerender(<MountOnceOpened opened={false}><LazyDialog opened={false} /></MountOnceOpened>);
    expect(screen.getByText('dialog closed')).toBeTruthy();
    rerender(<MountOnceOpened opened><LazyDialog opened /></MountOnceOpened>);
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
