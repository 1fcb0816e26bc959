import type { DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import type { VectorStore } from '@langchain/core/vectorstores';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData, NodeConnectionType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/**
 * The `topK` nearest documents of the store for a query. The search is recorded on the vector store
 * node only: n8n shows no run of the retriever node itself.
 */
class StoreRetriever extends BaseRetriever {
  override lc_namespace = ['weft', 'retrievers'];

  constructor(private readonly store: VectorStore, private readonly topK: number, private readonly context: ISupplyDataFunctions) {
    super({});
  }

  override async _getRelevantDocuments(query: string): Promise<DocumentInterface[]> {
    try {
      return await this.store.similaritySearch(query, this.topK);
    } catch (error) {
      throw error instanceof NodeOperationError ? error : new NodeOperationError(this.context.getNode(), (error as Error).message);
    }
  }
}

/** Vector Store Retriever: the documents of a connected vector store nearest to a chain's question. */
export class RetrieverVectorStore implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Vector Store Retriever',
    name: '@n8n/n8n-nodes-langchain.retrieverVectorStore',
    icon: 'file:retriever.svg',
    group: ['transform'],
    version: 1,
    description: 'Use a vector store as retriever',
    defaults: { name: 'Vector Store Retriever' },
    codex: { categories: ['AI'], subcategories: { AI: ['Retrievers'] } },
    // n8n's inputs with their rules (the description type names connection types only).
    inputs: [{ displayName: 'Vector Store', maxConnections: 1, type: 'ai_vectorStore', required: true }] as unknown as NodeConnectionType[],
    outputs: ['ai_retriever'],
    outputNames: ['Retriever'],
    properties: [
      { displayName: 'Limit', name: 'topK', type: 'number', default: 4, description: 'Number of documents to return' },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const topK = this.getNodeParameter('topK', itemIndex, 4) as number;
    const store = await this.getInputConnectionData('ai_vectorStore', itemIndex) as VectorStore;
    return { response: new StoreRetriever(store, topK, this) };
  }
}
