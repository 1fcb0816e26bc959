import { createHash } from 'node:crypto';

/**
 * A tiny PDF writer for tests: pages of Helvetica text, an info dictionary, and optionally the standard
 * security handler (revision 2, 40-bit RC4), so tests need no binary files checked in.
 */
export interface TestPdf {
  /** Each page's lines of text. */
  pages: string[][];
  info?: Record<string, string>;
  /** An XMP metadata packet for the catalog. */
  xmp?: string;
  /** The password to open the file (encrypts it with 40-bit RC4). */
  userPassword?: string;
}

// The padding the standard security handler appends to passwords (PDF 32000-1, 7.6.3.3).
const PASSWORD_PADDING = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
const FILE_ID = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
// Every permission allowed (the low bits that must be 1 included), as a signed 32-bit number.
const PERMISSIONS = -4;

export function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (state[i] as number) + (key[i % key.length] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + (state[i] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
    out[n] = (data[n] as number) ^ (state[((state[i] as number) + (state[j] as number)) & 0xff] as number);
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

interface Security { key: Buffer; owner: Buffer; user: Buffer }

function securityFor(userPassword: string): Security {
  const owner = rc4(md5(padded(`${userPassword}-owner`)).subarray(0, 5), padded(userPassword));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(PERMISSIONS);
  const key = md5(padded(userPassword), owner, permissions, FILE_ID).subarray(0, 5);
  return { key, owner, user: rc4(key, PASSWORD_PADDING) };
}

function objectKey(security: Security, objectNumber: number): Buffer {
  const suffix = Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, (objectNumber >> 16) & 0xff, 0, 0]);
  return md5(security.key, suffix).subarray(0, 10);
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;

/** The bytes of a PDF holding `pdf`'s pages and info. */
export function buildPdf(pdf: TestPdf): Buffer {
  const security = pdf.userPassword === undefined ? undefined : securityFor(pdf.userPassword);
  const objects: (string | Buffer)[] = [];
  // A string in object `n`: hex-encoded and, when encrypting, encrypted with that object's key.
  const text = (n: number, value: string) => hex(security ? rc4(objectKey(security, n), Buffer.from(value, 'latin1')) : Buffer.from(value, 'latin1'));
  const stream = (n: number, entries: string, plain: Buffer) => {
    const bytes = security ? rc4(objectKey(security, n), plain) : plain;
    return Buffer.concat([Buffer.from(`<< ${entries}/Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);
  };
  const pageCount = pdf.pages.length;
  const firstPage = 4;
  const kids = pdf.pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  const infoNumber = firstPage + pageCount * 2;
  const metadata = pdf.xmp === undefined ? '' : ` /Metadata ${infoNumber + 1} 0 R`;
  objects.push(`<< /Type /Catalog /Pages 2 0 R${metadata} >>`);
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pdf.pages.forEach((lines, i) => {
    const pageNumber = firstPage + i * 2;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`);
    const body = lines.map((line, l) => `BT /F1 12 Tf 72 ${720 - l * 20} Td (${escapeText(line)}) Tj ET`).join('\n');
    objects.push(stream(pageNumber + 1, '', Buffer.from(body, 'latin1')));
  });
  const infoEntries = Object.entries(pdf.info ?? {}).map(([key, value]) => `/${key} ${text(infoNumber, value)}`);
  objects.push(`<< ${infoEntries.join(' ')} >>`);
  if (pdf.xmp !== undefined) objects.push(stream(infoNumber + 1, '/Type /Metadata /Subtype /XML ', Buffer.from(pdf.xmp, 'utf8')));
  let encrypt = '';
  if (security) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${hex(security.owner)} /U ${hex(security.user)} /P ${PERMISSIONS} >>`);
    encrypt = ` /Encrypt ${objects.length} 0 R`;
  }
  return assemble(objects, `/Root 1 0 R /Info ${infoNumber} 0 R${encrypt} /ID [${hex(FILE_ID)} ${hex(FILE_ID)}]`);
}

/**
 * A one-page PDF whose text uses a predefined CJK character map and a font that is not embedded, so that
 * reading its text needs the character maps that ship with pdf.js.
 */
export function buildJapanesePdf(text: string): Buffer {
  const font = '/BaseFont /KozMinPr6N-Regular';
  const body = `BT /F1 12 Tf 72 720 Td <${Buffer.from(text, 'utf16le').swap16().toString('hex')}> Tj ET`;
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    `<< /Type /Font /Subtype /Type0 ${font} /Encoding /UniJIS-UCS2-H /DescendantFonts [6 0 R] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    `<< /Type /Font /Subtype /CIDFontType0 ${font} /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 7 0 R >>`,
    '<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 6 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  ], '/Root 1 0 R');
}

function assemble(objects: (string | Buffer)[], trailer: string): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  chunks.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
