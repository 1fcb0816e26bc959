import type { Writable } from 'node:stream';

const FLUSH_AT = 1 << 20;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * Compact JSON, as JSON.stringify writes it, produced piece by piece: the run data of a large
 * execution never has to exist as one string (100,000 items make hundreds of megabytes of text).
 */
function* pieces(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    if (value.length < 32) {
      yield JSON.stringify(value);
      return;
    }
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      yield* pieces(value[i]);
    }
    yield ']';
    return;
  }
  if (isPlainObject(value)) {
    yield '{';
    let first = true;
    for (const [key, entry] of Object.entries(value)) {
      if (entry === undefined || typeof entry === 'function' || typeof entry === 'symbol') continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* pieces(entry);
    }
    yield '}';
    return;
  }
  // JSON.stringify writes null for what it cannot represent inside an array (objects skip it above).
  yield JSON.stringify(value) ?? 'null';
}

/** Writes `value` as compact JSON to `stream`, waiting for the stream to drain when it is full. */
export async function writeJson(stream: Writable, value: unknown): Promise<void> {
  let buffer = '';
  const flush = async () => {
    if (buffer === '') return;
    const full = !stream.write(buffer);
    buffer = '';
    if (full) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
  for (const piece of pieces(value)) {
    buffer += piece;
    if (buffer.length >= FLUSH_AT) await flush();
  }
  buffer += '\n';
  await flush();
}
