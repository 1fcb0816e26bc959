/** A promise with its settle functions, the shape n8n's trigger hosts settle (`resolve`, `reject`). */
export interface Deferred<T> { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void }

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => { resolve = ok; reject = fail; });
  return { promise, resolve, reject };
}
