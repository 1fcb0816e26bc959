/**
 * Names (of workflows, nodes, tags) may hold any character but NUL: Postgres cannot store it in text,
 * SQLite would keep it where it cannot be seen, and no name needs it.
 */
export function hasNoNulCharacter(text: string): boolean {
  return !text.includes('\u0000');
}

/** `what` as the sentence starts: "A workflow name", "Tag name". */
export function nulCharacterMessage(what: string): string {
  return `${what} cannot contain the NUL character (\\u0000)`;
}
