/**
 * The wire format of a batch of writes sent to the SQLite write worker: one transferable buffer
 * instead of a structured clone of nested arrays (which cost more than the SQLite work it carried).
 *
 *   batch     := u32 groupCount, group*
 *   group     := u8 statementCount, statement*
 *   statement := u32 sqlTextId, u8 paramCount, param*
 *   param     := u8 tag, then: null (0) nothing | number (1) f64 | string (2) u32 byteLength, UTF-8
 *
 * The decoder runs in the worker, which is plain JavaScript: `DECODE_BATCH_SOURCE` is its source.
 */
export const enum ParamTag { Null = 0, Number = 1, Text = 2 }

/** A statement as encoded: SQL by text number, then its parameters. */
export type EncodedStatement = [sqlTextId: number, ...params: unknown[]];

export class BatchEncoder {
  private buffer = Buffer.allocUnsafeSlow(64 * 1024);
  private offset = 0;

  constructor(groupCount: number) {
    this.u32(groupCount);
  }

  group(statements: EncodedStatement[]): void {
    this.ensure(1);
    this.buffer.writeUInt8(statements.length, this.offset++);
    for (const [sqlTextId, ...params] of statements) {
      this.u32(sqlTextId);
      this.ensure(1);
      this.buffer.writeUInt8(params.length, this.offset++);
      for (const param of params) this.param(param);
    }
  }

  /** The encoded batch, as an ArrayBuffer of its own (to be transferred, not copied). */
  finish(): ArrayBuffer {
    return this.buffer.buffer.slice(0, this.offset) as ArrayBuffer;
  }

  private param(value: unknown): void {
    this.ensure(9);
    if (value === null || value === undefined) {
      this.buffer.writeUInt8(ParamTag.Null, this.offset++);
    } else if (typeof value === 'number') {
      this.buffer.writeUInt8(ParamTag.Number, this.offset++);
      this.offset = this.buffer.writeDoubleLE(value, this.offset);
    } else if (typeof value === 'string') {
      // At most three bytes per UTF-16 unit.
      this.ensure(5 + value.length * 3);
      this.buffer.writeUInt8(ParamTag.Text, this.offset++);
      const written = this.buffer.write(value, this.offset + 4, 'utf8');
      this.buffer.writeUInt32LE(written, this.offset);
      this.offset += 4 + written;
    } else {
      throw new TypeError(`A ${typeof value} cannot be written to SQLite`);
    }
  }

  private u32(value: number): void {
    this.ensure(4);
    this.offset = this.buffer.writeUInt32LE(value, this.offset);
  }

  private ensure(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.offset + bytes));
    this.buffer.copy(grown, 0, 0, this.offset);
    this.buffer = grown;
  }
}

/** `decodeBatch(arrayBuffer)` for the worker: groups of `[sqlTextId, params]`. */
export const DECODE_BATCH_SOURCE = `
function decodeBatch(arrayBuffer) {
  const buffer = Buffer.from(arrayBuffer);
  let offset = 0;
  const groups = new Array(buffer.readUInt32LE(0));
  offset = 4;
  for (let g = 0; g < groups.length; g++) {
    const statements = new Array(buffer.readUInt8(offset++));
    for (let s = 0; s < statements.length; s++) {
      const sqlTextId = buffer.readUInt32LE(offset);
      offset += 4;
      const params = new Array(buffer.readUInt8(offset++));
      for (let p = 0; p < params.length; p++) {
        const tag = buffer.readUInt8(offset++);
        if (tag === ${ParamTag.Null}) params[p] = null;
        else if (tag === ${ParamTag.Number}) { params[p] = buffer.readDoubleLE(offset); offset += 8; }
        else {
          const length = buffer.readUInt32LE(offset);
          params[p] = buffer.toString('utf8', offset + 4, offset + 4 + length);
          offset += 4 + length;
        }
      }
      statements[s] = [sqlTextId, params];
    }
    groups[g] = statements;
  }
  return groups;
}
`;
