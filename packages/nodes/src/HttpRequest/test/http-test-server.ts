import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pagedRoute } from './paged-routes.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const NONCE = '6f1b3c0d9e8a7b6c5d4e3f2a1b0c9d8e';

function digestOk(header: string | undefined, method: string): boolean {
  if (!header?.startsWith('Digest ')) return false;
  const fields = Object.fromEntries([...header.slice(7).matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((m) => [m[1], m[2] ?? m[3]]));
  const expected = md5(`${md5('ada:weft:secret')}:${NONCE}:${fields.nc}:${fields.cnonce}:${fields.qop}:${md5(`${method}:${fields.uri}`)}`);
  return fields.username === 'ada' && fields.response === expected;
}

/**
 * A real HTTP server on 127.0.0.1 for the HTTP Request node's tests. `/echo` answers what it received
 * (method, URL, headers, body as text); the auth routes check credentials the way real services do;
 * `/paged/...` serve pages (see paged-routes.ts).
 */
export async function startHttpTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const json = (status: number, value: unknown, headers: http.OutgoingHttpHeaders = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      const denied = () => json(401, { message: 'Authorization failed - please check your credentials' });
      switch (url.pathname) {
        case '/users':
          return json(200, [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }]);
        case '/user':
          return json(200, { id: Number(url.searchParams.get('id')), name: 'Ada' });
        case '/text':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end('<p>Hello</p>');
        case '/report.pdf':
          response.writeHead(200, { 'content-type': 'application/pdf' });
          return response.end(Buffer.from('%PDF-1.4 weft test'));
        case '/echo':
          return json(200, {
            method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'),
          });
        case '/slow':
          setTimeout(() => json(200, { late: true }), 500);
          return undefined;
        case '/basic':
          return request.headers.authorization === `Basic ${Buffer.from('ada:secret').toString('base64')}` ? json(200, { auth: 'basic' }) : denied();
        case '/header':
          return request.headers['x-api-key'] === 'k-123' ? json(200, { auth: 'header' }) : denied();
        case '/bearer':
          return request.headers.authorization === 'Bearer b-789' ? json(200, { auth: 'bearer' }) : denied();
        case '/query':
          return url.searchParams.get('api_key') === 'q-456' ? json(200, { auth: 'query' }) : denied();
        case '/digest':
          if (digestOk(request.headers.authorization, request.method ?? 'GET')) return json(200, { auth: 'digest' });
          return json(401, { message: 'Digest required' }, { 'www-authenticate': `Digest realm="weft", qop="auth", nonce="${NONCE}"` });
        case '/broken':
          return json(500, { error: { message: 'Database is down' } });
        default:
          if (pagedRoute(url, request, Buffer.concat(chunks).toString('utf8'), json)) return undefined;
          return json(404, { message: `No route ${url.pathname}` });
      }
    });
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
