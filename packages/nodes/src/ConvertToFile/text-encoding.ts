import iconv from 'iconv-lite';
import type { INodePropertyOptions } from '@weft/workflow';

/** The encodings offered by the file nodes (n8n's saved values: iconv-lite's names). */
export const ENCODINGS = [
  'armscii8', 'ascii', 'base64', 'big5hkscs', 'binary', 'cesu8', 'cp1046', 'cp1124', 'cp1125', 'cp1129', 'cp1133',
  'cp1161', 'cp1162', 'cp1163', 'cp437', 'cp720', 'cp737', 'cp775', 'cp808', 'cp850', 'cp852', 'cp855', 'cp856',
  'cp857', 'cp858', 'cp860', 'cp861', 'cp862', 'cp863', 'cp864', 'cp865', 'cp866', 'cp869', 'cp922', 'cp936', 'cp949',
  'cp950', 'eucjp', 'gb18030', 'gbk', 'georgianacademy', 'georgianps', 'hex', 'hproman8', 'iso646cn', 'iso646jp',
  'iso88591', 'iso885910', 'iso885911', 'iso885913', 'iso885914', 'iso885915', 'iso885916', 'iso88592', 'iso88593',
  'iso88594', 'iso88595', 'iso88596', 'iso88597', 'iso88598', 'iso88599', 'koi8r', 'koi8ru', 'koi8t', 'koi8u',
  'maccenteuro', 'maccroatian', 'maccyrillic', 'macgreek', 'maciceland', 'macintosh', 'macroman', 'macromania',
  'macthai', 'macturkish', 'macukraine', 'mik', 'pt154', 'rk1048', 'shiftjis', 'tcvn', 'tis620', 'ucs2', 'utf16',
  'utf16be', 'utf32', 'utf32be', 'utf32le', 'utf7', 'utf7imap', 'utf8', 'viscii', 'windows1250', 'windows1251',
  'windows1252', 'windows1253', 'windows1254', 'windows1255', 'windows1256', 'windows1257', 'windows1258', 'windows874',
] as const;

export const ENCODING_OPTIONS: INodePropertyOptions[] = ENCODINGS.map((value) => ({ name: value, value }));

/** The encodings a CSV file is read with by Extract from File and Spreadsheet File (n8n's saved values: Node's Buffer names). */
export const CSV_ENCODINGS = ['ascii', 'latin1', 'ucs-2', 'ucs2', 'utf-8', 'utf16le', 'utf8'];

export const CSV_ENCODING_OPTIONS: INodePropertyOptions[] = CSV_ENCODINGS.map((value) => ({ name: value, value }));

/** Encodings that can start with a byte order mark. */
export const BOM_ENCODINGS = ['utf8', 'cesu8', 'ucs2'];

/** Whether iconv-lite knows the encoding (names from expressions are checked before use). */
export function isKnownEncoding(encoding: string): boolean {
  return iconv.encodingExists(encoding);
}

export function encodeText(text: string, encoding = 'utf8', addBOM = false): Buffer {
  // Without the option, encodings such as utf16 keep the mark they need to be read back.
  return iconv.encode(text, encoding, addBOM ? { addBOM } : {});
}

export function decodeText(bytes: Uint8Array, encoding = 'utf8', stripBOM = true): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding, { stripBOM });
}
