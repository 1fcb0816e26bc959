import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { cancelOptions } from '../ai/batches.js';
import { AI_CHAIN_CODEX, MODEL_ROOT_INPUTS, routeByAnswer } from '../ai/route-by-answer.js';
import { answerParser, objectSchema } from '../ai/output-parsers.js';
import { askForJson } from '../ai/ask-for-json.js';
import type { JsonSchema } from '../ai/output-parsers.js';

interface SentimentOptions { categories?: string; systemPromptTemplate?: string; includeDetailedResults?: boolean; enableAutoFixing?: boolean }

const DEFAULT_CATEGORIES = 'Positive, Neutral, Negative';
const DEFAULT_SYSTEM_PROMPT = 'You are highly intelligent and accurate sentiment analyzer. Analyze the sentiment of the provided text. Categorize it into one of the following: {categories}. Use the provided formatting instructions. Only output the JSON.';

/** n8n's outputs: one per sentiment category, named after it. */
const SENTIMENT_OUTPUTS = "={{((parameters, defaultCategories) => {\n  const options = parameters?.options ?? {};\n  const categories = options?.categories ?? defaultCategories;\n  const categoriesArray = categories.split(\",\").map((cat) => cat.trim());\n  const ret = categoriesArray.map((cat) => ({ type: \"main\", displayName: cat }));\n  return ret;\n})($parameter, \"Positive, Neutral, Negative\")}}";

/** The answer asked of the model: the category, and with detailed results its strength and confidence (0 to 1). */
function answerSchema(categories: string[], detailed: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = { sentiment: { type: 'string', enum: categories } };
  if (detailed) {
    properties.strength = { type: 'number', minimum: 0, maximum: 1, description: 'How strongly the text expresses this sentiment, from 0 (barely) to 1 (very strongly)' };
    properties.confidence = { type: 'number', minimum: 0, maximum: 1, description: 'How sure the analysis is of the category, from 0 to 1' };
  }
  return objectSchema(properties, Object.keys(properties));
}

/** Sentiment Analysis: asks the connected chat model for the sentiment of an item's text and routes the item to that category's output. */
export class SentimentAnalysis implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Sentiment Analysis',
    name: '@n8n/n8n-nodes-langchain.sentimentAnalysis',
    icon: 'file:sentiment-analysis.svg',
    group: ['transform'],
    version: [1, 1.1],
    description: 'Analyze the sentiment of your text',
    defaults: { name: 'Sentiment Analysis', color: '#909298' },
    codex: AI_CHAIN_CODEX,
    inputs: MODEL_ROOT_INPUTS,
    outputs: SENTIMENT_OUTPUTS,
    properties: [
  { displayName: "Text to Analyze", name: "inputText", type: "string", default: "", required: true, typeOptions: {"rows": 2} },
  { displayName: "Detailed results add a strength and a confidence score (0 to 1) to each item; the model estimates them, so treat them as rough", name: "detailedResultsNotice", type: "notice", default: "", displayOptions: {"show": {"/options.includeDetailedResults": [true]}} },
  { displayName: "Options", name: "options", placeholder: "Add Option", type: "collection", default: {}, options: [
    { displayName: "Sentiment Categories", name: "categories", type: "string", default: "Positive, Neutral, Negative", noDataExpression: true, typeOptions: {"rows": 2} },
    { displayName: "System Prompt Template", name: "systemPromptTemplate", type: "string", default: "You are highly intelligent and accurate sentiment analyzer. Analyze the sentiment of the provided text. Categorize it into one of the following: {categories}. Use the provided formatting instructions. Only output the JSON.", typeOptions: {"rows": 6} },
    { displayName: "Include Detailed Results", name: "includeDetailedResults", type: "boolean", default: false },
    { displayName: "Enable Auto Fixing", name: "enableAutoFixing", type: "boolean", default: true },
    { displayName: "Batching", name: "batching", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.1}}]}}, options: [
      { displayName: "Batch Size", name: "batchSize", type: "number", default: 5 },
      { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
    ] }
  ] }

    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const options = this.getNodeParameter('options', 0, {}) as SentimentOptions;
    const categories = (options.categories ?? DEFAULT_CATEGORIES).split(',').map((category) => category.trim());
    const detailed = options.includeDetailedResults === true;
    const model = await this.getInputConnectionData('ai_languageModel', 0) as BaseChatModel;
    const parser = answerParser(model, answerSchema(categories, detailed), options.enableAutoFixing ?? true);
    const { signal } = cancelOptions(this);
    const instructions = options.systemPromptTemplate ?? DEFAULT_SYSTEM_PROMPT;
    return await routeByAnswer(this, {
      outputCount: categories.length,
      missingText: (itemIndex) => `Text to analyze for item ${itemIndex} is not defined`,
      ask: (text) => askForJson({ model, parser, instructions, suffix: '\n{format_instructions}', text, signal, values: { categories: categories.join(', ') } }),
      route: (answer, item) => {
        const sentiment = String(answer.sentiment);
        const output = categories.findIndex((category) => category.toLowerCase() === sentiment.toLowerCase());
        if (output === -1) return [];
        const sentimentAnalysis: IDataObject = { category: sentiment };
        if (detailed) Object.assign(sentimentAnalysis, { strength: answer.strength, confidence: answer.confidence });
        return [{ output, item: { ...item, json: { ...item.json, sentimentAnalysis } } }];
      },
    });
  }
}
