import { TAG_NAME_MAX_LENGTH } from '@weft/contracts';

export type TagNameCheck =
  | { kind: 'valid'; name: string }
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number };

/** The name as the server will store it (trimmed), or why it cannot be one. */
export function checkTagName(raw: string): TagNameCheck {
  const name = raw.trim();
  if (name === '') return { kind: 'empty' };
  if (name.length > TAG_NAME_MAX_LENGTH) return { kind: 'tooLong', max: TAG_NAME_MAX_LENGTH };
  return { kind: 'valid', name };
}

/** Tags whose name contains the search, ignoring case and surrounding spaces. */
export function filterTags<T extends { name: string }>(tags: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...tags];
  return tags.filter((tag) => tag.name.toLowerCase().includes(needle));
}

/** The tag named `name` ignoring case: names are unique that way, so a typed name can mean an existing tag. */
export function findTagByName<T extends { name: string }>(tags: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  return tags.find((tag) => tag.name.toLowerCase() === wanted);
}

/**
 * What a change of the typed tag names means: the tags to keep in order (existing ones matched by name)
 * and the names that need a new tag first.
 */
export function resolveTagNames<T extends { id: string; name: string }>(
  names: readonly string[], known: readonly T[],
): { tags: T[]; toCreate: string[] } {
  const tags: T[] = [];
  const toCreate: string[] = [];
  for (const raw of names) {
    const check = checkTagName(raw);
    if (check.kind !== 'valid') continue;
    const existing = findTagByName(known, check.name);
    if (existing) {
      if (!tags.some((tag) => tag.id === existing.id)) tags.push(existing);
    } else if (findTagByName(toCreate.map((name) => ({ name })), check.name) === undefined) {
      toCreate.push(check.name);
    }
  }
  return { tags, toCreate };
}

/** Deleting tags is for the owner and for the default user (no user management set up). */
export function canDeleteTags(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'default';
}

/** The one row of the tags manager that is being edited; every other row is disabled meanwhile. */
export type TagRowMode =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'update'; id: string }
  | { kind: 'delete'; id: string };
