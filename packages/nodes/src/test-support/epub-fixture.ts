import { buildZip } from './zip-fixture.js';

export interface EpubFixtureChapter {
  /** The chapter's file, relative to the package document (OEBPS/). */
  href: string;
  /** Its entry in the table of contents; a chapter without one is in the spine only (a cover page). */
  tocTitle?: string;
  body: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A minimal EPUB: `mimetype` stored first, META-INF/container.xml pointing at OEBPS/content.opf, the
 * chapters as XHTML (listed in the manifest in reverse, so the spine alone gives the reading order),
 * and a table of contents as EPUB 2's NCX or EPUB 3's navigation document.
 */
export function buildEpub(options: { title: string; chapters: EpubFixtureChapter[]; toc: 'ncx' | 'nav' }): Buffer {
  const { chapters, toc } = options;
  const id = (index: number) => `chapter-${index + 1}`;
  const xhtml = (chapter: EpubFixtureChapter) => '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
    + `<head><title>${escape(options.title)}</title></head><body>${chapter.body}</body></html>`;
  const listed = chapters.map((chapter, index) => ({ chapter, index })).filter(({ chapter }) => chapter.tocTitle !== undefined);
  const manifest = [
    ...chapters.map((chapter, index) => `<item id="${id(index)}" href="${escape(chapter.href)}" media-type="application/xhtml+xml"/>`).reverse(),
    toc === 'ncx' ? '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>' : '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
  ];
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${toc === 'ncx' ? '2.0' : '3.0'}" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escape(options.title)}</dc:title><dc:identifier id="id">urn:uuid:weft-test</dc:identifier></metadata>
  <manifest>${manifest.join('')}</manifest>
  <spine${toc === 'ncx' ? ' toc="ncx"' : ''}>${chapters.map((_, index) => `<itemref idref="${id(index)}"/>`).join('')}</spine>
</package>`;
  const tocFile = toc === 'ncx'
    ? {
      name: 'OEBPS/toc.ncx',
      text: `<?xml version="1.0" encoding="utf-8"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>${listed.map(({ chapter }, order) =>
        `<navPoint id="p${order + 1}" playOrder="${order + 1}"><navLabel><text>${escape(chapter.tocTitle ?? '')}</text></navLabel><content src="${escape(chapter.href)}"/></navPoint>`).join('')}</navMap></ncx>`,
    }
    : {
      name: 'OEBPS/nav.xhtml',
      text: `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body><nav epub:type="toc"><ol>${listed.map(({ chapter }) =>
        `<li><a href="${escape(chapter.href)}#start">${escape(chapter.tocTitle ?? '')}</a></li>`).join('')}</ol></nav></body></html>`,
    };
  return buildZip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip'), stored: true },
    { name: 'META-INF/container.xml', data: Buffer.from('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>') },
    { name: 'OEBPS/content.opf', data: Buffer.from(opf) },
    { name: tocFile.name, data: Buffer.from(tocFile.text) },
    ...chapters.map((chapter) => ({ name: `OEBPS/${decodeURIComponent(chapter.href)}`, data: Buffer.from(xhtml(chapter)) })),
  ]);
}
