export function inputHandleId(index: number): string {
  return `inputs/main/${index}`;
}

export function outputHandleId(index: number): string {
  return `outputs/main/${index}`;
}

/** The endpoint index in a handle id (`outputs/main/2` -> 2); 0 when absent or unreadable. */
export function parseHandleIndex(handle: string | null | undefined): number {
  const index = Number(handle?.split('/').pop());
  return Number.isInteger(index) && index >= 0 ? index : 0;
}
