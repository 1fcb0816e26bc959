import { GoogleGenerativeAIEmbeddings } from '@langchain/google-genai';
import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { geminiHost, geminiModels } from '../LmChatGoogleGemini/gemini-api.js';
import type { GooglePalmCredentials } from '../LmChatGoogleGemini/gemini-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';

interface BatchEmbedder {
  client: { batchEmbedContents(request: { requests: unknown[] }): Promise<{ embeddings: Array<{ values?: number[] }> }> };
  _convertToContent(text: string): unknown;
}

/**
 * LangChain's Gemini embeddings answer an empty vector for each text of a batch that failed (a wrong key,
 * a rate limit), which a vector store would then store: here a failed batch fails the call.
 */
class GeminiEmbeddings extends GoogleGenerativeAIEmbeddings {
  protected override async _embedDocumentsContent(documents: string[]): Promise<number[][]> {
    const self = this as unknown as BatchEmbedder;
    const batches: string[][] = [];
    for (let start = 0; start < documents.length; start += this.maxBatchSize) batches.push(documents.slice(start, start + this.maxBatchSize));
    const answers = await Promise.all(batches.map((batch) => self.client.batchEmbedContents({ requests: batch.map((text) => self._convertToContent(text)) })));
    return answers.flatMap((answer) => answer.embeddings.map((embedding) => embedding.values ?? []));
  }
}

/** Embeddings Google Gemini: vectors from Google's embedding models, for vector stores. */
export class EmbeddingsGoogleGemini implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_embedding', 'Embeddings', {
    displayName: 'Embeddings Google Gemini',
    name: '@n8n/n8n-nodes-langchain.embeddingsGoogleGemini',
    icon: 'file:google.svg',
    version: 1,
    description: 'Turns texts into vectors with Google Gemini',
    codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
    credentials: [{ name: 'googlePalmApi', required: true }],
    properties: [
      { displayName: 'This node must be connected to a vector store', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Each model makes vectors of its own size: use the same model to store and to search', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Model', name: 'modelName', type: 'options', default: 'models/text-embedding-004', typeOptions: { loadOptionsMethod: 'getModels' } },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        return geminiModels(this, 'embedContent');
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<GooglePalmCredentials>('googlePalmApi');
    return modelSupply(this).supplyEmbeddings(new GeminiEmbeddings({
      apiKey: credentials.apiKey,
      baseUrl: geminiHost(credentials),
      model: this.getNodeParameter('modelName', itemIndex) as string,
      maxRetries: DEFAULT_MODEL_RETRIES,
    }));
  }
}
