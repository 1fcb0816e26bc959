/*
 * The few host globals this package uses that both browsers and Node have, declared here because the
 * package compiles without DOM or Node types (it must not reach anything else of either).
 */
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare class TextDecoder {
  decode(input?: Uint8Array): string;
}
declare function structuredClone<T>(value: T): T;
