import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { KEYS, startGraphqlServer } from './test/graphql-test-server.js';

let server: Awaited<ReturnType<typeof startGraphqlServer>>;
beforeAll(async () => {
  server = await startGraphqlServer();
});
afterAll(() => server.close());

type Credential = { id: string; name: string; type: string; data: IDataObject };

async function run(parameters: IDataObject, options: { version?: number; input?: IDataObject[]; credential?: Credential; continueOnFail?: boolean } = {}) {
  const workflow = singleNodeWorkflow(
    { type: 'n8n-nodes-base.graphql', typeVersion: options.version ?? 1.1, parameters: { endpoint: `${server.url}/graphql`, ...parameters } },
    (options.input ?? [{}]).map((json) => ({ json })),
  );
  const node = workflow.nodes[1] as { credentials?: IDataObject; onError?: string };
  if (options.credential) node.credentials = { [options.credential.type]: { id: options.credential.id, name: options.credential.name } };
  if (options.continueOnFail) node.onError = 'continueRegularOutput';
  const result = await runFixture(workflow, 'manual', undefined, options.credential ? [options.credential] : []);
  return { items: outputOf(result, 'Node'), error: result.data.resultData.error };
}

const credential = (type: string, data: IDataObject): Credential => ({ id: `cred-${type}`, name: type, type, data });

describe('GraphQL 1.1', () => {
  it('POSTs a JSON body with variables and outputs the answer as one item', async () => {
    const { items } = await run({ query: 'query Find($id: Int!) { user(id: $id) { id name } }', variables: '{"id": 2}' });
    expect(items).toEqual([{ json: { data: { user: { id: 2, name: 'Grace' } } }, pairedItem: { item: 0 } }]);
  });

  it('sends one request per item, with the item\'s expressions, variables given as an object, and the operation name', async () => {
    const query = 'query One($id: Int!) { user(id: $id) { name } } query Two { users { id } }';
    const { items } = await run({ query, variables: '={{ { "id": $json.id } }}', operationName: 'One' }, { input: [{ id: 1 }, { id: 2 }] });
    expect(items.map((item) => [item.json, item.pairedItem])).toEqual([
      [{ data: { user: { name: 'Ada' } } }, { item: 0 }], [{ data: { user: { name: 'Grace' } } }, { item: 1 }],
    ]);
    const two = await run({ query, operationName: 'Two' });
    expect(two.items[0]?.json).toEqual({ data: { users: [{ id: 1 }, { id: 2 }] } });
  });

  it('runs mutations, and sends the raw GraphQL format as application/graphql', async () => {
    const added = await run({ query: 'mutation { addUser(name: "Alan") { id name } }' });
    expect(added.items[0]?.json).toEqual({ data: { addUser: { id: 3, name: 'Alan' } } });
    const raw = await run({ requestFormat: 'graphql', query: '{ request { method contentType } }' });
    expect(raw.items[0]?.json).toEqual({ data: { request: { method: 'POST', contentType: 'application/graphql' } } });
  });

  it('GETs with the query in the URL, and sends the headers given', async () => {
    const { items } = await run({
      requestMethod: 'GET', query: '{ request { method trace: header(name: "x-trace") } }',
      headerParametersUi: { parameter: [{ name: 'X-Trace', value: 't-1' }] },
    });
    expect(items[0]?.json).toEqual({ data: { request: { method: 'GET', trace: 't-1' } } });
  });

  it('keeps the answer as text in the chosen field with the String response format', async () => {
    const { items } = await run({ requestFormat: 'graphql', query: '{ user(id: 1) { name } }', responseFormat: 'string', dataPropertyName: 'raw' });
    expect(items).toEqual([{ json: { raw: '{"data":{"user":{"name":"Ada"}}}' }, pairedItem: { item: 0 } }]);
  });

  it('fails with the messages of a GraphQL errors array, and keeps data and error when told to continue', async () => {
    const { error } = await run({ query: '{ boom users { id } }' });
    expect(error?.message).toBe('Boom went the resolver');
    const invalid = await run({ query: '{ nope }' });
    expect(invalid.error?.message).toBe('Cannot query field "nope" on type "Query".');
    const syntax = await run({ query: '{ users { id }' });
    expect(syntax.error?.message).toMatch(/^Syntax Error: Expected Name, found <EOF>/);
    const carried = await run({ query: '{ boom }' }, { continueOnFail: true });
    expect(carried.items.map((item) => item.json)).toEqual([
      { data: { boom: null }, errors: [{ message: 'Boom went the resolver', locations: [{ line: 1, column: 3 }], path: ['boom'] }] },
      { error: 'Boom went the resolver' },
    ]);
  });

  it('gives clear errors for bad variables, an answer that is not JSON and a server that is down', async () => {
    const badJson = await run({ query: '{ users { id } }', variables: '{"id": ' });
    expect(badJson.error?.message).toMatch(/^Using variables failed:\n\{"id": \n\nWith error message:\nSyntaxError/);
    const notObject = await run({ query: '{ users { id } }', variables: '[1]' });
    expect(notObject.error?.message).toBe('Using variables failed:\n[1]\n\nGraphQL variables should be either an object or a string.');
    const html = await run({ endpoint: `${server.url}/not-json`, query: '{ users { id } }' });
    expect(html.error?.message).toBe('Response body is not valid JSON. Change "Response Format" to "String"');
    const down = await run({ endpoint: 'http://127.0.0.1:1/graphql', query: '{ users { id } }' });
    expect(down.error?.message).toMatch(/refused|ECONNREFUSED/i);
  });
});

describe('GraphQL 1', () => {
  it('sends the raw GraphQL format by default', async () => {
    const { items } = await run({ query: '{ request { contentType } user(id: 2) { name } }' }, { version: 1 });
    expect(items[0]?.json).toEqual({ data: { request: { contentType: 'application/graphql' }, user: { name: 'Grace' } } });
  });

  it('sends JSON with variables when chosen', async () => {
    const { items } = await run({ requestFormat: 'json', query: 'query ($id: Int!) { user(id: $id) { name } }', variables: '{"id": 1}' }, { version: 1 });
    expect(items[0]?.json).toEqual({ data: { user: { name: 'Ada' } } });
  });
});

describe('GraphQL authentication', () => {
  const cases: Array<[string, string, Credential, IDataObject]> = [
    ['basicAuth', '/basic', credential('httpBasicAuth', KEYS.basic), { user: 'ada', password: 'wrong' }],
    ['headerAuth', '/header', credential('httpHeaderAuth', KEYS.header), { name: KEYS.header.name, value: 'wrong' }],
    ['queryAuth', '/query', credential('httpQueryAuth', KEYS.query), { name: KEYS.query.name, value: 'wrong' }],
    ['customAuth', '/custom', credential('httpCustomAuth', { json: JSON.stringify({ headers: { 'X-Tenant': 'acme' }, qs: { region: 'eu' } }) }),
      { json: JSON.stringify({ headers: { 'X-Tenant': 'other' } }) }],
    ['digestAuth', '/digest', credential('httpDigestAuth', { user: KEYS.digest.user, password: KEYS.digest.password }), { user: 'ada', password: 'wrong' }],
    ['oAuth1', '/oauth1', credential('oAuth1Api', {
      consumerKey: KEYS.oauth1.consumerKey, consumerSecret: KEYS.oauth1.consumerSecret, signatureMethod: 'HMAC-SHA1',
      oauthTokenData: { oauth_token: KEYS.oauth1.token, oauth_token_secret: KEYS.oauth1.tokenSecret },
    }), { consumerKey: KEYS.oauth1.consumerKey, consumerSecret: 'wrong', signatureMethod: 'HMAC-SHA1', oauthTokenData: { oauth_token: KEYS.oauth1.token, oauth_token_secret: 'x' } }],
  ];

  it.each(cases)('%s: answers with the right credential and fails with a wrong one', async (authentication, path, good, badData) => {
    const parameters = { authentication, endpoint: `${server.url}${path}`, query: '{ user(id: 1) { name } }' };
    for (const requestMethod of ['POST', 'GET']) {
      const { items, error } = await run({ ...parameters, requestMethod }, { credential: good });
      expect(error, `${authentication} ${requestMethod}`).toBeUndefined();
      expect(items[0]?.json).toEqual({ data: { user: { name: 'Ada' } } });
    }
    const refused = await run(parameters, { credential: { ...good, data: badData } });
    expect(refused.error?.message).toBe('Unauthorized');
  });

  it('oAuth2: sends the token, refreshing a refused one at the token URL, and fails when the refresh is refused', async () => {
    const oauth2 = (refreshToken: string) => credential('oAuth2Api', {
      grantType: 'authorizationCode', accessTokenUrl: `${server.url}/token`, authUrl: `${server.url}/authorize`,
      clientId: KEYS.oauth2.clientId, clientSecret: KEYS.oauth2.clientSecret, authentication: 'body',
      oauthTokenData: { access_token: KEYS.oauth2.stale, refresh_token: refreshToken, token_type: 'bearer' },
    });
    const { items, error } = await run({ authentication: 'oAuth2', endpoint: `${server.url}/oauth2`, query: '{ user(id: 1) { name } }' }, { credential: oauth2(KEYS.oauth2.refresh) });
    expect(error).toBeUndefined();
    expect(items[0]?.json).toEqual({ data: { user: { name: 'Ada' } } });
    const revoked = await run({ authentication: 'oAuth2', endpoint: `${server.url}/oauth2`, query: '{ users { id } }' }, { credential: oauth2('revoked') });
    expect(revoked.error?.message).toBe('The OAuth2 token endpoint refused the request: invalid_grant');
    expect(revoked.items).toEqual([]);
  });

  it('says when the credential is not set', async () => {
    const { error } = await run({ authentication: 'basicAuth', endpoint: `${server.url}/basic`, query: '{ users { id } }' });
    expect(error?.message).toBe('Credentials for "Basic Auth" are not set.');
  });
});
