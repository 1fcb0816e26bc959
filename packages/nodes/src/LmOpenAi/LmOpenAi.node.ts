import { OpenAI } from '@langchain/openai';
import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { loadModelOptions, modelSupply, openAiShapedModels, searchResults } from '../ai/model-supply.js';
import { subNodeDescription } from '../ai/sub-node-description.js';

interface OpenAiCredentials { apiKey: string; organizationId?: string; url?: string }
interface CompletionOptions {
  baseURL?: string; frequencyPenalty?: number; maxTokens?: number; presencePenalty?: number; temperature?: number; timeout?: number; maxRetries?: number; topP?: number;
}

/**
 * OpenAI Model: a completion model (text in, text out, OpenAI's legacy /completions API) rather than a chat
 * model. It cannot call tools, so an agent cannot use it; chains can.
 */
export class LmOpenAi implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'OpenAI Model',
    name: '@n8n/n8n-nodes-langchain.lmOpenAi',
    icon: 'file:openai.svg',
    version: 1,
    description: 'For advanced usage with an AI chain',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Text Completion Models'] } },
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
      { displayName: 'This node uses OpenAI\'s legacy completions API: for new workflows use the OpenAI Chat Model', name: 'deprecated', type: 'notice', default: '' },
      {
        displayName: 'Model', name: 'model', type: 'resourceLocator', default: { mode: 'list', value: 'gpt-3.5-turbo-instruct' }, required: true,
        modes: [
          { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'openAiModelSearch', searchable: true } },
          { displayName: 'ID', name: 'id', type: 'string', placeholder: 'gpt-3.5-turbo-instruct' },
        ],
      },
      { displayName: 'The Base URL option is used instead of the credential\'s', name: 'notice', type: 'notice', default: '', displayOptions: { show: { '/options.baseURL': [{ _cnd: { exists: true } }] } } },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Base URL', name: 'baseURL', type: 'string', default: 'https://api.openai.com/v1' },
          { displayName: 'Frequency Penalty', name: 'frequencyPenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 } },
          { displayName: 'Maximum Number of Tokens', name: 'maxTokens', type: 'number', default: -1, typeOptions: { maxValue: 32768 }, description: '-1 leaves it to the model' },
          { displayName: 'Presence Penalty', name: 'presencePenalty', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 } },
          { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Timeout', name: 'timeout', type: 'number', default: 60000 },
          { displayName: 'Max Retries', name: 'maxRetries', type: 'number', default: 2 },
          { displayName: 'Top P', name: 'topP', type: 'number', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
        ],
      },
    ],
  });

  methods = {
    listSearch: {
      async openAiModelSearch(this: ILoadOptionsFunctions, filter?: string) {
        const credentials = await this.getCredentials<OpenAiCredentials>('openAiApi');
        const base = (credentials.url || 'https://api.openai.com/v1').replace(/\/$/, '');
        return searchResults(await loadModelOptions(this, 'openAiApi', { url: `${base}/models` }, openAiShapedModels()), filter);
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<OpenAiCredentials>('openAiApi');
    const options = this.getNodeParameter('options', itemIndex, {}) as CompletionOptions;
    const { callbacks, supply } = modelSupply(this);
    return supply(new OpenAI({
      apiKey: credentials.apiKey,
      model: this.getNodeParameter('model', itemIndex, '', { extractValue: true }) as string,
      ...(options.frequencyPenalty !== undefined ? { frequencyPenalty: options.frequencyPenalty } : {}),
      ...(options.presencePenalty !== undefined ? { presencePenalty: options.presencePenalty } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topP !== undefined ? { topP: options.topP } : {}),
      // -1 (the default) leaves the length to the API: LangChain would otherwise count the prompt's tokens with an encoding it downloads.
      ...(options.maxTokens !== undefined && options.maxTokens > 0 ? { maxTokens: options.maxTokens } : {}),
      timeout: options.timeout ?? 60000,
      maxRetries: options.maxRetries ?? 2,
      configuration: {
        baseURL: options.baseURL ?? credentials.url ?? 'https://api.openai.com/v1',
        ...(credentials.organizationId ? { organization: credentials.organizationId } : {}),
      },
      callbacks,
    }));
  }
}
