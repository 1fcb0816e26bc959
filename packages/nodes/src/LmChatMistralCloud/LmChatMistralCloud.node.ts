import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { modelSupply } from '../ai/model-supply.js';
import { mistralModels, mistralServer } from './mistral-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface MistralOptions { maxTokens?: number; temperature?: number; maxRetries?: number; topP?: number; safeMode?: boolean; randomSeed?: number | null }

/** Mistral Cloud Chat Model: Mistral AI's hosted models (La Plateforme). */
export class LmChatMistralCloud implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Mistral Cloud Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatMistralCloud',
    icon: 'file:mistral.svg',
    version: 1,
    description: 'Language model from Mistral AI',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: 'mistralCloudApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'mistral-small', typeOptions: { loadOptionsMethod: 'getModels' }, description: 'The model that answers' },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Maximum Number of Tokens', name: 'maxTokens', type: 'number', default: -1, typeOptions: { maxValue: 32768 }, description: '-1 leaves it to the model' },
          { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Max Retries', name: 'maxRetries', type: 'number', default: 2 },
          { displayName: 'Top P', name: 'topP', type: 'number', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Enable Safe Mode', name: 'safeMode', type: 'boolean', default: false, description: 'Whether Mistral adds its safety prompt before the conversation' },
          { displayName: 'Random Seed', name: 'randomSeed', type: 'number', default: null as unknown as number, description: 'The same seed gives the same answer to the same question' },
        ],
      },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        return mistralModels(this, (id) => !id.includes('embed'));
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { ChatMistralAI } = await import('@langchain/mistralai');
    const credentials = await this.getCredentials<{ apiKey: string; url?: string }>('mistralCloudApi');
    const options = this.getNodeParameter('options', itemIndex, {}) as MistralOptions;
    const { callbacks, supply } = modelSupply(this);
    return supply(new ChatMistralAI({
      apiKey: credentials.apiKey,
      model: this.getNodeParameter('model', itemIndex) as string,
      serverURL: mistralServer(credentials),
      ...(options.maxTokens !== undefined && options.maxTokens > 0 ? { maxTokens: options.maxTokens } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topP !== undefined ? { topP: options.topP } : {}),
      ...(options.safeMode !== undefined ? { safePrompt: options.safeMode } : {}),
      ...(typeof options.randomSeed === 'number' ? { seed: options.randomSeed } : {}),
      maxRetries: options.maxRetries ?? 2,
      callbacks,
    }));
  }
}
