import { type ColumnType, collation, writeTypeInfo, writeValue } from './data-types.js';
import { Writer } from './wire.js';

/* The reply tokens of [MS-TDS] 2.2.7 this server sends. */

export const DONE = { final: 0x00, more: 0x01, error: 0x02, count: 0x10, attention: 0x20 } as const;
const SERVER_NAME = 'weft-tds-test';

export interface Message { number: number; state?: number; severity?: number; text: string; line?: number }

function message(token: number, { number, state = 1, severity = 16, text, line = 1 }: Message): Buffer {
  const body = new Writer().i32(number).u8(state).u8(severity).usVarchar(text).bVarchar(SERVER_NAME).bVarchar('').i32(line).done();
  return new Writer().u8(token).u16(body.length).bytes(body).done();
}

export const errorToken = (error: Message): Buffer => message(0xaa, error);
export const infoToken = (info: Message): Buffer => message(0xab, { severity: 0, ...info });

/** ENVCHANGE with text values: 1 database, 2 language, 4 packet size. */
export function envChange(type: 1 | 2 | 4, value: string, old: string): Buffer {
  const body = new Writer().u8(type).bVarchar(value).bVarchar(old).done();
  return new Writer().u8(0xe3).u16(body.length).bytes(body).done();
}

export function collationChange(): Buffer {
  const value = collation();
  const body = new Writer().u8(7).u8(value.length).bytes(value).u8(0).done();
  return new Writer().u8(0xe3).u16(body.length).bytes(body).done();
}

/** LOGINACK: always TDS 7.4, which the client then speaks whatever it asked for. */
export function loginAck(): Buffer {
  const body = new Writer().u8(1).u32be(0x74000004).bVarchar('Microsoft SQL Server').u8(16).u8(0).u8(0x03).u8(0xe8).done();
  return new Writer().u8(0xad).u16(body.length).bytes(body).done();
}

/** DONE (0xFD), DONEPROC (0xFE) or DONEINPROC (0xFF). */
export function done(status: number, rowCount = 0, token: 0xfd | 0xfe | 0xff = 0xfd): Buffer {
  return new Writer().u8(token).u16(status).u16(0).u64(BigInt(rowCount)).done();
}

export function returnStatus(value: number): Buffer {
  return new Writer().u8(0x79).i32(value).done();
}

export interface ResultColumn { name: string; type: ColumnType }

/** COLMETADATA then a ROW per row. */
export function resultSet(columns: ResultColumn[], rows: unknown[][]): Buffer {
  const out = new Writer().u8(0x81).u16(columns.length);
  for (const column of columns) {
    out.u32(0).u16(0x0001 | 0x0008); // nullable, updatable unknown
    writeTypeInfo(out, column.type);
    out.bVarchar(column.name);
  }
  for (const row of rows) {
    out.u8(0xd1);
    columns.forEach((column, index) => writeValue(out, column.type, row[index]));
  }
  return out.done();
}
