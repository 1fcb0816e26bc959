import type { ServerResponse } from 'node:http';
import type { PushMessage } from '@weft/contracts';
import type { PushAddress } from './push-address.js';

/** A comment line every 30 s keeps proxies and load balancers from closing an idle stream. */
export const PUSH_HEARTBEAT_MS = 30_000;

/**
 * A stream whose client reads slower than we write is dropped past this much unsent data (the
 * client reconnects and catches up from the stored execution) rather than buffering without bound.
 */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/** One server-sent event carrying one message: its JSON is made once, whoever receives it. */
export function pushFrame(message: PushMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

/** What a run's push hooks need: the live connection here, or a worker's relay to the process that has it. */
export type PushSender = Pick<PushService, 'send' | 'sendFrame' | 'isConnected'>;

/**
 * The live connection to the editor tabs (`GET /rest/push?sessionId=`, spec/admin.md §4): one
 * server-sent-events stream per push address (the signed-in user and their tab id). Execution messages
 * go to the address that started the run; node type changes go to every stream.
 */
export class PushService {
  private readonly streams = new Map<PushAddress, ServerResponse>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly heartbeatMs = PUSH_HEARTBEAT_MS) {}

  /** Takes over an HTTP response as the address's stream; a second stream of the same user's tab replaces the first. */
  connect(address: PushAddress, response: ServerResponse): void {
    if (this.closed) {
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('The server is shutting down');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx buffers responses by default, which would hold every event back.
      'X-Accel-Buffering': 'no',
    });
    // Sent at once so that the browser's EventSource opens (and proxies pass the headers on).
    response.write(': connected\n\n');
    const earlier = this.streams.get(address);
    if (earlier && earlier !== response) earlier.end();
    this.streams.set(address, response);
    response.on('close', () => {
      if (this.streams.get(address) === response) this.streams.delete(address);
    });
    this.startHeartbeat();
  }

  isConnected(address: PushAddress): boolean {
    return this.streams.has(address);
  }

  /** Sends to one tab; nothing happens when it has no stream (the tab closed or reconnects). */
  send(address: PushAddress, message: PushMessage): void {
    const stream = this.streams.get(address);
    if (stream) this.write(address, stream, pushFrame(message));
  }

  /** Sends an already made frame (`pushFrame`) to one tab. */
  sendFrame(address: PushAddress, frame: string): void {
    const stream = this.streams.get(address);
    if (stream) this.write(address, stream, frame);
  }

  /** Sends to every stream, whoever opened it (node types installed or removed). */
  broadcast(message: PushMessage): void {
    const frame = pushFrame(message);
    for (const [address, stream] of this.streams) this.write(address, stream, frame);
  }

  /** A community package brought a node type (version) or a new version of one: editors reload it. */
  reloadNodeType(name: string, version: number): void {
    this.broadcast({ type: 'reloadNodeType', data: { name, version } });
  }

  removeNodeType(name: string, version: number): void {
    this.broadcast({ type: 'removeNodeType', data: { name, version } });
  }

  /** Ends every stream (server shutdown): open streams would otherwise hold the server's close. */
  closeAll(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const stream of this.streams.values()) stream.end();
    this.streams.clear();
  }

  private write(address: PushAddress, stream: ServerResponse, frame: string): void {
    if (stream.writableLength > MAX_BUFFERED_BYTES) {
      this.streams.delete(address);
      stream.destroy();
      return;
    }
    stream.write(frame);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.streams.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
        return;
      }
      for (const [address, stream] of this.streams) this.write(address, stream, ': heartbeat\n\n');
    }, this.heartbeatMs);
    // A stream alone must not keep a CLI process (or a test) alive.
    this.heartbeat.unref();
  }
}
