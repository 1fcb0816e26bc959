import { ObjectId, type Db, type Document } from 'mongodb';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { asJson, fieldList, jsonOption, parseQuery, prepareDocuments, withObjectId } from './documents.js';

/* The node's operations on documents and search indexes, each answering the items n8n's node outputs. */

export interface Run {
  context: IExecuteFunctions;
  db: Db;
  items: INodeExecutionData[];
  version: number;
}

type Output = { json: IDataObject; pairedItem: IPairedItemData | IPairedItemData[] };
const allItems = (run: Run): IPairedItemData[] => run.items.map((_, item) => ({ item }));

function failed(run: Run, error: unknown, itemIndex: number): IDataObject {
  if (!run.context.continueOnFail()) {
    throw error instanceof NodeOperationError ? error : new NodeOperationError(run.context.getNode(), error as Error, { itemIndex });
  }
  return { error: (error as Error).message };
}

/**
 * Runs `work` per item; version 1 ran the query of the first item only (and paired the output with
 * every item), as n8n's version 1 does.
 */
async function perItem(run: Run, work: (index: number) => Promise<IDataObject[]>): Promise<Output[]> {
  const count = run.version >= 1.1 ? run.items.length : Math.min(run.items.length, 1);
  const output: Output[] = [];
  for (let index = 0; index < count; index++) {
    const pairedItem = run.version >= 1.1 ? { item: index } : allItems(run);
    try {
      output.push(...(await work(index)).map((json) => ({ json, pairedItem })));
    } catch (error) {
      output.push({ json: failed(run, error, index), pairedItem });
    }
  }
  return output;
}

const parameter = <T>(run: Run, name: string, index: number, fallback?: T) => run.context.getNodeParameter(name, index, fallback) as T;
const collection = (run: Run, index: number) => run.db.collection(parameter<string>(run, 'collection', index));
const query = (run: Run, index: number) => parseQuery(parameter(run, 'query', index), parameter(run, 'queryParameters', index, '[]'), run.context.getNode(), index);

export const aggregate = (run: Run) => perItem(run, async (index) => {
  const pipeline = query(run, index);
  if (!Array.isArray(pipeline)) throw new NodeOperationError(run.context.getNode(), 'The aggregation query must be a JSON array of stages', { itemIndex: index });
  return (await collection(run, index).aggregate(pipeline).toArray()).map(asJson);
});

export const remove = (run: Run) => perItem(run, async (index) => {
  const { deletedCount } = await collection(run, index).deleteMany(query(run, index));
  return [{ deletedCount }];
});

export const find = (run: Run) => perItem(run, async (index) => {
  const options = parameter<IDataObject>(run, 'options', index, {});
  const node = run.context.getNode();
  let cursor = collection(run, index).find(withObjectId(query(run, index)));
  if (Number(options.skip) > 0) cursor = cursor.skip(Number(options.skip));
  if (Number(options.limit) > 0) cursor = cursor.limit(Number(options.limit));
  const sort = jsonOption(options.sort, 'Sort', node, index);
  if (sort) cursor = cursor.sort(sort as never);
  const projection = jsonOption(options.projection, 'Projection', node, index);
  if (projection) cursor = cursor.project(projection);
  return (await cursor.toArray()).map(asJson);
});

function writeOptions(run: Run) {
  const options = parameter<IDataObject>(run, 'options', 0, {});
  return { fields: fieldList(parameter(run, 'fields', 0, '')), useDotNotation: options.useDotNotation === true, dateFields: fieldList(options.dateFields) };
}

export async function insert(run: Run): Promise<Output[]> {
  const pairedItem = allItems(run);
  const documents = prepareDocuments(run.items, writeOptions(run));
  try {
    // The driver gives each document its _id, so the output shows it as n8n's does, besides `id`.
    const { insertedIds } = await collection(run, 0).insertMany(documents);
    return documents.map((document, index) => ({ json: asJson({ ...document, id: insertedIds[index] }), pairedItem }));
  } catch (error) {
    return [{ json: failed(run, error, 0), pairedItem }];
  }
}

type Change = (filter: Document, document: Document, upsert: boolean) => Promise<unknown>;

/** Update, Find And Update, Find And Replace: one write per item that has the update key; the output is what was written. */
async function byKey(run: Run, change: Change, flatPaths: boolean): Promise<Output[]> {
  const updateKey = parameter<string>(run, 'updateKey', 0, '').trim();
  if (!updateKey) throw new NodeOperationError(run.context.getNode(), 'Update Key: name the field that identifies the document');
  const upsert = parameter<boolean>(run, 'upsert', 0, false) === true;
  const documents = prepareDocuments(run.items, { ...writeOptions(run), updateKey, flatPaths });
  const pairedItem = allItems(run);
  const output: Output[] = [];
  for (const [index, document] of documents.entries()) {
    try {
      const filter: Document = { [updateKey]: document[updateKey] };
      if (updateKey === '_id') {
        filter._id = new ObjectId(String(document._id));
        delete document._id;
      }
      await change(filter, document, upsert);
      output.push({ json: asJson(document), pairedItem });
    } catch (error) {
      output.push({ json: failed(run, error, index), pairedItem });
    }
  }
  return output;
}

export const update = (run: Run) => byKey(run, (filter, document, upsert) => collection(run, 0).updateOne(filter, { $set: document }, { upsert }), run.version >= 1.2);
export const findOneAndUpdate = (run: Run) => byKey(run, (filter, document, upsert) => collection(run, 0).findOneAndUpdate(filter, { $set: document }, { upsert }), run.version >= 1.2);
export const findOneAndReplace = (run: Run) => byKey(run, (filter, document, upsert) => collection(run, 0).findOneAndReplace(filter, document, { upsert }), false);

const indexName = (run: Run, index: number) => parameter<string>(run, 'indexNameRequired', index);
const definition = (run: Run, index: number) => jsonOption(parameter(run, 'indexDefinition', index), 'Index Definition', run.context.getNode(), index) ?? {};

export const listSearchIndexes = (run: Run) => perItem(run, async (index) => {
  const name = parameter<string>(run, 'indexName', index, '');
  const cursor = name ? collection(run, index).listSearchIndexes(name) : collection(run, index).listSearchIndexes();
  return (await cursor.toArray()).map(asJson);
});

export const createSearchIndex = (run: Run) => perItem(run, async (index) => {
  const name = indexName(run, index);
  await collection(run, index).createSearchIndex({ name, definition: definition(run, index), type: parameter<string>(run, 'indexType', index) as 'search' });
  return [{ indexName: name }];
});

export const dropSearchIndex = (run: Run) => perItem(run, async (index) => {
  const name = indexName(run, index);
  await collection(run, index).dropSearchIndex(name);
  return [{ [name]: true }];
});

export const updateSearchIndex = (run: Run) => perItem(run, async (index) => {
  const name = indexName(run, index);
  await collection(run, index).updateSearchIndex(name, definition(run, index));
  return [{ [name]: true }];
});
