import http from 'node:http';
import type { AddressInfo } from 'node:net';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Weft news</title>
    <link>https://weft.example/</link>
    <description>Release notes</description>
    <item>
      <title>Version 2 is out</title>
      <link>https://weft.example/v2</link>
      <guid>weft-v2</guid>
      <pubDate>Tue, 02 Jan 2024 10:00:00 GMT</pubDate>
      <dc:creator>Ada</dc:creator>
      <category>release</category>
      <description><![CDATA[<p>Faster <b>runs</b>.</p>]]></description>
    </item>
    <item>
      <title>Version 1 is out</title>
      <link>https://weft.example/v1</link>
      <guid>weft-v1</guid>
      <pubDate>Mon, 01 Jan 2024 09:00:00 GMT</pubDate>
      <description>First release</description>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Weft blog</title>
  <id>urn:weft:blog</id>
  <updated>2024-02-01T12:00:00Z</updated>
  <entry>
    <title>Loops explained</title>
    <link href="https://weft.example/blog/loops"/>
    <id>urn:weft:loops</id>
    <updated>2024-02-01T12:00:00Z</updated>
    <author><name>Grace</name></author>
    <summary>How loops work</summary>
  </entry>
</feed>`;

const EMPTY = '<?xml version="1.0"?><rss version="2.0"><channel><title>Nothing yet</title></channel></rss>';

/** A web server on 127.0.0.1 serving an RSS 2.0 feed, an Atom feed, an empty feed, a web page and broken XML. */
export async function startFeedServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    switch (request.url) {
      case '/rss.xml': return send(200, 'application/rss+xml', RSS);
      case '/atom.xml': return send(200, 'application/atom+xml', ATOM);
      case '/empty.xml': return send(200, 'application/rss+xml', EMPTY);
      case '/page.html': return send(200, 'text/html', '<!doctype html><html><body>Not a feed</body></html>');
      case '/broken.xml': return send(200, 'application/rss+xml', '<rss version="2.0"><channel><item><title>Cut');
      default: return send(404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
