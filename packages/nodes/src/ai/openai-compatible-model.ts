import type {
  ILoadOptionsFunctions, INodeProperties, INodePropertyOptions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData,
} from '@weft/workflow';
import { NodeChatOpenAi } from './node-chat-openai.js';
import { loadModelOptions, modelSupply, openAiShapedModels } from './model-supply.js';
import { modelNodeError } from './model-error.js';
import { subNodeDescription } from './sub-node-description.js';
import { connectionHintNotice } from './sub-node-description.js';

interface Compatible {
  displayName: string;
  name: string;
  icon: string;
  credential: string;
  defaultModel: string;
  /** The credential's base URL when it has none saved (its hidden field's default). */
  defaultBaseUrl: string;
  description: string;
}

interface CompatibleOptions {
  frequencyPenalty?: number; maxTokens?: number; responseFormat?: 'text' | 'json_object'; presencePenalty?: number;
  temperature?: number; timeout?: number; maxRetries?: number; topP?: number;
}

/** The options n8n gives the chat models of OpenAI-compatible services (OpenRouter, DeepSeek). */
export const compatibleOptions: INodeProperties = {
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
  options: [
    { displayName: 'Frequency Penalty', name: 'frequencyPenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 } },
    { displayName: 'Maximum Number of Tokens', name: 'maxTokens', type: 'number', default: -1, typeOptions: { maxValue: 32768 }, description: '-1 leaves it to the model' },
    { displayName: 'Response Format', name: 'responseFormat', type: 'options', default: 'text', options: [{ name: 'Text', value: 'text' }, { name: 'JSON', value: 'json_object' }] },
    { displayName: 'Presence Penalty', name: 'presencePenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 } },
    { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, typeOptions: { maxValue: 2, minValue: 0, numberPrecision: 1 } },
    { displayName: 'Timeout', name: 'timeout', type: 'number', default: 360000, description: 'Milliseconds a request may take' },
    { displayName: 'Max Retries', name: 'maxRetries', type: 'number', default: 2 },
    { displayName: 'Top P', name: 'topP', type: 'number', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
  ],
};

/** The LangChain fields of the OpenAI-shaped options (shared with Azure OpenAI). */
export function openAiShapedFields(options: CompatibleOptions, defaultTimeout: number) {
  return {
    ...(options.frequencyPenalty !== undefined ? { frequencyPenalty: options.frequencyPenalty } : {}),
    ...(options.presencePenalty !== undefined ? { presencePenalty: options.presencePenalty } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    ...(options.maxTokens !== undefined && options.maxTokens > 0 ? { maxTokens: options.maxTokens } : {}),
    ...(options.responseFormat === 'json_object' ? { modelKwargs: { response_format: { type: 'json_object' } } } : {}),
    timeout: options.timeout ?? defaultTimeout,
    maxRetries: options.maxRetries ?? 2,
  };
}

/**
 * A chat model node of an OpenAI-compatible service: OpenAI's chat model class pointed at the service's
 * base URL (from the credential), its model list from the service's `/models`.
 */
type CompatibleChatModel = INodeType & { methods: { loadOptions: { getModels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> } } };

export function openAiCompatibleChatModel(service: Compatible): new () => CompatibleChatModel {
  const description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: service.displayName,
    name: service.name,
    icon: service.icon,
    version: [1],
    description: service.description,
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: service.credential, required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'When the response format is JSON, the prompt of the chain or agent must contain the word "json"', name: 'notice', type: 'notice', default: '', displayOptions: { show: { '/options.responseFormat': ['json_object'] } } },
      { displayName: 'Model', name: 'model', type: 'options', default: service.defaultModel, typeOptions: { loadOptionsMethod: 'getModels' }, description: 'The model that answers' },
      compatibleOptions,
    ],
  });
  const baseUrlOf = (credentials: { url?: string }) => (credentials.url || service.defaultBaseUrl).replace(/\/$/, '');

  return class implements INodeType {
    description = description;

    methods = {
      loadOptions: {
        async getModels(this: ILoadOptionsFunctions) {
          const credentials = await this.getCredentials<{ url?: string }>(service.credential);
          return loadModelOptions(this, service.credential, { url: `${baseUrlOf(credentials)}/models` }, openAiShapedModels());
        },
      },
    };

    async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
      const credentials = await this.getCredentials<{ apiKey: string; url?: string }>(service.credential);
      const options = this.getNodeParameter('options', itemIndex, {}) as CompatibleOptions;
      const { callbacks, supply } = modelSupply(this);
      const node = this.getNode();
      return supply(new NodeChatOpenAi({
        apiKey: credentials.apiKey,
        model: this.getNodeParameter('model', itemIndex) as string,
        ...openAiShapedFields(options, 360000),
        configuration: { baseURL: baseUrlOf(credentials) },
        callbacks,
      }, (error) => modelNodeError(node, error)));
    }
  };
}
