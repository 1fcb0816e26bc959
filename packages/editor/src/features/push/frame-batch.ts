/** The longest a batch waits for a frame: a hidden tab draws none, and its run (title, toasts) still moves on. */
export const FRAME_BATCH_FALLBACK_MS = 100;

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
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const flush = () => {
    stopWaiting();
    const batch = items;
    items = [];
    apply(batch);
  };
  return {
    add(item) {
      items.push(item);
      if (timer !== undefined) return;
      timer = setTimeout(flush, FRAME_BATCH_FALLBACK_MS);
      if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
    },
    cancel() {
      stopWaiting();
      items = [];
    },
  };
}
