import type { IDataObject } from '@weft/workflow';
import { parseParameterPath } from '@weft/workflow';

type Segment = string | number;
type Container = IDataObject | unknown[];

/** A dot path (`address.city`, `tags[0]`) as segments; a key that is not a well formed path is one segment. */
export function pathSegments(path: string): Segment[] {
  return parseParameterPath(path) ?? [path];
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function child(container: Container, segment: Segment): unknown {
  return (container as Record<string | number, unknown>)[segment];
}

export function getAt(root: IDataObject, segments: readonly Segment[]): unknown {
  let current: unknown = root;
  for (const segment of segments) {
    if (!isContainer(current)) return undefined;
    current = child(current, segment);
  }
  return current;
}

function copyOf(value: Container): Container {
  return Array.isArray(value) ? [...value] : { ...value };
}

/**
 * Copies the containers along `segments` (creating missing ones), so that the item's original data is
 * not changed and nothing else is copied. Answers the copied parent of the last segment.
 */
function copyPath(root: IDataObject, segments: readonly Segment[]): Container {
  let parent: Container = root;
  for (let index = 0; index < segments.length - 1; index++) {
    const segment = segments[index] as Segment;
    const existing = child(parent, segment);
    const next: Container = isContainer(existing) ? copyOf(existing) : typeof segments[index + 1] === 'number' ? [] : {};
    (parent as Record<string | number, unknown>)[segment] = next;
    parent = next;
  }
  return parent;
}

/** Sets the value at `segments` in `root` (a copy the caller owns), copying the containers on the way. */
export function setAt(root: IDataObject, segments: readonly Segment[], value: unknown): void {
  const parent = copyPath(root, segments);
  (parent as Record<string | number, unknown>)[segments[segments.length - 1] as Segment] = value;
}

/** Removes the value at `segments` from `root` (a copy the caller owns), copying the containers on the way. */
export function unsetAt(root: IDataObject, segments: readonly Segment[]): void {
  if (getAt(root, segments) === undefined && !hasAt(root, segments)) return;
  const parent = copyPath(root, segments);
  const last = segments[segments.length - 1] as Segment;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete (parent as Record<string | number, unknown>)[last];
}

function hasAt(root: IDataObject, segments: readonly Segment[]): boolean {
  const parent = getAt(root, segments.slice(0, -1));
  return isContainer(parent) && Object.hasOwn(parent, segments[segments.length - 1] as Segment);
}
