import { onNextFrame } from './next-frame';

export interface FrameBatch<T> {
  add(item: T): void;
  /** Drops what waits (the connection closes). */
  cancel(): void;
}

/**
 * Hands items over together, in order, once before the next frame is drawn. Push messages come in
 * bursts (one network read holds several): applied one by one, each was a store update and a canvas
 * render of its own; applied together they are one render per frame.
 */
export function createFrameBatch<T>(apply: (items: T[]) => void): FrameBatch<T> {
  let items: T[] = [];
  let cancelWait: (() => void) | undefined;
  return {
    add(item) {
      items.push(item);
      cancelWait ??= onNextFrame(() => {
        cancelWait = undefined;
        const batch = items;
        items = [];
        apply(batch);
      });
    },
    cancel() {
      cancelWait?.();
      cancelWait = undefined;
      items = [];
    },
  };
}
