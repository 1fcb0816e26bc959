import type { Document } from '@langchain/core/documents';
import type { Embeddings } from '@langchain/core/embeddings';
import { DynamicTool } from '@langchain/core/tools';
import type { VectorStore } from '@langchain/core/vectorstores';
import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { jsonDocuments } from './item-documents.js';
import type { VectorStoreMode } from './vector-store-description.js';

/** What a document loader sub-node supplies: the documents of one input item. */
export interface ItemDocumentLoader {
  processItem(item: INodeExecutionData, itemIndex: number): Promise<Document[]>;
}

type Context = IExecuteFunctions | ISupplyDataFunctions;

/** What each store node tells the shared node: how to reach its store and how to fill it. */
export interface VectorStoreAdapter {
  /** The store, searching within `filter` (the node's metadata filter) when given. */
  getStore(context: Context, embeddings: Embeddings, itemIndex: number): Promise<VectorStore>;
  /** The filter of the node's options for searches, if any. */
  filterOf?(context: Context, itemIndex: number): unknown;
  /** Adds documents (insert mode), when the store does more than add them. `first`: the first batch of the run, when a store is cleared. */
  populate?(context: IExecuteFunctions, embeddings: Embeddings, documents: Document[], itemIndex: number, first: boolean): Promise<void>;
}

/** A document as n8n outputs it. */
export function serialized(document: Document, withMetadata = true): IDataObject {
  return withMetadata ? { metadata: document.metadata as IDataObject, pageContent: document.pageContent } : { pageContent: document.pageContent };
}

/** A tool name from a node's name, as n8n derives it from version 1.3 (letters, digits, _ and -). */
export function toolNameOf(nodeName: string): string {
  return nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_');
}

function refuseReranker(context: Context, itemIndex: number): void {
  if (context.getNodeParameter('useReranker', itemIndex, false) === true) {
    throw new NodeOperationError(context.getNode(), 'Rerankers are not supported yet: turn off "Rerank Results"', { itemIndex });
  }
}

async function embeddingsOf(context: Context, itemIndex: number): Promise<Embeddings> {
  return await context.getInputConnectionData('ai_embedding', itemIndex) as Embeddings;
}

/** The nearest documents and their scores for a query. */
async function search(adapter: VectorStoreAdapter, context: Context, embeddings: Embeddings, query: string, itemIndex: number) {
  const topK = context.getNodeParameter('topK', itemIndex, 4) as number;
  const store = await adapter.getStore(context, embeddings, itemIndex);
  const vector = await embeddings.embedQuery(query);
  return store.similaritySearchVectorWithScore(vector, topK, adapter.filterOf?.(context, itemIndex) as never);
}

async function load(this: IExecuteFunctions, adapter: VectorStoreAdapter): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  const items = this.getInputData();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    refuseReranker(this, itemIndex);
    const prompt = this.getNodeParameter('prompt', itemIndex) as string;
    const withMetadata = this.getNodeParameter('includeDocumentMetadata', itemIndex, true) as boolean;
    const embeddings = await embeddingsOf(this, itemIndex);
    for (const [document, score] of await search(adapter, this, embeddings, prompt, itemIndex)) {
      output.push({ json: { document: serialized(document, withMetadata), score }, pairedItem: { item: itemIndex } });
    }
  }
  return output;
}

async function insert(this: IExecuteFunctions, adapter: VectorStoreAdapter): Promise<INodeExecutionData[]> {
  const items = this.getInputData();
  const output: INodeExecutionData[] = [];
  if (items.length === 0) return output;
  const loader = await this.getInputConnectionData('ai_document', 0) as ItemDocumentLoader;
  const embeddings = await embeddingsOf(this, 0);
  // Version 1 embedded item by item; later versions in batches of documents.
  const batchSize = this.getNode().typeVersion >= 1.1 ? Math.max(1, this.getNodeParameter('embeddingBatchSize', 0, 200) as number) : 1;
  let pending: Document[] = [];
  let first = true;
  const flush = async (itemIndex: number) => {
    if (pending.length === 0 && !first) return;
    if (adapter.populate) await adapter.populate(this, embeddings, pending, itemIndex, first);
    else if (pending.length > 0) await (await adapter.getStore(this, embeddings, itemIndex)).addDocuments(pending);
    first = false;
    pending = [];
  };
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const documents = await loader.processItem(items[itemIndex] as INodeExecutionData, itemIndex);
    output.push(...documents.map((document) => ({ json: serialized(document), pairedItem: { item: itemIndex } })));
    pending.push(...documents);
    if (pending.length >= batchSize) await flush(itemIndex);
  }
  await flush(items.length - 1);
  return output;
}

async function update(this: IExecuteFunctions, adapter: VectorStoreAdapter): Promise<INodeExecutionData[]> {
  const items = this.getInputData();
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const id = this.getNodeParameter('id', itemIndex, '') as string;
    if (id === '') throw new NodeOperationError(this.getNode(), 'The ID of the document to update is empty', { itemIndex });
    const documents = jsonDocuments((items[itemIndex] as INodeExecutionData).json, '', {});
    if (documents.length !== 1) throw new NodeOperationError(this.getNode(), 'Single document per item expected', { itemIndex });
    const embeddings = await embeddingsOf(this, itemIndex);
    const store = await adapter.getStore(this, embeddings, itemIndex);
    await store.addDocuments(documents, { ids: [id] });
    output.push(...documents.map((document) => ({ json: serialized(document), pairedItem: { item: itemIndex } })));
  }
  return output;
}

/** Records each search a chain or retriever makes on the store as a run of the store node. */
function recordSearches(store: VectorStore, context: ISupplyDataFunctions, filter: unknown): VectorStore {
  const similaritySearch = store.similaritySearch.bind(store);
  store.similaritySearch = async (query, k, asked, callbacks) => {
    const { index } = context.addInputData('ai_vectorStore', [[{ json: { query, k: k ?? 4 } }]]);
    try {
      const documents = await similaritySearch(query, k, asked ?? filter as never, callbacks);
      context.addOutputData('ai_vectorStore', index, [documents.map((document) => ({ json: serialized(document) }))]);
      return documents;
    } catch (error) {
      const shown = new NodeOperationError(context.getNode(), (error as Error).message);
      context.addOutputData('ai_vectorStore', index, shown);
      throw shown;
    }
  };
  return store;
}

function searchTool(context: ISupplyDataFunctions, adapter: VectorStoreAdapter, embeddings: Embeddings, itemIndex: number): DynamicTool {
  const node = context.getNode();
  const name = node.typeVersion <= 1.2 ? context.getNodeParameter('toolName', itemIndex) as string : toolNameOf(node.name);
  const withMetadata = context.getNodeParameter('includeDocumentMetadata', itemIndex, true) as boolean;
  return new DynamicTool({
    name,
    description: context.getNodeParameter('toolDescription', itemIndex) as string,
    func: async (input: string) => {
      const { index } = context.addInputData('ai_tool', [[{ json: { input } }]]);
      try {
        const results = await search(adapter, context, embeddings, input, itemIndex);
        const documents = results.map(([document]) => serialized(document, withMetadata));
        context.addOutputData('ai_tool', index, [[{ json: { response: documents } }]]);
        return JSON.stringify(documents);
      } catch (error) {
        const shown = new NodeOperationError(node, (error as Error).message);
        context.addOutputData('ai_tool', index, shown);
        throw shown;
      }
    },
  });
}

/** A vector store node class: the shared modes over one store's adapter. */
export function vectorStoreNodeType(description: INodeTypeDescription, adapter: VectorStoreAdapter): new () => INodeType {
  return class VectorStoreNode implements INodeType {
    description = description;

    async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
      const mode = this.getNodeParameter('mode', 0, 'retrieve') as VectorStoreMode;
      if (mode === 'load') return [await load.call(this, adapter)];
      if (mode === 'insert') return [await insert.call(this, adapter)];
      if (mode === 'update') return [await update.call(this, adapter)];
      throw new NodeOperationError(this.getNode(), `In mode "${mode}" this node is a sub-node: connect it to a retriever, a tool or an agent`);
    }

    async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
      const mode = this.getNodeParameter('mode', itemIndex, 'retrieve') as VectorStoreMode;
      refuseReranker(this, itemIndex);
      const embeddings = await embeddingsOf(this, itemIndex);
      if (mode === 'retrieve') {
        const store = await adapter.getStore(this, embeddings, itemIndex);
        return { response: recordSearches(store, this, adapter.filterOf?.(this, itemIndex)) };
      }
      if (mode === 'retrieve-as-tool') return { response: searchTool(this, adapter, embeddings, itemIndex) };
      throw new NodeOperationError(this.getNode(), `Only the "Retrieve Documents" modes supply the store to other nodes; this node is in mode "${mode}"`);
    }
  };
}

/** n8n's metadata filter option (`options.metadata.metadataValues`) as name/value pairs, or undefined. */
export function metadataFilterOf(context: IExecuteFunctions | ISupplyDataFunctions, itemIndex: number): Record<string, string> | undefined {
  const values = context.getNodeParameter('options.metadata.metadataValues', itemIndex, []) as Array<{ name: string; value: string }>;
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return Object.fromEntries(values.map(({ name, value }) => [name, value]));
}
