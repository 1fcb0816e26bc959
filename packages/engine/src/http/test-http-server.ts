import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** What `/echo` saw. */
export interface Echo {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function digestValid(header: string | undefined, method: string, user: string, password: string, realm: string, nonce: string): boolean {
  if (!header?.startsWith('Digest ')) return false;
  const fields = Object.fromEntries([...header.slice(7).matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((m) => [m[1], m[2] ?? m[3]]));
  const ha1 = md5(`${user}:${realm}:${password}`);
  const ha2 = md5(`${method}:${fields.uri}`);
  const expected = md5(`${ha1}:${nonce}:${fields.nc}:${fields.cnonce}:${fields.qop}:${ha2}`);
  return fields.username === user && fields.response === expected;
}

/** A real HTTP server on 127.0.0.1 for the HTTP helpers' tests. */
export async function startTestHttpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://localhost');
      const json = (status: number, value: unknown, headers: http.OutgoingHttpHeaders = {}) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(JSON.stringify(value));
      };
      switch (url.pathname) {
        case '/json':
          return json(200, { hello: 'world', list: [1, 2] });
        case '/text':
          response.writeHead(200, { 'content-type': 'text/plain' });
          return response.end('plain text');
        case '/bytes':
          response.writeHead(200, { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="dot.png"' });
          return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
        case '/gzip':
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          return response.end(zlib.gzipSync(JSON.stringify({ zipped: true })));
        case '/echo':
          return json(200, { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body } satisfies Echo);
        case '/redirect':
          response.writeHead(302, { location: '/json' });
          return response.end();
        case '/slow':
          setTimeout(() => json(200, { slow: true }), 400);
          return undefined;
        case '/basic': {
          const expected = `Basic ${Buffer.from('ada:secret').toString('base64')}`;
          if (request.headers.authorization === expected) return json(200, { user: 'ada' });
          return json(401, { message: 'Wrong user or password' }, { 'www-authenticate': 'Basic realm="test"' });
        }
        case '/digest': {
          const nonce = 'dcd98b7102dd2f0e8b11d0f600bfb0c093';
          if (digestValid(request.headers.authorization, request.method ?? 'GET', 'ada', 'secret', 'weft', nonce)) {
            return json(200, { digest: 'ok' });
          }
          return json(401, { message: 'Digest needed' }, {
            'www-authenticate': `Digest realm="weft", qop="auth", nonce="${nonce}", opaque="5ccc069c403ebaf9f0171e9517f40e41"`,
          });
        }
        default: {
          const status = /^\/status\/(\d{3})$/.exec(url.pathname);
          if (status) return json(Number(status[1]), { message: `Status ${status[1]} as asked` });
          return json(404, { message: `Nothing at ${url.pathname}` });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
