import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, loadModelOptions, modelSupply, openAiShapedModels } from '../ai/model-supply.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

const GROQ_API = 'https://api.groq.com/openai/v1';

/** Groq's API address: Groq's client adds `/openai/v1/…` itself, so it takes the server alone. */
function groqServer(credentials: { url?: string }): string {
  return (credentials.url || GROQ_API).replace(/\/$/, '').replace(/\/openai\/v1$/, '');
}

/** Groq Chat Model: models served by Groq's LPU inference. */
export class LmChatGroq implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Groq Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatGroq',
    icon: 'file:groq.svg',
    version: 1,
    description: 'Language model served by Groq',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: 'groqApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'llama3-8b-8192', typeOptions: { loadOptionsMethod: 'getModels' }, description: 'The model that answers' },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Maximum Number of Tokens', name: 'maxTokensToSample', type: 'number', default: 4096 },
          { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
        ],
      },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        const credentials = await this.getCredentials<{ url?: string }>('groqApi');
        // Speech models (Whisper) cannot chat.
        return loadModelOptions(this, 'groqApi', { url: `${groqServer(credentials)}/openai/v1/models` }, openAiShapedModels((id) => id.includes('whisper')));
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { ChatGroq } = await import('@langchain/groq');
    const credentials = await this.getCredentials<{ apiKey: string; url?: string }>('groqApi');
    const options = this.getNodeParameter('options', itemIndex, {}) as { maxTokensToSample?: number; temperature?: number };
    const { callbacks, supply } = modelSupply(this);
    return supply(new ChatGroq({
      apiKey: credentials.apiKey,
      model: this.getNodeParameter('model', itemIndex) as string,
      baseUrl: groqServer(credentials),
      maxTokens: options.maxTokensToSample ?? 4096,
      temperature: options.temperature ?? 0.7,
      maxRetries: DEFAULT_MODEL_RETRIES,
      callbacks,
    }));
  }
}
