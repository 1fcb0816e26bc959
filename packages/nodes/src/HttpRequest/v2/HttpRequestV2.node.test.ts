import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyHarness } from '../test/http-legacy-harness.js';
import { startHttpTestServer } from '../test/http-test-server.js';

let server: Awaited<ReturnType<typeof startHttpTestServer>>;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const { fixture, run } = legacyHarness();
const v2 = (change?: Parameters<typeof fixture>[2]) => fixture('http-v2-post-json.workflow.json', server.url, change);

describe('HTTP Request 2', () => {
  it('POSTs a JSON body from an expression, with a generic Header Auth credential', async () => {
    const { status, items } = await run(v2());
    expect(status).toBe('success');
    const echo = items[0]?.json as { method: string; url: string; headers: Record<string, string>; body: string };
    expect([echo.method, echo.url, echo.headers['x-api-key'], echo.headers['content-type']]).toEqual(['POST', '/echo?lang=en', 'k-123', 'application/json']);
    expect(JSON.parse(echo.body)).toEqual({ name: 'Ada', ids: [1, 2] });
  });

  it.each([
    ['httpBasicAuth', 'cred-basic', '/basic', 'basic'],
    ['httpDigestAuth', 'cred-digest', '/digest', 'digest'],
    ['httpQueryAuth', 'cred-query', '/query', 'query'],
  ])('authenticates with a generic %s credential', async (type, id, path, expected) => {
    const { items } = await run(v2((p, node) => {
      Object.assign(p, { genericAuthType: type, requestMethod: 'GET', url: `${server.url}${path}`, queryParametersJson: '' });
      node.credentials = { [type]: { id, name: type } };
    }));
    expect(items[0]?.json).toEqual({ auth: expected });
  });

  it('uses a service credential through its type', async () => {
    const { items } = await run(v2((p) => {
      Object.assign(p, { authentication: 'predefinedCredentialType', nodeCredentialType: 'httpHeaderAuth', requestMethod: 'GET', url: `${server.url}/header` });
    }));
    expect(items[0]?.json).toEqual({ auth: 'header' });
  });

  it('sends without credentials when authentication is none', async () => {
    const { error } = await run(v2((p) => { Object.assign(p, { authentication: 'none', requestMethod: 'GET', url: `${server.url}/header` }); }));
    expect(error).toMatchObject({ httpCode: '401', message: 'The service refused the credentials' });
  });

  it('says when no or an unknown credential type is chosen, or the credential is missing', async () => {
    expect((await run(v2((p) => { p.genericAuthType = ''; }))).error?.message).toBe('No credential type is selected');
    expect((await run(v2((p) => { p.genericAuthType = 'smtp'; }))).error?.message).toBe('Unknown generic auth type "smtp"');
    expect((await run(v2((p, node) => { delete node.credentials; }))).error?.message).toBe('Credentials for "Header Auth" are not set.');
  });

  it('says when the JSON body is not valid JSON', async () => {
    const { error } = await run(v2((p) => { p.bodyParametersJson = '{"name": Ada}'; }));
    expect(error?.message).toBe('The body parameters are not valid JSON');
  });
});
