import 'mingo/init/system';
import { Query } from 'mingo';
import { update as applyOperator } from 'mingo/updater';
import { BSON, ObjectId, type Document } from 'mongodb';

/* The server's memory: databases of collections of documents, and the writes' semantics (MongoDB's query and update language by mingo). */

export class CommandError extends Error {
  constructor(readonly code: number, readonly codeName: string, message: string) {
    super(message);
  }
}

export interface Collection { documents: Document[]; indexes: Document[]; searchIndexes: Document[] }

export const clone = <T extends Document>(document: T): T => BSON.deserialize(BSON.serialize(document)) as T;
export const idKey = (id: unknown) => Buffer.from(BSON.serialize({ id })).toString('hex');

export class Store {
  private readonly databases = new Map<string, Map<string, Collection>>();

  databaseNames(): string[] {
    return [...this.databases].filter(([, collections]) => collections.size > 0).map(([name]) => name);
  }

  collections(database: string): Map<string, Collection> {
    let collections = this.databases.get(database);
    if (!collections) this.databases.set(database, (collections = new Map()));
    return collections;
  }

  find(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  /** The collection, created as MongoDB does on its first write. */
  open(database: string, name: string): Collection {
    if (!name || name.includes('$')) throw new CommandError(73, 'InvalidNamespace', `Invalid collection name: ${name}`);
    const collections = this.collections(database);
    let collection = collections.get(name);
    if (!collection) collections.set(name, (collection = { documents: [], indexes: [{ v: 2, key: { _id: 1 }, name: '_id_' }], searchIndexes: [] }));
    return collection;
  }

  dropDatabase(database: string): void {
    this.databases.delete(database);
  }
}

export function matcher(filter: Document | undefined): (document: Document) => boolean {
  const query = new Query(filter ?? {});
  return (document) => query.test(document);
}

/** Adds the document, refusing a second one with the same _id as the _id_ index does. */
export function insertDocument(collection: Collection, namespace: string, document: Document): Document {
  // mongod stores _id first whatever the client's order.
  const { _id = new ObjectId(), ...fields } = document;
  const stored = clone({ _id, ...fields });
  const key = idKey(stored._id);
  if (collection.documents.some((existing) => idKey(existing._id) === key)) {
    throw new CommandError(11000, 'DuplicateKey', `E11000 duplicate key error collection: ${namespace} index: _id_ dup key: { _id: ${BSON.EJSON.stringify(stored._id)} }`);
  }
  collection.documents.push(stored);
  return stored;
}

const isOperatorUpdate = (update: Document) => Object.keys(update).some((key) => key.startsWith('$'));

/** The document after the update: operators ($set, $inc, ...) applied in turn, or a replacement that keeps the _id. */
export function updatedDocument(original: Document, update: Document | Document[], options: { arrayFilters?: Document[]; inserting?: boolean } = {}): Document {
  if (Array.isArray(update)) throw new CommandError(2, 'BadValue', 'Updates with an aggregation pipeline are not supported by this test server');
  if (!isOperatorUpdate(update)) {
    if (update._id !== undefined && original._id !== undefined && idKey(update._id) !== idKey(original._id)) {
      throw new CommandError(66, 'ImmutableField', "Plan executor error during findAndModify :: caused by :: After applying the update, the (immutable) field '_id' was found to have been altered");
    }
    return clone({ ...(original._id === undefined ? {} : { _id: original._id }), ...update });
  }
  const document = clone(original);
  for (const [operator, argument] of Object.entries(update)) {
    if (operator === '$setOnInsert') {
      if (options.inserting) applyOperator(document, { $set: argument as Document } as never, options.arrayFilters);
      continue;
    }
    try {
      applyOperator(document, { [operator]: argument } as never, options.arrayFilters);
    } catch (error) {
      throw new CommandError(9, 'FailedToParse', (error as Error).message);
    }
  }
  if (original._id !== undefined && idKey(document._id) !== idKey(original._id)) {
    throw new CommandError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return document;
}

/** The document an upsert starts from: the filter's equality conditions. */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    const isCondition = value !== null && typeof value === 'object' && !(value instanceof ObjectId) && !(value instanceof Date) && Object.keys(value as Document).some((inner) => inner.startsWith('$'));
    if (!isCondition) applyOperator(seed, { $set: { [key]: value } } as never);
  }
  return seed;
}

export const sameDocument = (left: Document, right: Document) => Buffer.from(BSON.serialize(left)).equals(Buffer.from(BSON.serialize(right)));
