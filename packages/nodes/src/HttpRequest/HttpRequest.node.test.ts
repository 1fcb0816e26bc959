import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeParameters, IWorkflowBase } from '@weft/workflow';
import { loadFixture } from '../test-support/run-fixture.js';
import { httpTestRunner } from './test/http-legacy-harness.js';
import { startHttpTestServer } from './test/http-test-server.js';

let server: Awaited<ReturnType<typeof startHttpTestServer>>;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const { runner, binaryDataStore } = httpTestRunner();

/** A fixture with the test server's address, and the HTTP node's parameters changed as given. */
function fixture(file: string, node: string, change: (parameters: INodeParameters) => void = () => undefined): IWorkflowBase {
  const text = JSON.stringify(loadFixture(`./test/${file}`, import.meta.url)).replaceAll('BASE_URL', server.url);
  const workflow = JSON.parse(text) as IWorkflowBase;
  const target = workflow.nodes.find((n) => n.name === node);
  if (target) change(target.parameters);
  return workflow;
}

async function run(workflow: IWorkflowBase, node: string) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'http-test' });
  const task = result.data.resultData.runData[node]?.[0];
  return { status: result.status, items: task?.data?.main?.[0] ?? [], error: task?.error };
}

const echoOf = (json: IDataObject) => json as { method: string; url: string; headers: Record<string, string>; body: string };

describe('HTTP Request', () => {
  it('4.2 GETs JSON with query parameters and headers: one item per array entry', async () => {
    const { status, items } = await run(fixture('http-get-json.workflow.json', 'HTTP Request'), 'HTTP Request');
    expect(status).toBe('success');
    expect(items).toEqual([
      { json: { id: 1, name: 'Ada' }, pairedItem: { item: 0 } },
      { json: { id: 2, name: 'Grace' }, pairedItem: { item: 0 } },
    ]);
  });

  it('sends repeated query names as arrays in the chosen format, and lowercases header names', async () => {
    const { items } = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      p.url = `${server.url}/echo`;
      p.options = { queryParameterArrays: 'repeat' };
    }), 'HTTP Request');
    const echo = echoOf(items[0]?.json ?? {});
    expect(echo.url).toBe('/echo?page=2&tag=a&tag=b');
    expect(echo.headers['x-request-source']).toBe('weft');
    const brackets = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => { p.url = `${server.url}/echo`; }), 'HTTP Request');
    expect(echoOf(brackets.items[0]?.json ?? {}).url).toBe('/echo?page=2&tag%5B%5D=a&tag%5B%5D=b');
  });

  it('sends a JSON body from fields or from JSON text', async () => {
    const fields = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      Object.assign(p, {
        method: 'POST', url: `${server.url}/echo`, sendQuery: false, sendHeaders: false, sendBody: true,
        bodyParameters: { parameters: [{ name: 'name', value: 'Ada' }, { name: 'role', value: 'admin' }] },
      });
    }), 'HTTP Request');
    const echo = echoOf(fields.items[0]?.json ?? {});
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ name: 'Ada', role: 'admin' });
    const raw = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      Object.assign(p, { method: 'PUT', url: `${server.url}/echo`, sendQuery: false, sendHeaders: false, sendBody: true, specifyBody: 'json', jsonBody: '{"ids":[1,2],"ok":true}' });
    }), 'HTTP Request');
    expect(JSON.parse(echoOf(raw.items[0]?.json ?? {}).body)).toEqual({ ids: [1, 2], ok: true });
    const invalid = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      Object.assign(p, { method: 'POST', sendBody: true, specifyBody: 'json', jsonBody: '{"ids": [1,' });
    }), 'HTTP Request');
    expect(invalid.error?.message).toBe('The JSON body is not valid JSON');
  });

  it('sends form-urlencoded fields', async () => {
    const { items } = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      Object.assign(p, {
        method: 'POST', url: `${server.url}/echo`, sendQuery: false, sendHeaders: false, sendBody: true, contentType: 'form-urlencoded',
        bodyParameters: { parameters: [{ name: 'q', value: 'a b' }, { name: 'lang', value: 'en' }] },
      });
    }), 'HTTP Request');
    const echo = echoOf(items[0]?.json ?? {});
    expect(echo.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(echo.body).toBe('q=a%20b&lang=en');
  });

  it('4.2 uploads an input file as multipart form data beside text fields', async () => {
    const { status, items } = await run(fixture('http-post-forms.workflow.json', 'Upload'), 'Upload');
    expect(status).toBe('success');
    const echo = echoOf(items[0]?.json ?? {});
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('name="title"\r\n\r\nQuarterly notes');
    expect(echo.body).toMatch(/name="attachment"; filename="notes.txt"\r\nContent-Type: text\/plain\r\n\r\nnotes for Q3/);
  });

  it('sends an input file as the whole body, with its type', async () => {
    const { items } = await run(fixture('http-post-forms.workflow.json', 'Upload', (p) => {
      Object.assign(p, { contentType: 'binaryData', inputDataFieldName: 'data' });
    }), 'Upload');
    const echo = echoOf(items[0]?.json ?? {});
    expect(echo.headers['content-type']).toBe('text/plain');
    expect(echo.body).toBe('notes for Q3');
  });

  it('outputs text in "data", files as binary, and headers with the full response', async () => {
    const text = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => { p.url = `${server.url}/text`; }), 'HTTP Request');
    expect(text.items).toEqual([{ json: { data: '<p>Hello</p>' }, pairedItem: { item: 0 } }]);
    const file = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => { p.url = `${server.url}/report.pdf`; p.sendQuery = false; }), 'HTTP Request');
    const binary = file.items[0]?.binary?.data;
    expect(binary).toMatchObject({ mimeType: 'application/pdf', fileName: 'report.pdf', fileExtension: 'pdf', fileType: 'pdf', fileSize: '18 B' });
    expect((await binaryDataStore.getBuffer(binary?.id as string)).toString()).toBe('%PDF-1.4 weft test');
    const full = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      p.url = `${server.url}/user`;
      p.queryParameters = { parameters: [{ name: 'id', value: '7' }] };
      p.options = { response: { response: { fullResponse: true } } };
    }), 'HTTP Request');
    expect(full.items[0]?.json).toMatchObject({ body: { id: 7, name: 'Ada' }, statusCode: 200, statusMessage: 'OK', headers: { 'content-type': 'application/json' } });
  });

  it('fails on a 404 with the status and what the server said', async () => {
    const { status, error } = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => { p.url = `${server.url}/missing`; }), 'HTTP Request');
    expect(status).toBe('error');
    expect(error).toMatchObject({
      name: 'NodeApiError', httpCode: '404', message: 'The service could not find what was asked for',
      description: '404 - {"message":"No route /missing"}',
    });
  });

  it('with Never Error outputs a 500 answer as data', async () => {
    const { status, items } = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      p.url = `${server.url}/broken`;
      p.options = { response: { response: { neverError: true } } };
    }), 'HTTP Request');
    expect(status).toBe('success');
    expect(items[0]?.json).toEqual({ error: { message: 'Database is down' } });
  });

  it('with continue on fail outputs the error on the item', async () => {
    const workflow = fixture('http-get-json.workflow.json', 'HTTP Request', (p) => { p.url = `${server.url}/broken`; });
    const node = workflow.nodes.find((n) => n.name === 'HTTP Request');
    if (node) node.onError = 'continueRegularOutput';
    const { status, items } = await run(workflow, 'HTTP Request');
    expect(status).toBe('success');
    expect(items[0]?.json.error).toMatchObject({ httpCode: '500', description: '500 - {"error":{"message":"Database is down"}}' });
  });

  it('gives up after the timeout', async () => {
    const { error } = await run(fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      p.url = `${server.url}/slow`;
      p.options = { timeout: 60 };
    }), 'HTTP Request');
    expect(error?.message).toBe('timeout of 60ms exceeded');
  });

  it('sends one request per item with the item\'s values, in batches, keeping the item order', async () => {
    const workflow = fixture('http-get-json.workflow.json', 'HTTP Request', (p) => {
      Object.assign(p, {
        url: `=${server.url}/user`, sendHeaders: false,
        queryParameters: { parameters: [{ name: 'id', value: '={{ $json.id }}' }] },
        options: { batching: { batch: { batchSize: 2, batchInterval: 5 } } },
      });
    });
    workflow.pinData = { [workflow.nodes[0]?.name ?? '']: [{ json: { id: 3 } }, { json: { id: 1 } }, { json: { id: 2 } }] };
    const { items } = await run(workflow, 'HTTP Request');
    expect(items.map((item) => [item.json.id, item.pairedItem])).toEqual([[3, { item: 0 }], [1, { item: 1 }], [2, { item: 2 }]]);
  });

  it('4.1 authenticates with a generic Basic Auth credential', async () => {
    const { items } = await run(fixture('http-basic-auth.workflow.json', 'Call API'), 'Call API');
    expect(items[0]?.json).toEqual({ auth: 'basic' });
  });

  it.each([
    ['httpDigestAuth', 'cred-digest', '/digest', 'digest'],
    ['httpHeaderAuth', 'cred-header', '/header', 'header'],
    ['httpQueryAuth', 'cred-query', '/query', 'query'],
    ['httpBearerAuth', 'cred-bearer', '/bearer', 'bearer'],
  ])('authenticates with a generic %s credential', async (type, id, path, expected) => {
    const workflow = fixture('http-basic-auth.workflow.json', 'Call API', (p) => {
      p.url = `${server.url}${path}`;
      p.genericAuthType = type;
    });
    const node = workflow.nodes.find((n) => n.name === 'Call API');
    if (node) node.credentials = { [type]: { id, name: type } };
    const { items } = await run(workflow, 'Call API');
    expect(items[0]?.json).toEqual({ auth: expected });
  });

  it('uses a predefined credential type through its authenticate rule', async () => {
    const workflow = fixture('http-basic-auth.workflow.json', 'Call API', (p) => {
      Object.assign(p, { url: `${server.url}/header`, authentication: 'predefinedCredentialType', nodeCredentialType: 'httpHeaderAuth' });
    });
    const node = workflow.nodes.find((n) => n.name === 'Call API');
    if (node) node.credentials = { httpHeaderAuth: { id: 'cred-header', name: 'Key' } };
    expect((await run(workflow, 'Call API')).items[0]?.json).toEqual({ auth: 'header' });
  });

  it('says when the credential is not set', async () => {
    const workflow = fixture('http-basic-auth.workflow.json', 'Call API');
    const node = workflow.nodes.find((n) => n.name === 'Call API');
    if (node) delete node.credentials;
    expect((await run(workflow, 'Call API')).error?.message).toBe('Credentials for "Basic Auth" are not set.');
  });
});
