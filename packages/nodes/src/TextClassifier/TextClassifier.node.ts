import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cancelOptions } from '../ai/batches.js';
import { AI_CHAIN_CODEX, MODEL_ROOT_INPUTS, routeByAnswer } from '../ai/route-by-answer.js';
import { answerParser, objectSchema } from '../ai/output-parsers.js';
import { askForJson } from '../ai/ask-for-json.js';
import type { JsonSchema } from '../ai/output-parsers.js';

interface Category { category?: string; description?: string }
interface ClassifierOptions { multiClass?: boolean; fallback?: 'discard' | 'other'; systemPromptTemplate?: string; enableAutoFixing?: boolean }

const DEFAULT_SYSTEM_PROMPT = "Please classify the text provided by the user into one of the following categories: {categories}, and use the provided formatting instructions below. Don't explain, and only output the json.";

/** n8n's outputs: one per category, named after it, and an "Other" output when unmatched items are kept. */
const CLASSIFIER_OUTPUTS = "={{((parameters) => {\n  const categories = parameters.categories?.categories ?? [];\n  const fallback = parameters.options?.fallback;\n  const ret = categories.map((cat) => {\n    return { type: \"main\", displayName: cat.category };\n  });\n  if (fallback === \"other\") ret.push({ type: \"main\", displayName: \"Other\" });\n  return ret;\n})($parameter)}}";

/** The answer asked of the model: one true/false per category (and `fallback` when there is an Other output). */
function answerSchema(categories: Category[], fallback: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const { category = '', description = '' } of categories) {
    properties[category] = { type: 'boolean', description: `Should the text be classified as ${category}? ${description}`.trim() };
  }
  if (fallback === 'other') properties.fallback = { type: 'boolean', description: 'Should the text be classified as "other"?' };
  return objectSchema(properties, Object.keys(properties));
}

/** What follows the user's instructions in the system message: the format instructions and how to choose. */
function instructionsSuffix(options: ClassifierOptions, fallback: string): string {
  const choosing = options.multiClass
    ? 'More than one category may apply: set each category that applies to true.'
    : 'The categories exclude each other: set at most one category to true.';
  const unmatched = fallback === 'other'
    ? 'When no category applies, set "fallback" to true.'
    : 'When no category fits well, set every category to false.';
  // n8n separates these parts with a newline and a tab.
  return `\n\t{format_instructions}\n\t${choosing}\n\t${unmatched}`;
}

/** Text Classifier: asks the connected chat model which categories an item's text belongs to and routes the item to those outputs. */
export class TextClassifier implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Text Classifier',
    name: '@n8n/n8n-nodes-langchain.textClassifier',
    icon: 'file:text-classifier.svg',
    group: ['transform'],
    version: [1, 1.1],
    description: 'Classify your text into distinct categories',
    defaults: { name: 'Text Classifier', color: '#909298' },
    codex: AI_CHAIN_CODEX,
    inputs: MODEL_ROOT_INPUTS,
    outputs: CLASSIFIER_OUTPUTS,
    properties: [
  { displayName: "Text to Classify", name: "inputText", type: "string", default: "", required: true, typeOptions: {"rows": 2} },
  { displayName: "Categories", name: "categories", placeholder: "Add Category", type: "fixedCollection", default: {}, typeOptions: {"multipleValues": true}, options: [
    { displayName: "Category", name: "categories", values: [
      { displayName: "Category", name: "category", type: "string", default: "", required: true },
      { displayName: "Description", name: "description", type: "string", default: "" }
    ] }
  ] },
  { displayName: "Options", name: "options", placeholder: "Add Option", type: "collection", default: {}, options: [
    { displayName: "Allow Multiple Classes To Be True", name: "multiClass", type: "boolean", default: false },
    { displayName: "When No Clear Match", name: "fallback", type: "options", default: "discard", options: [
      { name: "Discard Item", value: "discard" },
      { name: "Output on Extra, 'Other' Branch", value: "other" }
    ] },
    { displayName: "System Prompt Template", name: "systemPromptTemplate", type: "string", default: "Please classify the text provided by the user into one of the following categories: {categories}, and use the provided formatting instructions below. Don't explain, and only output the json.", typeOptions: {"rows": 6} },
    { displayName: "Enable Auto Fixing", name: "enableAutoFixing", type: "boolean", default: true },
    { displayName: "Batching", name: "batching", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.1}}]}}, options: [
      { displayName: "Batch Size", name: "batchSize", type: "number", default: 5 },
      { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
    ] }
  ] }

    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const categories = (this.getNodeParameter('categories.categories', 0, []) as Category[]) ?? [];
    if (categories.length === 0) throw new NodeOperationError(this.getNode(), 'At least one category must be defined');
    const options = this.getNodeParameter('options', 0, {}) as ClassifierOptions;
    const fallback = options.fallback ?? 'discard';
    const model = await this.getInputConnectionData('ai_languageModel', 0) as BaseChatModel;
    const parser = answerParser(model, answerSchema(categories, fallback), options.enableAutoFixing ?? true);
    const { signal } = cancelOptions(this);
    const names = categories.map(({ category = '' }) => category);
    return await routeByAnswer(this, {
      outputCount: categories.length + (fallback === 'other' ? 1 : 0),
      missingText: (itemIndex) => `Text to classify for item ${itemIndex} is not defined`,
      ask: (text) => askForJson({
        model, parser, instructions: options.systemPromptTemplate ?? DEFAULT_SYSTEM_PROMPT, suffix: instructionsSuffix(options, fallback),
        text, signal, values: { categories: names.join(', ') },
      }),
      route: (answer, item) => [
        ...names.flatMap((name, output) => (answer[name] === true ? [{ output, item }] : [])),
        ...(fallback === 'other' && answer.fallback === true ? [{ output: names.length, item }] : []),
      ],
    });
  }
}
