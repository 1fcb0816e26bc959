import { type SqliteValue, readParameterValue } from './data-types.js';
import { Reader, Writer } from './wire.js';

/* Reading the client's requests ([MS-TDS] 2.2.6) and the PRELOGIN reply. */

const ENCRYPT_NOT_SUP = 0x02;

/**
 * The PRELOGIN reply (2.2.6.5): version 16.0, and encryption not supported, whatever the client asked:
 * this server has no certificate, so a client that insists on TLS must refuse to go on.
 */
export function preloginReply(): Buffer {
  const options: Array<[number, Buffer]> = [
    [0x00, Buffer.from([16, 0, 0x03, 0xe8, 0, 0])],
    [0x01, Buffer.from([ENCRYPT_NOT_SUP])],
    [0x02, Buffer.from([0])],
    [0x03, Buffer.alloc(0)],
    [0x04, Buffer.from([0])],
  ];
  const head = new Writer();
  const data = new Writer();
  let offset = options.length * 5 + 1;
  for (const [token, value] of options) {
    head.u8(token).u16be(offset).u16be(value.length);
    data.bytes(value);
    offset += value.length;
  }
  return Buffer.concat([head.u8(0xff).done(), data.done()]);
}

/** The encryption the client asked for in its PRELOGIN: 0 off, 1 on, 2 not supported, 3 required. */
export function requestedEncryption(payload: Buffer): number | undefined {
  for (let at = 0; at + 5 <= payload.length && payload[at] !== 0xff; at += 5) {
    if (payload[at] === 0x01) return payload[payload.readUInt16BE(at + 1)];
  }
  return undefined;
}

export interface Login { user: string; password: string; database: string; packetSize: number; integratedSecurity: boolean }

/** Passwords travel with each byte's nibbles swapped and XORed with 0xA5 (2.2.6.4). */
function unscramble(bytes: Buffer): string {
  return Buffer.from(bytes.map((byte) => {
    const plain = byte ^ 0xa5;
    return ((plain & 0x0f) << 4) | (plain >> 4);
  })).toString('utf16le');
}

export function parseLogin7(payload: Buffer): Login {
  const text = (at: number) => payload.subarray(payload.readUInt16LE(at), payload.readUInt16LE(at) + payload.readUInt16LE(at + 2) * 2);
  return {
    packetSize: payload.readUInt32LE(8),
    integratedSecurity: (payload[25]! & 0x80) !== 0,
    user: text(40).toString('utf16le'),
    password: unscramble(text(44)),
    database: text(68).toString('utf16le'),
  };
}

/** ALL_HEADERS (2.2.5.3) come first in batches and RPCs since TDS 7.2: skipped, the transaction is the session's. */
function skipHeaders(reader: Reader): void {
  reader.at += reader.buffer.readUInt32LE(reader.at);
}

export function parseSqlBatch(payload: Buffer): string {
  const reader = new Reader(payload);
  skipHeaders(reader);
  return payload.subarray(reader.at).toString('utf16le');
}

export interface RpcCall { procedure: string; parameters: Array<{ name: string; value: SqliteValue }> }

const PROCEDURE_IDS: Record<number, string> = { 10: 'sp_executesql', 11: 'sp_prepare', 12: 'sp_execute', 13: 'sp_prepexec', 15: 'sp_unprepare' };

/** One RPC request (2.2.6.6): the procedure and its parameters in order. */
export function parseRpc(payload: Buffer): RpcCall {
  const reader = new Reader(payload);
  skipHeaders(reader);
  const nameLength = reader.u16();
  const procedure = nameLength === 0xffff ? PROCEDURE_IDS[reader.u16()] ?? 'unknown' : reader.bytes(nameLength * 2).toString('utf16le');
  reader.u16();
  const parameters: RpcCall['parameters'] = [];
  while (reader.left > 0 && reader.buffer[reader.at] !== 0xff && reader.buffer[reader.at] !== 0x80) {
    const name = reader.bVarchar();
    reader.u8();
    parameters.push({ name, value: readParameterValue(reader) });
  }
  return { procedure, parameters };
}
