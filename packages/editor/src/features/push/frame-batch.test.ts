import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatch } from './frame-batch';
import { NEXT_FRAME_FALLBACK_MS } from './next-frame';

describe('createFrameBatch', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => { frames[id - 1] = () => {}; });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands everything added before a frame over together, in order, once', () => {
    const apply = vi.fn();
    const batch = createFrameBatch<number>(apply);
    batch.add(1);
    batch.add(2);
    batch.add(3);
    expect(apply).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(apply).toHaveBeenCalledExactlyOnceWith([1, 2, 3]);
    vi.advanceTimersByTime(NEXT_FRAME_FALLBACK_MS);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('starts a new batch after a frame', () => {
    const apply = vi.fn();
    const batch = createFrameBatch<string>(apply);
    batch.add('a');
    frames[0]?.();
    batch.add('b');
    frames[1]?.();
    expect(apply.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('does not wait for a frame that does not come (a hidden tab draws none)', () => {
    const apply = vi.fn();
    const batch = createFrameBatch<number>(apply);
    batch.add(1);
    vi.advanceTimersByTime(NEXT_FRAME_FALLBACK_MS);
    expect(apply).toHaveBeenCalledExactlyOnceWith([1]);
    frames[0]?.();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('drops what waits when cancelled', () => {
    const apply = vi.fn();
    const batch = createFrameBatch<number>(apply);
    batch.add(1);
    batch.cancel();
    frames[0]?.();
    vi.advanceTimersByTime(NEXT_FRAME_FALLBACK_MS);
    expect(apply).not.toHaveBeenCalled();
  });
});
