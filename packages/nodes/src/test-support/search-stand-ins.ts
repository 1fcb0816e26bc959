import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Loopback stand-ins of the search APIs the AI tools call, written from their public references:
 * the MediaWiki Action API (list=search, prop=extracts) and SerpApi's Google search (/search.json).
 * Each checks requests as the service would and answers in its documented shapes, errors included.
 */

export interface StandIn { url: string; requests: URL[]; close(): Promise<void> }

async function serve(handler: (url: URL) => { status: number; body: unknown }): Promise<StandIn> {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status, body } = request.method === 'GET' ? handler(url) : { status: 405, body: { error: 'Method not allowed' } };
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Wikipedia pages by title: their plain-text extract. */
export type WikiPages = Record<string, string>;

const wikiError = (code: string, info: string) => ({ status: 200, body: { error: { code, info, '*': 'See https://en.wikipedia.org/w/api.php for API usage.' } } });

/** The MediaWiki API at `<url>/w/api.php`: search matches a page when every word of the query is in its title or text. */
export function startWikipediaStandIn(pages: WikiPages): Promise<StandIn> {
  return serve((url) => {
    if (url.pathname !== '/w/api.php') return { status: 404, body: { error: 'Not found' } };
    const q = url.searchParams;
    if (q.get('action') !== 'query') return wikiError('badvalue', `Unrecognized value for parameter "action": ${q.get('action') ?? ''}.`);
    if (q.get('list') === 'search') {
      const search = q.get('srsearch');
      if (!search) return wikiError('nosrsearch', 'The "srsearch" parameter must be set.');
      const words = search.toLowerCase().split(/\s+/).filter(Boolean);
      const limit = Number(q.get('srlimit') ?? 10);
      const hits = Object.entries(pages).filter(([title, text]) => words.every((word) => `${title} ${text}`.toLowerCase().includes(word))).slice(0, limit);
      return {
        status: 200,
        body: {
          batchcomplete: '',
          query: {
            searchinfo: { totalhits: hits.length },
            search: hits.map(([title, text], index) => ({ ns: 0, title, pageid: 1000 + index, size: text.length, wordcount: text.split(/\s+/).length, snippet: text.slice(0, 60), timestamp: '2024-01-01T00:00:00Z' })),
          },
        },
      };
    }
    if (q.get('prop') === 'extracts') {
      const titles = q.get('titles');
      if (!titles) return { status: 200, body: { batchcomplete: '', warnings: { main: { '*': 'No titles given.' } } } };
      const entries = titles.split('|').map((title, index) => (title in pages
        ? [String(2000 + index), { pageid: 2000 + index, ns: 0, title, extract: pages[title] }]
        : [String(-1 - index), { ns: 0, title, missing: '' }]));
      return { status: 200, body: { batchcomplete: '', query: { pages: Object.fromEntries(entries) } } };
    }
    return wikiError('badvalue', 'The stand-in answers list=search and prop=extracts only.');
  });
}

/** SerpApi's `/search.json`: the answers are scripted per query; `api_key` must be `apiKey`. */
export function startSerpApiStandIn(apiKey: string, answers: Record<string, object>): Promise<StandIn> {
  return serve((url) => {
    if (url.pathname !== '/search.json') return { status: 404, body: { error: 'Not found' } };
    const q = url.searchParams;
    const key = q.get('api_key');
    if (!key) return { status: 401, body: { error: 'Missing API key. Your API key can be found at https://serpapi.com/manage-api-key.' } };
    if (key !== apiKey) return { status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } };
    if (!q.get('q')) return { status: 400, body: { error: 'Missing query `q` parameter.' } };
    const engine = q.get('engine') ?? 'google';
    const metadata = { id: 'standin', status: 'Success', json_endpoint: `${url.origin}${url.pathname}`, total_time_taken: 0.5 };
    const parameters = { engine, q: q.get('q'), gl: q.get('gl'), hl: q.get('hl'), device: q.get('device') ?? 'desktop', google_domain: q.get('google_domain') ?? 'google.com' };
    const answer = answers[q.get('q') as string];
    if (!answer) return { status: 200, body: { search_metadata: metadata, search_parameters: parameters, error: "Google hasn't returned any results for this query." } };
    return { status: 200, body: { search_metadata: metadata, search_parameters: parameters, ...answer } };
  });
}
