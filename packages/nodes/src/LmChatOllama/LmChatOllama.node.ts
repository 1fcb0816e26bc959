import type { ILoadOptionsFunctions, INodeProperties, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { ollamaBaseUrl, ollamaHeaders, ollamaModels } from './ollama-api.js';
import type { OllamaCredentials } from './ollama-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface OllamaOptions {
  temperature?: number; topK?: number; topP?: number; frequencyPenalty?: number; keepAlive?: string; lowVram?: boolean; mainGpu?: number;
  numBatch?: number; numCtx?: number; numGpu?: number; numPredict?: number; numThread?: number; penalizeNewline?: boolean;
  presencePenalty?: number; repeatPenalty?: number; useMLock?: boolean; useMMap?: boolean; vocabOnly?: boolean; format?: 'default' | 'json';
}

const number = (name: string, displayName: string, value: number, extra: Partial<INodeProperties> = {}): INodeProperties =>
  ({ displayName, name, type: 'number', default: value, ...extra });
const flag = (name: string, displayName: string, value: boolean, description: string): INodeProperties =>
  ({ displayName, name, type: 'boolean', default: value, description });

/** Ollama Chat Model: a model served by an Ollama server (local or remote). */
export class LmChatOllama implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Ollama Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatOllama',
    icon: 'file:ollama.svg',
    version: 1,
    description: 'Language model served by Ollama',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: 'ollamaApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'Model', name: 'model', type: 'options', default: 'llama3.2', required: true, typeOptions: { loadOptionsMethod: 'getModels' }, description: 'A model pulled on the Ollama server' },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          number('temperature', 'Sampling Temperature', 0.7, { typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } }),
          number('topK', 'Top K', -1, { typeOptions: { maxValue: 100, minValue: -1, numberPrecision: 1 }, description: '-1 leaves it to the model' }),
          number('topP', 'Top P', 1, { typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } }),
          number('frequencyPenalty', 'Frequency Penalty', 0, { typeOptions: { minValue: 0 } }),
          { displayName: 'Keep Alive', name: 'keepAlive', type: 'string', default: '5m', description: 'How long the model stays loaded after a call (e.g. 5m, 1h, -1 for ever)' },
          flag('lowVram', 'Low VRAM Mode', false, 'Whether to save GPU memory at the cost of speed'),
          number('mainGpu', 'Main GPU ID', 0),
          number('numBatch', 'Context Batch Size', 512),
          number('numCtx', 'Context Length', 2048),
          number('numGpu', 'Number of GPUs', -1, { description: '-1 lets Ollama decide' }),
          number('numPredict', 'Max Tokens to Generate', -1, { description: '-1 for no limit' }),
          number('numThread', 'Number of CPU Threads', 0, { description: '0 lets Ollama decide' }),
          flag('penalizeNewline', 'Penalize Newlines', true, 'Whether new lines count towards the repetition penalties'),
          number('presencePenalty', 'Presence Penalty', 0),
          number('repeatPenalty', 'Repetition Penalty', 1),
          flag('useMLock', 'Use Memory Locking', false, 'Whether the model is locked in memory so it is never swapped out'),
          flag('useMMap', 'Use Memory Mapping', true, 'Whether the model file is mapped into memory rather than read'),
          flag('vocabOnly', 'Load Vocabulary Only', false, 'Whether only the vocabulary is loaded, not the weights'),
          { displayName: 'Output Format', name: 'format', type: 'options', default: 'default', options: [{ name: 'Default', value: 'default' }, { name: 'JSON', value: 'json' }] },
        ],
      },
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
    const { ChatOllama } = await import('@langchain/ollama');
    const credentials = await this.getCredentials<OllamaCredentials>('ollamaApi');
    const { format, useMLock, useMMap, topK, ...options } = this.getNodeParameter('options', itemIndex, {}) as OllamaOptions;
    const headers = ollamaHeaders(credentials);
    const { callbacks, supply } = modelSupply(this);
    return supply(new ChatOllama({
      baseUrl: ollamaBaseUrl(credentials),
      model: this.getNodeParameter('model', itemIndex) as string,
      ...options,
      ...(topK !== undefined && topK > 0 ? { topK } : {}),
      ...(useMLock !== undefined ? { useMlock: useMLock } : {}),
      ...(useMMap !== undefined ? { useMmap: useMMap } : {}),
      ...(format === 'json' ? { format: 'json' } : {}),
      ...(headers ? { headers } : {}),
      maxRetries: DEFAULT_MODEL_RETRIES,
      callbacks,
    }));
  }
}
