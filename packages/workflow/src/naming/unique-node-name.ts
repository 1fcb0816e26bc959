/** A name's text before a trailing number, and that number (`Set12` -> `Set`, 12). */
const TRAILING_NUMBER = /^(.*?)(\d+)$/;

/**
 * The name a node gets when added, pasted or renamed, as n8n gives it: the name itself when free;
 * otherwise its trailing number is stripped and the first free name counting up from that number
 * (or from 1 when there is none) is taken: 'Set' -> 'Set1', 'Set' with 'Set1' taken -> 'Set2',
 * 'Set4' -> 'Set5'.
 */
export function uniqueNodeName(name: string, usedNames: ReadonlySet<string>): string {
  if (!usedNames.has(name)) return name;
  const match = TRAILING_NUMBER.exec(name);
  const base = match ? (match[1] as string) : name;
  let index = match ? Number(match[2]) : 1;
  let candidate = `${base}${index}`;
  while (usedNames.has(candidate)) {
    index += 1;
    candidate = `${base}${index}`;
  }
  return candidate;
}

/**
 * Unique names for several nodes added together: each is made unique against the used names and the
 * names given to the ones before it. Returns the names in the same order.
 */
export function uniqueNodeNames(names: readonly string[], usedNames: Iterable<string>): string[] {
  const taken = new Set(usedNames);
  return names.map((name) => {
    const unique = uniqueNodeName(name, taken);
    taken.add(unique);
    return unique;
  });
}
