import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cancelOptions, outcomeItems, runInBatches } from '../ai/batches.js';
import { answerParser } from '../ai/output-parsers.js';
import { askForJson } from '../ai/ask-for-json.js';
import { AI_CHAIN_CODEX, MODEL_ROOT_INPUTS } from '../ai/route-by-answer.js';
import { extractionSchema } from './extraction-schema.js';

const DEFAULT_SYSTEM_PROMPT = "You are an expert extraction algorithm.\nOnly extract relevant information from the text.\nIf you do not know the value of an attribute asked to extract, you may omit the attribute's value.";

/** Information Extractor: asks the connected chat model to pull an object of the given shape out of each item's text; outputs `{ output }`. */
export class InformationExtractor implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Information Extractor',
    name: '@n8n/n8n-nodes-langchain.informationExtractor',
    icon: 'file:information-extractor.svg',
    group: ['transform'],
    version: [1, 1.1, 1.2],
    defaultVersion: 1.2,
    description: 'Extract information from text in a structured format',
    defaults: { name: 'Information Extractor', color: '#909298' },
    codex: AI_CHAIN_CODEX,
    inputs: MODEL_ROOT_INPUTS,
    outputs: ['main'],
    properties: [
  { displayName: "Text", name: "text", type: "string", default: "", typeOptions: {"rows": 2} },
  { displayName: "Schema Type", name: "schemaType", type: "options", default: "fromAttributes", noDataExpression: true, options: [
    { name: "From Attribute Descriptions", value: "fromAttributes" },
    { name: "Generate From JSON Example", value: "fromJson" },
    { name: "Define Using JSON Schema", value: "manual" }
  ] },
  { displayName: "JSON Example", name: "jsonSchemaExample", type: "json", default: "{\n\t\"state\": \"California\",\n\t\"cities\": [\"Los Angeles\", \"San Francisco\", \"San Diego\"]\n}", noDataExpression: true, displayOptions: {"show": {"schemaType": ["fromJson"]}}, typeOptions: {"rows": 10} },
  { displayName: "Every field of the example will be required. To make some optional, define a JSON schema instead", name: "notice", type: "notice", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.2}}], "schemaType": ["fromJson"]}} },
  { displayName: "Input Schema", name: "inputSchema", type: "json", default: "{\n\t\"type\": \"object\",\n\t\"properties\": {\n\t\t\"state\": {\n\t\t\t\"type\": \"string\"\n\t\t},\n\t\t\"cities\": {\n\t\t\t\"type\": \"array\",\n\t\t\t\"items\": {\n\t\t\t\t\"type\": \"string\"\n\t\t\t}\n\t\t}\n\t}\n}", noDataExpression: false, displayOptions: {"show": {"schemaType": ["manual"]}}, typeOptions: {"rows": 10} },
  { displayName: "Attributes", name: "attributes", placeholder: "Add Attribute", type: "fixedCollection", default: {}, displayOptions: {"show": {"schemaType": ["fromAttributes"]}}, typeOptions: {"multipleValues": true}, options: [
    { displayName: "Attribute List", name: "attributes", values: [
      { displayName: "Name", name: "name", type: "string", default: "", required: true },
      { displayName: "Type", name: "type", type: "options", default: "string", required: true, options: [
        { name: "Boolean", value: "boolean" },
        { name: "Date", value: "date" },
        { name: "Number", value: "number" },
        { name: "String", value: "string" }
      ] },
      { displayName: "Description", name: "description", type: "string", default: "", required: true },
      { displayName: "Required", name: "required", type: "boolean", default: false, required: true }
    ] }
  ] },
  { displayName: "Options", name: "options", placeholder: "Add Option", type: "collection", default: {}, options: [
    { displayName: "System Prompt Template", name: "systemPromptTemplate", type: "string", default: "You are an expert extraction algorithm.\nOnly extract relevant information from the text.\nIf you do not know the value of an attribute asked to extract, you may omit the attribute's value.", typeOptions: {"rows": 6} },
    { displayName: "Batching", name: "batching", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.1}}]}}, options: [
      { displayName: "Batch Size", name: "batchSize", type: "number", default: 5 },
      { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
    ] }
  ] }

    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const model = await this.getInputConnectionData('ai_languageModel', 0) as BaseChatModel;
    // The schema does not depend on the item (n8n reads it once, from the first item).
    const parser = answerParser(model, extractionSchema(this, 0), true);
    const systemPrompt = (this.getNodeParameter('options.systemPromptTemplate', 0, DEFAULT_SYSTEM_PROMPT) as string) || DEFAULT_SYSTEM_PROMPT;
    const { signal } = cancelOptions(this);

    const outcomes = await runInBatches(this, items.length, this.getNode().typeVersion >= 1.1 ? 'options.batching' : undefined, async (itemIndex) => {
      const text = this.getNodeParameter('text', itemIndex, '') as string;
      if (typeof text !== 'string' || text === '') {
        throw new NodeOperationError(this.getNode(), `Text for item ${itemIndex} is not defined`, { itemIndex });
      }
      return { output: await askForJson({ model, parser, instructions: systemPrompt, suffix: '\n{format_instructions}', text, signal }) };
    });
    return [outcomeItems(this, outcomes)];
  }
}
