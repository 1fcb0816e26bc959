import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { injectBaseTag } from './editor-index.js';

const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Weft</title>\n'
  + '    <script type="module" src="./assets/index-4f2a.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let server: TestServer | undefined;
let dist: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
  server = undefined;
  dist = undefined;
});

async function fakeEditorBuild(): Promise<string> {
  dist = await mkdtemp(join(tmpdir(), 'weft-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-4f2a.js'), 'console.log("editor");\n');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

async function serverAt(basePath: string, editorDist?: string): Promise<TestServer> {
  server = await createTestServer({ env: { WEFT_PATH: basePath, ...(editorDist ? { WEFT_EDITOR_DIST: editorDist } : {}) } });
  return server;
}

const get = (s: TestServer, url: string) => s.app.inject({ method: 'GET', url });

describe('serving the editor under a base path', () => {
  it('answers a deep link with index.html, its base tag first in <head>', async () => {
    const s = await serverAt('/tools/weft/', await fakeEditorBuild());
    const response = await get(s, '/tools/weft/workflow/12?tab=settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<head><base href="/tools/weft/">\n    <meta charset="utf-8">');
    expect(response.body).toContain('src="./assets/index-4f2a.js"');
  });

  it('serves the same page at the base path itself and for index.html', async () => {
    const s = await serverAt('/weft/', await fakeEditorBuild());
    for (const url of ['/weft/', '/weft/index.html', '/weft/signin']) {
      const response = await get(s, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<base href="/weft/">');
    }
    const bare = await get(s, '/weft?x=1');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/weft/?x=1');
  });

  it('serves assets as immutable and other files to be revalidated', async () => {
    const s = await serverAt('/weft/', await fakeEditorBuild());
    const script = await get(s, '/weft/assets/index-4f2a.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("editor");\n');
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get(s, '/weft/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed variant of an asset to a browser that accepts it, and the file itself otherwise', async () => {
    const editor = await fakeEditorBuild();
    const script = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;
    await writeFile(join(editor, 'assets', 'big-9c1d.js'), script);
    await writeFile(join(editor, 'assets', 'big-9c1d.js.br'), brotliCompressSync(script));
    await writeFile(join(editor, 'assets', 'big-9c1d.js.gz'), gzipSync(script));
    const s = await serverAt('/weft/', editor);
    const fetchAs = (encoding: string) => s.app.inject({ method: 'GET', url: '/weft/assets/big-9c1d.js', headers: { 'accept-encoding': encoding } });

    const br = await fetchAs('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await fetchAs('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await fetchAs('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const s = await serverAt('/weft/', await fakeEditorBuild());
    const response = await get(s, '/weft/assets/gone-1234.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<base');
  });

  it('keeps REST, webhook and other paths out of the page fallback', async () => {
    const s = await serverAt('/weft/', await fakeEditorBuild());
    const rest = await get(s, '/weft/rest/nothing-here');
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toMatchObject({ code: 404 });
    const webhook = await get(s, '/weft/webhook/abc');
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({ code: 404 });
    expect((await get(s, '/weft/webhook-test/abc')).headers['content-type']).toContain('application/json');
    expect((await get(s, '/elsewhere')).statusCode).toBe(404);
    expect((await get(s, '/weft/rest/settings')).statusCode).toBe(200);
  });

  it('answers the health check at the root and under the base path', async () => {
    const s = await serverAt('/weft/', await fakeEditorBuild());
    for (const url of ['/healthz', '/weft/healthz']) {
      const response = await get(s, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('picks up a rebuilt editor without a restart', async () => {
    const folder = await fakeEditorBuild();
    const s = await serverAt('/', folder);
    expect((await get(s, '/')).body).toContain('<title>Weft</title>');
    await writeFile(join(folder, 'index.html'), INDEX.replace('<title>Weft</title>', '<title>Weft 2</title>'));
    const later = new Date(Date.now() + 5_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(join(folder, 'index.html'), later, later);
    expect((await get(s, '/')).body).toContain('<title>Weft 2</title>');
  });
});

describe('without a built editor', () => {
  it('explains how to build it', async () => {
    const s = await serverAt('/');
    const response = await get(s, '/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect((await get(s, '/healthz')).statusCode).toBe(200);
  });
});

describe('injectBaseTag', () => {
  it('replaces a base tag the page already has', () => {
    expect(injectBaseTag('<html><head><base href="/old/"><title>x</title></head></html>', '/new/'))
      .toBe('<html><head><base href="/new/"><title>x</title></head></html>');
  });

  it('handles a head with attributes', () => {
    expect(injectBaseTag('<HEAD data-x="1"><title>x</title>', '/')).toBe('<HEAD data-x="1"><base href="/"><title>x</title>');
  });
});
