import { Document } from '@langchain/core/documents';
import type * as HtmlToText from 'html-to-text';
import type { IDataObject } from '@weft/workflow';
import { readCsvRecords } from '../ExtractFromFile/csv-reader.js';
import { readPdf } from '../ExtractFromFile/pdf-reader.js';
import { epubChapters } from './epub-chapters.js';

/*
 * Turning input data into LangChain documents the way n8n's Default Data Loader does: JSON becomes one
 * document per string value, text one document, CSV one per row, PDF one per page, EPUB one per chapter.
 */

export type Metadata = Record<string, unknown>;

/** The string values of a JSON value, in order (LangChain's JSON loader takes these as the texts). */
function stringLeaves(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((entry) => stringLeaves(entry, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((entry) => stringLeaves(entry, into));
  return into;
}

/** The value a JSON pointer (RFC 6901) names, or undefined. */
function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let current = value;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** One document per string value of the JSON (only under the comma-separated `pointers`, when given). */
export function jsonDocuments(json: unknown, pointers: string, metadata: Metadata): Document[] {
  const roots = pointers.trim() === '' ? [json] : pointers.split(',').map((pointer) => atPointer(json, pointer.trim()));
  const texts = roots.flatMap((root) => stringLeaves(root));
  return texts.map((text, index) => new Document({ pageContent: text, metadata: { source: 'blob', blobType: 'application/json', line: index + 1, ...metadata } }));
}

export function textDocuments(text: string, mimeType: string, metadata: Metadata): Document[] {
  return [new Document({ pageContent: text, metadata: { source: 'blob', blobType: mimeType, ...metadata } })];
}

/** One document per CSV row: `header: value` lines, or the value of `column` alone. */
export function csvDocuments(text: string, options: { separator: string; column: string }, metadata: Metadata): Document[] {
  const records = [...readCsvRecords(text, { delimiter: options.separator || ',' })].filter((record) => record.cells.some((cell) => cell !== ''));
  const [header, ...rows] = records;
  if (!header) return [];
  const columnIndex = options.column ? header.cells.indexOf(options.column) : -1;
  if (options.column && columnIndex === -1) throw new Error(`The CSV has no column "${options.column}"`);
  return rows.map((row, index) => new Document({
    pageContent: columnIndex >= 0
      ? row.cells[columnIndex] ?? ''
      : header.cells.map((name, at) => `${name.trim()}: ${(row.cells[at] ?? '').trim()}`).join('\n'),
    metadata: { source: 'blob', blobType: 'text/csv', line: index, ...metadata },
  }));
}

/** One document per page (`splitPages`), or one for the whole PDF. */
export async function pdfDocuments(bytes: Uint8Array, splitPages: boolean, metadata: Metadata): Promise<Document[]> {
  const content = await readPdf(bytes, { joinPages: false, maxPages: 0 });
  const pages = content.text as string[];
  const pdf: IDataObject = { version: content.version, info: content.info, metadata: content.metadata, totalPages: content.numpages };
  const base = { source: 'blob', blobType: 'application/pdf', pdf };
  if (!splitPages) return [new Document({ pageContent: pages.join('\n\n'), metadata: { ...base, ...metadata } })];
  return pages.map((page, index) => new Document({ pageContent: page, metadata: { ...base, loc: { pageNumber: index + 1 }, ...metadata } }));
}

let htmlToText: Promise<typeof HtmlToText> | undefined;
/** html-to-text is loaded with the first EPUB, not with the node library. */
const loadHtmlToText = () => (htmlToText ??= import('html-to-text'));

/**
 * One document per chapter of an EPUB, in reading order, its text as html-to-text gives it with its
 * defaults (what n8n's EPUB loader does) and its table-of-contents title as `chapter`. Undefined when
 * the file is not an EPUB.
 */
export async function epubDocuments(bytes: Uint8Array, metadata: Metadata): Promise<Document[] | undefined> {
  const chapters = epubChapters(bytes);
  if (!chapters) return undefined;
  const { convert } = await loadHtmlToText();
  return chapters
    .map(({ title, html }) => ({ title, text: convert(html).trim() }))
    .filter(({ text }) => text !== '')
    .map(({ title, text }) => new Document({
      pageContent: text,
      metadata: { source: 'blob', blobType: 'application/epub+zip', ...(title === undefined ? {} : { chapter: title }), ...metadata },
    }));
}

/** The loader `auto` picks for a MIME type. */
export function loaderForMimeType(mimeType: string): string | undefined {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdfLoader';
  if (type === 'text/csv') return 'csvLoader';
  if (type === 'application/json') return 'jsonLoader';
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docxLoader';
  if (type === 'application/epub+zip') return 'epubLoader';
  if (type.startsWith('text/') || type === 'application/xml' || type === 'application/x-yaml' || type === 'application/javascript') return 'textLoader';
  return undefined;
}
