import { inflateRawSync } from 'node:zlib';

/*
 * The text of a Word (docx) file: a zip archive whose word/document.xml holds the paragraphs. Only the
 * archive's central directory and that one entry are read (stored or deflated, as Word writes them).
 */

function entry(bytes: Buffer, wanted: string): Buffer | undefined {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), bytes.length - 22);
  if (end < from) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count && at + 46 <= bytes.length; index++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === wanted) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      return undefined;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => (name.startsWith('#')
  ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
  : XML_ENTITIES[name.toLowerCase()] ?? ''));

/** The paragraphs of a docx file, a blank line between each; undefined when it is not a docx. */
export function docxText(bytes: Uint8Array): string | undefined {
  const xml = entry(Buffer.from(bytes), 'word/document.xml')?.toString('utf8');
  if (xml === undefined) return undefined;
  const paragraphs = xml.match(/<w:p[\s>][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  return paragraphs
    .map((paragraph) => paragraph
      .replace(/<w:tab\/>/g, '\t').replace(/<w:br\/>/g, '\n')
      .match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|\t|\n/g)?.map((piece) => (piece.startsWith('<') ? unescapeXml(piece.replace(/<[^>]+>/g, '')) : piece)).join('') ?? '')
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
