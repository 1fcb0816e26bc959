/**
 * How deeply objects and arrays may nest in JSON that Weft accepts (request bodies, imported files,
 * workflows fetched from an address). n8n workflows stay far below it; every recursive walk of such
 * data (schema checks, clones, expression scans, JSON.stringify on the way to the database) stays far
 * from the call stack's limit with it.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * Whether objects and arrays in `value` are nested more than `maxDepth` levels deep (`{}` and `[]` are
 * one level, `{"a":[]}` two). Iterative on purpose: it guards the recursive walks, so it must not be
 * one. Stops at the first branch that goes too deep, which also ends it on a cyclic value.
 */
export function isNestedDeeperThan(value: unknown, maxDepth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const pending: object[] = [value];
  const depths: number[] = [1];
  const visit = (child: unknown, depth: number) => {
    if (typeof child === 'object' && child !== null) {
      pending.push(child);
      depths.push(depth);
    }
  };
  while (pending.length > 0) {
    const current = pending.pop() as Record<string, unknown> | unknown[];
    const depth = depths.pop() as number;
    if (depth > maxDepth) return true;
    // Indexes and `for...in` rather than Object.values: no array made per object, which made the
    // check cost as much as parsing the body (5 MB of pinned items: 40 ms instead of 3 ms).
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) visit(current[i], depth + 1);
    } else {
      for (const key in current) visit(current[key], depth + 1);
    }
  }
  return false;
}

/** The sentence a user reads when `what` ("The request body", "The file") nests too deeply. */
export function tooDeeplyNestedMessage(what: string): string {
  return `${what} is nested deeper than ${MAX_JSON_DEPTH} levels`;
}
