import type { IDataObject, INodeProperties } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PgVectorStore } from '../ai/pg-vector-store.js';
import type { DistanceStrategy, PgVectorConfig } from '../ai/pg-vector-store.js';
import { METADATA_FILTER, vectorStoreDescription } from '../ai/vector-store-description.js';
import { metadataFilterOf, vectorStoreNodeType } from '../ai/vector-store-node.js';
import type { VectorStoreAdapter } from '../ai/vector-store-node.js';
import { refuseSshTunnel } from '../shared/ssh-tunnel.js';

interface PostgresCredentials {
  host: string; port: number; database: string; user: string; password?: string;
  ssl?: 'allow' | 'disable' | 'require'; allowUnauthorizedCerts?: boolean; maxConnections?: number;
}

const COLLECTION: INodeProperties = {
  displayName: 'Collection', name: 'collection', type: 'fixedCollection', description: 'Keep the documents in a named collection of the table',
  // n8n's default names the table field `collectionTable`, the field itself is `collectionTableName`.
  default: { values: { useCollection: false, collectionName: 'n8n', collectionTable: 'n8n_vector_collections' } },
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      { displayName: 'Use Collection', name: 'useCollection', type: 'boolean', default: false },
      { displayName: 'Collection Name', name: 'collectionName', type: 'string', default: 'n8n', required: true, displayOptions: { show: { useCollection: [true] } } },
      { displayName: 'Collection Table Name', name: 'collectionTableName', type: 'string', default: 'n8n_vector_collections', required: true, displayOptions: { show: { useCollection: [true] } } },
    ],
  }],
};

const COLUMN_NAMES: INodeProperties = {
  displayName: 'Column Names', name: 'columnNames', type: 'fixedCollection', description: 'The table\'s columns, when they are not n8n\'s',
  default: { values: { idColumnName: 'id', vectorColumnName: 'embedding', contentColumnName: 'text', metadataColumnName: 'metadata' } },
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      { displayName: 'ID Column Name', name: 'idColumnName', type: 'string', default: 'id', required: true },
      { displayName: 'Vector Column Name', name: 'vectorColumnName', type: 'string', default: 'embedding', required: true },
      { displayName: 'Content Column Name', name: 'contentColumnName', type: 'string', default: 'text', required: true },
      { displayName: 'Metadata Column Name', name: 'metadataColumnName', type: 'string', default: 'metadata', required: true },
    ],
  }],
};

const DISTANCE: INodeProperties = {
  displayName: 'Distance Strategy', name: 'distanceStrategy', type: 'options', default: 'cosine', description: 'How nearness of vectors is measured',
  options: [{ name: 'Cosine', value: 'cosine' }, { name: 'Inner Product', value: 'innerProduct' }, { name: 'Euclidean', value: 'euclidean' }],
};

const searchOptions = (mode: string[]): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
  displayOptions: { show: { mode } }, options: [DISTANCE, COLLECTION, COLUMN_NAMES, METADATA_FILTER],
});

interface PgOptions {
  distanceStrategy?: DistanceStrategy;
  collection?: { values?: { useCollection?: boolean; collectionName?: string; collectionTableName?: string; collectionTable?: string } };
  columnNames?: { values?: { idColumnName?: string; vectorColumnName?: string; contentColumnName?: string; metadataColumnName?: string } };
}

function sslOf(credentials: PostgresCredentials) {
  if (credentials.allowUnauthorizedCerts) return { rejectUnauthorized: false };
  return credentials.ssl === 'require' ? true : credentials.ssl === 'allow' ? { rejectUnauthorized: false } : false;
}

const adapter: VectorStoreAdapter = {
  async getStore(context, embeddings, itemIndex) {
    const credentials = await context.getCredentials<PostgresCredentials>('postgres');
    try {
      refuseSshTunnel(credentials as unknown as IDataObject, 'Postgres PGVector Store');
    } catch (error) {
      throw new NodeOperationError(context.getNode(), error as Error, { itemIndex });
    }
    const tableName = context.getNodeParameter('tableName', itemIndex, 'n8n_vectors') as string;
    if (tableName.trim() === '') throw new NodeOperationError(context.getNode(), 'The table name is empty', { itemIndex });
    const options = context.getNodeParameter('options', itemIndex, {}) as PgOptions;
    const collection = options.collection?.values;
    const columns = options.columnNames?.values ?? {};
    const config: PgVectorConfig = {
      connection: {
        host: credentials.host, port: credentials.port, database: credentials.database, user: credentials.user,
        password: credentials.password || undefined, ssl: sslOf(credentials), connectionTimeoutMillis: 15_000,
      },
      tableName,
      columns: {
        id: columns.idColumnName || 'id', vector: columns.vectorColumnName || 'embedding',
        content: columns.contentColumnName || 'text', metadata: columns.metadataColumnName || 'metadata',
      },
      ...(collection?.useCollection ? {
        collection: { name: collection.collectionName || 'n8n', tableName: collection.collectionTableName || collection.collectionTable || 'n8n_vector_collections' },
      } : {}),
      distanceStrategy: options.distanceStrategy ?? 'cosine',
    };
    return new PgVectorStore(embeddings, config);
  },
  filterOf: metadataFilterOf,
};

/** Postgres PGVector Store: documents and vectors in a PostgreSQL table (pgvector extension). */
export const VectorStorePGVector = vectorStoreNodeType(vectorStoreDescription({
  displayName: 'Postgres PGVector Store',
  name: '@n8n/n8n-nodes-langchain.vectorStorePGVector',
  icon: 'file:postgres.svg',
  description: 'Work with your data in Postgresql with the PGVector extension',
  credentials: [{ name: 'postgres', required: true }],
  updatable: false,
  storeFields: [{ displayName: 'Table Name', name: 'tableName', type: 'string', default: 'n8n_vectors', description: 'The table of the documents; it is made when missing' }],
  insertFields: [{
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
    displayOptions: { show: { mode: ['insert'] } }, options: [COLLECTION, COLUMN_NAMES],
  }],
  searchFields: [searchOptions(['load', 'retrieve-as-tool']), searchOptions(['retrieve'])],
}), adapter);

