import type { Reader, Writer } from './wire.js';

/*
 * [MS-TDS] 2.2.5.4-2.2.5.5 data types: reading an RPC parameter's TYPE_INFO and value into what SQLite
 * stores, and describing/encoding result columns for COLMETADATA and ROW tokens.
 */

/** What SQLite stores for a parameter: dates become text 'YYYY-MM-DD HH:MM:SS.SSS' (what GETDATE() gives here). */
export type SqliteValue = number | bigint | string | Buffer | null;

const COLLATION = Buffer.from([0x09, 0x04, 0xd0, 0x00, 0x34]);
export const collation = (): Buffer => Buffer.from(COLLATION);
const DAY = 86_400_000;
// Date.UTC reads years below 100 as 19xx: year 1 is set explicitly.
const YEAR_1 = new Date(0).setUTCFullYear(1, 0, 1);
const YEAR_1900 = Date.UTC(1900, 0, 1);

export function dateText(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

function days(reader: Reader): number {
  const b = reader.bytes(3);
  return b[0]! | (b[1]! << 8) | (b[2]! << 16);
}

function timeBytes(scale: number): number {
  return scale <= 2 ? 3 : scale <= 4 ? 4 : 5;
}

function readTime(reader: Reader, scale: number): number {
  const b = reader.bytes(timeBytes(scale));
  let ticks = 0;
  for (let i = b.length - 1; i >= 0; i--) ticks = ticks * 256 + b[i]!;
  return (ticks / 10 ** scale) * 1000;
}

function plp(reader: Reader): Buffer | null {
  const total = reader.u64();
  if (total === 0xffffffffffffffffn) return null;
  const chunks: Buffer[] = [];
  for (let size = reader.u32(); size !== 0; size = reader.u32()) chunks.push(reader.bytes(size));
  return Buffer.concat(chunks);
}

function magnitude(bytes: Buffer): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = value * 256n + BigInt(bytes[i]!);
  return value;
}

const integer = (value: bigint): number | bigint => (value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value);

function fixedInteger(bytes: Buffer): number | bigint {
  if (bytes.length === 1) return bytes.readUInt8(0);
  if (bytes.length === 2) return bytes.readInt16LE(0);
  if (bytes.length === 4) return bytes.readInt32LE(0);
  return integer(bytes.readBigInt64LE(0));
}

function oldDatetime(bytes: Buffer): string {
  if (bytes.length === 4) return dateText(new Date(YEAR_1900 + bytes.readUInt16LE(0) * DAY + bytes.readUInt16LE(2) * 60_000));
  return dateText(new Date(YEAR_1900 + bytes.readInt32LE(0) * DAY + Math.round((bytes.readUInt32LE(4) * 10) / 3)));
}

function guid(bytes: Buffer): string {
  const hex = (from: number, to: number, reverse: boolean) => {
    const part = Buffer.from(bytes.subarray(from, to));
    return (reverse ? part.reverse() : part).toString('hex');
  };
  return `${hex(0, 4, true)}-${hex(4, 6, true)}-${hex(6, 8, true)}-${hex(8, 10, false)}-${hex(10, 16, false)}`.toUpperCase();
}

export class UnsupportedType extends Error {}

/** A parameter's TYPE_INFO then its value (2.2.6.6 RPC parameter data). */
export function readParameterValue(reader: Reader): SqliteValue {
  const type = reader.u8();
  const fixed: Record<number, number> = { 0x30: 1, 0x34: 2, 0x38: 4, 0x7f: 8, 0x32: 1, 0x3b: 4, 0x3e: 8, 0x3d: 8, 0x3a: 4 };
  if (type === 0x1f) return null;
  if (fixed[type] !== undefined) {
    const bytes = reader.bytes(fixed[type]!);
    if (type === 0x3b) return bytes.readFloatLE(0);
    if (type === 0x3e) return bytes.readDoubleLE(0);
    if (type === 0x3d || type === 0x3a) return oldDatetime(bytes);
    return fixedInteger(bytes);
  }
  switch (type) {
    case 0x26: case 0x68: case 0x6d: case 0x6f: case 0x6e: case 0x24: { // INTN BITN FLTN DATETIMN MONEYN GUID
      reader.u8();
      const length = reader.u8();
      if (length === 0) return null;
      const bytes = reader.bytes(length);
      if (type === 0x6d) return length === 4 ? bytes.readFloatLE(0) : bytes.readDoubleLE(0);
      if (type === 0x6f) return oldDatetime(bytes);
      if (type === 0x24) return guid(bytes);
      if (type === 0x6e) return length === 4 ? bytes.readInt32LE(0) / 10_000 : (bytes.readInt32LE(0) * 2 ** 32 + bytes.readUInt32LE(4)) / 10_000;
      return fixedInteger(bytes);
    }
    case 0x6a: case 0x6c: { // DECIMALN NUMERICN
      reader.u8();
      reader.u8();
      const scale = reader.u8();
      const length = reader.u8();
      if (length === 0) return null;
      const sign = reader.u8() === 1 ? 1 : -1;
      const value = magnitude(reader.bytes(length - 1));
      return scale === 0 ? integer(value * BigInt(sign)) : (sign * Number(value)) / 10 ** scale;
    }
    case 0x28: { // DATEN
      const length = reader.u8();
      return length === 0 ? null : dateText(new Date(YEAR_1 + days(reader) * DAY)).slice(0, 10);
    }
    case 0x29: case 0x2a: case 0x2b: { // TIMEN DATETIME2N DATETIMEOFFSETN
      const scale = reader.u8();
      const length = reader.u8();
      if (length === 0) return null;
      const time = readTime(reader, scale);
      if (type === 0x29) return dateText(new Date(time)).slice(11);
      const date = new Date(YEAR_1 + days(reader) * DAY + time);
      if (type === 0x2b) reader.bytes(2); // the offset: the date and time are already UTC
      return dateText(date);
    }
    case 0xe7: case 0xef: case 0xa7: case 0xaf: case 0xa5: case 0xad: { // NVARCHAR NCHAR VARCHAR CHAR VARBINARY BINARY
      const max = reader.u16();
      if (type !== 0xa5 && type !== 0xad) reader.bytes(5);
      let bytes: Buffer | null;
      if (max === 0xffff) bytes = plp(reader);
      else {
        const length = reader.u16();
        bytes = length === 0xffff ? null : reader.bytes(length);
      }
      if (bytes === null) return null;
      if (type === 0xa5 || type === 0xad) return Buffer.from(bytes);
      return bytes.toString(type === 0xe7 || type === 0xef ? 'utf16le' : 'latin1');
    }
    default:
      throw new UnsupportedType(`parameters of TDS type 0x${type.toString(16)} are not supported by this test server`);
  }
}

/** A result column's SQL Server type, chosen from SQLite's declared type and the values. */
export type ColumnType =
  | { kind: 'int'; size: 1 | 2 | 4 | 8 }
  | { kind: 'bit' } | { kind: 'float' }
  | { kind: 'decimal'; precision: number; scale: number }
  | { kind: 'datetime2'; scale: number } | { kind: 'date' }
  | { kind: 'nvarchar'; max: boolean } | { kind: 'varbinary'; max: boolean };

const INT32 = 2 ** 31;
const isInt32 = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= -INT32 && v < INT32;
const isInteger = (v: unknown) => typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v));
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z)?$/;

function parseDate(text: string): Date | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, '0').slice(0, 3))));
  date.setUTCFullYear(Number(y));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function fits(type: ColumnType, value: unknown): boolean {
  if (value === null) return true;
  switch (type.kind) {
    case 'int': return type.size === 8 ? isInteger(value) : isInt32(value);
    case 'bit': return value === 0 || value === 1;
    case 'float': case 'decimal': return typeof value === 'number' || typeof value === 'bigint';
    case 'datetime2': case 'date': return typeof value === 'string' && parseDate(value) !== undefined;
    case 'nvarchar': return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';
    case 'varbinary': return Buffer.isBuffer(value);
  }
}

function fromValues(values: unknown[]): ColumnType {
  const present = values.filter((v) => v !== null);
  if (present.length > 0 && present.every(isInt32)) return { kind: 'int', size: 4 };
  if (present.length > 0 && present.every(isInteger)) return { kind: 'int', size: 8 };
  if (present.length > 0 && present.every((v) => typeof v === 'number')) return { kind: 'float' };
  // An expression's dates (GETDATE()) are SQLite text in the form dateText writes.
  if (present.length > 0 && present.every((v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/.test(v))) return { kind: 'datetime2', scale: 3 };
  if (present.length > 0 && present.every(Buffer.isBuffer)) return { kind: 'varbinary', max: present.some((v) => (v as Buffer).length > 8000) };
  return { kind: 'nvarchar', max: present.some((v) => String(v).length > 4000) };
}

function fromDeclaration(declared: string): ColumnType | undefined {
  const upper = declared.toUpperCase();
  const sized = /\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)/.exec(upper);
  if (/BIGINT/.test(upper)) return { kind: 'int', size: 8 };
  if (/^(INT|INTEGER|SMALLINT|TINYINT)\b/.test(upper)) return { kind: 'int', size: 4 };
  if (/^BIT\b/.test(upper)) return { kind: 'bit' };
  if (/^(FLOAT|REAL|DOUBLE)/.test(upper)) return { kind: 'float' };
  if (/^(DECIMAL|NUMERIC)/.test(upper)) return { kind: 'decimal', precision: Number(sized?.[1] ?? 18), scale: Number(sized?.[2] ?? 0) };
  if (/^(SMALL)?MONEY/.test(upper)) return { kind: 'decimal', precision: 19, scale: 4 };
  if (/^DATETIME2/.test(upper)) return { kind: 'datetime2', scale: Number(sized?.[1] ?? 7) };
  if (/^(SMALL)?DATETIME/.test(upper)) return { kind: 'datetime2', scale: 3 };
  if (/^DATE$/.test(upper)) return { kind: 'date' };
  if (/BINARY|IMAGE|BLOB/.test(upper)) return { kind: 'varbinary', max: true };
  if (/CHAR|TEXT|UNIQUEIDENTIFIER/.test(upper)) return { kind: 'nvarchar', max: false };
  return undefined;
}

/** The column's type: its declaration when every value fits it, else what the values are. */
export function columnType(declared: string | null, values: unknown[]): ColumnType {
  const type = declared ? fromDeclaration(declared) : undefined;
  const chosen = type && values.every((value) => fits(type, value)) ? type : fromValues(values);
  if (chosen.kind === 'int' && chosen.size === 4 && !values.every((v) => v === null || isInt32(v))) return { kind: 'int', size: 8 };
  if (chosen.kind === 'nvarchar' && values.some((v) => v !== null && String(v).length > 4000)) return { kind: 'nvarchar', max: true };
  return chosen;
}

/** TYPE_INFO of a COLMETADATA column (2.2.5.6). */
export function writeTypeInfo(out: Writer, type: ColumnType): void {
  switch (type.kind) {
    case 'int': out.u8(0x26).u8(type.size); break;
    case 'bit': out.u8(0x68).u8(1); break;
    case 'float': out.u8(0x6d).u8(8); break;
    case 'decimal': out.u8(0x6a).u8(decimalBytes(type.precision)).u8(type.precision).u8(type.scale); break;
    case 'datetime2': out.u8(0x2a).u8(type.scale); break;
    case 'date': out.u8(0x28); break;
    case 'nvarchar': out.u8(0xe7).u16(type.max ? 0xffff : 8000).bytes(collation()); break;
    case 'varbinary': out.u8(0xa5).u16(type.max ? 0xffff : 8000); break;
  }
}

function decimalBytes(precision: number): number {
  return precision <= 9 ? 5 : precision <= 19 ? 9 : precision <= 28 ? 13 : 17;
}

function littleEndian(value: bigint, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let rest = value;
  for (let i = 0; i < size; i++) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

function writePlp(out: Writer, bytes: Buffer | null): void {
  if (bytes === null) {
    out.u64(0xffffffffffffffffn);
    return;
  }
  out.u64(BigInt(bytes.length));
  if (bytes.length > 0) out.u32(bytes.length).bytes(bytes);
  out.u32(0);
}

function writeDateTime2(out: Writer, date: Date, scale: number, withTime: boolean): void {
  const dayCount = Math.floor((date.getTime() - YEAR_1) / DAY);
  const timeSize = timeBytes(scale);
  if (withTime) {
    const ms = date.getTime() - (YEAR_1 + dayCount * DAY);
    out.u8(timeSize + 3).bytes(littleEndian(BigInt(Math.round(ms * 10 ** scale / 1000)), timeSize));
  } else {
    out.u8(3);
  }
  out.bytes(littleEndian(BigInt(dayCount), 3));
}

/** A ROW value in the column's type. */
export function writeValue(out: Writer, type: ColumnType, value: unknown): void {
  const nullable = value === null || value === undefined;
  switch (type.kind) {
    case 'int':
      if (nullable) out.u8(0);
      else out.u8(type.size).bytes(littleEndian(BigInt.asUintN(64, BigInt(value as number)), type.size));
      return;
    case 'bit':
      if (nullable) out.u8(0);
      else out.u8(1).u8(value ? 1 : 0);
      return;
    case 'float': {
      if (nullable) return void out.u8(0);
      const b = Buffer.alloc(8);
      b.writeDoubleLE(Number(value));
      out.u8(8).bytes(b);
      return;
    }
    case 'decimal': {
      if (nullable) return void out.u8(0);
      const scaled = BigInt(Math.round(Number(value) * 10 ** type.scale));
      const size = decimalBytes(type.precision);
      out.u8(size).u8(scaled < 0n ? 0 : 1).bytes(littleEndian(scaled < 0n ? -scaled : scaled, size - 1));
      return;
    }
    case 'datetime2': case 'date':
      if (nullable) return void out.u8(0);
      writeDateTime2(out, parseDate(String(value))!, type.kind === 'date' ? 0 : type.scale, type.kind === 'datetime2');
      return;
    case 'nvarchar': {
      const bytes = nullable ? null : Buffer.from(String(value), 'utf16le');
      if (type.max) writePlp(out, bytes);
      else if (bytes === null) out.u16(0xffff);
      else out.u16(bytes.length).bytes(bytes);
      return;
    }
    case 'varbinary': {
      const bytes = nullable ? null : (value as Buffer);
      if (type.max) writePlp(out, bytes);
      else if (bytes === null) out.u16(0xffff);
      else out.u16(bytes.length).bytes(bytes);
    }
  }
}
