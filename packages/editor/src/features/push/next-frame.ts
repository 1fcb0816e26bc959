/** The longest a caller waits for a frame: a hidden tab draws none, and its work must still move on. */
export const NEXT_FRAME_FALLBACK_MS = 100;

/** Calls `callback` once, before the next frame is drawn or after NEXT_FRAME_FALLBACK_MS; returns the cancel. */
export function onNextFrame(callback: () => void): () => void {
  let frame: number | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const run = () => {
    cancel();
    callback();
  };
  const timer = setTimeout(run, NEXT_FRAME_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run);
  return cancel;
}
