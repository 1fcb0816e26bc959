import { QdrantVectorStore } from '@langchain/qdrant';
import { QdrantClient } from '@qdrant/js-client-rest';
import type { IExecuteFunctions, INodeProperties, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { vectorStoreDescription } from '../ai/vector-store-description.js';
import { vectorStoreNodeType } from '../ai/vector-store-node.js';
import type { VectorStoreAdapter } from '../ai/vector-store-node.js';

interface QdrantOptions { collectionConfig?: string | object; contentPayloadKey?: string; metadataPayloadKey?: string; searchFilterJson?: string | object }

const DEFAULT_FILTER = '{\n  "should": [\n    {\n      "key": "metadata.batch",\n      "match": {\n        "value": 12345\n      }\n    }\n  ]\n}';
const PAYLOAD_KEYS: INodeProperties[] = [
  { displayName: 'Content Payload Key', name: 'contentPayloadKey', type: 'string', default: 'content', description: 'The payload field that holds the document\'s text' },
  { displayName: 'Metadata Payload Key', name: 'metadataPayloadKey', type: 'string', default: 'metadata', description: 'The payload field that holds the document\'s metadata' },
];
const searchOptions = (mode: string[]): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option', displayOptions: { show: { mode } },
  options: [
    {
      displayName: 'Search Filter', name: 'searchFilterJson', type: 'json', default: DEFAULT_FILTER, typeOptions: { rows: 5 },
      description: 'A Qdrant filter (must, should, must_not conditions) the documents found must pass',
    },
    ...PAYLOAD_KEYS,
  ],
});

function jsonOption(context: IExecuteFunctions | ISupplyDataFunctions, value: string | object | undefined, name: string, itemIndex: number): object | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'object') return value;
  try {
    return JSON.parse(value) as object;
  } catch {
    throw new NodeOperationError(context.getNode(), `The ${name} is not valid JSON`, { itemIndex });
  }
}

/** A Qdrant client error in words: the status and Qdrant's own message. */
function qdrantError(error: unknown): Error {
  const shape = error as { status?: number; statusText?: string; data?: { status?: { error?: string } } | string; message?: string };
  if (shape?.status === undefined) return error instanceof Error ? error : new Error(String(error));
  const said = typeof shape.data === 'string' ? shape.data : shape.data?.status?.error;
  return new Error(`Qdrant answered ${shape.status}: ${said || shape.statusText || shape.message || 'no reason given'}`);
}

/** LangChain's Qdrant store, its failures worded for the user. */
class NodeQdrantVectorStore extends QdrantVectorStore {
  override async addVectors(...args: Parameters<QdrantVectorStore['addVectors']>): Promise<void> {
    try {
      await super.addVectors(...args);
    } catch (error) {
      throw qdrantError(error);
    }
  }

  override async similaritySearchVectorWithScore(...args: Parameters<QdrantVectorStore['similaritySearchVectorWithScore']>) {
    try {
      return await super.similaritySearchVectorWithScore(...args);
    } catch (error) {
      throw qdrantError(error);
    }
  }
}

async function clientOf(context: IExecuteFunctions | ISupplyDataFunctions): Promise<QdrantClient> {
  const credentials = await context.getCredentials<{ qdrantUrl: string; apiKey?: string }>('qdrantApi');
  // The key goes in the header directly: the client's own `apiKey` warns on every plain-http (self-hosted) server.
  return new QdrantClient({ url: credentials.qdrantUrl, ...(credentials.apiKey ? { headers: { 'api-key': credentials.apiKey } } : {}), checkCompatibility: false });
}

const collectionOf = (context: IExecuteFunctions | ISupplyDataFunctions, itemIndex: number) =>
  context.getNodeParameter('qdrantCollection', itemIndex, '', { extractValue: true }) as string;

const adapter: VectorStoreAdapter = {
  async getStore(context, embeddings, itemIndex) {
    const options = context.getNodeParameter('options', itemIndex, {}) as QdrantOptions;
    return new NodeQdrantVectorStore(embeddings, {
      client: await clientOf(context),
      collectionName: collectionOf(context, itemIndex),
      contentPayloadKey: options.contentPayloadKey || 'content',
      metadataPayloadKey: options.metadataPayloadKey || 'metadata',
    });
  },
  filterOf(context, itemIndex) {
    const options = context.getNodeParameter('options', itemIndex, {}) as QdrantOptions;
    return jsonOption(context, options.searchFilterJson, 'search filter', itemIndex);
  },
  async populate(context, embeddings, documents, itemIndex) {
    const options = context.getNodeParameter('options', itemIndex, {}) as QdrantOptions;
    const collectionConfig = jsonOption(context, options.collectionConfig, 'collection config', itemIndex);
    const store = new NodeQdrantVectorStore(embeddings, {
      client: await clientOf(context),
      collectionName: collectionOf(context, itemIndex),
      contentPayloadKey: options.contentPayloadKey || 'content',
      metadataPayloadKey: options.metadataPayloadKey || 'metadata',
      ...(collectionConfig ? { collectionConfig: collectionConfig as never } : {}),
    });
    if (documents.length > 0) await store.addDocuments(documents);
  },
};

/** Qdrant Vector Store: documents and vectors in a Qdrant collection. */
export const VectorStoreQdrant = vectorStoreNodeType(vectorStoreDescription({
  displayName: 'Qdrant Vector Store',
  name: '@n8n/n8n-nodes-langchain.vectorStoreQdrant',
  icon: 'file:qdrant.svg',
  description: 'Work with your data in a Qdrant collection',
  credentials: [{ name: 'qdrantApi', required: true }],
  updatable: false,
  storeFields: [{
    displayName: 'Qdrant Collection', name: 'qdrantCollection', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    description: 'The collection of the documents; it is made on the first insert when missing',
    modes: [{ displayName: 'From List', name: 'list', type: 'list' }, { displayName: 'ID', name: 'id', type: 'string' }],
  }],
  insertFields: [{
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option', displayOptions: { show: { mode: ['insert'] } },
    options: [
      { displayName: 'Collection Config', name: 'collectionConfig', type: 'json', default: '', description: 'Qdrant\'s create-collection settings for a new collection (vectors size and distance)' },
      ...PAYLOAD_KEYS,
    ],
  }],
  searchFields: [searchOptions(['load', 'retrieve-as-tool']), searchOptions(['retrieve'])],
}), adapter);
