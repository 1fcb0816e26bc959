/**
 * Size (in JSON characters) above which a data view asks before rendering, and above which an error's
 * cause is left out (spec/editor.md §5, §8). Rendering is what is at risk, so the views check the page
 * they are about to render, not every item of the run.
 */
export const MAX_DISPLAY_SIZE = 1024 * 1024;

/** Whether the JSON of `value` is longer than `limit` characters; stops walking as soon as it is. */
export function jsonSizeExceeds(value: unknown, limit = MAX_DISPLAY_SIZE): boolean {
  return measure(value, limit) > limit;
}

/** The JSON length of `value`, counted up to a little past `limit` (the rest is not walked). */
export function approximateJsonSize(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  return measure(value, limit);
}

function measure(root: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0 && size <= limit) {
    const value = stack.pop();
    if (value === null || value === undefined) size += 4;
    else if (typeof value === 'string') size += value.length + 2;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') size += String(value).length;
    else if (Array.isArray(value)) {
      size += 2 + Math.max(0, value.length - 1);
      for (const child of value) stack.push(child);
    } else if (typeof value === 'object') {
      // Braces, and per key its quotes, colon and separating comma.
      size += 1;
      for (const key in value) {
        size += key.length + 4;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return size;
}

/** Megabytes with one decimal, as the large-data warning shows them. */
export function formatMegabytes(size: number): string {
  return (size / (1024 * 1024)).toFixed(1);
}
