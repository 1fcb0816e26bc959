import { BSON, type Document } from 'mongodb';

/*
 * The framing of MongoDB's wire protocol (its public reference: "MongoDB Wire Protocol"): a 16-byte
 * header (length, requestID, responseTo, opCode), then OP_MSG's flag bits and sections, or the legacy
 * OP_QUERY the drivers still send for the first `hello` of a connection.
 */

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

export interface Request {
  requestId: number;
  opCode: number;
  /** The command: OP_MSG's body with its document sequences (kind 1) added as arrays. */
  command: Document;
  /** The client sends no reply for this one (an unacknowledged write). */
  noReply: boolean;
}

function cstringEnd(buffer: Buffer, start: number): number {
  const end = buffer.indexOf(0, start);
  if (end < 0) throw new Error('unterminated string in the message');
  return end;
}

function parseMsg(message: Buffer): { command: Document; noReply: boolean } {
  const flags = message.readUInt32LE(16);
  const end = message.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let command: Document = {};
  const sequences: Record<string, Document[]> = {};
  let at = 20;
  while (at < end) {
    const kind = message[at++];
    const size = message.readInt32LE(at);
    if (kind === 0) {
      command = BSON.deserialize(message.subarray(at, at + size));
      at += size;
      continue;
    }
    const sectionEnd = at + size;
    const nameEnd = cstringEnd(message, at + 4);
    const name = message.toString('utf8', at + 4, nameEnd);
    const documents: Document[] = [];
    for (let next = nameEnd + 1; next < sectionEnd;) {
      const length = message.readInt32LE(next);
      documents.push(BSON.deserialize(message.subarray(next, next + length)));
      next += length;
    }
    sequences[name] = documents;
    at = sectionEnd;
  }
  return { command: { ...command, ...sequences }, noReply: (flags & MORE_TO_COME) !== 0 };
}

function parseQuery(message: Buffer): Document {
  const nameEnd = cstringEnd(message, 20);
  const collection = message.toString('utf8', 20, nameEnd);
  const at = nameEnd + 1 + 8;
  const query = BSON.deserialize(message.subarray(at, at + message.readInt32LE(at)));
  // OP_QUERY commands go to "<db>.$cmd" and may wrap the command in $query.
  const command = (query.$query ?? query) as Document;
  return { ...command, $db: collection.split('.')[0] };
}

export function parseRequest(message: Buffer): Request {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) return { requestId, opCode, ...parseMsg(message) };
  if (opCode === OP_QUERY) return { requestId, opCode, command: parseQuery(message), noReply: false };
  throw new Error(`opCode ${opCode} is not supported by this server`);
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextResponseId++, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

/** The reply in the form the request came in: OP_MSG for OP_MSG, OP_REPLY for OP_QUERY. */
export function encodeReply(request: Request, reply: Document): Buffer {
  const body = Buffer.from(BSON.serialize(reply));
  if (request.opCode === OP_MSG) {
    const flags = Buffer.alloc(5);
    const length = 16 + flags.length + body.length;
    return Buffer.concat([header(length, request.requestId, OP_MSG), flags, body]);
  }
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + fields.length + body.length, request.requestId, OP_REPLY), fields, body]);
}

/** Splits a connection's byte stream into whole messages. */
export function messageSplitter(onMessage: (message: Buffer) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (pending.length < length) return;
      onMessage(pending.subarray(0, length));
      pending = pending.subarray(length);
    }
  };
}
