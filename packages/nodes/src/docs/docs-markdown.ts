import showdown from 'showdown';

const FENCE = /^\s{0,3}(```|~~~)/;
const INLINE_CODE = /(`+)[\s\S]*?[^`]\1(?!`)/g;

/** Text outside code: '<' would open a tag in showdown's output, so it becomes an entity there. */
function escapeTags(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_CODE)) {
    out += text.slice(last, match.index).replace(/</g, '&lt;') + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(/</g, '&lt;');
}

/**
 * Markdown with every raw HTML tag shown as text: showdown passes HTML through, and code (fenced
 * blocks, inline spans) it escapes itself, so only the text between code is escaped beforehand.
 */
export function escapeRawHtml(markdown: string): string {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (prose.length) out.push(escapeTags(prose.join('\n')));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (marker === fence) fence = undefined;
    } else if (marker) {
      flush();
      out.push(line);
      fence = marker;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

const SAFE_HREF = /^(https?:\/\/|mailto:|#|\.{0,2}\/|[\w.-]+(\/|#|$))/i;

let converter: showdown.Converter | undefined;

/** Our docs pages as HTML: tables, fenced code and heading anchors; no raw HTML, no script links. */
export function renderDocsMarkdown(markdown: string): string {
  converter ??= new showdown.Converter({
    tables: true,
    ghCodeBlocks: true,
    strikethrough: true,
    ghCompatibleHeaderId: true,
    literalMidWordUnderscores: true,
    simpleLineBreaks: false,
    openLinksInNewWindow: false,
  });
  const html = converter.makeHtml(escapeRawHtml(markdown));
  // A link to javascript: or data: would run in the instance's origin.
  return html.replace(/href="([^"]*)"/g, (whole, href: string) => (SAFE_HREF.test(href) ? whole : 'href="#"'));
}
