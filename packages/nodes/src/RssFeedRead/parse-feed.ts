/** A feed entry as rss-parser gives it (title, link, pubDate, content, contentSnippet, guid, isoDate, ...). */
export type FeedEntry = Record<string, unknown>;

/** "a, b,c" to the list of extra entry fields to keep. */
export function parseCustomFields(text: string | undefined): string[] {
  return (text ?? '').split(',').map((field) => field.trim()).filter((field) => field !== '');
}

/** Whether the text looks like a feed document at all (so an HTML page or JSON gets a clear message). */
export function looksLikeFeed(text: string): boolean {
  return /<(rss|feed|rdf:RDF)[\s>]/i.test(text.slice(0, 4096));
}

/** The entries of an RSS 0.9x/1.0/2.0 or Atom document; throws rss-parser's error for a broken one. */
export async function parseFeedEntries(xml: string, customFields: string[]): Promise<FeedEntry[]> {
  // rss-parser is loaded on the first feed read, not when the node library is imported.
  const { default: Parser } = await import('rss-parser');
  const parser = new Parser(customFields.length > 0 ? { customFields: { item: customFields } } : {});
  const feed = await parser.parseString(xml);
  return feed.items as FeedEntry[];
}
