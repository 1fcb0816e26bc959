import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { MongoDb } from '../MongoDb.node.js';
import { useMongoDatabase } from './mongo-fixture.js';

const fixture = useMongoDatabase();
const node = (typeVersion: number, uses = 'mongo') => (parameters: IDataObject, options: { continueOnFail?: boolean } = {}) => fixture.run({
  type: 'n8n-nodes-base.mongoDb', typeVersion, parameters: { collection: 'movies', ...parameters }, uses: { mongoDb: uses }, ...options,
});
const credentialTest = (data: IDataObject) => new MongoDb().methods.credentialTest.mongoDbCredentialTest({ id: 'c', name: 'MongoDB', type: 'mongoDb', data: data as never });

beforeEach(async () => {
  await fixture.db().collection('movies').drop().catch(() => undefined);
  await fixture.db().createCollection('movies');
});

describe.each([1, 1.1, 1.2])('MongoDB %s: search indexes', (version) => {
  const mongo = node(version);
  const index = { resource: 'searchIndexes' };

  it('creates, lists, updates and drops a search index', async () => {
    const definition = '{ "fields": [{ "type": "vector", "path": "plot", "numDimensions": 3, "similarity": "cosine" }] }';
    const created = await mongo({ ...index, operation: 'createSearchIndex', indexNameRequired: 'plots', indexType: 'vectorSearch', indexDefinition: definition });
    expect(created.json).toEqual([{ indexName: 'plots' }]);
    await mongo({ ...index, operation: 'createSearchIndex', indexNameRequired: 'titles', indexType: 'search', indexDefinition: '{ "mappings": { "dynamic": true } }' });

    const all = await mongo({ ...index, operation: 'listSearchIndexes', indexName: '' });
    expect(all.json.map((entry) => [entry.name, entry.type, entry.status])).toEqual([['plots', 'vectorSearch', 'READY'], ['titles', 'search', 'READY']]);
    const one = await mongo({ ...index, operation: 'listSearchIndexes', indexName: 'plots' });
    expect(one.json).toEqual([expect.objectContaining({ name: 'plots', latestDefinition: JSON.parse(definition) })]);

    const updated = await mongo({ ...index, operation: 'updateSearchIndex', indexNameRequired: 'titles', indexDefinition: '{ "mappings": { "dynamic": false } }' });
    expect(updated.json).toEqual([{ titles: true }]);
    const [titles] = await fixture.db().collection('movies').listSearchIndexes('titles').toArray() as IDataObject[];
    expect(titles?.latestDefinition).toEqual({ mappings: { dynamic: false } });

    const dropped = await mongo({ ...index, operation: 'dropSearchIndex', indexNameRequired: 'plots' });
    expect(dropped.json).toEqual([{ plots: true }]);
    expect((await fixture.db().collection('movies').listSearchIndexes().toArray()).map((entry) => entry.name)).toEqual(['titles']);
  });

  it('says which index is missing, or outputs it with continueOnFail', async () => {
    const failed = await mongo({ ...index, operation: 'dropSearchIndex', indexNameRequired: 'missing' });
    expect(failed.error?.message).toBe('Index missing not found.');
    const continued = await mongo({ ...index, operation: 'dropSearchIndex', indexNameRequired: 'missing' }, { continueOnFail: true });
    expect(continued.json).toEqual([{ error: 'Index missing not found.' }]);
  });
});

describe('MongoDB: connection and errors', () => {
  const find = { operation: 'find', query: '{}', options: {} };

  it('connects with a connection string', async () => {
    await fixture.db().collection('movies').insertOne({ title: 'Alien' });
    const result = await node(1.2, 'connection-string')({ ...find, options: { projection: '{ "_id": 0 }' } });
    expect(result.json).toEqual([{ title: 'Alien' }]);
  });

  it('says the password was refused', async () => {
    const result = await node(1.2, 'wrong-password')(find);
    expect(result.error?.message).toBe(`MongoDB at 127.0.0.1:${fixture.port} refused the credential's user or password (Authentication failed.). Check User and Password, and that the user belongs to the authentication database (admin unless the connection string names another).`);
  });

  it('says the server is down, or the host unknown', async () => {
    const down = await node(1.2, 'server-down')(find);
    expect(down.error?.message).toBe('Could not connect to MongoDB at 127.0.0.1:1: the connection was refused. Check the host and port of the credential, and that the server is running.');
    const unknown = await node(1.2, 'unknown-host')(find);
    expect(unknown.error?.message).toBe('Could not connect to MongoDB: the host "mongo.weft.invalid" was not found. Check the host of the credential.');
  });

  it('passes a server error to the output with continueOnFail, one per item from 1.1', async () => {
    const pipeline = { operation: 'aggregate', query: '[{ "$nosuchstage": {} }]' };
    const failed = await node(1.1)(pipeline);
    expect(failed.error?.message).toMatch(/nosuchstage/);
    const continued = await node(1.1)(pipeline, { continueOnFail: true });
    expect(continued.json).toEqual([{ error: expect.stringMatching(/nosuchstage/) }]);
    const notAnArray = await node(1.1)({ operation: 'aggregate', query: '{ "$match": {} }' });
    expect(notAnArray.error?.message).toBe('The aggregation query must be a JSON array of stages');
  });

  it('tests the credential: signs in and finds the database', async () => {
    await fixture.db().collection('movies').insertOne({ title: 'Alien' });
    expect(await credentialTest(fixture.credentials())).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await credentialTest({ ...fixture.credentials(), database: 'no_such_database' })).toEqual({ status: 'Error', message: `Database "no_such_database" does not exist on 127.0.0.1:${fixture.port}` });
    expect(await credentialTest({ ...fixture.credentials(), password: 'wrong' })).toEqual({ status: 'Error', message: expect.stringMatching(/refused the credential's user or password/) });
    expect(await credentialTest({ configurationType: 'connectionString', connectionString: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000', database: 'x' }))
      .toEqual({ status: 'Error', message: expect.stringMatching(/^Could not connect to MongoDB at 127.0.0.1:1: the connection was refused/) });
    expect(await credentialTest({ configurationType: 'connectionString', connectionString: '', database: 'x' }))
      .toEqual({ status: 'Error', message: 'The MongoDB credential has no connection string: fill in Connection String, or switch Configuration Type to Values' });
  });
});
