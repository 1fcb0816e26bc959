import { posix } from 'node:path';
import { tagAttributes, unescapeXml } from './xml-text.js';
import { zipEntry } from './zip-entry.js';

/*
 * The chapters of an EPUB file: a zip whose META-INF/container.xml names the package document (OPF);
 * its spine lists the XHTML chapters in reading order, and its table of contents (EPUB 2's NCX or
 * EPUB 3's navigation document) gives their titles.
 */

export interface EpubChapter {
  /** The chapter's title in the table of contents, when it is listed there. */
  title?: string;
  html: string;
}

const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html']);

/** A manifest href as a path in the zip (relative to the package document, without its fragment). */
function pathIn(base: string, href: string): string {
  const withoutFragment = href.split('#')[0] ?? '';
  let decoded = withoutFragment;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    // A malformed escape is kept as written.
  }
  return posix.normalize(posix.join(base, decoded));
}

const plainText = (html: string) => unescapeXml(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** The table of contents: the first title given for each file, by path. */
function tocTitles(read: (path: string) => string | undefined, base: string, opf: string, manifest: Array<Record<string, string>>): Map<string, string> {
  const titles = new Map<string, string>();
  const add = (tocPath: string, href: string, title: string) => {
    const path = pathIn(posix.dirname(tocPath), href);
    if (title !== '' && !titles.has(path)) titles.set(path, title);
  };
  const nav = manifest.find((item) => (item.properties ?? '').split(/\s+/).includes('nav'));
  const navPath = nav?.href ? pathIn(base, nav.href) : undefined;
  const navDocument = navPath ? read(navPath) : undefined;
  if (navPath && navDocument) {
    const toc = /<nav\b[^>]*epub:type\s*=\s*["'][^"']*\btoc\b[^"']*["'][^>]*>([\s\S]*?)<\/nav>/.exec(navDocument)?.[1] ?? navDocument;
    for (const link of toc.matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/g)) add(navPath, unescapeXml(link[1] ?? ''), plainText(link[2] ?? ''));
  }
  const ncxId = tagAttributes(opf, 'spine')[0]?.toc;
  const ncx = manifest.find((item) => item.id === ncxId || item['media-type'] === 'application/x-dtbncx+xml');
  const ncxPath = ncx?.href ? pathIn(base, ncx.href) : undefined;
  const ncxDocument = ncxPath ? read(ncxPath) : undefined;
  if (ncxPath && ncxDocument) {
    for (const point of ncxDocument.matchAll(/<navLabel>\s*<text>([\s\S]*?)<\/text>\s*<\/navLabel>\s*<content\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/g)) {
      add(ncxPath, unescapeXml(point[2] ?? ''), plainText(point[1] ?? ''));
    }
  }
  return titles;
}

/** The chapters in reading order, each with its title; undefined when the file is not an EPUB. */
export function epubChapters(bytes: Uint8Array): EpubChapter[] | undefined {
  const zip = Buffer.from(bytes);
  const read = (path: string) => zipEntry(zip, path)?.toString('utf8');
  const container = read('META-INF/container.xml');
  const opfPath = container ? tagAttributes(container, 'rootfile')[0]?.['full-path'] : undefined;
  const opf = opfPath ? read(opfPath) : undefined;
  if (!opfPath || opf === undefined) return undefined;
  const base = posix.dirname(opfPath);
  const manifest = tagAttributes(opf, 'item');
  const byId = new Map(manifest.map((item) => [item.id, item]));
  const titles = tocTitles(read, base, opf, manifest);
  const chapters: EpubChapter[] = [];
  for (const { idref } of tagAttributes(opf, 'itemref')) {
    const item = idref === undefined ? undefined : byId.get(idref);
    if (!item?.href || !CHAPTER_TYPES.has(item['media-type'] ?? '')) continue;
    const path = pathIn(base, item.href);
    const html = read(path);
    if (html === undefined) continue;
    const title = titles.get(path);
    chapters.push(title === undefined ? { html } : { title, html });
  }
  return chapters;
}
