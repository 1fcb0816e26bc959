import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const GLOB_CHARACTERS = /[*?[]/;

/** Whether a path holds pattern characters (`*`, `?`, `[`). */
export function hasGlob(path: string): boolean {
  return GLOB_CHARACTERS.test(path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+^${}()|\\\]]/g, '\\$&');
}

/**
 * A regular expression for one path segment: `*` any characters, `?` one character, `[abc]` / `[a-z]` /
 * `[!a]` a set. Separators never match: segments are matched one by one.
 */
export function segmentPattern(segment: string): RegExp {
  let source = '';
  for (let index = 0; index < segment.length; index++) {
    const char = segment[index] as string;
    if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const close = segment.indexOf(']', index + 2);
      if (close === -1) {
        source += '\\[';
        continue;
      }
      let set = segment.slice(index + 1, close);
      const negated = set.startsWith('!') || set.startsWith('^');
      if (negated) set = set.slice(1);
      source += `[${negated ? '^' : ''}${set.replace(/[\\\]^]/g, '\\$&')}]`;
      index = close;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * The files under `root` matching `pattern` (relative to it, `/` between segments; `**` any number of
 * folders). Hidden entries match only a segment that starts with a dot; links to folders are not
 * followed, so the walk stays inside `root` (links to files are returned for the caller to check).
 */
export async function findFiles(root: string, pattern: string): Promise<string[]> {
  const segments = pattern.split('/').filter((segment) => segment !== '' && segment !== '.');
  const found = new Set<string>();
  const walk = async (folder: string, position: number): Promise<void> => {
    const segment = segments[position];
    if (segment === undefined) return;
    const last = position === segments.length - 1;
    // `**` is never last (a trailing one gets `*` after it): it matches no folder, or one more level.
    if (segment === '**') await walk(folder, position + 1);
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      // A folder that is missing or cannot be listed holds no matches.
      return;
    }
    const matcher = segment === '**' ? undefined : segmentPattern(segment);
    for (const entry of entries) {
      if (entry.name.startsWith('.') && !segment.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (segment === '**') {
        if (entry.isDirectory()) await walk(path, position);
        continue;
      }
      if (!matcher?.test(entry.name)) continue;
      if (last) {
        if (entry.isFile() || entry.isSymbolicLink()) found.add(path);
      } else if (entry.isDirectory()) {
        await walk(path, position + 1);
      }
    }
  };
  if (segments.at(-1) === '**') segments.push('*');
  await walk(root, 0);
  return [...found].sort();
}
