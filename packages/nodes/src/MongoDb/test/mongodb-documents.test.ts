import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { useMongoDatabase } from './mongo-fixture.js';

/* Every document operation on every version, through the official driver over TCP to the run's wire-protocol server. */

const fixture = useMongoDatabase();
const books = () => fixture.db().collection('books');
const node = (typeVersion: number) => (parameters: IDataObject, input?: IDataObject[]) => fixture.run({
  type: 'n8n-nodes-base.mongoDb', typeVersion, parameters: { collection: 'books', ...parameters }, uses: { mongoDb: 'mongo' },
  ...(input ? { input: input.map((json) => ({ json })) } : {}),
});
const stored = async () => (await books().find({}, { projection: { _id: 0 } }).sort({ title: 1 }).toArray());

beforeEach(async () => {
  await books().deleteMany({});
});

describe.each([1, 1.1, 1.2])('MongoDB %s: documents', (version) => {
  const mongo = node(version);

  it('inserts the named fields of every item and outputs them with the new id', async () => {
    const result = await mongo({ operation: 'insert', fields: 'title,year,added', options: { dateFields: 'added' } }, [
      { title: 'Dune', year: 1965, added: '2024-05-06T07:08:09Z', ignored: true }, { title: 'Emma' },
    ]);
    expect(result.error).toBeUndefined();
    const ids = (await books().find({}).sort({ title: 1 }).toArray()).map((book) => String(book._id));
    expect(result.json).toEqual([
      { title: 'Dune', year: 1965, added: '2024-05-06T07:08:09.000Z', _id: ids[0], id: ids[0] },
      { title: 'Emma', year: null, added: null, _id: ids[1], id: ids[1] },
    ]);
    const dune = await books().findOne({ title: 'Dune' });
    expect(dune?.added).toEqual(new Date('2024-05-06T07:08:09Z'));
    expect(dune?._id).toBeInstanceOf(ObjectId);
  });

  it('writes nested fields with dot notation on insert', async () => {
    await mongo({ operation: 'insert', fields: 'title,author.name', options: { useDotNotation: true } }, [{ title: 'Dune', author: { name: 'Herbert', born: 1920 } }]);
    expect(await stored()).toEqual([{ title: 'Dune', author: { name: 'Herbert' } }]);
  });

  it('finds with a query, sort, skip, limit and projection; an _id given as hex text matches the ObjectId', async () => {
    const { insertedIds } = await books().insertMany([{ title: 'A', year: 1990 }, { title: 'B', year: 2001 }, { title: 'C', year: 2010 }, { title: 'D', year: 2020 }]);
    const found = await mongo({ operation: 'find', query: '{ "year": { "$gt": 1995 } }', options: { sort: '{ "year": -1 }', skip: 1, limit: 2, projection: '{ "_id": 0, "title": 1 }' } });
    expect(found.error).toBeUndefined();
    expect(found.json).toEqual([{ title: 'C' }, { title: 'B' }]);
    const byId = await mongo({ operation: 'find', query: JSON.stringify({ _id: String(insertedIds[0]) }), options: {} });
    expect(byId.json).toEqual([{ _id: String(insertedIds[0]), title: 'A', year: 1990 }]);
  });

  it('reads Extended JSON in the query and binds Query Parameters as values', async () => {
    await books().insertMany([{ title: 'Old', added: new Date('2000-01-01') }, { title: 'New', added: new Date('2024-01-01') }, { title: '{"$ne": null}' }]);
    const dates = await mongo({ operation: 'find', query: '{ "added": { "$gt": { "$date": "2010-01-01T00:00:00Z" } } }', options: { projection: '{ "_id": 0 }' } });
    expect(dates.json).toEqual([{ title: 'New', added: '2024-01-01T00:00:00.000Z' }]);
    const bound = await mongo({ operation: 'find', query: '{ "title": "$1" }', queryParameters: '["{\\"$ne\\": null}"]', options: { projection: '{ "_id": 0 }' } });
    expect(bound.json).toEqual([{ title: '{"$ne": null}' }]);
    const unused = await mongo({ operation: 'find', query: '{}', queryParameters: '[1]', options: {} });
    expect(unused.error?.message).toBe('Query parameter 1 is not used');
  });

  it('aggregates with a pipeline', async () => {
    await books().insertMany([{ genre: 'sf', pages: 100 }, { genre: 'sf', pages: 300 }, { genre: 'crime', pages: 50 }]);
    const result = await mongo({ operation: 'aggregate', query: '[{ "$group": { "_id": "$genre", "pages": { "$sum": "$pages" } } }, { "$sort": { "pages": -1 } }]' });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ _id: 'sf', pages: 400 }, { _id: 'crime', pages: 50 }]);
  });

  it('deletes what the query matches and outputs the count', async () => {
    await books().insertMany([{ year: 1990 }, { year: 1991 }, { year: 2020 }]);
    const result = await mongo({ operation: 'delete', query: '{ "year": { "$lt": "$1" } }', queryParameters: '[2000]' });
    expect(result.json).toEqual([{ deletedCount: 2 }]);
    expect(await books().countDocuments()).toBe(1);
  });

  it(`runs the query of ${version === 1 ? 'the first item only' : 'every item'}`, async () => {
    await books().insertMany([{ title: 'A' }, { title: 'B' }]);
    const result = await mongo({ operation: 'find', query: '={{ JSON.stringify({ title: $json.title }) }}', options: { projection: '{ "_id": 0 }' } }, [{ title: 'A' }, { title: 'B' }]);
    expect(result.json).toEqual(version === 1 ? [{ title: 'A' }] : [{ title: 'A' }, { title: 'B' }]);
  });

  it('updates the document of each item by the update key, inserting with upsert', async () => {
    await books().insertMany([{ key: 1, title: 'a', year: 1 }, { key: 2, title: 'b', year: 2 }]);
    const result = await mongo({ operation: 'update', updateKey: 'key', fields: 'title', upsert: false, options: {} }, [{ key: 1, title: 'A' }, { title: 'no key' }, { key: 3, title: 'C' }]);
    expect(result.json).toEqual([{ title: 'A', key: 1 }, { title: 'C', key: 3 }]);
    expect(await stored()).toEqual([{ key: 1, title: 'A', year: 1 }, { key: 2, title: 'b', year: 2 }]);
    await mongo({ operation: 'update', updateKey: 'key', fields: 'title', upsert: true, options: {} }, [{ key: 3, title: 'C' }]);
    expect(await stored()).toEqual([{ key: 1, title: 'A', year: 1 }, { key: 3, title: 'C' }, { key: 2, title: 'b', year: 2 }]);
  });

  it('updates by _id given as hex text', async () => {
    const { insertedId } = await books().insertOne({ title: 'a' });
    const result = await mongo({ operation: 'update', updateKey: '_id', fields: 'title', upsert: false, options: {} }, [{ _id: String(insertedId), title: 'A' }]);
    expect(result.json).toEqual([{ title: 'A' }]);
    expect(await books().findOne({ _id: insertedId })).toEqual({ _id: insertedId, title: 'A' });
  });

  it(`with dot notation, ${version >= 1.2 ? 'sets the nested field and keeps its siblings' : 'sets the nested object whole'}`, async () => {
    await books().insertOne({ key: 1, author: { name: 'x', born: 1920 } });
    await mongo({ operation: 'update', updateKey: 'key', fields: 'author.name', upsert: false, options: { useDotNotation: true } }, [{ key: 1, author: { name: 'Herbert' } }]);
    expect(await stored()).toEqual([{ key: 1, author: version >= 1.2 ? { name: 'Herbert', born: 1920 } : { name: 'Herbert' } }]);
  });

  it('finds and updates, and finds and replaces', async () => {
    await books().insertMany([{ key: 1, title: 'a', year: 1 }, { key: 2, title: 'b', year: 2 }]);
    const updated = await mongo({ operation: 'findOneAndUpdate', updateKey: 'key', fields: 'title', upsert: false, options: {} }, [{ key: 1, title: 'A' }]);
    expect(updated.json).toEqual([{ title: 'A', key: 1 }]);
    const replaced = await mongo({ operation: 'findOneAndReplace', updateKey: 'key', fields: 'title', upsert: false, options: {} }, [{ key: 2, title: 'B' }]);
    expect(replaced.json).toEqual([{ title: 'B', key: 2 }]);
    expect(await stored()).toEqual([{ key: 1, title: 'A', year: 1 }, { title: 'B', key: 2 }]);
    await mongo({ operation: 'findOneAndReplace', updateKey: 'key', fields: 'title', upsert: true, options: {} }, [{ key: 3, title: 'C' }]);
    expect(await books().countDocuments({ key: 3, title: 'C' })).toBe(1);
  });
});
