import type { SafetySetting } from '@google/generative-ai';
import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { DEFAULT_MODEL_RETRIES, modelSupply } from '../ai/model-supply.js';
import { geminiHost, geminiModels } from './gemini-api.js';
import type { GooglePalmCredentials } from './gemini-api.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface GeminiOptions {
  maxOutputTokens?: number; temperature?: number; topK?: number; topP?: number;
  safetySettings?: { values?: Array<{ category: string; threshold: string }> | { category: string; threshold: string } };
}

const CATEGORIES = ['HARM_CATEGORY_HARASSMENT', 'HARM_CATEGORY_HATE_SPEECH', 'HARM_CATEGORY_SEXUALLY_EXPLICIT', 'HARM_CATEGORY_DANGEROUS_CONTENT'];
const THRESHOLDS = ['HARM_BLOCK_THRESHOLD_UNSPECIFIED', 'BLOCK_LOW_AND_ABOVE', 'BLOCK_MEDIUM_AND_ABOVE', 'BLOCK_ONLY_HIGH', 'BLOCK_NONE'];
const label = (value: string) => value.replace(/^HARM_(CATEGORY_)?/, '').toLowerCase().replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** Google Gemini Chat Model: Google's Gemini models through the Gemini API (Google AI Studio keys). */
export class LmChatGoogleGemini implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Google Gemini Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatGoogleGemini',
    icon: 'file:google.svg',
    version: 1,
    description: 'Chat model from Google Gemini',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [{ name: 'googlePalmApi', required: true }],
    properties: [
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'Model', name: 'modelName', type: 'options', default: 'models/gemini-2.5-flash', typeOptions: { loadOptionsMethod: 'getModels' }, description: 'The model that answers' },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {},
        options: [
          { displayName: 'Maximum Number of Tokens', name: 'maxOutputTokens', type: 'number', default: 2048 },
          { displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 0.4, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          { displayName: 'Top K', name: 'topK', type: 'number', default: 32, typeOptions: { maxValue: 40, minValue: -1, numberPrecision: 1 }, description: '-1 leaves it to the model' },
          { displayName: 'Top P', name: 'topP', type: 'number', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 } },
          {
            displayName: 'Safety Settings', name: 'safetySettings', type: 'fixedCollection', default: { values: { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED' } },
            typeOptions: { multipleValues: true }, placeholder: 'Add Safety Setting',
            options: [{
              displayName: 'Setting', name: 'values',
              values: [
                { displayName: 'Category', name: 'category', type: 'options', default: 'HARM_CATEGORY_UNSPECIFIED', options: CATEGORIES.map((value) => ({ name: label(value), value })) },
                { displayName: 'Threshold', name: 'threshold', type: 'options', default: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED', options: THRESHOLDS.map((value) => ({ name: label(value), value })) },
              ],
            }],
          },
        ],
      },
    ],
  });

  methods = {
    loadOptions: {
      async getModels(this: ILoadOptionsFunctions) {
        return geminiModels(this, 'generateContent');
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    // The provider's client loads on first use: importing it with the node library cost every start.
    const { ChatGoogleGenerativeAI } = await import('@langchain/google-genai');
    const credentials = await this.getCredentials<GooglePalmCredentials>('googlePalmApi');
    const options = this.getNodeParameter('options', itemIndex, {}) as GeminiOptions;
    const settings = options.safetySettings?.values;
    const safetySettings = (Array.isArray(settings) ? settings : settings ? [settings] : []) as SafetySetting[];
    const { callbacks, supply } = modelSupply(this);
    return supply(new ChatGoogleGenerativeAI({
      apiKey: credentials.apiKey,
      baseUrl: geminiHost(credentials),
      model: this.getNodeParameter('modelName', itemIndex) as string,
      maxOutputTokens: options.maxOutputTokens ?? 2048,
      temperature: options.temperature ?? 0.4,
      ...(options.topK !== undefined && options.topK > 0 ? { topK: options.topK } : {}),
      ...(options.topP !== undefined ? { topP: options.topP } : {}),
      ...(safetySettings.length > 0 ? { safetySettings } : {}),
      maxRetries: DEFAULT_MODEL_RETRIES,
      callbacks,
    }));
  }
}
