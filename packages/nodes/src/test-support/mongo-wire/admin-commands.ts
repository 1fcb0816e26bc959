import { randomUUID } from 'node:crypto';
import { Query } from 'mingo';
import type { Document } from 'mongodb';
import { CommandError, type Collection } from './store.js';
import type { Scope } from './document-commands.js';

/* Databases, collections, indexes and (as Atlas keeps them) search indexes. */

function existing(scope: Scope, name: string): Collection {
  const collection = scope.store.find(scope.database, name);
  if (!collection) throw new CommandError(26, 'NamespaceNotFound', `Collection ${scope.database}.${name} does not exist`);
  return collection;
}

export function listDatabases(scope: Scope, command: Document): Document {
  const databases = ['admin', ...scope.store.databaseNames().filter((name) => name !== 'admin')]
    .map((name) => (command.nameOnly ? { name } : { name, sizeOnDisk: 8192, empty: false }));
  return { databases, totalSize: 8192 * databases.length, totalSizeMb: 0, ok: 1 };
}

export function listCollections(scope: Scope, command: Document): Document {
  const all = [...scope.store.collections(scope.database).keys()].map((name) => ({ name, type: 'collection', options: {}, info: { readOnly: false }, idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } }));
  const listed = new Query(command.filter ?? {}).find(all).all() as Document[];
  return scope.cursors.first(`${scope.database}.$cmd.listCollections`, command.nameOnly ? listed.map(({ name, type }) => ({ name, type })) : listed);
}

export function create(scope: Scope, command: Document): Document {
  const name = String(command.create);
  if (scope.store.find(scope.database, name)) throw new CommandError(48, 'NamespaceExists', `Collection ${scope.database}.${name} already exists.`);
  scope.store.open(scope.database, name);
  return { ok: 1 };
}

export function drop(scope: Scope, command: Document): Document {
  const name = String(command.drop);
  if (!scope.store.collections(scope.database).delete(name)) throw new CommandError(26, 'NamespaceNotFound', 'ns not found');
  return { nIndexesWas: 1, ns: `${scope.database}.${name}`, ok: 1 };
}

export function dropDatabase(scope: Scope): Document {
  scope.store.dropDatabase(scope.database);
  return { dropped: scope.database, ok: 1 };
}

export function createIndexes(scope: Scope, command: Document): Document {
  const name = String(command.createIndexes);
  const created = !scope.store.find(scope.database, name);
  const collection = scope.store.open(scope.database, name);
  const before = collection.indexes.length;
  for (const index of command.indexes as Document[]) {
    if (!collection.indexes.some((known) => known.name === index.name)) collection.indexes.push({ v: 2, ...index });
  }
  return { createdCollectionAutomatically: created, numIndexesBefore: before, numIndexesAfter: collection.indexes.length, ok: 1 };
}

export function listIndexes(scope: Scope, command: Document): Document {
  const name = String(command.listIndexes);
  return scope.cursors.first(`${scope.database}.${name}`, existing(scope, name).indexes);
}

export function createSearchIndexes(scope: Scope, command: Document): Document {
  const collection = existing(scope, String(command.createSearchIndexes));
  const indexesCreated = (command.indexes as Document[]).map((index) => {
    const name = String(index.name ?? 'default');
    if (collection.searchIndexes.some((known) => known.name === name)) throw new CommandError(68, 'IndexAlreadyExists', `Index ${name} already exists.`);
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    const type = String(index.type ?? 'search');
    collection.searchIndexes.push({ id, name, type, status: 'READY', queryable: true, latestDefinitionVersion: { version: 0, createdAt: new Date() }, latestDefinition: index.definition });
    return { id, name };
  });
  return { indexesCreated, ok: 1 };
}

function searchIndex(collection: Collection, name: string): Document {
  const index = collection.searchIndexes.find((known) => known.name === name);
  if (!index) throw new CommandError(27, 'IndexNotFound', `Index ${name} not found.`);
  return index;
}

export function dropSearchIndex(scope: Scope, command: Document): Document {
  const collection = existing(scope, String(command.dropSearchIndex));
  collection.searchIndexes.splice(collection.searchIndexes.indexOf(searchIndex(collection, String(command.name))), 1);
  return { ok: 1 };
}

export function updateSearchIndex(scope: Scope, command: Document): Document {
  const index = searchIndex(existing(scope, String(command.updateSearchIndex)), String(command.name));
  const version = Number((index.latestDefinitionVersion as Document).version) + 1;
  Object.assign(index, { latestDefinition: command.definition, latestDefinitionVersion: { version, createdAt: new Date() } });
  return { ok: 1 };
}
