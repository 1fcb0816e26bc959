/*
 * Byte-level pieces of [MS-TDS]: the packet frame (2.2.3), and a writer/reader for the little-endian
 * fields and the length-prefixed UCS-2 strings that tokens and requests are made of.
 */

export const PACKET = { sqlBatch: 0x01, rpc: 0x03, reply: 0x04, attention: 0x06, transactionManager: 0x0e, login7: 0x10, prelogin: 0x12 } as const;
const HEADER = 8;
const END_OF_MESSAGE = 0x01;

/** Gathers a stream's packets into whole messages (a message may span packets; EOM marks its last). */
export class MessageReader {
  private pending = Buffer.alloc(0);
  private parts: Buffer[] = [];

  constructor(private readonly onMessage: (type: number, payload: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= HEADER) {
      const length = this.pending.readUInt16BE(2);
      if (length < HEADER) throw new Error(`TDS packet with an impossible length ${length}`);
      if (this.pending.length < length) return;
      const type = this.pending[0] as number;
      const status = this.pending[1] as number;
      this.parts.push(this.pending.subarray(HEADER, length));
      this.pending = this.pending.subarray(length);
      if (status & END_OF_MESSAGE) {
        const payload = Buffer.concat(this.parts);
        this.parts = [];
        this.onMessage(type, payload);
      }
    }
  }
}

/** A message as packets of at most `packetSize` bytes, the last one flagged EOM. */
export function packets(type: number, payload: Buffer, packetSize: number): Buffer {
  const room = packetSize - HEADER;
  const out: Buffer[] = [];
  let id = 1;
  for (let at = 0; at < payload.length || at === 0; at += room) {
    const body = payload.subarray(at, at + room);
    const last = at + room >= payload.length;
    const header = Buffer.alloc(HEADER);
    header[0] = type;
    header[1] = last ? END_OF_MESSAGE : 0;
    header.writeUInt16BE(HEADER + body.length, 2);
    header[6] = id++ % 256;
    out.push(header, body);
    if (last) break;
  }
  return Buffer.concat(out);
}

export class Writer {
  private chunks: Buffer[] = [];

  u8(value: number): this { return this.bytes(Buffer.from([value & 0xff])); }
  u16(value: number): this { const b = Buffer.alloc(2); b.writeUInt16LE(value); return this.bytes(b); }
  u16be(value: number): this { const b = Buffer.alloc(2); b.writeUInt16BE(value); return this.bytes(b); }
  i32(value: number): this { const b = Buffer.alloc(4); b.writeInt32LE(value); return this.bytes(b); }
  u32(value: number): this { const b = Buffer.alloc(4); b.writeUInt32LE(value); return this.bytes(b); }
  u32be(value: number): this { const b = Buffer.alloc(4); b.writeUInt32BE(value); return this.bytes(b); }
  u64(value: bigint): this { const b = Buffer.alloc(8); b.writeBigUInt64LE(value); return this.bytes(b); }
  bytes(buffer: Buffer): this { this.chunks.push(buffer); return this; }
  /** B_VARCHAR: length in characters as one byte, then UCS-2. */
  bVarchar(text: string): this { return this.u8(text.length).bytes(Buffer.from(text, 'utf16le')); }
  /** US_VARCHAR: length in characters as two bytes, then UCS-2. */
  usVarchar(text: string): this { return this.u16(text.length).bytes(Buffer.from(text, 'utf16le')); }
  get length(): number { return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0); }
  done(): Buffer { return Buffer.concat(this.chunks); }
}

export class Reader {
  constructor(readonly buffer: Buffer, public at = 0) {}

  get left(): number { return this.buffer.length - this.at; }
  private need(count: number): void {
    if (this.at + count > this.buffer.length) throw new Error('TDS request ended early');
  }
  u8(): number { this.need(1); return this.buffer.readUInt8(this.at++); }
  u16(): number { this.need(2); const v = this.buffer.readUInt16LE(this.at); this.at += 2; return v; }
  u32(): number { this.need(4); const v = this.buffer.readUInt32LE(this.at); this.at += 4; return v; }
  i32(): number { this.need(4); const v = this.buffer.readInt32LE(this.at); this.at += 4; return v; }
  u64(): bigint { this.need(8); const v = this.buffer.readBigUInt64LE(this.at); this.at += 8; return v; }
  bytes(count: number): Buffer { this.need(count); const v = this.buffer.subarray(this.at, this.at + count); this.at += count; return v; }
  bVarchar(): string { return this.bytes(this.u8() * 2).toString('utf16le'); }
}
