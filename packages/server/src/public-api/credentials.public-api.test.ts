import { beforeEach, describe, expect, it } from 'vitest';
import type { Credential, PublicCredential } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { publicApiClient } from '../test/public-api-client.js';
import { addMember, setUpOwner, type TestUser } from '../test/users-fixture.js';

const server = useTestServer();
let ownerKey = '';
let owner: TestUser;
const api = publicApiClient(server, () => ownerKey);

type Message = { message: string };

const headerAuth = { name: 'Shop API', type: 'httpHeaderAuth', data: { name: 'X-API-Key', value: 'secret-1' } };

beforeEach(async () => {
  owner = await setUpOwner(server);
  ownerKey = await api.createKey();
});

/** The credentials the user sees through the REST API (the editor's list). */
async function restCredentials(as: TestUser): Promise<Credential[]> {
  return (await server.rest<{ data: Credential[] }>('GET', '/credentials', undefined, { as: as.cookie })).body.data;
}

async function refusedCreate(body: unknown): Promise<string> {
  const answer = await api.call<Message>('POST', '/credentials', { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(await server.count('credentials_entity')).toBe(0);
  return answer.body.message;
}

describe('public API: POST /credentials', () => {
  it('creates a credential owned by the key\'s owner and answers it without its data', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String), name: 'Shop API', type: 'httpHeaderAuth', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const stored = await server.rest<{ data: Credential }>('GET', `/credentials/${created.body.id}?includeData=true`);
    expect(stored.body.data).toMatchObject({ ownedBy: { id: owner.id }, data: { name: 'X-API-Key' } });
    expect(server.services.credentials.decrypted(
      (await server.services.repositories.credentials.findById(created.body.id))!,
    ).data).toEqual({ name: 'X-API-Key', value: 'secret-1' });
  });

  it('accepts a field required only under a condition when the condition does not hold', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', {
      body: { name: 'Machine', type: 'oAuth2Api', data: { grantType: 'clientCredentials', accessTokenUrl: 'https://id.example.com/token', clientId: 'c', clientSecret: 's' } },
    });
    expect(created.status).toBe(200);
    expect(await server.count('credentials_entity')).toBe(1);
  });

  it('refuses an unknown type with 400, writing nothing', async () => {
    expect(await refusedCreate({ ...headerAuth, type: 'noSuchApi' })).toBe('type: "noSuchApi" is not a known credential type');
  });

  it('refuses a field the type does not have', async () => {
    expect(await refusedCreate({ ...headerAuth, data: { ...headerAuth.data, token: 'x' } }))
      .toBe('data.token is not a field of the credential type "httpHeaderAuth"');
  });

  it('refuses a value of the wrong kind, naming the field', async () => {
    expect(await refusedCreate({ ...headerAuth, data: { name: 42 } })).toMatch(/\(name\) must be text/);
  });

  it('refuses data without a required field', async () => {
    expect(await refusedCreate({ name: 'Slack', type: 'slackApi', data: { signatureSecret: 'x' } }))
      .toBe('data.accessToken is required for a credential of type "slackApi"');
  });

  it('refuses data without a field the values given make required', async () => {
    const data = { grantType: 'pkce', accessTokenUrl: 'https://id.example.com/token', clientId: 'c', clientSecret: 's' };
    expect(await refusedCreate({ name: 'Login', type: 'oAuth2Api', data }))
      .toBe('data.authUrl is required for a credential of type "oAuth2Api"');
  });

  it('checks the fields a condition requires against the defaults of those left out', async () => {
    expect(await refusedCreate({ name: 'MCP', type: 'mcpOAuth2Api', data: { clientId: 'c' } }))
      .toBe('data.serverUrl is required for a credential of type "mcpOAuth2Api"');
    expect(await refusedCreate({ name: 'MCP', type: 'mcpOAuth2Api', data: { useDynamicClientRegistration: false, grantType: 'clientCredentials' } }))
      .toBe('data.accessTokenUrl is required for a credential of type "mcpOAuth2Api"');
    const created = await api.call('POST', '/credentials', { body: { name: 'MCP', type: 'mcpOAuth2Api', data: { serverUrl: 'https://mcp.example.com' } } });
    expect(created.status).toBe(200);
  });

  it('refuses a body without a name or without data', async () => {
    expect(await refusedCreate({ type: 'httpHeaderAuth', data: {} })).toMatch(/name/);
    expect(await refusedCreate({ name: 'No data', type: 'httpHeaderAuth' })).toMatch(/data/);
  });
});

describe('public API: GET /credentials/schema/:credentialTypeName', () => {
  it('answers the JSON schema of a type\'s data', async () => {
    const answer = await api.call('GET', '/credentials/schema/slackApi');
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual({
      additionalProperties: false, type: 'object',
      properties: { accessToken: { type: 'string' }, signatureSecret: { type: 'string' } },
      required: ['accessToken'],
    });
  });

  it('has no required field for a type whose fields are all optional', async () => {
    expect((await api.call('GET', '/credentials/schema/httpHeaderAuth')).body).toEqual({
      additionalProperties: false, type: 'object',
      properties: { name: { type: 'string' }, value: { type: 'string' } },
      required: [],
    });
  });

  it('turns the conditions under which fields are shown into if/then', async () => {
    const { body } = await api.call<Record<string, unknown>>('GET', '/credentials/schema/oAuth2Api');
    expect(body).toMatchObject({
      properties: {
        grantType: { type: 'string', enum: ['authorizationCode', 'clientCredentials', 'pkce'] },
        authUrl: { type: 'string' },
        sendAdditionalBodyProperties: { type: 'boolean' },
        additionalBodyProperties: { type: ['string', 'object'] },
      },
      required: ['accessTokenUrl', 'clientId', 'clientSecret'],
      allOf: [{ if: { properties: { grantType: { enum: ['authorizationCode', 'pkce'] } } }, then: { required: ['authUrl'] } }],
    });
    expect(body.allOf).toEqual([{ if: { properties: { grantType: { enum: ['authorizationCode', 'pkce'] } } }, then: { required: ['authUrl'] } }]);
    // Hidden fields keep their defaults: a client cannot send them.
    expect(body.properties).not.toHaveProperty('useDynamicClientRegistration');
  });

  it('requires a field in a condition when its default does not meet the condition', async () => {
    // MCP OAuth2 registers its client by default (useDynamicClientRegistration: true).
    const { body } = await api.call<Record<string, unknown>>('GET', '/credentials/schema/mcpOAuth2Api');
    expect(body.allOf).toContainEqual({
      if: { properties: { useDynamicClientRegistration: { enum: [false] } }, required: ['useDynamicClientRegistration'] },
      then: { required: ['accessTokenUrl', 'clientId', 'clientSecret'] },
    });
    expect(body.allOf).toContainEqual({ if: { properties: { useDynamicClientRegistration: { enum: [true] } } }, then: { required: ['serverUrl'] } });
  });

  it('answers 404 to an unknown type', async () => {
    expect(await api.call<Message>('GET', '/credentials/schema/noSuchApi')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });
});

describe('public API: DELETE /credentials/:id', () => {
  it('deletes the credential and answers it', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth });
    const deleted = await api.call<PublicCredential>('DELETE', `/credentials/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: created.body });
    expect(await server.count('credentials_entity')).toBe(0);
    expect(await api.call<Message>('DELETE', `/credentials/${created.body.id}`)).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });
});

describe('public API: PUT /credentials/:id/transfer', () => {
  it('gives the credential to the user named as destinationProjectId', async () => {
    const mia = await addMember(server, 'mia@example.com');
    const created = await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth });
    const moved = await api.call('PUT', `/credentials/${created.body.id}/transfer`, { body: { destinationProjectId: mia.id } });
    expect(moved.status).toBe(204);
    expect((await restCredentials(mia)).map((credential) => [credential.id, credential.ownedBy?.id])).toEqual([[created.body.id, mia.id]]);
  });

  it('answers 400 when the credential already belongs to the destination, and 404 to an unknown user', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth });
    const same = await api.call<Message>('PUT', `/credentials/${created.body.id}/transfer`, { body: { destinationProjectId: owner.id } });
    expect(same).toMatchObject({ status: 400, body: { message: 'The credential is already in this project' } });
    const nobody = await api.call<Message>('PUT', `/credentials/${created.body.id}/transfer`, { body: { destinationProjectId: 'nobody' } });
    expect(nobody).toMatchObject({ status: 404, body: { message: 'Could not find a project with the id "nobody"' } });
    expect((await api.call('PUT', `/credentials/${created.body.id}/transfer`, { body: {} })).status).toBe(400);
    expect((await restCredentials(owner)).map((credential) => credential.ownedBy?.id)).toEqual([owner.id]);
  });
});

describe('public API: credentials and member keys', () => {
  let mia: TestUser;
  let miaKey = '';
  let ownersCredential = '';

  beforeEach(async () => {
    mia = await addMember(server, 'mia@example.com');
    miaKey = await api.createKey(mia.cookie);
    ownersCredential = (await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth })).body.id;
  });

  it('creates and deletes the member\'s own credentials', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { key: miaKey, body: { ...headerAuth, name: 'Mia\'s' } });
    expect((await restCredentials(mia)).map((credential) => credential.id)).toEqual([created.body.id]);
    expect((await api.call('DELETE', `/credentials/${created.body.id}`, { key: miaKey })).status).toBe(200);
    expect(await server.count('credentials_entity')).toBe(1);
  });

  it('answers 404 to deleting or moving the owner\'s credential, changing nothing', async () => {
    expect(await api.call<Message>('DELETE', `/credentials/${ownersCredential}`, { key: miaKey })).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    const moved = await api.call('PUT', `/credentials/${ownersCredential}/transfer`, { key: miaKey, body: { destinationProjectId: mia.id } });
    expect(moved.status).toBe(404);
    expect((await restCredentials(owner)).map((credential) => [credential.id, credential.ownedBy?.id])).toEqual([[ownersCredential, owner.id]]);
  });

  it('may not give the member\'s own credential to another user (404, as n8n answers a project out of reach)', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { key: miaKey, body: { ...headerAuth, name: 'Mia\'s' } });
    const moved = await api.call('PUT', `/credentials/${created.body.id}/transfer`, { key: miaKey, body: { destinationProjectId: owner.id } });
    expect(moved.status).toBe(404);
    expect((await restCredentials(mia)).map((credential) => credential.id)).toEqual([created.body.id]);
  });

  it('lets the owner\'s key delete or move a member\'s credential', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { key: miaKey, body: { ...headerAuth, name: 'Mia\'s' } });
    expect((await api.call('PUT', `/credentials/${created.body.id}/transfer`, { body: { destinationProjectId: owner.id } })).status).toBe(204);
    expect((await restCredentials(mia))).toEqual([]);
    expect((await api.call('DELETE', `/credentials/${created.body.id}`)).status).toBe(200);
    expect(await server.count('credentials_entity')).toBe(1);
  });
});

describe('public API: credentials without a key', () => {
  it('answers 401 on every route, writing nothing', async () => {
    const created = await api.call<PublicCredential>('POST', '/credentials', { body: headerAuth });
    for (const [method, path, body] of [
      ['POST', '/credentials', headerAuth], ['DELETE', `/credentials/${created.body.id}`, undefined],
      ['GET', '/credentials/schema/slackApi', undefined], ['PUT', `/credentials/${created.body.id}/transfer`, { destinationProjectId: owner.id }],
    ] as const) {
      expect((await api.call(method, path, { key: null, body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await server.count('credentials_entity')).toBe(1);
  });
});
