import { createRequire } from 'node:module';

/**
 * Node's own HTTP/1.1 parser (llhttp), as its HTTP server drives it. `_http_common` is an internal
 * module: everything used here is checked when the lane is attached, and without it every request
 * goes the usual way (the lane is only faster, never needed).
 */
export interface NodeHttpParser {
  initialize(type: number, resource: object, maxHeaderSize: number, lenient: number): void;
  consume(handle: unknown): void;
  unconsume(): void;
  getCurrentBuffer(): Buffer;
  finish(): unknown;
  close(): void;
  [callback: number]: unknown;
}

export interface HttpCommon {
  HTTPParser: {
    new(): NodeHttpParser;
    REQUEST: number;
    kLenientAll: number;
    kLenientNone: number;
    kOnMessageBegin: number;
    kOnHeaders: number;
    kOnHeadersComplete: number;
    kOnBody: number;
    kOnMessageComplete: number;
    kOnExecute: number;
  };
  methods: string[];
  prepareError(error: Error, parser: NodeHttpParser, rawPacket: Buffer | undefined): void;
}

export function loadHttpCommon(): HttpCommon | undefined {
  try {
    const common = createRequire(import.meta.url)('_http_common') as Partial<HttpCommon>;
    const Parser = common.HTTPParser;
    const usable = typeof Parser === 'function' && Array.isArray(common.methods) && typeof common.prepareError === 'function'
      && ['consume', 'unconsume', 'getCurrentBuffer', 'execute', 'finish', 'close'].every((name) => typeof Parser.prototype[name] === 'function')
      && [Parser.kOnMessageBegin, Parser.kOnHeaders, Parser.kOnHeadersComplete, Parser.kOnBody, Parser.kOnMessageComplete, Parser.kOnExecute]
        .every((slot) => typeof slot === 'number');
    return usable ? common as HttpCommon : undefined;
  } catch {
    return undefined;
  }
}
