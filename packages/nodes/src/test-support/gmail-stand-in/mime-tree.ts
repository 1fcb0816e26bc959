/*
 * A message's MIME structure as Gmail's API describes it (MessagePart: partId, mimeType, filename, headers,
 * body {size, data | attachmentId}, parts), read from the raw RFC 822 text the sender handed over.
 */

export interface Header { name: string; value: string }

export interface MimePart {
  partId: string;
  mimeType: string;
  filename: string;
  headers: Header[];
  /** The decoded body of a leaf part. */
  content: Buffer;
  parts?: MimePart[];
}

/** Headers of a part, continuation lines unfolded; encoded words (RFC 2047) decoded as Gmail shows them. */
export function parseHeaders(block: string): Header[] {
  const headers: Header[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      const last = headers[headers.length - 1] as Header;
      last.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return headers.map((header) => ({ ...header, value: decodeWords(header.value) }));
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*(?==\?)?/g, (_all, _charset: string, encoding: string, text: string) => (
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
  ));
}

export const headerOf = (headers: Header[], name: string) => headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** A header's main value and its parameters (`multipart/mixed; boundary="x"`). */
function withParameters(value: string | undefined): { value: string; params: Record<string, string> } {
  const [main = '', ...rest] = (value ?? '').split(';');
  const params: Record<string, string> = {};
  for (const piece of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*"?([^"]*)"?\s*$/.exec(piece);
    if (match) params[(match[1] as string).toLowerCase()] = match[2] as string;
  }
  return { value: main.trim().toLowerCase(), params };
}

function decodeBody(text: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64': return Buffer.from(text.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1');
    }
    default: return Buffer.from(text, 'utf8');
  }
}

export function parseMime(raw: string, partId = ''): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const headerBlock = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(headerBlock);
  const type = withParameters(headerOf(headers, 'content-type') ?? 'text/plain');
  const disposition = withParameters(headerOf(headers, 'content-disposition'));
  const filename = disposition.params.filename ?? type.params.name ?? '';
  const part: MimePart = { partId, mimeType: type.value, filename, headers, content: Buffer.alloc(0) };
  const boundary = type.params.boundary;
  if (type.value.startsWith('multipart/') && boundary) {
    const pieces = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    part.parts = pieces.slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .map((piece, index) => parseMime(piece.replace(/^\r?\n/, ''), partId === '' ? String(index) : `${partId}.${index}`));
    return part;
  }
  part.content = decodeBody(body, headerOf(headers, 'content-transfer-encoding'));
  return part;
}

/** The text of the first text/plain part (else the tags stripped from text/html), for snippets and searches. */
export function plainText(part: MimePart): string {
  const leaves: MimePart[] = [];
  const walk = (p: MimePart) => (p.parts ? p.parts.forEach(walk) : leaves.push(p));
  walk(part);
  const text = leaves.find((p) => p.mimeType === 'text/plain' && !p.filename);
  if (text) return text.content.toString('utf8');
  const html = leaves.find((p) => p.mimeType === 'text/html' && !p.filename);
  return html ? html.content.toString('utf8').replace(/<[^>]*>/g, ' ') : '';
}
