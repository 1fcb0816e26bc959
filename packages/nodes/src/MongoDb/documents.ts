import { BSON, ObjectId, type Document } from 'mongodb';

const { EJSON } = BSON;
import type { IDataObject, INode, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, getPath, setPath } from '@weft/workflow';

/* Turning parameters and items into MongoDB documents, and documents back into items' JSON. */

type Scalar = string | number | boolean | null;

function parameterList(raw: unknown, node: INode, itemIndex: number): unknown[] {
  let parameters = raw ?? [];
  if (typeof parameters === 'string') {
    try {
      parameters = JSON.parse(parameters.trim() || '[]');
    } catch (error) {
      throw new NodeOperationError(node, error as Error, { itemIndex, message: 'Query Parameters must be valid JSON', description: 'Enter the parameters as a JSON array' });
    }
  }
  if (!Array.isArray(parameters)) throw new NodeOperationError(node, 'Query Parameters must be a JSON array', { itemIndex });
  const scalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  parameters.forEach((value, index) => {
    if (!scalar(value) && !(Array.isArray(value) && value.every(scalar))) {
      throw new NodeOperationError(node, `Query parameter ${index + 1} must be a scalar or an array of scalars`, { itemIndex, description: 'Objects and nested arrays are not supported' });
    }
  });
  return parameters;
}

/**
 * The query (filter or pipeline) from its JSON, read as MongoDB Extended JSON so `{"$oid": ...}` and
 * `{"$date": ...}` become an ObjectId and a date; "$1", "$2", ... standing alone as string values take
 * the Query Parameters, which stay values whatever they contain.
 */
export function parseQuery(text: unknown, rawParameters: unknown, node: INode, itemIndex: number): Document {
  let query: Document;
  try {
    query = typeof text === 'string' ? EJSON.parse(text, { relaxed: true }) as Document : EJSON.deserialize(text as Document, { relaxed: true }) as Document;
  } catch (error) {
    throw new NodeOperationError(node, error as Error, { itemIndex, message: `The query is not valid JSON: ${(error as Error).message}` });
  }
  const parameters = parameterList(rawParameters, node, itemIndex);
  if (parameters.length === 0) return query;
  const used = new Set<number>();
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const match = /^\$(\d+)$/.exec(value);
      if (!match) return value;
      const index = Number(match[1]) - 1;
      if (index < 0 || index >= parameters.length) throw new NodeOperationError(node, `Query placeholder ${value} has no matching value`, { itemIndex, description: `Add a value for ${value} to Query Parameters` });
      used.add(index);
      return parameters[index];
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolve(entry)]));
    }
    return value;
  };
  const resolved = resolve(query) as Document;
  const unused = parameters.findIndex((_, index) => !used.has(index));
  if (unused !== -1) throw new NodeOperationError(node, `Query parameter ${unused + 1} is not used`, { itemIndex, description: `Add $${unused + 1} to the query or remove the parameter` });
  return resolved;
}

/** A JSON option (sort, projection, index definition) as an object; empty text or {} as nothing. */
export function jsonOption(value: unknown, label: string, node: INode, itemIndex: number): Document | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const parsed = (typeof value === 'string' ? EJSON.parse(value, { relaxed: true }) : value) as Document;
    return parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0 ? parsed : undefined;
  } catch (error) {
    throw new NodeOperationError(node, error as Error, { itemIndex, message: `${label} is not valid JSON: ${(error as Error).message}` });
  }
}

/** A top-level `_id` given as 24 hex digits matches the document's ObjectId, as n8n's Find does. */
export function withObjectId(query: Document): Document {
  return typeof query._id === 'string' && ObjectId.isValid(query._id) && query._id.length === 24 ? { ...query, _id: new ObjectId(query._id) } : query;
}

export const fieldList = (text: unknown) => String(text ?? '').split(',').map((field) => field.trim()).filter(Boolean);

export interface PrepareOptions { fields: string[]; updateKey?: string; useDotNotation?: boolean; dateFields?: string[]; flatPaths?: boolean }

/**
 * The documents to write: the named fields of each item (null when missing), dates for the date fields.
 * With an update key only items that have it, and the key is always written. With dot notation a
 * name like "a.b" reads a nested value, and is written nested, or kept as the path for a $set (`flatPaths`).
 */
export function prepareDocuments(items: INodeExecutionData[], options: PrepareOptions): Document[] {
  const fields = [...options.fields];
  const key = options.updateKey;
  if (key && !fields.includes(key)) fields.push(key);
  const source = key ? items.filter((item) => item.json[key] !== undefined) : items;
  return source.map(({ json }) => {
    const document: Document = {};
    for (const field of fields) {
      let value = options.useDotNotation ? getPath(json, field) ?? null : json[field] ?? null;
      if (value && options.dateFields?.includes(field)) value = new Date(value as string);
      if (options.useDotNotation && !options.flatPaths) setPath(document, field, value);
      else document[field] = value;
    }
    return document;
  });
}

/** A document as item JSON, as it reads once stored: ObjectIds as their hex text, dates as ISO text. */
export const asJson = (document: Document): IDataObject => JSON.parse(JSON.stringify(document)) as IDataObject;
