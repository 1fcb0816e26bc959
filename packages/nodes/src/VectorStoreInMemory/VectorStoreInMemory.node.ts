import { MemoryVectorStore } from '@langchain/classic/vectorstores/memory';
import type { Embeddings } from '@langchain/core/embeddings';
import type { INodeProperties } from '@weft/workflow';
import { vectorStoreDescription } from '../ai/vector-store-description.js';
import { vectorStoreNodeType } from '../ai/vector-store-node.js';
import type { VectorStoreAdapter } from '../ai/vector-store-node.js';

/** The stores by memory key, kept while the process runs and shared by every workflow (as in n8n). */
const stores = new Map<string, MemoryVectorStore>();

/** Forgets every in-memory store (tests). */
export function clearInMemoryVectorStores(): void {
  stores.clear();
}

const MEMORY_KEY_MODES = [
  { displayName: 'From List', name: 'list', type: 'list' as const },
  { displayName: 'ID', name: 'id', type: 'string' as const },
];

const storeFields: INodeProperties[] = [
  { displayName: 'Memory Key', name: 'memoryKey', type: 'string', default: 'vector_store_key', description: 'The store to use: nodes with the same key share it', displayOptions: { show: { '@version': [{ _cnd: { lte: 1.1 } }] } } },
  {
    displayName: 'Memory Key', name: 'memoryKey', type: 'resourceLocator', default: { mode: 'list', value: 'vector_store_key' }, required: true,
    description: 'The store to use: nodes with the same key share it', modes: MEMORY_KEY_MODES,
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
  },
];

const insertFields: INodeProperties[] = [
  { displayName: 'Clear Store', name: 'clearStore', type: 'boolean', default: false, description: 'Whether to empty the store before inserting', displayOptions: { show: { mode: ['insert'] } } },
  { displayName: 'The store lives in this server\'s memory: it is lost when the server restarts', name: 'notice', type: 'notice', default: '', displayOptions: { show: { mode: ['insert'] } } },
];

const searchFields: INodeProperties[] = [
  { displayName: 'Documents are found in the store inserted under the same memory key', name: 'notice', type: 'notice', default: '', displayOptions: { show: { mode: ['load', 'retrieve-as-tool'] } } },
  { displayName: 'Documents are found in the store inserted under the same memory key', name: 'notice', type: 'notice', default: '', displayOptions: { show: { mode: ['retrieve'] } } },
];

function storeFor(key: string, embeddings: Embeddings): MemoryVectorStore {
  let store = stores.get(key);
  if (!store) stores.set(key, store = new MemoryVectorStore(embeddings));
  // The embeddings of this run embed new documents and queries.
  store.embeddings = embeddings;
  return store;
}

const adapter: VectorStoreAdapter = {
  async getStore(context, embeddings, itemIndex) {
    const key = context.getNodeParameter('memoryKey', itemIndex, 'vector_store_key', { extractValue: true }) as string;
    return storeFor(key, embeddings);
  },
  async populate(context, embeddings, documents, itemIndex, first) {
    const key = context.getNodeParameter('memoryKey', itemIndex, 'vector_store_key', { extractValue: true }) as string;
    if (first && context.getNodeParameter('clearStore', itemIndex, false) === true) stores.delete(key);
    const store = storeFor(key, embeddings);
    if (documents.length > 0) await store.addDocuments(documents);
  },
};

/** Simple Vector Store: documents and their vectors in this server's memory, by key. */
export const VectorStoreInMemory = vectorStoreNodeType(vectorStoreDescription({
  displayName: 'Simple Vector Store',
  name: '@n8n/n8n-nodes-langchain.vectorStoreInMemory',
  icon: 'file:vector-store.svg',
  description: 'The easiest way to experiment with vector stores, without external setup',
  updatable: false,
  storeFields,
  insertFields,
  searchFields,
}), adapter);
