import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { WebhookHttpResponse } from '@weft/engine';
import { exceedsBodyLimit, tooLargeAnswer, type WebhookFrontDoor, type WebhookRoute } from './webhook-front-door.js';
import { answerParts } from './webhook-request.js';
import { headersOf } from './request-headers.js';
import { clientErrorAnswer, headOf, headText } from './http-wire.js';
import type { HttpCommon, NodeHttpParser } from './node-http-parser.js';

/** What a connection of the webhook lane needs of the lane (see `WebhookLane`). */
export interface LaneHost {
  readonly server: Server;
  readonly common: HttpCommon;
  door(): WebhookFrontDoor | undefined;
  /** The lane's clock, in seconds: timeouts are counted in its ticks. */
  readonly now: number;
  /** Gives the socket to Node's HTTP server, with `bytes` to read first. */
  handOver(socket: Socket, bytes: Buffer): void;
  /** The connection has left the lane (closed or handed over). */
  forget(connection: LaneConnection): void;
}

/** Requests a client may send on one connection before the answers to the first ones (pipelining). */
const MAX_PIPELINED = 32;
/** What llhttp does with a request whose head it has just read: go on, or stop there (as for an upgrade). */
const READ_ON = 0;
const STOP_AFTER_HEAD = 2;

/** A webhook call being read. */
interface CallInReading {
  method: string;
  url: string;
  route: WebhookRoute;
  headers: ReturnType<typeof headersOf>;
  keepAlive: boolean;
  chunks: Buffer[];
  size: number;
  tooLarge: boolean;
}

/** An answer's place in the order the requests came in; `text` (and `body`) once it is ready to be written. */
interface AnswerSlot {
  head: boolean;
  keepAlive: boolean;
  text?: string;
  body?: Uint8Array;
}

/**
 * One connection of the webhook lane: its parser, the webhook call being read, and the answers it
 * owes, written in request order.
 */
export class LaneConnection {
  private readonly parser: NodeHttpParser;
  private headerLines: string[] = [];
  private urlPart = '';
  private call: CallInReading | undefined;
  private readonly answers: AnswerSlot[] = [];
  /** The head of the request the app answers, as read; set once the lane has stopped reading. */
  private handingOver: Buffer | undefined;
  private consumed = false;
  private readingPaused = false;
  private awaitingDrain = false;
  /** No more requests are taken (the client said so, or sent too much): the connection ends once the answers are written. */
  private ending = false;
  /** The server is closing: the connection ends once the answers are written; a request that comes meanwhile goes to the app, which answers 503. */
  private serverClosing = false;
  /** The tick a request started at while its head is being read; the tick the connection went idle at. */
  private messageStart: number | undefined;
  private idleSince: number | undefined;

  constructor(private readonly lane: LaneHost, private readonly socket: Socket) {
    const { HTTPParser } = lane.common;
    const parser = new HTTPParser();
    const server = lane.server as Server & { maxHeaderSize?: number; insecureHTTPParser?: boolean };
    parser.initialize(HTTPParser.REQUEST, {}, server.maxHeaderSize ?? 0, server.insecureHTTPParser ? HTTPParser.kLenientAll : HTTPParser.kLenientNone);
    parser[HTTPParser.kOnMessageBegin] = () => this.onMessageBegin();
    parser[HTTPParser.kOnHeaders] = (headers: string[], url: string) => this.onHeaders(headers, url);
    parser[HTTPParser.kOnHeadersComplete] = (major: number, minor: number, headers: string[] | undefined, method: number,
      url: string | undefined, _status: unknown, _message: unknown, upgrade: boolean, keepAlive: boolean) =>
      this.onHeadersComplete(major, minor, headers, method, url, upgrade, keepAlive);
    parser[HTTPParser.kOnBody] = (chunk: Buffer) => this.onBody(chunk);
    parser[HTTPParser.kOnMessageComplete] = () => this.onMessageComplete();
    parser[HTTPParser.kOnExecute] = (result: number | Error) => this.onExecute(result);
    this.parser = parser;
    this.idleSince = lane.now;
    socket.on('error', this.onError);
    socket.on('end', this.onEnd);
    socket.on('close', this.onClose);
    parser.consume((socket as unknown as { _handle: unknown })._handle);
    this.setConsumed(true);
  }

  private setConsumed(consumed: boolean): void {
    this.consumed = consumed;
    const handle = (this.socket as unknown as { _handle?: { _consumed?: boolean } })._handle;
    if (handle) handle._consumed = consumed;
  }

  private onMessageBegin(): void {
    this.messageStart = this.lane.now;
    this.idleSince = undefined;
  }

  private onHeaders(headers: string[], url: string): void {
    // A head longer than one read comes in parts.
    this.headerLines.push(...headers);
    this.urlPart += url;
  }

  private onHeadersComplete(
    major: number, minor: number, lines: string[] | undefined, methodIndex: number, urlGiven: string | undefined,
    upgrade: boolean, keepAlive: boolean,
  ): number {
    this.messageStart = undefined;
    const raw = lines ?? this.headerLines;
    const url = urlGiven ?? this.urlPart;
    this.headerLines = [];
    this.urlPart = '';
    if (this.ending) return READ_ON;
    const method = this.lane.common.methods[methodIndex] ?? '';
    const door = this.lane.door();
    const route = upgrade ? undefined : door?.route(method, url);
    const headers = route ? headersOf(raw, this.lane.server.maxHeadersCount ?? undefined) : undefined;
    if (!route || !headers || headers.expect !== undefined) {
      this.handingOver = Buffer.from(headOf(method, url, major, minor, raw), 'latin1');
      return STOP_AFTER_HEAD;
    }
    const call: CallInReading = { method, url, route, headers, keepAlive, chunks: [], size: 0, tooLarge: false };
    this.call = call;
    if (exceedsBodyLimit(headers['content-length'])) this.refuseTooLarge(call);
    return READ_ON;
  }

  private onBody(chunk: Buffer): void {
    const call = this.call;
    if (!call || call.tooLarge) return;
    call.size += chunk.length;
    if (exceedsBodyLimit(call.size)) this.refuseTooLarge(call);
    else call.chunks.push(chunk);
  }

  /** Answers 413 now and reads no further request: the connection ends with this answer. */
  private refuseTooLarge(call: CallInReading): void {
    call.tooLarge = true;
    call.chunks = [];
    this.ending = true;
    const slot: AnswerSlot = { head: call.method === 'HEAD', keepAlive: false };
    this.answers.push(slot);
    // Not from inside the parser's callback: writing may end the connection, which stops the parser.
    setImmediate(() => this.deliver(slot, tooLargeAnswer()));
  }

  private onMessageComplete(): void {
    const call = this.call;
    this.call = undefined;
    if (!call || call.tooLarge || this.handingOver) return;
    const { chunks, size } = call;
    const raw = size === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
    const slot: AnswerSlot = { head: call.method === 'HEAD', keepAlive: call.keepAlive };
    this.answers.push(slot);
    if (!call.keepAlive) this.ending = true;
    const door = this.lane.door() as WebhookFrontDoor;
    door.answerCall(
      { method: call.method, url: call.url, headers: call.headers, query: call.route.query, raw, ip: this.socket.remoteAddress },
      call.route,
      (response) => this.deliver(slot, response),
    );
    if (this.answers.length >= MAX_PIPELINED) this.pauseReading();
  }

  private onExecute(result: number | Error): void {
    if (result instanceof Error) {
      this.failed(result, this.parser.getCurrentBuffer());
      return;
    }
    const head = this.handingOver;
    if (!head) return;
    // The parser stopped after the head: what follows in this read belongs to that request.
    const rest = this.parser.getCurrentBuffer().subarray(result);
    this.stopParsing();
    this.handingOver = Buffer.concat([head, rest]);
    this.continueWhenAnswered();
  }

  /** Stops taking reads into the parser; later reads wait in the socket for whoever reads next. */
  private stopParsing(): void {
    if (this.consumed) {
      this.parser.unconsume();
      this.setConsumed(false);
    }
  }

  /**
   * Writes the answer once those before it are written (throws, having written nothing, when the
   * workflow's status or headers are not valid HTTP).
   */
  private deliver(slot: AnswerSlot, response: WebhookHttpResponse): void {
    const { statusCode, headers, payload } = answerParts(response);
    const connection = response.headers.connection;
    // A workflow that says `Connection: close` ends the connection, as Node's server does.
    // The connection ends after the last answer it owes once it is ending: that one says so.
    const last = (this.ending || this.serverClosing) && this.answers[this.answers.length - 1] === slot;
    const keepAlive = slot.keepAlive && !last && (connection === undefined || !/\bclose\b/i.test(connection));
    const text = headText(statusCode, headers, keepAlive, this.lane.server.keepAliveTimeout, response.headers);
    const bodyless = slot.head || statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode < 200);
    if (bodyless || payload === undefined) slot.text = text;
    else if (typeof payload === 'string') slot.text = text + payload;
    else {
      slot.text = text;
      slot.body = payload;
    }
    slot.keepAlive = keepAlive;
    this.writeReady();
  }

  private writeReady(): void {
    const { socket } = this;
    let slot = this.answers[0];
    if (!slot || slot.text === undefined) return;
    const writable = !socket.destroyed && socket.writable;
    while (slot && slot.text !== undefined) {
      this.answers.shift();
      if (writable) {
        if (slot.body) {
          socket.cork();
          socket.write(slot.text, 'latin1');
          socket.write(slot.body);
          socket.uncork();
        } else {
          socket.write(slot.text);
        }
      }
      if (!slot.keepAlive) this.ending = true;
      slot = this.answers[0];
    }
    // A client that sends and does not read: no more of its requests are read until it does.
    if (writable && socket.writableNeedDrain) {
      this.pauseReading();
      if (!this.awaitingDrain) {
        this.awaitingDrain = true;
        socket.once('drain', () => this.resumeWhenDrained());
      }
    } else if (this.readingPaused && this.answers.length < MAX_PIPELINED / 2) {
      this.resumeReading();
    }
    this.continueWhenAnswered();
  }

  /** With every answer written: hand the connection over, end it, or wait for the next request. */
  private continueWhenAnswered(): void {
    if (this.answers.length > 0) return;
    if (this.handingOver) {
      const bytes = this.handingOver;
      this.handingOver = undefined;
      this.release();
      this.lane.handOver(this.socket, bytes);
      return;
    }
    if (this.ending || this.serverClosing) {
      this.endSoon();
      return;
    }
    if (this.call === undefined && this.messageStart === undefined) this.idleSince = this.lane.now;
  }

  private endSoon(): void {
    const { socket } = this;
    if (socket.destroyed) return;
    this.stopParsing();
    if (socket.writable) socket.end();
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  }

  /** The server is closing: idle now, or after the answers being made. */
  closeWhenDone(): void {
    this.serverClosing = true;
    // A request partly read is let in: it goes to the app, which answers 503.
    if (this.answers.length === 0 && this.call === undefined && this.messageStart === undefined && !this.handingOver) this.endSoon();
  }

  checkTimeouts(now: number, keepAliveSeconds: number, headersSeconds: number): void {
    if (this.idleSince !== undefined && this.answers.length === 0 && now - this.idleSince > keepAliveSeconds) {
      this.socket.destroy();
    } else if (this.messageStart !== undefined && now - this.messageStart > headersSeconds) {
      this.messageStart = undefined;
      const error = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      this.failed(error, undefined);
    }
  }

  private resumeWhenDrained(): void {
    this.awaitingDrain = false;
    if (this.answers.length < MAX_PIPELINED / 2) this.resumeReading();
  }

  private pauseReading(): void {
    const handle = (this.socket as unknown as { _handle?: { reading: boolean; readStop(): void } })._handle;
    if (!handle || this.readingPaused) return;
    this.readingPaused = true;
    handle.reading = false;
    handle.readStop();
  }

  private resumeReading(): void {
    const handle = (this.socket as unknown as { _handle?: { reading: boolean; readStart(): void } })._handle;
    this.readingPaused = false;
    if (!handle || !this.consumed) return;
    handle.reading = true;
    handle.readStart();
  }

  /** A request that is not HTTP, or one that took too long: the server's `clientError` handler answers, as for Node's own. */
  private failed(error: Error, rawPacket: Buffer | undefined): void {
    this.ending = true;
    this.stopParsing();
    this.lane.common.prepareError(error, this.parser, rawPacket);
    this.onError(error);
  }

  private readonly onError = (error: Error): void => {
    const { socket } = this;
    socket.removeListener('error', this.onError);
    // Later errors of a connection that is going are of no interest.
    socket.on('error', () => undefined);
    if (this.lane.server.emit('clientError', error, socket)) return;
    if (socket.writable && socket.bytesWritten === 0) socket.write(clientErrorAnswer(error));
    socket.destroy(error);
  };

  /** The client will send nothing more: the connection ends once the answers are written. */
  private readonly onEnd = (): void => {
    if (this.handingOver) return;
    this.ending = true;
    if (this.answers.length === 0) this.endSoon();
  };

  private readonly onClose = (): void => {
    this.release();
    this.answers.length = 0;
  };

  /** The connection leaves the lane: the parser is freed and the socket is the lane's no more. */
  private release(): void {
    const { socket, parser } = this;
    this.stopParsing();
    socket.removeListener('error', this.onError);
    socket.removeListener('end', this.onEnd);
    socket.removeListener('close', this.onClose);
    this.lane.forget(this);
    // Not from inside one of its own callbacks.
    setImmediate(() => parser.close());
  }
}
