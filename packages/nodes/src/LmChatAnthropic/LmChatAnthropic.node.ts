import type { ILoadOptionsFunctions, INodePropertyOptions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, loadModelOptions, modelSupply, searchResults } from '../ai/model-supply.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface AnthropicCredentials { apiKey: string; url?: string; header?: boolean; headerName?: string; headerValue?: string }
interface AnthropicOptions { maxTokensToSample?: number; temperature?: number; topK?: number; topP?: number; thinking?: boolean; thinkingBudget?: number }

const LEGACY_MODELS = [
  ['Claude 3.5 Sonnet (20241022)', 'claude-3-5-sonnet-20241022'], ['Claude 3 Opus (20240229)', 'claude-3-opus-20240229'],
  ['Claude 3.5 Sonnet (20240620)', 'claude-3-5-sonnet-20240620'], ['Claude 3 Sonnet (20240229)', 'claude-3-sonnet-20240229'],
  ['Claude 3.5 Haiku (20241022)', 'claude-3-5-haiku-20241022'], ['Claude 3 Haiku (20240307)', 'claude-3-haiku-20240307'],
  ['LEGACY: Claude 2', 'claude-2'], ['LEGACY: Claude 2.1', 'claude-2.1'], ['LEGACY: Claude Instant 1.2', 'claude-instant-1.2'], ['LEGACY: Claude Instant 1', 'claude-instant-1'],
].map(([name, value]) => ({ name: name as string, value: value as string }));

const ANTHROPIC_VERSION = '2023-06-01';

/** Anthropic Chat Model: supplies Claude (the Messages API) to its root node. */
export class LmChatAnthropic implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Anthropic Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatAnthropic',
    icon: 'file:anthropic.svg',
    version: [1, 1.1, 1.2, 1.3],
    defaultVersion: 1.3,
    description: 'Language model from Anthropic (Claude)',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: 'anthropicApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'claude-2', displayOptions: { show: { '@version': [1] } }, options: LEGACY_MODELS },
      { displayName: 'Model', name: 'model', type: 'options', default: 'claude-3-sonnet-20240229', displayOptions: { show: { '@version': [1.1] } }, options: LEGACY_MODELS },
      { displayName: 'Model', name: 'model', type: 'options', default: 'claude-3-5-sonnet-20240620', displayOptions: { show: { '@version': [{ _cnd: { lte: 1.2 } }] } }, options: LEGACY_MODELS.slice(0, 6) },
      {
        displayName: 'Model', name: 'model', type: 'resourceLocator', default: { mode: 'list', value: 'claude-sonnet-4-5-20250929', cachedResultName: 'Claude Sonnet 4.5' },
        required: true, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
        modes: [
          { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchModels', searchable: true } },
          { displayName: 'ID', name: 'id', type: 'string', placeholder: 'claude-sonnet-4-5-20250929' },
        ],
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Maximum Number of Tokens', name: 'maxTokensToSample', type: 'number', default: 4096, description: 'The most tokens the answer may have' },
          { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.7, displayOptions: { hide: { thinking: [true] } }, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Top K', name: 'topK', type: 'number', default: -1, displayOptions: { hide: { thinking: [true] } }, typeOptions: { maxValue: 1, minValue: -1, numberPrecision: 1 }, description: '-1 leaves it to the model' },
          { displayName: 'Top P', name: 'topP', type: 'number', default: 1, displayOptions: { hide: { thinking: [true] } }, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Enable Thinking', name: 'thinking', type: 'boolean', default: false, description: 'Whether the model reasons step by step before it answers (extended thinking)' },
          { displayName: 'Thinking Budget (Tokens)', name: 'thinkingBudget', type: 'number', default: 1024, displayOptions: { show: { thinking: [true] } } },
        ],
      },
    ],
  });

  methods = {
    listSearch: {
      async searchModels(this: ILoadOptionsFunctions, filter?: string) {
        return searchResults(await anthropicModels(this), filter);
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { ChatAnthropic } = await import('@langchain/anthropic');
    const credentials = await this.getCredentials<AnthropicCredentials>('anthropicApi');
    const version = this.getNode().typeVersion;
    const modelName = (version >= 1.3
      ? this.getNodeParameter('model', itemIndex, '', { extractValue: true })
      : this.getNodeParameter('model', itemIndex)) as string;
    const options = this.getNodeParameter('options', itemIndex, {}) as AnthropicOptions;
    const { callbacks, supply } = modelSupply(this);
    const headers = credentials.header && credentials.headerName ? { [credentials.headerName]: credentials.headerValue ?? '' } : undefined;
    // Thinking leaves sampling to the model: Anthropic refuses temperature, top K and top P with it.
    const sampling = options.thinking ? {} : {
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topK !== undefined && options.topK > 0 ? { topK: options.topK } : {}),
      ...(options.topP !== undefined ? { topP: options.topP } : {}),
    };
    return supply(new ChatAnthropic({
      apiKey: credentials.apiKey,
      model: modelName,
      anthropicApiUrl: credentials.url || 'https://api.anthropic.com',
      maxTokens: options.maxTokensToSample ?? 4096,
      ...sampling,
      ...(options.thinking ? { thinking: { type: 'enabled', budget_tokens: options.thinkingBudget ?? 1024 } } : {}),
      maxRetries: DEFAULT_MODEL_RETRIES,
      ...(headers ? { clientOptions: { defaultHeaders: headers } } : {}),
      callbacks,
    }));
  }
}

/** The models the key may use (GET /v1/models), newest first as Anthropic lists them. */
async function anthropicModels(context: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const credentials = await context.getCredentials<AnthropicCredentials>('anthropicApi');
  const base = (credentials.url || 'https://api.anthropic.com').replace(/\/$/, '');
  return loadModelOptions<{ data?: Array<{ id: string; display_name?: string }> }>(
    context, 'anthropicApi', { url: `${base}/v1/models?limit=1000`, headers: { 'anthropic-version': ANTHROPIC_VERSION } },
    (body) => (body.data ?? []).map((model) => ({ name: model.display_name ?? model.id, value: model.id })),
  );
}
