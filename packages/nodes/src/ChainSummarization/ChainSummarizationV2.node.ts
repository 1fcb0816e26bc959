import type { BaseLanguageModelInterface } from '@langchain/core/language_models/base';
import type { INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription, IExecuteFunctions } from '@weft/workflow';
import { outcomeItems, runInBatches } from '../ai/batches.js';
import { connectedDocuments, summarize } from './summarize-documents.js';
import type { SummarizationMethod, SummarizationPrompts } from './summarize-documents.js';
import { itemDocuments } from './item-documents.js';

/** n8n's inputs: the model, plus a Document input (document loader mode) or a Text Splitter input (advanced chunking). */
const V2_INPUTS = "={{ ((parameter) => { function getInputs(parameters) {\n  const chunkingMode = parameters?.chunkingMode;\n  const operationMode = parameters?.operationMode;\n  const inputs = [\n    { displayName: \"\", type: \"main\" },\n    {\n      displayName: \"Model\",\n      maxConnections: 1,\n      type: \"ai_languageModel\",\n      required: true\n    }\n  ];\n  if (operationMode === \"documentLoader\") {\n    inputs.push({\n      displayName: \"Document\",\n      type: \"ai_document\",\n      required: true,\n      maxConnections: 1\n    });\n    return inputs;\n  }\n  if (chunkingMode === \"advanced\") {\n    inputs.push({\n      displayName: \"Text Splitter\",\n      type: \"ai_textSplitter\",\n      required: false,\n      maxConnections: 1\n    });\n    return inputs;\n  }\n  return inputs;\n}; return getInputs(parameter) })($parameter) }}";

type MethodAndPrompts = SummarizationPrompts & { summarizationMethod?: SummarizationMethod };

/** Summarization Chain 2 and 2.1: summarizes each item's JSON, binary file or loaded documents; outputs `{ response }` (`{ output }` when 2.1 batches). */
export class ChainSummarizationV2 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [2, 2.1],
      defaults: { name: 'Summarization Chain', color: '#909298' },
      inputs: V2_INPUTS,
      outputs: ['main'],
      credentials: [],
      properties: [
  { displayName: "Save time with an example of how this node works", name: "notice", type: "notice", default: "" },
  { displayName: "Data to Summarize", name: "operationMode", type: "options", default: "nodeInputJson", noDataExpression: true, options: [
    { name: "Use Node Input (JSON)", value: "nodeInputJson" },
    { name: "Use Node Input (Binary)", value: "nodeInputBinary" },
    { name: "Use Document Loader", value: "documentLoader" }
  ] },
  { displayName: "Chunking Mode", name: "chunkingMode", type: "options", default: "simple", noDataExpression: true, displayOptions: {"show": {"/operationMode": ["nodeInputJson", "nodeInputBinary"]}}, options: [
    { name: "Simple", value: "simple" },
    { name: "Advanced (Connected Text Splitter)", value: "advanced" }
  ] },
  { displayName: "Chunk Size", name: "chunkSize", type: "number", default: 1000, displayOptions: {"show": {"/chunkingMode": ["simple"]}} },
  { displayName: "Chunk Overlap", name: "chunkOverlap", type: "number", default: 200, displayOptions: {"show": {"/chunkingMode": ["simple"]}} },
  { displayName: "Options", name: "options", placeholder: "Add Option", type: "collection", default: {}, options: [
    { displayName: "Input Data Field Name", name: "binaryDataKey", type: "string", default: "data", displayOptions: {"show": {"/operationMode": ["nodeInputBinary"]}} },
    { displayName: "Summarization Method and Prompts", name: "summarizationMethodAndPrompts", type: "fixedCollection", default: {"values": {"summarizationMethod": "map_reduce", "prompt": "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", "combineMapPrompt": "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:"}}, options: [
      { displayName: "Values", name: "values", values: [
        { displayName: "Summarization Method", name: "summarizationMethod", type: "options", default: "map_reduce", options: [
          { name: "Map Reduce (Recommended)", value: "map_reduce" },
          { name: "Refine", value: "refine" },
          { name: "Stuff", value: "stuff" }
        ] },
        { displayName: "Individual Summary Prompt", name: "combineMapPrompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"hide": {"/options.summarizationMethodAndPrompts.values.summarizationMethod": ["stuff", "refine"]}}, typeOptions: {"rows": 9} },
        { displayName: "Final Prompt to Combine", name: "prompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"hide": {"/options.summarizationMethodAndPrompts.values.summarizationMethod": ["stuff", "refine"]}}, typeOptions: {"rows": 9} },
        { displayName: "Prompt", name: "prompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"hide": {"/options.summarizationMethodAndPrompts.values.summarizationMethod": ["refine", "map_reduce"]}}, typeOptions: {"rows": 9} },
        { displayName: "Subsequent (Refine) Prompt", name: "refinePrompt", type: "string", default: "Your job is to produce a final summary\nWe have provided an existing summary up to a certain point: \"{existing_answer}\"\nWe have the opportunity to refine the existing summary\n(only if needed) with some more context below.\n------------\n\"{text}\"\n------------\n\nGiven the new context, refine the original summary\nIf the context isn't useful, return the original summary.\n\nREFINED SUMMARY:", displayOptions: {"hide": {"/options.summarizationMethodAndPrompts.values.summarizationMethod": ["stuff", "map_reduce"]}}, typeOptions: {"rows": 9} },
        { displayName: "Initial Summary Prompt", name: "refineQuestionPrompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"hide": {"/options.summarizationMethodAndPrompts.values.summarizationMethod": ["stuff", "map_reduce"]}}, typeOptions: {"rows": 9} }
      ] }
    ] },
    { displayName: "Batching", name: "batching", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 2.1}}]}}, options: [
      { displayName: "Batch Size", name: "batchSize", type: "number", default: 5 },
      { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
    ] }
  ] }

      ],
    };
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operationMode = this.getNodeParameter('operationMode', 0, 'nodeInputJson') as 'nodeInputJson' | 'nodeInputBinary' | 'documentLoader';
    // n8n names the summary `output` when 2.1 runs items in batches (a batch size above 1, the default),
    // `response` otherwise.
    const batched = this.getNode().typeVersion >= 2.1 && Number(this.getNodeParameter('options.batching.batchSize', 0, 5)) > 1;
    const key = batched ? 'output' : 'response';
    const outcomes = await runInBatches(this, items.length, this.getNode().typeVersion >= 2.1 ? 'options.batching' : undefined, async (itemIndex) => {
      const item = items[itemIndex] as INodeExecutionData;
      const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseLanguageModelInterface;
      const settings = this.getNodeParameter('options.summarizationMethodAndPrompts.values', itemIndex, {}) as MethodAndPrompts;
      const documents = operationMode === 'documentLoader'
        ? await connectedDocuments(this, item, itemIndex)
        : await itemDocuments(this, item, itemIndex, operationMode);
      return { [key]: await summarize(this, model, settings.summarizationMethod ?? 'map_reduce', settings, documents, itemIndex) };
    });
    return [outcomeItems(this, outcomes)];
  }
}
