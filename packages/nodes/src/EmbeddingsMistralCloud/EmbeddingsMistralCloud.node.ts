import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { mistralModels, mistralServer } from '../LmChatMistralCloud/mistral-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Embeddings Mistral Cloud: vectors from Mistral AI's embedding model, for vector stores. */
export class EmbeddingsMistralCloud implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_embedding', 'Embeddings', {
    displayName: 'Embeddings Mistral Cloud',
    name: '@n8n/n8n-nodes-langchain.embeddingsMistralCloud',
    icon: 'file:mistral.svg',
    version: 1,
    description: 'Turns texts into vectors with Mistral AI',
    codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
    credentials: [{ name: 'mistralCloudApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to a vector store'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'mistral-embed', typeOptions: { loadOptionsMethod: 'getModels' } },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Batch Size', name: 'batchSize', type: 'number', default: 512, typeOptions: { maxValue: 2048 }, description: 'The most texts sent in one request' },
          { displayName: 'Strip New Lines', name: 'stripNewLines', type: 'boolean', default: true, description: 'Whether new lines become spaces before the texts are sent' },
        ],
      },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        return mistralModels(this, (id) => id.includes('embed'));
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { MistralAIEmbeddings } = await import('@langchain/mistralai');
    const credentials = await this.getCredentials<{ apiKey: string; url?: string }>('mistralCloudApi');
    const options = this.getNodeParameter('options', itemIndex, {}) as { batchSize?: number; stripNewLines?: boolean };
    return modelSupply(this).supplyEmbeddings(new MistralAIEmbeddings({
      apiKey: credentials.apiKey,
      serverURL: mistralServer(credentials),
      model: this.getNodeParameter('model', itemIndex) as string,
      batchSize: options.batchSize ?? 512,
      stripNewLines: options.stripNewLines ?? true,
      maxRetries: DEFAULT_MODEL_RETRIES,
    }));
  }
}
