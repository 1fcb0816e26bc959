import { Aggregator, Query } from 'mingo';
import type { Document } from 'mongodb';
import { CommandError, clone, insertDocument, matcher, sameDocument, updatedDocument, upsertSeed, type Collection, type Store } from './store.js';
import type { Cursors } from './cursors.js';

/* The CRUD commands (insert, find, update, delete, findAndModify, aggregate, count) in the shapes mongod answers. */

export interface Scope { store: Store; cursors: Cursors; database: string }

const emptyObject = (value: unknown) => !value || Object.keys(value as Document).length === 0;
const namespace = (scope: Scope, name: string) => `${scope.database}.${name}`;
const writeError = (index: number, error: unknown) => {
  if (!(error instanceof CommandError)) throw error;
  return { index, code: error.code, codeName: error.codeName, errmsg: error.message };
};

function selected(collection: Collection | undefined, filter: Document | undefined, sort?: Document): Document[] {
  if (!collection) return [];
  const test = matcher(filter);
  const found = collection.documents.filter(test);
  return emptyObject(sort) ? found : new Query({}).find(found).sort(sort as never).all() as Document[];
}

export function insert(scope: Scope, command: Document): Document {
  const name = String(command.insert);
  const collection = scope.store.open(scope.database, name);
  const writeErrors: Document[] = [];
  let n = 0;
  for (const [index, document] of (command.documents as Document[]).entries()) {
    try {
      insertDocument(collection, namespace(scope, name), document);
      n++;
    } catch (error) {
      writeErrors.push(writeError(index, error));
      if (command.ordered !== false) break;
    }
  }
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

export function find(scope: Scope, command: Document): Document {
  const name = String(command.find);
  const found = selected(scope.store.find(scope.database, name), command.filter, command.sort);
  const limit = Math.abs(Number(command.limit ?? 0));
  let query = new Query({}).find(found.map(clone), emptyObject(command.projection) ? undefined : command.projection).skip(Number(command.skip ?? 0));
  if (limit > 0) query = query.limit(limit);
  return scope.cursors.first(namespace(scope, name), query.all() as Document[], command.batchSize, command.singleBatch === true || Number(command.limit) < 0);
}

export function count(scope: Scope, command: Document): Document {
  const found = selected(scope.store.find(scope.database, String(command.count)), command.query);
  const rest = found.slice(Number(command.skip ?? 0));
  return { n: command.limit ? Math.min(rest.length, Math.abs(Number(command.limit))) : rest.length, ok: 1 };
}

interface UpdateStatement { q: Document; u: Document; upsert?: boolean; multi?: boolean; arrayFilters?: Document[] }

export function update(scope: Scope, command: Document): Document {
  const name = String(command.update);
  const collection = scope.store.open(scope.database, name);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors: Document[] = [];
  for (const [index, statement] of (command.updates as UpdateStatement[]).entries()) {
    try {
      const targets = selected(collection, statement.q);
      if (targets.length === 0 && statement.upsert) {
        const created = insertDocument(collection, namespace(scope, name), updatedDocument(upsertSeed(statement.q), statement.u, { inserting: true, arrayFilters: statement.arrayFilters }));
        upserted.push({ index, _id: created._id });
        n++;
        continue;
      }
      for (const target of statement.multi ? targets : targets.slice(0, 1)) {
        const after = updatedDocument(target, statement.u, { arrayFilters: statement.arrayFilters });
        n++;
        if (sameDocument(after, target)) continue;
        collection.documents[collection.documents.indexOf(target)] = after;
        nModified++;
      }
    } catch (error) {
      writeErrors.push(writeError(index, error));
      if (command.ordered !== false) break;
    }
  }
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

export function remove(scope: Scope, command: Document): Document {
  const collection = scope.store.find(scope.database, String(command.delete));
  let n = 0;
  for (const statement of command.deletes as { q: Document; limit: number }[]) {
    const targets = selected(collection, statement.q);
    for (const target of Number(statement.limit) === 1 ? targets.slice(0, 1) : targets) {
      collection?.documents.splice(collection.documents.indexOf(target), 1);
      n++;
    }
  }
  return { n, ok: 1 };
}

function project(document: Document | null, fields: Document | undefined): Document | null {
  if (!document || emptyObject(fields)) return document;
  return (new Query({}).find([document], fields).all()[0] as Document | undefined) ?? null;
}

export function findAndModify(scope: Scope, command: Document): Document {
  const name = String(command.findAndModify ?? command.findandmodify);
  const collection = scope.store.open(scope.database, name);
  const [target] = selected(collection, command.query, command.sort);
  if (command.remove) {
    if (target) collection.documents.splice(collection.documents.indexOf(target), 1);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: project(target ?? null, command.fields), ok: 1 };
  }
  if (!command.update) throw new CommandError(9, 'FailedToParse', 'Either an update or remove=true must be specified');
  if (!target) {
    if (!command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const created = insertDocument(collection, namespace(scope, name), updatedDocument(upsertSeed(command.query ?? {}), command.update, { inserting: true, arrayFilters: command.arrayFilters }));
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id }, value: command.new ? project(clone(created), command.fields) : null, ok: 1 };
  }
  const after = updatedDocument(target, command.update, { arrayFilters: command.arrayFilters });
  collection.documents[collection.documents.indexOf(target)] = after;
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(clone(command.new ? after : target), command.fields), ok: 1 };
}

export function aggregate(scope: Scope, command: Document): Document {
  const name = String(command.aggregate);
  const pipeline = command.pipeline as Document[];
  const collection = scope.store.find(scope.database, name);
  const stage = pipeline[0] ?? {};
  let documents: Document[];
  if ('$listSearchIndexes' in stage) {
    const wanted = (stage.$listSearchIndexes as Document).name as string | undefined;
    const listed = (collection?.searchIndexes ?? []).filter((index) => wanted === undefined || index.name === wanted);
    documents = new Aggregator(pipeline.slice(1)).run(listed.map(clone)) as Document[];
  } else {
    if (pipeline.some((step) => '$out' in step || '$merge' in step)) throw new CommandError(2, 'BadValue', '$out and $merge are not supported by this test server');
    try {
      documents = new Aggregator(pipeline).run((collection?.documents ?? []).map(clone)) as Document[];
    } catch (error) {
      throw new CommandError(40324, 'Location40324', (error as Error).message);
    }
  }
  return scope.cursors.first(namespace(scope, name), documents, (command.cursor as Document | undefined)?.batchSize);
}
