import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { geminiHost, geminiModels } from '../LmChatGoogleGemini/gemini-api.js';
import type { GooglePalmCredentials } from '../LmChatGoogleGemini/gemini-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

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
      connectionHintNotice('This node must be connected to a vector store'),
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
    // Google's client loads on first use: importing it with the node library cost every start.
    const { GeminiEmbeddings } = await import('./gemini-embeddings.js');
    return modelSupply(this).supplyEmbeddings(new GeminiEmbeddings({
      apiKey: credentials.apiKey,
      baseUrl: geminiHost(credentials),
      model: this.getNodeParameter('modelName', itemIndex) as string,
      maxRetries: DEFAULT_MODEL_RETRIES,
    }));
  }
}
