/**
 * Where JSON text first breaks the grammar. JSON.parse only says that it failed, and the wording and
 * whether a position is given differ between engines (Node 20 names no position for a stray token,
 * Chromium adds line and column), so the editor and the server locate the error the same way with
 * this scanner. Iterative: invalid text nested very deeply must not overflow the call stack.
 */
export interface JsonSyntaxError {
  /** Offset (UTF-16 code units, as String indexes) of the first character that cannot be there. */
  position: number;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The offending character, or undefined when the text ended too early. */
  found: string | undefined;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// JSON strings may not hold raw control characters (below U+0020): the scan stops at one.
// eslint-disable-next-line no-control-regex
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;

export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: position - lineStart + 1 };
}

type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'done';

/** The first syntax error of `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const closers: string[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const fail = (position: number): JsonSyntaxError => ({
    position, ...lineAndColumn(text, position), found: position < text.length ? text[position] : undefined,
  });
  const afterValue = (): Expect => (closers.length === 0 ? 'done' : 'commaOrEnd');

  while (true) {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i += 1;
    if (i >= text.length) return expect === 'done' ? undefined : fail(i);
    const char = text[i] as string;

    if (expect === 'done') return fail(i);
    if (expect === 'colon') {
      if (char !== ':') return fail(i);
      i += 1;
      expect = 'value';
      continue;
    }
    if (expect === 'commaOrEnd') {
      if (char === ',') {
        i += 1;
        expect = closers.at(-1) === '}' ? 'key' : 'value';
      } else if (char === closers.at(-1)) {
        closers.pop();
        i += 1;
        expect = afterValue();
      } else {
        return fail(i);
      }
      continue;
    }
    if ((expect === 'keyOrEnd' && char === '}') || (expect === 'valueOrEnd' && char === ']')) {
      closers.pop();
      i += 1;
      expect = afterValue();
      continue;
    }
    if (expect === 'key' || expect === 'keyOrEnd') {
      if (char !== '"') return fail(i);
      const end = scanString(text, i);
      if (end.error !== undefined) return fail(end.error);
      i = end.next;
      expect = 'colon';
      continue;
    }
    // A value.
    if (char === '{') {
      closers.push('}');
      i += 1;
      expect = 'keyOrEnd';
    } else if (char === '[') {
      closers.push(']');
      i += 1;
      expect = 'valueOrEnd';
    } else if (char === '"') {
      const end = scanString(text, i);
      if (end.error !== undefined) return fail(end.error);
      i = end.next;
      expect = afterValue();
    } else {
      const next = scanScalar(text, i);
      if (next === undefined) return fail(i);
      i = next;
      expect = afterValue();
    }
  }
}

function scanString(text: string, start: number): { next: number; error?: undefined } | { next?: undefined; error: number } {
  STRING_BODY.lastIndex = start + 1;
  STRING_BODY.exec(text);
  const end = STRING_BODY.lastIndex;
  if (text[end] === '"') return { next: end + 1 };
  return { error: end };
}

/** The end of a number or literal starting at `start`, or undefined when none starts there. */
function scanScalar(text: string, start: number): number | undefined {
  for (const literal of LITERALS) {
    if (text.startsWith(literal, start)) return start + literal.length;
  }
  NUMBER.lastIndex = start;
  return NUMBER.exec(text) ? NUMBER.lastIndex : undefined;
}
