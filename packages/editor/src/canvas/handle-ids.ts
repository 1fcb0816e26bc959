/** Handle ids name the side, the connection type and the index within that type (n8n's scheme). */
export function inputHandleId(index: number, type = 'main'): string {
  return `inputs/${type}/${index}`;
}

export function outputHandleId(index: number, type = 'main'): string {
  return `outputs/${type}/${index}`;
}

/** The endpoint index in a handle id (`outputs/main/2` -> 2); 0 when absent or unreadable. */
export function parseHandleIndex(handle: string | null | undefined): number {
  const index = Number(handle?.split('/').pop());
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

/** The connection type in a handle id (`inputs/ai_tool/0` -> ai_tool); main when absent. */
export function parseHandleType(handle: string | null | undefined): string {
  const parts = handle?.split('/') ?? [];
  return parts.length === 3 && parts[1] ? parts[1] : 'main';
}
