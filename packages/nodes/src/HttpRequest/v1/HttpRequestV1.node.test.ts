import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { legacyHarness } from '../test/http-legacy-harness.js';
import { startHttpTestServer } from '../test/http-test-server.js';
import { parseBinaryFieldList } from './build-legacy-request.js';
import { WORKFLOW_HAS_ISSUES_MESSAGE } from '@weft/workflow';

let server: Awaited<ReturnType<typeof startHttpTestServer>>;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const { fixture, run, binaryDataStore } = legacyHarness();
const v1 = (change?: Parameters<typeof fixture>[2]) => fixture('http-v1-get-json.workflow.json', server.url, change);
const echoOf = (json: IDataObject | undefined) => json as { method: string; url: string; headers: Record<string, string>; body: string };

describe('HTTP Request 1', () => {
  it('GETs a JSON array as one item, with query and header fields', async () => {
    const { status, items, error } = await run(v1());
    expect(error).toBeUndefined();
    expect(status).toBe('success');
    expect(items).toEqual([{ json: { 0: { id: 1, name: 'Ada' }, 1: { id: 2, name: 'Grace' } }, pairedItem: { item: 0 } }]);
  });

  it('splits an array answer into items with Split Into Items', async () => {
    const { items } = await run(v1((p) => { p.options = { splitIntoItems: true }; }));
    expect(items).toEqual([
      { json: { id: 1, name: 'Ada' }, pairedItem: { item: 0 } },
      { json: { id: 2, name: 'Grace' }, pairedItem: { item: 0 } },
    ]);
  });

  it('sends repeated query names with indexes, or repeated with Use Querystring', async () => {
    const indexed = await run(v1((p) => { p.url = `${server.url}/echo`; }));
    const echo = echoOf(indexed.items[0]?.json);
    expect(echo.url).toBe('/echo?page=2&tag%5B0%5D=a&tag%5B1%5D=b');
    expect(echo.headers['x-request-source']).toBe('weft');
    const repeated = await run(v1((p) => { p.url = `${server.url}/echo`; p.options = { useQueryString: true }; }));
    expect(echoOf(repeated.items[0]?.json).url).toBe('/echo?page=2&tag=a&tag=b');
  });

  it('POSTs body fields as JSON, as a form, or as multipart', async () => {
    const body = (bodyContentType?: string) => v1((p) => {
      Object.assign(p, {
        requestMethod: 'POST', url: `${server.url}/echo`, queryParametersUi: {}, headerParametersUi: {},
        bodyParametersUi: { parameter: [{ name: 'name', value: 'Ada' }, { name: 'role', value: 'admin' }] },
        options: bodyContentType ? { bodyContentType } : {},
      });
    });
    const json = echoOf((await run(body())).items[0]?.json);
    expect([json.method, json.headers['content-type'], JSON.parse(json.body)]).toEqual(['POST', 'application/json', { name: 'Ada', role: 'admin' }]);
    const form = echoOf((await run(body('form-urlencoded'))).items[0]?.json);
    expect([form.headers['content-type'], form.body]).toEqual(['application/x-www-form-urlencoded', 'name=Ada&role=admin']);
    const multipart = echoOf((await run(body('multipart-form-data'))).items[0]?.json);
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="role"\r\n\r\nadmin');
  });

  it('sends JSON parameters, and a raw body with its MIME type as it is', async () => {
    const { items } = await run(v1((p) => {
      Object.assign(p, {
        requestMethod: 'PUT', url: `${server.url}/echo`, jsonParameters: true,
        queryParametersJson: '{"q": "a b"}', headerParametersJson: '{"X-Trace": "7"}',
        bodyParametersJson: '<note>hi</note>', options: { bodyContentType: 'raw', bodyContentCustomMimeType: 'text/xml' },
      });
    }));
    const echo = echoOf(items[0]?.json);
    expect([echo.url, echo.headers['x-trace'], echo.headers['content-type'], echo.body]).toEqual(['/echo?q=a%20b', '7', 'text/xml', '<note>hi</note>']);
  });

  it('sends an input file as a raw body, or as multipart files', async () => {
    const withFile = (options: IDataObject, binaryPropertyName: string) => {
      const workflow = v1((p) => {
        Object.assign(p, { requestMethod: 'POST', url: `${server.url}/echo`, jsonParameters: true, sendBinaryData: true, binaryPropertyName, options });
      });
      const file = { data: Buffer.from('notes for Q3').toString('base64'), mimeType: 'text/plain', fileName: 'notes.txt' };
      workflow.pinData = { Start: [{ json: {}, binary: { data: file, cover: { ...file, fileName: 'cover.txt' } } }] };
      return workflow;
    };
    const raw = echoOf((await run(withFile({ bodyContentType: 'raw' }, 'data'))).items[0]?.json);
    expect([raw.headers['content-type'], raw.body]).toEqual(['text/plain', 'notes for Q3']);
    const multipart = echoOf((await run(withFile({ bodyContentType: 'multipart-form-data' }, 'doc:data, image:cover'))).items[0]?.json);
    expect(multipart.body).toMatch(/name="doc"; filename="notes.txt"\r\nContent-Type: text\/plain\r\n\r\nnotes for Q3/);
    expect(multipart.body).toContain('name="image"; filename="cover.txt"');
    const asJson = await run(withFile({}, 'data'));
    expect(asJson.error?.message).toBe('A binary file can only be sent as a raw or a multipart body');
    const missing = await run(withFile({ bodyContentType: 'raw' }, 'nothing'));
    expect(missing.error?.message).toMatch(/nothing/);
  });

  it('outputs text under the property name, files as binary, and the full response', async () => {
    const text = await run(v1((p) => { Object.assign(p, { url: `${server.url}/text`, responseFormat: 'string', dataPropertyName: 'page' }); }));
    expect(text.items).toEqual([{ json: { page: '<p>Hello</p>' }, pairedItem: { item: 0 } }]);
    const file = await run(v1((p) => { Object.assign(p, { url: `${server.url}/report.pdf`, responseFormat: 'file', queryParametersUi: {} }); }));
    const binary = file.items[0]?.binary?.data;
    expect(file.items[0]?.json).toEqual({});
    expect(binary).toMatchObject({ mimeType: 'application/pdf', fileName: 'report.pdf' });
    expect((await binaryDataStore.getBuffer(binary?.id as string)).toString()).toBe('%PDF-1.4 weft test');
    const full = await run(v1((p) => { Object.assign(p, { url: `${server.url}/user`, queryParametersUi: { parameter: [{ name: 'id', value: '7' }] }, options: { fullResponse: true } }); }));
    expect(full.items[0]?.json).toMatchObject({ body: { id: 7, name: 'Ada' }, statusCode: 200, statusMessage: 'OK', headers: { 'content-type': 'application/json' } });
    const fullText = await run(v1((p) => { Object.assign(p, { url: `${server.url}/text`, responseFormat: 'string', options: { fullResponse: true } }); }));
    expect(fullText.items[0]?.json).toMatchObject({ data: '<p>Hello</p>', statusCode: 200 });
  });

  it('says when a JSON answer is not JSON', async () => {
    const { error } = await run(v1((p) => { p.url = `${server.url}/text`; }));
    expect(error).toMatchObject({ message: 'The response is not valid JSON', description: 'Set "Response Format" to "String" to get the answer as text.' });
  });

  it('fails on an error status unless Ignore Response Code is on', async () => {
    const failed = await run(v1((p) => { p.url = `${server.url}/missing`; }));
    expect(failed.status).toBe('error');
    expect(failed.error).toMatchObject({ name: 'NodeApiError', httpCode: '404', description: '404 - {"message":"No route /missing"}' });
    const ignored = await run(v1((p) => { p.url = `${server.url}/broken`; p.options = { ignoreResponseCode: true }; }));
    expect(ignored.items[0]?.json).toEqual({ error: { message: 'Database is down' } });
  });

  it('with continue on fail outputs the error on the failing item only', async () => {
    const workflow = v1((p, node) => {
      Object.assign(p, { url: `=${server.url}/{{ $json.path }}`, queryParametersUi: {}, headerParametersUi: {} });
      node.onError = 'continueRegularOutput';
    });
    workflow.pinData = { Start: [{ json: { path: 'user' } }, { json: { path: 'broken' } }] };
    const { status, items } = await run(workflow);
    expect(status).toBe('success');
    expect(items[0]).toEqual({ json: { id: 0, name: 'Ada' }, pairedItem: { item: 0 } });
    expect(items[1]).toMatchObject({ json: { error: { httpCode: '500', description: '500 - {"error":{"message":"Database is down"}}' } }, pairedItem: { item: 1 } });
  });

  it('sends one request per item in batches, keeping the item order', async () => {
    const workflow = v1((p) => {
      Object.assign(p, {
        url: `${server.url}/user`, headerParametersUi: {},
        queryParametersUi: { parameter: [{ name: 'id', value: '={{ $json.id }}' }] }, options: { batchSize: 2, batchInterval: 1 },
      });
    });
    workflow.pinData = { Start: [{ json: { id: 3 } }, { json: { id: 1 } }, { json: { id: 2 } }] };
    const { items } = await run(workflow);
    expect(items.map((item) => [item.json.id, item.pairedItem])).toEqual([[3, { item: 0 }], [1, { item: 1 }], [2, { item: 2 }]]);
  });

  it('outputs nothing for no input items', async () => {
    const workflow = v1();
    workflow.pinData = { Start: [] };
    expect((await run(workflow)).items).toEqual([]);
  });

  it('gives clear errors for a missing URL, bad JSON parameters, a timeout and a proxy', async () => {
    expect((await run(v1((p) => { p.url = ''; }))).runError?.message).toBe(WORKFLOW_HAS_ISSUES_MESSAGE);
    expect((await run(v1((p) => { Object.assign(p, { jsonParameters: true, headerParametersJson: '{"a": ' }); }))).error?.message)
      .toBe('The headers are not valid JSON');
    expect((await run(v1((p) => { Object.assign(p, { jsonParameters: true, queryParametersJson: '[1, 2]' }); }))).error?.message)
      .toBe('The query parameters must be a JSON object');
    expect((await run(v1((p) => { Object.assign(p, { url: `${server.url}/slow`, options: { timeout: 50 } }); }))).error?.message)
      .toBe('timeout of 50ms exceeded');
    expect((await run(v1((p) => { p.options = { proxy: 'http://127.0.0.1:1' }; }))).error?.message).toBe('The Proxy option is not supported yet');
    expect((await run(v1((p) => { p.url = 'ftp://example.com/file'; }))).error?.message).toMatch(/^Invalid URL/);
  });

  it.each([
    ['basicAuth', 'httpBasicAuth', 'cred-basic', '/basic', 'basic'],
    ['digestAuth', 'httpDigestAuth', 'cred-digest', '/digest', 'digest'],
    ['headerAuth', 'httpHeaderAuth', 'cred-header', '/header', 'header'],
    ['queryAuth', 'httpQueryAuth', 'cred-query', '/query', 'query'],
  ])('authenticates with %s', async (authentication, type, id, path, expected) => {
    const { items } = await run(v1((p, node) => {
      Object.assign(p, { authentication, url: `${server.url}${path}`, queryParametersUi: {} });
      node.credentials = { [type]: { id, name: type } };
    }));
    expect(items[0]?.json).toEqual({ auth: expected });
  });

  it('says when the credential is not set', async () => {
    const { error } = await run(v1((p) => { Object.assign(p, { authentication: 'basicAuth', url: `${server.url}/basic` }); }));
    expect(error?.message).toBe('Credentials for "Basic Auth" are not set.');
  });
});

describe('parseBinaryFieldList', () => {
  it('reads one field as "file", and name:field pairs', () => {
    expect(parseBinaryFieldList('data')).toEqual([{ formName: 'file', property: 'data' }]);
    expect(parseBinaryFieldList('a:data, b:cover')).toEqual([{ formName: 'a', property: 'data' }, { formName: 'b', property: 'cover' }]);
    expect(parseBinaryFieldList('data,cover')).toBe('Give each field as name:field when sending several files ("data" has no name)');
    expect(parseBinaryFieldList(' ')).toBe('No input binary field is given');
  });
});
