import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';
import { fillJsonTemplate } from './placeholders.js';

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
const seen: Seen[] = [];
let server: http.Server;
let base: string;
let harness: AgentToolHarness;

const PAGE = '<html><head><title>T</title></head><body><nav>Menu</nav><article><h1>Cats</h1><p>Cats purr <img src="x.png"> softly.</p></article></body></html>';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      if (path === '/missing') return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      if (request.headers.authorization !== 'Bearer tok-1') return void response.writeHead(401).end('no');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { items: [{ id: 1, name: 'a', secret: 'x' }, { id: 2, name: 'b', secret: 'y' }] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  harness = await startAgentToolHarness({ credentials: { 'cred-bearer': { type: 'httpBearerAuth', name: 'Bearer', data: { token: 'tok-1' } } } });
});
afterAll(async () => {
  await harness.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function tool(parameters: Record<string, unknown>, name = 'Search API'): INode {
  return {
    id: 'http', name, type: '@n8n/n8n-nodes-langchain.toolHttpRequest', typeVersion: 1.1, position: [300, 200],
    parameters: { toolDescription: 'Searches things', ...parameters } as never,
    credentials: { httpBearerAuth: { id: 'cred-bearer', name: 'Bearer' } },
  };
}

describe('HTTP Request Tool', () => {
  it('fills a JSON body, model-given headers and query, sends it with generic auth and keeps the selected fields', async () => {
    harness.model.script({ toolCalls: [{ name: 'Search_API', arguments: { term: 'cats', limit: 2, lang: 'en', 'x-trace': 't-1' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Search cats', [tool({
      method: 'POST', url: `${base}/search`, authentication: 'genericCredentialType', genericAuthType: 'httpBearerAuth',
      sendQuery: true, parametersQuery: { values: [{ name: 'lang', valueProvider: 'modelOptional' }, { name: 'v', valueProvider: 'fieldValue', value: '2' }] },
      sendHeaders: true, specifyHeaders: 'keypair', parametersHeaders: { values: [{ name: 'x-trace', valueProvider: 'modelRequired' }] },
      sendBody: true, specifyBody: 'json', jsonBody: '{ "q": "{term}", "size": {limit}, "label": "about {term}" }',
      placeholderDefinitions: { values: [{ name: 'limit', description: 'How many', type: 'number' }, { name: 'term', description: 'What to search' }] },
      optimizeResponse: true, responseType: 'json', dataField: 'data.items', fieldsToInclude: 'except', fields: 'secret',
    })]);
    const request = seen.at(-1) as Seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/search?lang=en&v=2');
    expect(request.headers['x-trace']).toBe('t-1');
    expect(JSON.parse(request.body)).toEqual({ q: 'cats', size: 2, label: 'about cats' });
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function.parameters).toMatchObject({
      properties: {
        term: { type: 'string', description: 'What to search' }, limit: { type: 'number', description: 'How many' },
        lang: { type: 'string' }, 'x-trace': { type: 'string' },
      },
      required: ['x-trace', 'term', 'limit'],
    });
    expect(toolCalls(runData, 'Search API')[0]?.response).toBe('[{"id":1,"name":"a"},{"id":2,"name":"b"}]');
  });

  it('answers the text of an HTML page without omitted elements, truncated', async () => {
    harness.model.script({ toolCalls: [{ name: 'Page', arguments: {} }] }, { content: 'Done.' });
    const { runData } = await harness.run('Read', [tool({
      url: `${base}/page`, optimizeResponse: true, responseType: 'html', cssSelector: 'article', onlyContent: true, elementsToOmit: 'h1',
      truncateResponse: true, maxLength: 14,
    }, 'Page')]);
    expect(toolCalls(runData, 'Page')[0]?.response).toBe('Cats purr soft');
  });

  it('tells the model about an error status, and refuses a URL that is not one', async () => {
    harness.model.script({ toolCalls: [{ name: 'Missing', arguments: { id: 'a b' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Get', [tool({ url: `${base}/missing?id={id}` }, 'Missing')]);
    expect(seen.at(-1)?.url).toBe('/missing?id=a%20b');
    expect(toolCalls(runData, 'Missing')[0]?.error).toBe('The request failed with status 404: {"error":"not found"}');
    harness.model.script({ toolCalls: [{ name: 'Bad', arguments: { where: 'x' } }] }, (request) => ({ content: String(request.body.messages.at(-1)?.content) }));
    const bad = await harness.run('Get', [tool({ url: '{where}/path' }, 'Bad')]);
    expect((bad.output as { output: string }).output).toBe('There was an error: "The URL "x/path" is not valid"');
  });
});

describe('fillJsonTemplate', () => {
  it('keeps the type of a whole placeholder and escapes text inside strings', () => {
    expect(JSON.parse(fillJsonTemplate('{"a": "{x}", "b": {y}, "c": "say {x}"}', { x: 'he said "hi"', y: { n: 1 } })))
      .toEqual({ a: 'he said "hi"', b: { n: 1 }, c: 'say he said "hi"' });
  });
});
