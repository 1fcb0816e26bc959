import { OpenAIEmbeddings } from '@langchain/openai';
import type { INodePropertyOptions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { EmbeddingsCallLog } from '../ai/embeddings-call-log.js';
import { openAiNodeError } from '../ai/openai-error.js';
import { subNodeDescription } from '../ai/sub-node-description.js';

interface OpenAiCredentials { apiKey: string; organizationId?: string; url?: string; header?: boolean; headerName?: string; headerValue?: string }
interface EmbeddingOptions { dimensions?: number; baseURL?: string; batchSize?: number; stripNewLines?: boolean; timeout?: number; encodingFormat?: 'float' | 'base64' }

const MODELS = ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'];

/** Embeddings OpenAI: turns texts into vectors with OpenAI's embedding models, for vector stores. */
export class EmbeddingsOpenAi implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_embedding', 'Embeddings', {
    displayName: 'Embeddings OpenAI',
    name: '@n8n/n8n-nodes-langchain.embeddingsOpenAi',
    icon: 'file:openai.svg',
    version: [1, 1.1, 1.2],
    description: 'Use OpenAI embedding models',
    codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
      { displayName: 'Connect this node to a vector store: it embeds the documents inserted and the queries searched', name: 'notice', type: 'notice', default: '' },
      {
        displayName: 'Model', name: 'model', type: 'options', default: 'text-embedding-ada-002', description: 'The model which will generate the embeddings',
        typeOptions: { loadOptionsMethod: 'embeddingModels' }, displayOptions: { show: { '@version': [1] } },
      },
      {
        displayName: 'Model', name: 'model', type: 'options', default: 'text-embedding-3-small', description: 'The model which will generate the embeddings',
        typeOptions: { loadOptionsMethod: 'embeddingModels' }, displayOptions: { hide: { '@version': [1] } },
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
        options: [
          {
            displayName: 'Dimensions', name: 'dimensions', type: 'options', default: null as never, description: 'Length of the vectors (text-embedding-3 models only)',
            options: [256, 512, 1024, 1536, 3072].map((value) => ({ name: String(value), value })),
          },
          { displayName: 'Base URL', name: 'baseURL', type: 'string', default: 'https://api.openai.com/v1', description: 'Override the default base URL for the API', displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
          { displayName: 'Batch Size', name: 'batchSize', type: 'number', default: 512, typeOptions: { maxValue: 2048 }, description: 'Most documents sent in one request' },
          { displayName: 'Strip New Lines', name: 'stripNewLines', type: 'boolean', default: true, description: 'Whether to replace line breaks with spaces before embedding' },
          { displayName: 'Timeout', name: 'timeout', type: 'number', default: -1, description: 'Most seconds a request may take; -1 for no limit' },
          {
            displayName: 'Encoding Format', name: 'encodingFormat', type: 'options', default: null as never, description: 'How the API sends the vectors back',
            options: [{ name: 'Float', value: 'float' }, { name: 'Base64', value: 'base64' }],
          },
        ],
      },
    ],
  });

  methods = {
    loadOptions: {
      // OpenAI's embedding models; a model name typed as an expression reaches any other.
      async embeddingModels(): Promise<INodePropertyOptions[]> {
        return MODELS.map((value) => ({ name: value, value }));
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<OpenAiCredentials>('openAiApi');
    const node = this.getNode();
    const options = this.getNodeParameter('options', itemIndex, {}) as EmbeddingOptions;
    const headers = credentials.header && credentials.headerName ? { [credentials.headerName]: credentials.headerValue ?? '' } : undefined;
    const embeddings = new OpenAIEmbeddings({
      apiKey: credentials.apiKey,
      model: this.getNodeParameter('model', itemIndex, 'text-embedding-3-small') as string,
      ...(options.dimensions ? { dimensions: options.dimensions } : {}),
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.stripNewLines !== undefined ? { stripNewLines: options.stripNewLines } : {}),
      // n8n's timeout is in seconds, -1 for none.
      ...(options.timeout !== undefined && options.timeout > 0 ? { timeout: options.timeout * 1000 } : {}),
      ...(options.encodingFormat ? { encodingFormat: options.encodingFormat } : {}),
      maxRetries: 0,
      configuration: {
        // Before 1.2 the base URL was an option of the node; later it is the credential's.
        baseURL: (node.typeVersion < 1.2 ? options.baseURL : undefined) ?? credentials.url ?? 'https://api.openai.com/v1',
        ...(credentials.organizationId ? { organization: credentials.organizationId } : {}),
        ...(headers ? { defaultHeaders: headers } : {}),
      },
    });
    return { response: new EmbeddingsCallLog(embeddings, this, (error) => openAiNodeError(node, error)) };
  }
}
