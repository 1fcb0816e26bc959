/* Small readings of XML (the parts of Word and EPUB files): entities, and the attributes of tags. */

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The text with XML's named and numeric entities replaced by their characters. */
export const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => (name.startsWith('#')
  ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
  : XML_ENTITIES[name.toLowerCase()] ?? ''));

/** The attributes of every `<name ...>` tag (any namespace prefix), values unescaped, in document order. */
export function tagAttributes(xml: string, name: string): Array<Record<string, string>> {
  const tags = xml.match(new RegExp(`<(?:[\\w-]+:)?${name}(?=[\\s/>])[^>]*>`, 'g')) ?? [];
  return tags.map((tag) => Object.fromEntries([...tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)]
    .map((match) => [match[1] ?? '', unescapeXml(match[2] ?? match[3] ?? '')])));
}
