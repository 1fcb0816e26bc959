import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { prefetchCanvasData } from './canvas-prefetch';

function prefetchedFor(pathname: string, basePath = '/'): boolean {
  const prefetchQuery = vi.fn(() => Promise.resolve());
  prefetchCanvasData(pathname, basePath, { prefetchQuery } as unknown as QueryClient, {} as ApiClient, new Promise(() => {}));
  return prefetchQuery.mock.calls.length > 0;
}

describe('prefetchCanvasData', () => {
  it('asks for the node types when the editor opens on a canvas', () => {
    expect(prefetchedFor('/workflow/12')).toBe(true);
    expect(prefetchedFor('/workflow')).toBe(true);
    expect(prefetchedFor('/execution/3')).toBe(true);
    expect(prefetchedFor('/weft/workflow/12', '/weft/')).toBe(true);
  });

  it('asks again once the session is settled, for a visitor who had none when the editor opened', async () => {
    const prefetchQuery = vi.fn(() => Promise.resolve());
    let settle = () => {};
    const session = new Promise<void>((resolve) => { settle = resolve; });
    prefetchCanvasData('/workflow/12', '/', { prefetchQuery } as unknown as QueryClient, {} as ApiClient, session);
    expect(prefetchQuery).toHaveBeenCalledTimes(1);
    settle();
    await session;
    expect(prefetchQuery).toHaveBeenCalledTimes(2);
  });

  it('leaves other pages alone', () => {
    expect(prefetchedFor('/signin')).toBe(false);
    expect(prefetchedFor('/settings/personal')).toBe(false);
    expect(prefetchedFor('/weft/signin', '/weft/')).toBe(false);
  });
});
