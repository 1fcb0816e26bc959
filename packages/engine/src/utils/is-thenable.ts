/** A promise, also one of another library (a node built with its own Promise implementation). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value instanceof Promise || (typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function');
}
