import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_BLANK_VALUE, type Credential, type CredentialTypeDescription } from '@weft/contracts';
import type { ICredentialType } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

interface Answer<T> {
  data: T;
  message?: string;
  hint?: string;
}

/** A service on loopback that accepts `X-Api-Key: right-key` only, and says who called. */
let service: Server;
let serviceUrl: string;
beforeAll(async () => {
  service = createServer((request, response) => {
    const ok = request.headers['x-api-key'] === 'right-key';
    response.writeHead(ok ? 200 : request.url === '/gone' ? 404 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { user: 'ada', suspended: request.url === '/suspended' } : { message: 'bad key' }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** A service's credential type with a test request (the built-in generic ones have none). */
const serviceKeyType = (): ICredentialType => ({
  name: 'weftTestServiceApi',
  displayName: 'Test Service API',
  icon: 'file:missing.svg',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Path', name: 'path', type: 'string', default: '/me' },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'X-Api-Key': '={{$credentials.apiKey}}' } } },
  test: {
    request: { baseURL: '={{$credentials.baseUrl}}', url: '={{$credentials.path}}' },
    rules: [
      { type: 'responseCode', properties: { value: 404, message: 'That account does not exist' } },
      { type: 'responseSuccessBody', properties: { key: 'suspended', value: true, message: 'The account is suspended' } },
    ],
  },
});

async function addServiceType(): Promise<void> {
  server.services.credentialTypes.add(serviceKeyType());
}

async function create(body: Record<string, unknown>): Promise<Credential> {
  const answer = await server.rest<Answer<Credential>>('POST', '/credentials', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const headerAuth = { name: 'Shop key', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: 'right-key' } };

describe('credential types', () => {
  it('lists the generic types in n8n\'s shape, saying which can be tested', async () => {
    await addServiceType();
    const { status, body } = await server.rest<Answer<CredentialTypeDescription[]>>('GET', '/credential-types');
    expect(status).toBe(200);
    const byName = new Map(body.data.map((type) => [type.name, type]));
    for (const name of ['httpBasicAuth', 'httpBearerAuth', 'httpDigestAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpCustomAuth', 'oAuth1Api', 'oAuth2Api', 'smtp']) {
      expect(byName.get(name)?.testable, name).toBe(false);
    }
    expect(byName.get('httpHeaderAuth')).toMatchObject({
      displayName: 'Header Auth', genericAuth: true,
      properties: expect.arrayContaining([expect.objectContaining({ name: 'value', typeOptions: { password: true } })]),
    });
    expect(byName.get('weftTestServiceApi')?.testable).toBe(true);
  });

  it('has no translations in English, and answers 404 for an icon that is not a file', async () => {
    expect(await server.rest('GET', '/credential-translation?credentialType=httpHeaderAuth')).toEqual({ status: 200, body: { data: {} } });
    const icon = await server.rest<Answer<unknown>>('GET', '/credential-icon/httpHeaderAuth');
    expect(icon.status).toBe(404);
    expect(icon.body.message).toBe('There is no icon for the credential type "httpHeaderAuth"');
    await addServiceType();
    expect((await server.rest('GET', '/credential-icon/weftTestServiceApi')).status).toBe(404);
  });
});

describe('a new credential\'s name', () => {
  it('is the name asked for, numbered once taken', async () => {
    const ask = async (name?: string) => (await server.rest<Answer<{ name: string }>>(
      'GET', `/credentials/new${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`)).body.data.name;
    expect(await ask('Header Auth account')).toBe('Header Auth account');
    await create({ ...headerAuth, name: 'Header Auth account' });
    expect(await ask('Header Auth account')).toBe('Header Auth account 2');
    await create({ ...headerAuth, name: 'Header Auth account 2' });
    await create({ ...headerAuth, name: 'Header Auth account 7' });
    expect(await ask('Header Auth account')).toBe('Header Auth account 8');
    expect(await ask()).toBe('My credential');
  });
});

describe('creating a credential', () => {
  it('stores it for its creator, answers its data with the password blanked, and lets the nodes that take its type use it', async () => {
    const created = await create({ ...headerAuth, data: { ...headerAuth.data, unknownField: 'dropped' } });
    expect(created).toMatchObject({
      name: 'Shop key', type: 'httpHeaderAuth',
      data: { name: 'X-Api-Key', value: CREDENTIAL_BLANK_VALUE },
      ownedBy: { id: expect.any(String) },
    });
    expect(created.nodesAccess.map((access) => access.nodeType)).toEqual([
      '@n8n/n8n-nodes-langchain.mcpClientTool', '@n8n/n8n-nodes-langchain.mcpTrigger',
      'n8n-nodes-base.graphql', 'n8n-nodes-base.httpRequest', 'n8n-nodes-base.wait', 'n8n-nodes-base.webhook',
    ]);
    expect((await server.services.credentials.get(created.id))?.data).toEqual({ name: 'X-Api-Key', value: 'right-key' });
  });

  it('keeps the node access it is given', async () => {
    const created = await create({ ...headerAuth, nodesAccess: [{ nodeType: 'n8n-nodes-base.webhook' }, { nodeType: 'n8n-nodes-base.webhook' }] });
    expect(created.nodesAccess).toEqual([{ nodeType: 'n8n-nodes-base.webhook', date: expect.any(String) }]);
  });

  it.each([
    [{ ...headerAuth, type: 'nopeApi' }, 'Unknown credential type "nopeApi"'],
    [{ ...headerAuth, data: { name: 42 } }, 'The credential field "Header Name" (name) must be text'],
    [{ name: 'SMTP', type: 'smtp', data: { port: '465' } }, 'The credential field "Port" (port) must be a number'],
    [{ name: 'SMTP', type: 'smtp', data: { secure: 'yes' } }, 'The credential field "SSL/TLS" (secure) must be true or false'],
    [{ name: 'OAuth', type: 'oAuth2Api', data: { grantType: 'password' } }, 'The credential field "Grant Type" (grantType) must be one of "authorizationCode", "clientCredentials", "pkce"'],
    [{ ...headerAuth, name: '   ' }, 'name: Enter a name for the credential'],
    [{ ...headerAuth, name: 'x'.repeat(65) }, 'name: A credential name may have at most 64 characters'],
  ])('refuses bad input with a 400 and stores nothing (%#)', async (body, message) => {
    const answer = await server.rest<Answer<unknown>>('POST', '/credentials', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await server.count('credentials_entity')).toBe(0);
  });

  it('accepts expressions in any field', async () => {
    const created = await create({ name: 'SMTP', type: 'smtp', data: { port: '={{ 2525 }}', host: 'mail.example.com' } });
    expect(created.data).toMatchObject({ port: '={{ 2525 }}', host: 'mail.example.com' });
  });
});

describe('reading credentials', () => {
  it('lists them without data, by type when asked', async () => {
    const header = await create(headerAuth);
    await create({ name: 'Basic', type: 'httpBasicAuth', data: { user: 'ada', password: 'pw' } });
    const all = await server.rest<Answer<Credential[]>>('GET', '/credentials');
    expect(all.body.data.map((c) => c.name)).toEqual(['Shop key', 'Basic']);
    expect(all.body.data.every((c) => c.data === undefined)).toBe(true);
    const headers = await server.rest<Answer<Credential[]>>('GET', '/credentials?type=httpHeaderAuth');
    expect(headers.body.data.map((c) => c.id)).toEqual([header.id]);
  });

  it('gives the data only with includeData, and 404 for an unknown id', async () => {
    const { id } = await create(headerAuth);
    expect((await server.rest<Answer<Credential>>('GET', `/credentials/${id}`)).body.data.data).toBeUndefined();
    const withData = await server.rest<Answer<Credential>>('GET', `/credentials/${id}?includeData=true`);
    expect(withData.body.data.data).toEqual({ name: 'X-Api-Key', value: CREDENTIAL_BLANK_VALUE });
    const missing = await server.rest<Answer<unknown>>('GET', '/credentials/999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Could not find the credential with ID "999"');
  });
});

describe('changing a credential', () => {
  it('keeps a blanked password, changes what is sent, and leaves node access alone when not sent', async () => {
    const { id, nodesAccess } = await create(headerAuth);
    const renamed = await server.rest<Answer<Credential>>('PATCH', `/credentials/${id}`, {
      name: 'Shop key (live)', type: 'httpHeaderAuth', data: { name: 'X-Key', value: CREDENTIAL_BLANK_VALUE },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Shop key (live)', nodesAccess, data: { name: 'X-Key', value: CREDENTIAL_BLANK_VALUE } });
    expect((await server.services.credentials.get(id))?.data).toEqual({ name: 'X-Key', value: 'right-key' });

    await server.rest('PATCH', `/credentials/${id}`, { name: 'Shop key (live)', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'new-key' }, nodesAccess: [] });
    const stored = await server.services.credentials.get(id);
    expect(stored).toMatchObject({ data: { name: 'X-Key', value: 'new-key' }, nodesAccess: [] });
  });

  it('keeps the OAuth tokens until another field changes, and never shows them', async () => {
    const oauth = { name: 'Calendar', type: 'oAuth2Api', data: { clientId: 'app', clientSecret: 'shh', accessTokenUrl: 'https://auth.example.com/token' } };
    const { id } = await create(oauth);
    const token = { access_token: 'at-1', refresh_token: 'rt-1' };
    await server.services.credentials.updateData(id, { ...oauth.data, oauthTokenData: token });
    const shown = await server.rest<Answer<Credential>>('GET', `/credentials/${id}?includeData=true`);
    expect(shown.body.data.data).toMatchObject({ oauthTokenData: CREDENTIAL_BLANK_VALUE, clientSecret: CREDENTIAL_BLANK_VALUE });
    expect(JSON.stringify(shown.body)).not.toContain('at-1');

    await server.rest('PATCH', `/credentials/${id}`, { ...oauth, name: 'Work calendar', data: shown.body.data.data });
    expect((await server.services.credentials.get(id))?.data.oauthTokenData).toEqual(token);

    await server.rest('PATCH', `/credentials/${id}`, { ...oauth, data: { ...shown.body.data.data, clientId: 'other-app' } });
    const after = await server.services.credentials.get(id);
    expect(after?.data).toEqual({ clientId: 'other-app', clientSecret: 'shh', accessTokenUrl: 'https://auth.example.com/token' });
  });

  it('refuses another type, bad values and unknown ids, changing nothing', async () => {
    const { id, updatedAt } = await create(headerAuth);
    const retyped = await server.rest<Answer<unknown>>('PATCH', `/credentials/${id}`, { ...headerAuth, type: 'httpQueryAuth' });
    expect(retyped.status).toBe(400);
    expect(retyped.body.message).toBe('The credential "Shop key" is of type "httpHeaderAuth", which cannot be changed to "httpQueryAuth"');
    const wrong = await server.rest<Answer<unknown>>('PATCH', `/credentials/${id}`, { ...headerAuth, name: 'Changed', data: { value: 7 } });
    expect(wrong.status).toBe(400);
    expect((await server.rest('PATCH', '/credentials/999', headerAuth)).status).toBe(404);
    const stored = await server.services.credentials.get(id);
    expect(stored).toMatchObject({ name: 'Shop key', updatedAt, data: headerAuth.data });
  });
});

describe('deleting a credential', () => {
  it('removes it; a second delete is a 404', async () => {
    const { id } = await create(headerAuth);
    expect(await server.rest('DELETE', `/credentials/${id}`)).toEqual({ status: 200, body: { data: { success: true } } });
    expect((await server.rest('GET', `/credentials/${id}`)).status).toBe(404);
    expect((await server.rest('DELETE', `/credentials/${id}`)).status).toBe(404);
  });
});

describe('testing a credential', () => {
  const test = async (credentials: Record<string, unknown>) =>
    (await server.rest<Answer<{ status: string; message: string }>>('POST', '/credentials/test', { credentials })).body.data;
  const serviceCredential = (data: Record<string, unknown>) => ({ name: 'Service', type: 'weftTestServiceApi', data: { baseUrl: serviceUrl, ...data } });

  it('says when a type has no test', async () => {
    expect(await test(headerAuth)).toEqual({ status: 'Error', message: 'This credential type cannot be tested' });
  });

  it('sends the type\'s test request with the credential applied and reads its rules', async () => {
    await addServiceType();
    expect(await test(serviceCredential({ apiKey: 'right-key' }))).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    expect(await test(serviceCredential({ apiKey: 'wrong' }))).toEqual({
      status: 'Error', message: 'The service refused the credential (401 Unauthorized). Check its fields.',
    });
    expect(await test(serviceCredential({ apiKey: 'right-key', path: '/suspended' }))).toEqual({ status: 'Error', message: 'The account is suspended' });
    expect(await test(serviceCredential({ apiKey: 'wrong', path: '/gone' }))).toEqual({ status: 'Error', message: 'That account does not exist' });
  });

  it('fills blanked fields from the stored credential', async () => {
    await addServiceType();
    const { id } = await create(serviceCredential({ apiKey: 'right-key' }));
    expect(await test({ ...serviceCredential({ apiKey: CREDENTIAL_BLANK_VALUE }), id })).toMatchObject({ status: 'OK' });
    expect(await test(serviceCredential({ apiKey: CREDENTIAL_BLANK_VALUE }))).toMatchObject({ status: 'Error' });
  });

  it('answers an unreachable service as a failed test, not a server error', async () => {
    await addServiceType();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await test({ ...serviceCredential({ apiKey: 'right-key' }), data: { baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' } });
    expect(result.status).toBe('Error');
    expect(result.message).toMatch(/ECONNREFUSED|refused/i);
    expect(await test(serviceCredential({ apiKey: '={{ $env.KEY }}' }))).toMatchObject({ status: 'Error', message: expect.stringContaining('expressions') });
  });

  it('refuses an unknown type with a 400', async () => {
    const answer = await server.rest<Answer<unknown>>('POST', '/credentials/test', { credentials: { ...headerAuth, type: 'nopeApi' } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Unknown credential type "nopeApi"' } });
  });
});
