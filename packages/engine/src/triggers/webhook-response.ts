import type { ResponseChannel, WebhookHttpResponse } from './webhook.types.js';

type Body = WebhookHttpResponse['body'];

/**
 * The response object a webhook node sees through `getResponseObject()`: the Express-like calls n8n
 * nodes make (`status`, `setHeader`, `send`, `json`, `end`), recorded rather than written, so that the
 * engine needs no HTTP server. The first answer goes to the host's `ResponseChannel` (and `result`);
 * anything the node or the engine sends after it is ignored.
 */
export class WebhookResponseRecorder {
  statusCode = 200;
  private readonly headerMap: Record<string, string> = {};
  private answer: WebhookHttpResponse | undefined;

  constructor(private readonly channel?: ResponseChannel) {}

  get finished(): boolean {
    return this.answer !== undefined;
  }

  /** Express's name for `finished`. */
  get headersSent(): boolean {
    return this.finished;
  }

  get result(): WebhookHttpResponse | undefined {
    return this.answer;
  }

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headerMap[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    return this;
  }

  header(name: string, value: string | number): this {
    return this.setHeader(name, value);
  }

  set(name: string, value: string | number): this {
    return this.setHeader(name, value);
  }

  getHeader(name: string): string | undefined {
    return this.headerMap[name.toLowerCase()];
  }

  writeHead(statusCode: number, headers?: Record<string, string | number>): this {
    this.statusCode = statusCode;
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
    return this;
  }

  json(body: unknown): void {
    if (!this.getHeader('content-type')) this.setHeader('content-type', 'application/json; charset=utf-8');
    this.finish(body as Body);
  }

  send(body?: unknown): void {
    if (typeof body === 'number') body = String(body);
    this.finish(body as Body);
  }

  end(body?: unknown): void {
    this.finish(body as Body);
  }

  /** The engine's way to answer: status, headers and body at once. Ignored when already answered. */
  respond(response: WebhookHttpResponse): void {
    if (this.finished) return;
    this.statusCode = response.statusCode;
    const { headers } = response;
    for (const name in headers) this.setHeader(name, headers[name] as string);
    this.finish(response.body, response.stream);
  }

  private finish(body: Body | undefined, stream?: AsyncIterable<string>): void {
    if (this.answer) return;
    this.answer = { statusCode: this.statusCode, headers: { ...this.headerMap }, body: body ?? null, ...(stream ? { stream } : {}) };
    this.channel?.send(this.answer);
  }
}
