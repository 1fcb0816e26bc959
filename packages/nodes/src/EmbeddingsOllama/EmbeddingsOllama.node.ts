import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { ollamaBaseUrl, ollamaHeaders, ollamaModels } from '../LmChatOllama/ollama-api.js';
import type { OllamaCredentials } from '../LmChatOllama/ollama-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Embeddings Ollama: vectors from an embedding model on an Ollama server, for vector stores. */
export class EmbeddingsOllama implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_embedding', 'Embeddings', {
    displayName: 'Embeddings Ollama',
    name: '@n8n/n8n-nodes-langchain.embeddingsOllama',
    icon: 'file:ollama.svg',
    version: 1,
    description: 'Turns texts into vectors with a model served by Ollama',
    codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
    credentials: [{ name: 'ollamaApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to a vector store'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'llama3.2', required: true, typeOptions: { loadOptionsMethod: 'getModels' }, description: 'A model pulled on the Ollama server (an embedding model such as nomic-embed-text)' },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        return ollamaModels(this);
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { OllamaEmbeddings } = await import('@langchain/ollama');
    const credentials = await this.getCredentials<OllamaCredentials>('ollamaApi');
    const headers = ollamaHeaders(credentials);
    return modelSupply(this).supplyEmbeddings(new OllamaEmbeddings({
      baseUrl: ollamaBaseUrl(credentials),
      model: this.getNodeParameter('model', itemIndex) as string,
      ...(headers ? { headers } : {}),
      maxRetries: DEFAULT_MODEL_RETRIES,
    }));
  }
}
