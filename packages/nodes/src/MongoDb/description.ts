import type { INodeProperties } from '@weft/workflow';

/* The node's parameters, as n8n saves them (names, defaults, when each shows); our own labels. */

const documents = (...operation: string[]) => ({ show: { operation, resource: ['document'] } });
const searchIndexes = (...operation: string[]) => ({ show: { operation, resource: ['searchIndexes'] } });

export const mongoDbProperties: INodeProperties[] = [
  {
    displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'document',
    options: [
      { name: 'Search Index', value: 'searchIndexes' },
      { name: 'Document', value: 'document' },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'find', displayOptions: { show: { resource: ['document'] } },
    options: [
      { name: 'Aggregate', value: 'aggregate', description: 'Run an aggregation pipeline', action: 'Aggregate documents' },
      { name: 'Delete', value: 'delete', description: 'Delete the documents a query matches', action: 'Delete documents' },
      { name: 'Find', value: 'find', description: 'Find the documents a query matches', action: 'Find documents' },
      { name: 'Find And Replace', value: 'findOneAndReplace', description: 'Replace a document found by a key field', action: 'Find and replace documents' },
      { name: 'Find And Update', value: 'findOneAndUpdate', description: 'Set fields of a document found by a key field', action: 'Find and update documents' },
      { name: 'Insert', value: 'insert', description: 'Insert the items as documents', action: 'Insert documents' },
      { name: 'Update', value: 'update', description: 'Set fields of the documents found by a key field', action: 'Update documents' },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'createSearchIndex', displayOptions: { show: { resource: ['searchIndexes'] } },
    options: [
      { name: 'Create Search Index', value: 'createSearchIndex', action: 'Create a search index' },
      { name: 'Drop Search Index', value: 'dropSearchIndex', action: 'Drop a search index' },
      { name: 'List Search Indexes', value: 'listSearchIndexes', action: 'List search indexes' },
      { name: 'Update Search Index', value: 'updateSearchIndex', action: 'Update a search index' },
    ],
  },
  { displayName: 'Collection', name: 'collection', type: 'string', default: '', required: true, description: 'The collection to work on' },
  {
    displayName: 'Query', name: 'query', type: 'json', default: '', required: true, displayOptions: documents('aggregate'),
    placeholder: '[{ "$match": { "year": { "$gt": 2000 } } }]', hint: 'The pipeline: a JSON array of stages', description: 'The aggregation pipeline to run',
  },
  {
    displayName: 'Delete Query (JSON Format)', name: 'query', type: 'json', default: '{}', required: true, displayOptions: documents('delete'), typeOptions: { rows: 5 },
    placeholder: '{ "year": { "$lt": 1990 } }', description: 'The documents this filter matches are deleted: {} deletes every document',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: documents('find'),
    options: [
      { displayName: 'Limit', name: 'limit', type: 'number', default: 0, typeOptions: { minValue: 1 }, description: 'The most documents to return' },
      { displayName: 'Skip', name: 'skip', type: 'number', default: 0, description: 'How many matching documents to pass over first' },
      { displayName: 'Sort (JSON Format)', name: 'sort', type: 'json', default: '{}', typeOptions: { rows: 2 }, placeholder: '{ "year": -1 }', description: 'Fields to sort by: 1 ascending, -1 descending' },
      { displayName: 'Projection', name: 'projection', type: 'json', default: '{}', typeOptions: { rows: 4 }, placeholder: '{ "_id": 0, "title": 1 }', description: 'The fields to return (1) or leave out (0)' },
    ],
  },
  {
    displayName: 'Query (JSON Format)', name: 'query', type: 'json', default: '{}', required: true, displayOptions: documents('find'), typeOptions: { rows: 5 },
    placeholder: '{ "year": { "$gt": 2000 } }', description: 'The filter the documents must match: {} matches every document',
  },
  {
    displayName: 'Query Parameters', name: 'queryParameters', type: 'json', default: '[]', displayOptions: documents('aggregate', 'delete', 'find'), typeOptions: { rows: 2 },
    placeholder: '["value1", 123, true, null]', description: 'Values for "$1", "$2", ... written as whole strings in the query, so values from expressions are never parsed as query syntax',
  },
  {
    displayName: 'Fields', name: 'fields', type: 'string', default: '', displayOptions: documents('insert'), placeholder: 'name,description',
    description: 'Comma-separated fields of the input items that make up each document',
  },
  {
    displayName: 'Update Key', name: 'updateKey', type: 'string', default: 'id', required: true, displayOptions: documents('update', 'findOneAndReplace', 'findOneAndUpdate'),
    description: 'The field that identifies the document to change, read from each item; _id is matched as an ObjectId',
  },
  {
    displayName: 'Fields', name: 'fields', type: 'string', default: '', displayOptions: documents('update', 'findOneAndReplace', 'findOneAndUpdate'), placeholder: 'name,description',
    description: 'Comma-separated fields of the input items to write',
  },
  {
    displayName: 'Upsert', name: 'upsert', type: 'boolean', default: false, displayOptions: documents('update', 'findOneAndReplace', 'findOneAndUpdate'),
    description: 'Whether a document is inserted when none has the key',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: documents('update', 'insert', 'findOneAndReplace', 'findOneAndUpdate'),
    options: [
      { displayName: 'Date Fields', name: 'dateFields', type: 'string', default: '', description: 'Comma-separated fields whose values are stored as dates' },
      { displayName: 'Use Dot Notation', name: 'useDotNotation', type: 'boolean', default: false, description: 'Whether field names like "address.city" name nested fields' },
    ],
  },
  {
    displayName: 'Index Name', name: 'indexName', type: 'string', default: '', displayOptions: searchIndexes('listSearchIndexes'),
    description: 'Only the index of this name; empty lists them all',
  },
  { displayName: 'Index Name', name: 'indexNameRequired', type: 'string', default: '', required: true, displayOptions: searchIndexes('createSearchIndex', 'dropSearchIndex', 'updateSearchIndex') },
  {
    displayName: 'Index Definition', name: 'indexDefinition', type: 'json', default: '{}', required: true, displayOptions: searchIndexes('createSearchIndex', 'updateSearchIndex'),
    placeholder: '{ "mappings": { "dynamic": true } }', description: 'The search index definition, as Atlas takes it',
  },
  {
    displayName: 'Index Type', name: 'indexType', type: 'options', default: 'vectorSearch', required: true, displayOptions: searchIndexes('createSearchIndex'),
    options: [
      { name: 'Vector Search', value: 'vectorSearch' },
      { name: 'Search', value: 'search' },
    ],
  },
];
