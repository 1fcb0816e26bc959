/*
 * The parts of n8n's `n8n-workflow` module that community packages use besides the node errors:
 * connection type names, JSON helpers, a logger they can call, and the error class for mistakes that are
 * not a node's. Behaviour follows n8n's documented API; the code is Weft's own.
 */
import type { IDataObject } from '../model/index.js';

/** An error of the program (not of a node or of the data): what n8n packages throw for "cannot happen". */
export class ApplicationError extends Error {
  readonly level: 'warning' | 'error';
  readonly extra?: IDataObject;

  constructor(message: string, options: { level?: 'warning' | 'error'; extra?: IDataObject; cause?: unknown } = {}) {
    super(message, options.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = 'ApplicationError';
    this.level = options.level ?? 'error';
    if (options.extra) this.extra = options.extra;
  }
}

/** The connection kinds by n8n's names: packages write `inputs: [NodeConnectionTypes.Main]`. */
export const NodeConnectionTypes = Object.freeze({
  Main: 'main',
  AiAgent: 'ai_agent',
  AiChain: 'ai_chain',
  AiDocument: 'ai_document',
  AiEmbedding: 'ai_embedding',
  AiLanguageModel: 'ai_languageModel',
  AiMemory: 'ai_memory',
  AiOutputParser: 'ai_outputParser',
  AiRetriever: 'ai_retriever',
  AiReranker: 'ai_reranker',
  AiTextSplitter: 'ai_textSplitter',
  AiTool: 'ai_tool',
  AiVectorStore: 'ai_vectorStore',
} as const);

/** How binary data is encoded in items (n8n keeps base64 in `binary.*.data`). */
export const BINARY_ENCODING = 'base64';

export interface JsonParseOptions<T> {
  /** Answered instead of throwing when the text is not JSON. */
  fallbackValue?: T;
  /** The message of the error thrown when the text is not JSON (and no fallback is given). */
  errorMessage?: string;
  /** Accepts JavaScript object notation too: single quotes, unquoted keys, trailing commas. */
  acceptJSObject?: boolean;
}

/** Turns `{a: 'b',}` into `{"a": "b"}`: single-quoted strings, bare keys and trailing commas. */
function jsObjectToJson(text: string): string {
  let out = '';
  let quote: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quote) {
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        // `\'` inside a single-quoted string is a plain quote in JSON.
        out += quote === "'" && next === "'" ? "'" : char + next;
        index += 1;
      } else if (char === quote) {
        out += '"';
        quote = undefined;
      } else {
        out += char === '"' ? '\\"' : char;
      }
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      out += '"';
    } else {
      out += char;
    }
  }
  return out
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)(\s*:)/g, '$1"$2"$3')
    .replace(/,(\s*[}\]])/g, '$1');
}

/** `JSON.parse` with a fallback value, a message of the caller's, or JavaScript object notation accepted. */
export function jsonParse<T = unknown>(text: string, options: JsonParseOptions<T> = {}): T {
  try {
    return JSON.parse(options.acceptJSObject ? jsObjectToJson(text) : text) as T;
  } catch (error) {
    if (options.fallbackValue !== undefined) return options.fallbackValue;
    if (options.errorMessage !== undefined) throw new ApplicationError(options.errorMessage, { cause: error });
    throw error;
  }
}

/** `JSON.stringify` that writes a repeated (circular) reference as `"[Circular Reference]"` instead of throwing. */
export function jsonStringify(value: unknown, options: { replaceCircularRefs?: boolean } = {}): string {
  if (!options.replaceCircularRefs) return JSON.stringify(value);
  const ancestors: object[] = [];
  return JSON.stringify(value, function replacer(this: unknown, _key, current: unknown) {
    if (typeof current !== 'object' || current === null) return current;
    // `this` is the object holding `current`: drop the ancestors we have left.
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (ancestors.includes(current)) return '[Circular Reference]';
    ancestors.push(current);
    return current;
  });
}

/**
 * A deep copy of JSON-like data: objects with `toJSON` (dates) become what it answers, as they would in
 * stored run data, and a reference to an object being copied stays a reference to its copy.
 */
export function deepCopy<T>(source: T, seen = new Map<object, unknown>()): T {
  if (typeof source !== 'object' || source === null) return source;
  const withToJson = source as { toJSON?: () => unknown };
  if (typeof withToJson.toJSON === 'function') return withToJson.toJSON() as T;
  const known = seen.get(source);
  if (known !== undefined) return known as T;
  if (Array.isArray(source)) {
    const copy: unknown[] = [];
    seen.set(source, copy);
    for (const entry of source) copy.push(deepCopy(entry, seen));
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  seen.set(source, copy);
  for (const [key, value] of Object.entries(source)) copy[key] = deepCopy(value, seen);
  return copy as T;
}

/** A logger a package may call at any time: quiet until the host gives it one. */
export interface PackageLogger {
  error(message: string, meta?: object): void;
  warn(message: string, meta?: object): void;
  info(message: string, meta?: object): void;
  debug(message: string, meta?: object): void;
  verbose(message: string, meta?: object): void;
}

let currentLogger: PackageLogger | undefined;

/** n8n's `LoggerProxy`: `LoggerProxy.info(...)` from a package goes to the server's log. */
export const LoggerProxy = {
  init(logger: PackageLogger): void {
    currentLogger = logger;
  },
  error: (message: string, meta?: object) => currentLogger?.error(message, meta),
  warn: (message: string, meta?: object) => currentLogger?.warn(message, meta),
  info: (message: string, meta?: object) => currentLogger?.info(message, meta),
  debug: (message: string, meta?: object) => currentLogger?.debug(message, meta),
  verbose: (message: string, meta?: object) => currentLogger?.verbose(message, meta),
};
