import { connect, type Socket } from 'node:net';
import { afterEach } from 'vitest';

export interface RawAnswer {
  statusLine: string;
  /** Header lines as sent (`name: value`). */
  headers: string[];
  body: string;
}

/**
 * One TCP connection to the server, written to as raw bytes: for what `fetch` and `inject` cannot
 * show (several requests on one connection, pipelining, malformed requests, the exact header lines).
 */
export class RawConnection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private readonly ready: Promise<void>;
  private wake: (() => void) | undefined;
  /** Resolves when the server has closed the connection. */
  readonly closed: Promise<void>;
  private ended = false;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.ready = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    // The server may close while a request is still being written.
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.socket.once('close', () => {
      this.ended = true;
      this.wake?.();
      resolve();
    }));
  }

  async send(...parts: Array<string | Buffer>): Promise<void> {
    await this.ready;
    for (const part of parts) this.socket.write(part);
  }

  /** Ends the client's side: it sends nothing more. */
  end(): void {
    this.socket.end();
  }

  /**
   * The next answer on the connection (`bodyless` for the answer to a HEAD request, or an interim
   * 100 Continue, which carry no body whatever their length says).
   */
  async answer(bodyless = false): Promise<RawAnswer> {
    for (;;) {
      const parsed = this.take(bodyless);
      if (parsed) return parsed;
      if (this.ended) throw new Error(`The connection closed before a whole answer came: ${this.buffer.toString('latin1')}`);
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
  }

  private take(bodyless: boolean): RawAnswer | undefined {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd === -1) return undefined;
    const [statusLine = '', ...headers] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const lengthLine = headers.find((line) => /^content-length:/i.test(line));
    const length = bodyless || /^HTTP\/1\.1 1\d\d /.test(statusLine) ? 0 : Number(lengthLine?.split(':')[1] ?? 0);
    if (this.buffer.length < headEnd + 4 + length) return undefined;
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(headEnd + 4 + length);
    return { statusLine, headers, body };
  }

  /** What the server sent that no `answer()` has taken. */
  get unread(): string {
    return this.buffer.toString('latin1');
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** A POST with a JSON body, as raw bytes. */
export function postJson(path: string, body: unknown, extraHeaders = ''): string {
  const text = JSON.stringify(body);
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n${extraHeaders}\r\n${text}`;
}

/** Sends the request as written (a head, then each part of the body) and answers what came back once the server closed. */
export async function requestUntilClosed(port: number, ...parts: Array<string | Buffer>): Promise<RawAnswer> {
  const connection = new RawConnection(port);
  await connection.send(...parts);
  await connection.closed;
  return connection.answer();
}

/** Raw connections opened by a test file's tests, destroyed after each test. */
export function useRawConnections(): (port: number) => RawConnection {
  const opened: RawConnection[] = [];
  afterEach(() => {
    for (const raw of opened.splice(0)) raw.destroy();
  });
  return (port) => {
    const raw = new RawConnection(port);
    opened.push(raw);
    return raw;
  };
}
