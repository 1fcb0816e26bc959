import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { WebhookFrontDoor } from './webhook-front-door.js';
import { loadHttpCommon, type HttpCommon } from './node-http-parser.js';
import { LaneConnection, type LaneHost } from './webhook-lane-connection.js';

type ConnectionListener = (this: Server, socket: Socket) => void;

/**
 * Webhook calls read and answered straight off the connection, with Node's own HTTP parser, and
 * without the request and response streams Node's HTTP server makes for every request.
 *
 * Why: those streams (IncomingMessage, ServerResponse, their events and about a dozen
 * `process.nextTick`s per request) cost the event loop more than the engine's whole run of the bench
 * workflow. An echo server written this way spent 17 µs of the event loop per request, the same echo
 * on `http.createServer` 29 µs; under the webhook bench the server's main thread went from about 70 to
 * 53 µs per call.
 *
 * How: every connection starts here. Each request's head is read; a webhook call (a path under the
 * webhook prefixes, a method webhooks take) is read, run and answered here, in request order. Anything
 * else (the REST API, the editor, a preflight, an upgrade, an `Expect` header, any request once the
 * server is closing) stops the parser right after the head, and once the answers before it are
 * written the connection goes to Node's HTTP server for good: the head is given back as it was read,
 * followed by the bytes after it. Parse errors and timeouts reach the server's `clientError` handler
 * as Node's own would.
 */
export class WebhookLane implements LaneHost {
  private readonly connections = new Set<LaneConnection>();
  private ticks = 0;
  /** One clock for the connections' timeouts, instead of a timer per connection re-armed per request; runs while there are connections. */
  private sweeper: NodeJS.Timeout | undefined;

  private constructor(
    readonly server: Server,
    readonly common: HttpCommon,
    private readonly nodeListener: ConnectionListener,
    readonly door: () => WebhookFrontDoor | undefined,
  ) {}

  /**
   * Puts the lane in front of the server's own connection handling; undefined (and nothing changed)
   * when this Node does not have what it needs.
   */
  static attach(server: Server, door: () => WebhookFrontDoor | undefined): WebhookLane | undefined {
    const common = loadHttpCommon();
    const listeners = server.listeners('connection');
    if (!common || listeners.length !== 1) return undefined;
    const nodeListener = listeners[0] as ConnectionListener;
    const lane = new WebhookLane(server, common, nodeListener, door);
    server.removeListener('connection', nodeListener);
    server.on('connection', (socket: Socket) => lane.take(socket));
    return lane;
  }

  /** The tick count, for timeouts counted in seconds. */
  get now(): number {
    return this.ticks;
  }

  private take(socket: Socket): void {
    const handle = (socket as unknown as { _handle?: { isStreamBase?: boolean; _consumed?: boolean } })._handle;
    if (!handle?.isStreamBase || handle._consumed) {
      this.nodeListener.call(this.server, socket);
      return;
    }
    this.connections.add(new LaneConnection(this, socket));
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), 1000);
      this.sweeper.unref();
    }
  }

  /** Gives the connection to Node's HTTP server, with `bytes` (what the client sent that the lane did not answer) to read first. */
  handOver(socket: Socket, bytes: Buffer): void {
    if (bytes.length > 0) socket.unshift(bytes);
    this.nodeListener.call(this.server, socket);
  }

  forget(connection: LaneConnection): void {
    this.connections.delete(connection);
    if (this.connections.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  /** The server is closing: idle connections end now, the others once their answers are written. */
  close(): void {
    for (const connection of this.connections) connection.closeWhenDone();
  }

  private sweep(): void {
    this.ticks++;
    const keepAliveSeconds = this.server.keepAliveTimeout > 0 ? Math.ceil(this.server.keepAliveTimeout / 1000) : Infinity;
    const headersSeconds = this.server.headersTimeout > 0 ? Math.ceil(this.server.headersTimeout / 1000) : Infinity;
    for (const connection of this.connections) connection.checkTimeouts(this.ticks, keepAliveSeconds, headersSeconds);
  }
}
