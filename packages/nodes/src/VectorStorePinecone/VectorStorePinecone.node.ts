import type { IExecuteFunctions, INodeProperties, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PineconeError, PineconeVectorStore, pineconeIndexHost } from '../ai/pinecone-vector-store.js';
import { METADATA_FILTER, vectorStoreDescription } from '../ai/vector-store-description.js';
import { metadataFilterOf, vectorStoreNodeType } from '../ai/vector-store-node.js';
import type { VectorStoreAdapter } from '../ai/vector-store-node.js';

const NAMESPACE: INodeProperties = {
  displayName: 'Pinecone Namespace', name: 'pineconeNamespace', type: 'string', default: '', description: 'The part of the index the documents are in; empty for the default namespace',
};
const searchOptions = (mode: string[]): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option', displayOptions: { show: { mode } }, options: [NAMESPACE, METADATA_FILTER],
});

type Context = IExecuteFunctions | ISupplyDataFunctions;

async function storeOf(context: Context, embeddings: Parameters<VectorStoreAdapter['getStore']>[1], itemIndex: number): Promise<PineconeVectorStore> {
  const { apiKey } = await context.getCredentials<{ apiKey: string }>('pineconeApi');
  const index = context.getNodeParameter('pineconeIndex', itemIndex, '', { extractValue: true }) as string;
  if (index === '') throw new NodeOperationError(context.getNode(), 'Choose a Pinecone index', { itemIndex });
  const namespace = context.getNodeParameter('options.pineconeNamespace', itemIndex, '') as string;
  let host: string;
  try {
    host = await pineconeIndexHost(apiKey, index);
  } catch (error) {
    const message = error instanceof PineconeError && error.status === 404 ? `The Pinecone index "${index}" does not exist` : (error as Error).message;
    throw new NodeOperationError(context.getNode(), message, { itemIndex });
  }
  return new PineconeVectorStore(embeddings, { apiKey, host, ...(namespace ? { namespace } : {}) });
}

const adapter: VectorStoreAdapter = {
  getStore: storeOf,
  filterOf: metadataFilterOf,
  async populate(context, embeddings, documents, itemIndex, first) {
    const store = await storeOf(context, embeddings, itemIndex);
    if (first && context.getNodeParameter('options.clearNamespace', itemIndex, false) === true) await store.clearNamespace();
    if (documents.length > 0) await store.addDocuments(documents);
  },
};

/** Pinecone Vector Store: documents and vectors in a Pinecone index. */
export const VectorStorePinecone = vectorStoreNodeType(vectorStoreDescription({
  displayName: 'Pinecone Vector Store',
  name: '@n8n/n8n-nodes-langchain.vectorStorePinecone',
  icon: 'file:pinecone.svg',
  description: 'Work with your data in a Pinecone index',
  credentials: [{ name: 'pineconeApi', required: true }],
  updatable: true,
  storeFields: [{
    displayName: 'Pinecone Index', name: 'pineconeIndex', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    description: 'The index of the documents (made in Pinecone beforehand, with the embeddings\' dimension)',
    modes: [{ displayName: 'From List', name: 'list', type: 'list' }, { displayName: 'ID', name: 'id', type: 'string' }],
  }],
  insertFields: [{
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option', displayOptions: { show: { mode: ['insert'] } },
    options: [
      { displayName: 'Clear Namespace', name: 'clearNamespace', type: 'boolean', default: false, description: 'Whether to delete the namespace\'s documents before inserting' },
      NAMESPACE,
    ],
  }],
  searchFields: [searchOptions(['load', 'retrieve-as-tool']), searchOptions(['retrieve'])],
}), adapter);
