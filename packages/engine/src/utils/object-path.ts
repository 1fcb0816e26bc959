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

export function setPath(target: Container, path: string | string[], value: unknown): void {
  const segments = segmentsOf(target, path);
  let current: Container = target;
  segments.forEach((segment, position) => {
    if (isUnsafe(segment)) throw new Error(`"${segment}" cannot be used as a field name`);
    const record = current as Record<string, unknown>;
    if (position === segments.length - 1) {
      record[segment] = value;
      return;
    }
    const next = record[segment];
    if (isContainer(next)) {
      current = next;
    } else {
      const created: Container = INDEX.test(segments[position + 1] ?? '') ? [] : {};
      record[segment] = created;
      current = created;
    }
  });
}

/** Removes the value at `path`; answers whether something was removed. */
export function unsetPath(target: Container, path: string | string[]): boolean {
  const segments = segmentsOf(target, path);
  const last = segments.pop();
  if (last === undefined) return false;
  const parent = segments.length === 0 ? target : getPath(target, segments);
  if (!isContainer(parent) || !Object.prototype.hasOwnProperty.call(parent, last)) return false;
  delete (parent as Record<string, unknown>)[last];
  return true;
}
