import type { CreatorNodeType } from './creatable-node-types';

/** How well a type matches: a name prefix beats a name substring, which beats an alias, then the description. */
export function matchScore(type: CreatorNodeType, query: string): number {
  const q = query.trim().toLowerCase();
  if (q === '') return 0;
  const name = type.displayName.toLowerCase();
  if (name.startsWith(q)) return 5;
  // A later word of the name starting with the query ("req" finds "HTTP Request") comes next.
  if (name.split(/[\s\-_/()]+/).some((word) => word.startsWith(q))) return 4;
  if (name.includes(q)) return 3;
  if (type.aliases.some((alias) => alias.toLowerCase().includes(q))) return 2;
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
