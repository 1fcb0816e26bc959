import type { CreatorNodeType } from './creatable-node-types';

/**
 * How well a type matches: a name prefix beats a later word's prefix, then a name substring, then an alias
 * (or every word of the search found in the name, default node name and aliases), then the description.
 */
export function matchScore(type: CreatorNodeType, query: string): number {
  const q = query.trim().toLowerCase();
  if (q === '') return 0;
  const name = type.displayName.toLowerCase();
  if (name.startsWith(q)) return 5;
  // A later word of the name starting with the query ("req" finds "HTTP Request") comes next.
  if (name.split(/[\s\-_/()]+/).some((word) => word.startsWith(q))) return 4;
  if (name.includes(q)) return 3;
  if (type.aliases.some((alias) => alias.toLowerCase().includes(q))) return 2;
  // Several words ("edit fields") may each come from the name, the default node name or an alias.
  const words = q.split(/\s+/);
  if (words.length > 1) {
    const known = [name, type.type.defaults.name, ...type.aliases].join(' ').toLowerCase();
    if (words.every((word) => known.includes(word))) return 2;
  }
  if (type.description.toLowerCase().includes(q)) return 1;
  return 0;
}

/** The types matching a search, best match first; equal matches by display name. */
export function searchNodeTypes(types: readonly CreatorNodeType[], query: string): CreatorNodeType[] {
  return types
    .map((type) => ({ type, score: matchScore(type, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.type.displayName.localeCompare(b.type.displayName))
    .map((entry) => entry.type);
}
