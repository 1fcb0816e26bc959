/**
 * Parameter paths as the editor writes them: `options.timeout`, `values.string[0].name`.
 * A segment is a parameter name; `[n]` selects an item of a list.
 */
export type ParameterPathSegment = string | number;

const SEGMENT = /^([^.[\]]+)((?:\[\d+\])*)$/;
const INDEX = /\[(\d+)\]/g;

/** The segments of a path, or undefined when the path is not well formed. */
export function parseParameterPath(path: string): ParameterPathSegment[] | undefined {
  if (typeof path !== 'string' || path === '') return undefined;
  const segments: ParameterPathSegment[] = [];
  for (const part of path.split('.')) {
    const match = SEGMENT.exec(part);
    if (!match) return undefined;
    segments.push(match[1] as string);
    for (const index of (match[2] ?? '').matchAll(INDEX)) segments.push(Number(index[1]));
  }
  return segments;
}

export function formatParameterPath(segments: readonly ParameterPathSegment[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else path += path === '' ? segment : `.${segment}`;
  }
  return path;
}

/** The value at `segments`, or undefined when any step is missing. */
export function getValueAtPath(root: unknown, segments: readonly ParameterPathSegment[]): unknown {
  let current: unknown = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[segment];
    } else {
      if (Array.isArray(current) || !Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

/** `getValueAtPath` for a path string; an ill-formed path reads as undefined. */
export function getParameterValue(root: unknown, path: string): unknown {
  const segments = parseParameterPath(path);
  return segments ? getValueAtPath(root, segments) : undefined;
}
