import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sep } from 'node:path';
import type { WeftConfig } from '../config.js';
import { PUBLIC_API_PREFIX } from '../public-api/public-api.js';
import { EDITOR_NOT_BUILT_PAGE, EditorIndex } from './editor-index.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function pathnameOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function notFoundJson(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ code: 404, message });
}

/**
 * The built editor under the base path: assets from WEFT_EDITOR_DIST, and index.html (with its base tag)
 * for every other GET, so that deep links into the single-page app load it. Also answers every request
 * no route matched: unknown REST routes, public API routes and webhooks get JSON 404s, never the editor.
 */
export async function registerEditor(app: FastifyInstance, config: WeftConfig): Promise<void> {
  const { basePath, editorDist } = config;
  const restBase = `${basePath}rest`;
  const publicApiBase = `${basePath}${PUBLIC_API_PREFIX}`;
  const index = new EditorIndex(editorDist, basePath);
  const assetsDir = `${sep}assets${sep}`;

  await app.register(fastifyStatic, {
    root: editorDist,
    prefix: basePath,
    index: false,
    wildcard: true,
    // The editor build writes .br and .gz beside its assets (packages/editor/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    // index.html is only ever served with its base tag, by the fallback below.
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (res, filePath) => {
      const relative = filePath.slice(editorDist.length);
      res.setHeader('cache-control', relative.startsWith(assetsDir) || relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      // The same path answers with brotli, gzip or the file itself: a shared cache must tell them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const sendIndex = async (reply: FastifyReply) => {
    const html = await index.html();
    if (html === undefined) {
      return reply.code(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(EDITOR_NOT_BUILT_PAGE);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // The static handler would refuse the folder itself (no directory index): the base path is the app.
  app.get(basePath, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathnameOf(request.url);
    if (path === restBase || path.startsWith(`${restBase}/`)) {
      return notFoundJson(reply, `There is no ${request.method} ${path.slice(restBase.length) || '/'} in the REST API`);
    }
    // The public API's own shape (n8n's `{ message }`), also when it is switched off: a script gets JSON, not the editor.
    if (path === publicApiBase || path.startsWith(`${publicApiBase}/`)) {
      return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Not Found' });
    }
    if (`${path}/` === basePath) {
      const q = request.url.indexOf('?');
      return reply.redirect(`${basePath}${q === -1 ? '' : request.url.slice(q)}`, 301);
    }
    if (!path.startsWith(basePath)) return notFoundJson(reply, `Nothing is served at ${path}`);
    const inside = path.slice(basePath.length);
    if (/^webhook(-test|-waiting)?(\/|$)/.test(inside)) {
      return notFoundJson(reply, `No webhook is registered for ${request.method} ${path}`);
    }
    // Switched off or replaced by a remote host: the editor's calls get the host API's 404, never the editor.
    if (/^templates-host(\/|$)/.test(inside)) {
      return notFoundJson(reply, `Templates are not served by this instance at ${path}`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return notFoundJson(reply, `There is no ${request.method} ${path}`);
    }
    // A missing script or stylesheet must fail as such, not load the page as JavaScript.
    if (inside.startsWith('assets/')) return notFoundJson(reply, `There is no file ${path}`);
    return sendIndex(reply);
  });
}
