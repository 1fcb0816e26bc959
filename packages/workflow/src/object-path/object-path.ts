/*
 * Reading and writing nested values by a path such as `a.b[0].c`, with the rules n8n users rely on
 * (lodash's): a key that exists as written (even with dots in it) wins over the path reading, and
 * writing through a missing segment creates an array when the next segment is an index.
 */

type Container = Record<string, unknown> | unknown[];

const INDEX = /^(?:0|[1-9]\d*)$/;

/** Splits `a.b[0]["c.d"]` into `['a', 'b', '0', 'c.d']`. */
export function parsePath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let afterBracket = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === '.') {
      if (!afterBracket) segments.push(current);
      current = '';
      afterBracket = false;
    } else if (char === '[') {
      const close = path.indexOf(']', i);
      if (close === -1) {
        current += path.slice(i);
        break;
      }
      if (current !== '') segments.push(current);
      current = '';
      const inner = path.slice(i + 1, close);
      segments.push(/^(["']).*\1$/.test(inner) ? inner.slice(1, -1) : inner);
      i = close;
      afterBracket = true;
    } else {
      current += char;
      afterBracket = false;
    }
  }
  if (!afterBracket) segments.push(current);
  return segments;
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function segmentsOf(target: unknown, path: string | string[]): string[] {
  if (Array.isArray(path)) return path;
  if (isContainer(target) && Object.prototype.hasOwnProperty.call(target, path)) return [path];
  return parsePath(path);
}

export function getPath(target: unknown, path: string | string[]): unknown {
  let current: unknown = target;
  for (const segment of segmentsOf(target, path)) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function isUnsafe(segment: string): boolean {
  return segment === '__proto__' || segment === 'constructor' || segment === 'prototype';
}

/** The segments of `path` for a write; a name that would reach an object prototype is refused before anything is written. */
function writableSegmentsOf(target: unknown, path: string | string[]): string[] {
  const segments = segmentsOf(target, path);
  for (const segment of segments) {
    if (isUnsafe(segment)) throw new Error(`"${Array.isArray(path) ? path.join('.') : path}" cannot be used as a field name`);
  }
  return segments;
}

function copyOf<T extends Container>(value: T): T {
  return (Array.isArray(value) ? value.slice() : { ...value }) as T;
}

/**
 * The container holding the last segment, creating missing ones on the way (an array when the next
 * segment is an index). With `copy`, each container passed is replaced by a shallow copy first, so
 * that only the objects along the path are new and the rest stays shared.
 */
function parentOf(root: Container, segments: readonly string[], copy: boolean): Record<string, unknown> {
  let current = root as Record<string, unknown>;
  for (let position = 0; position < segments.length - 1; position++) {
    const segment = segments[position] as string;
    const next = current[segment];
    let child: Container;
    if (!isContainer(next)) child = INDEX.test(segments[position + 1] ?? '') ? [] : {};
    else child = copy ? copyOf(next) : next;
    if (child !== next) current[segment] = child;
    current = child as Record<string, unknown>;
  }
  return current;
}

/** Writes `value` at `path` into `target` itself (for objects the caller has just made). */
export function setPath(target: Container, path: string | string[], value: unknown): void {
  const segments = writableSegmentsOf(target, path);
  if (segments.length === 0) return;
  parentOf(target, segments, false)[segments[segments.length - 1] as string] = value;
}

/**
 * `target` with `value` written at `path`, leaving `target` untouched: only the objects and arrays
 * along the path are copied (nodes must never change their input items, and a deep copy per item
 * would be slow).
 */
export function withPathSet<T extends Container>(target: T, path: string | string[], value: unknown): T {
  const segments = writableSegmentsOf(target, path);
  const root = copyOf(target);
  if (segments.length === 0) return root;
  parentOf(root, segments, true)[segments[segments.length - 1] as string] = value;
  return root;
}

/** The segments of an own value at `path`, or undefined when there is none (or the path reaches into a prototype). */
function removableSegmentsOf(target: Container, path: string | string[]): string[] | undefined {
  const segments = segmentsOf(target, path);
  const last = segments[segments.length - 1];
  if (last === undefined || segments.some(isUnsafe)) return undefined;
  const parent = segments.length === 1 ? target : getPath(target, segments.slice(0, -1));
  if (!isContainer(parent) || !Object.prototype.hasOwnProperty.call(parent, last)) return undefined;
  return segments;
}

/** Removes the value at `path` from `target` itself; answers whether something was removed. */
export function unsetPath(target: Container, path: string | string[]): boolean {
  const segments = removableSegmentsOf(target, path);
  if (segments === undefined) return false;
  delete parentOf(target, segments, false)[segments[segments.length - 1] as string];
  return true;
}

/**
 * `target` without the value at `path`, leaving `target` untouched (only the objects and arrays
 * along the path are copied). When there is nothing to remove, `target` itself is answered.
 */
export function withPathUnset<T extends Container>(target: T, path: string | string[]): T {
  const segments = removableSegmentsOf(target, path);
  if (segments === undefined) return target;
  const root = copyOf(target);
  delete parentOf(root, segments, true)[segments[segments.length - 1] as string];
  return root;
}
