import { unescapeXml } from './xml-text.js';
import { zipEntry } from './zip-entry.js';

/* The text of a Word (docx) file: a zip archive whose word/document.xml holds the paragraphs. */

/** The paragraphs of a docx file, a blank line between each; undefined when it is not a docx. */
export function docxText(bytes: Uint8Array): string | undefined {
  const xml = zipEntry(Buffer.from(bytes), 'word/document.xml')?.toString('utf8');
  if (xml === undefined) return undefined;
  const paragraphs = xml.match(/<w:p[\s>][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  return paragraphs
    .map((paragraph) => paragraph
      .replace(/<w:tab\/>/g, '\t').replace(/<w:br\/>/g, '\n')
      .match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|\t|\n/g)?.map((piece) => (piece.startsWith('<') ? unescapeXml(piece.replace(/<[^>]+>/g, '')) : piece)).join('') ?? '')
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
