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

// With the `u` flag a pair of surrogates is one code point, so only a surrogate without its partner matches.
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/**
 * A JSON `"\ud800"` escape parses to half of a UTF-16 pair, which is no character at all: the database
 * drivers would store it as U+FFFD without a word, so the name read back would not be the one sent.
 */
export function hasNoUnpairedSurrogate(text: string): boolean {
  return !UNPAIRED_SURROGATE.test(text);
}

/** `what` as the sentence starts: "A workflow name", "Tag name". */
export function unpairedSurrogateMessage(what: string): string {
  return `${what} cannot contain an unpaired surrogate character (\\ud800-\\udfff without its partner)`;
}
