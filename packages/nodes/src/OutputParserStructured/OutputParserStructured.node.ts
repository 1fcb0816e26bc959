import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { jsonSchemaFromExample } from '../ai/json-schema-from-example.js';
import { AutoFixingOutputParser, DEFAULT_FIX_PROMPT, JsonSchemaOutputParser, recordedParser } from '../ai/output-parsers.js';
import type { NodeOutputParser } from '../ai/output-parsers.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** With auto-fix on, the parser takes a model to correct answers that do not fit (n8n's expression). */
const INPUTS = "={{\n\t\t\t((parameters) => {\n\t\t\t\tif (parameters?.autoFix) {\n\t\t\t\t\treturn [\n\t\t\t\t\t\t{ displayName: 'Model', maxConnections: 1, type: \"ai_languageModel\", required: true }\n\t\t\t\t\t];\n\t\t\t\t}\n\n\t\t\t\treturn [];\n\t\t\t})($parameter)\n\t\t}}";

const EXAMPLE = '{\n\t"state": "California",\n\t"cities": ["Los Angeles", "San Francisco", "San Diego"]\n}';
const SCHEMA_TABS = '{\n\t"type": "object",\n\t"properties": {\n\t\t"state": {\n\t\t\t"type": "string"\n\t\t},\n\t\t"cities": {\n\t\t\t"type": "array",\n\t\t\t"items": {\n\t\t\t\t"type": "string"\n\t\t\t}\n\t\t}\n\t}\n}';
const SCHEMA_SPACES = '{\n  "type": "object",\n  "properties": {\n    "state": {\n      "type": "string"\n    },\n    "cities": {\n      "type": "array",\n      "items": {\n        "type": "string"\n      }\n    }\n  }\n}';

function parseJsonParameter(context: ISupplyDataFunctions, name: string, itemIndex: number, what: string): unknown {
  const value = context.getNodeParameter(name, itemIndex, '') as unknown;
  if (typeof value === 'object' && value !== null) return value;
  try {
    return JSON.parse(String(value));
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The ${what} is not valid JSON`, { itemIndex, description: (error as Error).message });
  }
}

/** The schema of the answer: written by the user, or (from 1.2) made from an example. */
function schemaOf(context: ISupplyDataFunctions, itemIndex: number): Record<string, unknown> {
  const version = context.getNode().typeVersion;
  if (version <= 1.1) return parseJsonParameter(context, 'jsonSchema', itemIndex, 'JSON schema') as Record<string, unknown>;
  if (context.getNodeParameter('schemaType', itemIndex, 'fromJson') === 'manual') {
    return parseJsonParameter(context, 'inputSchema', itemIndex, 'JSON schema') as Record<string, unknown>;
  }
  // From 1.3 every property of the example is required.
  return jsonSchemaFromExample(parseJsonParameter(context, 'jsonSchemaExample', itemIndex, 'JSON example'), version >= 1.3);
}

/** Structured Output Parser: the answer as JSON of a schema, optionally corrected by a model. */
export class OutputParserStructured implements INodeType {
  description: INodeTypeDescription = {
    ...subNodeDescription('ai_outputParser', 'Output Parser', {
    displayName: 'Structured Output Parser',
    name: '@n8n/n8n-nodes-langchain.outputParserStructured',
    icon: 'file:structured-parser.svg',
    version: [1, 1.1, 1.2, 1.3],
    description: 'Return data in a defined JSON format',
    codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
    properties: [
  connectionHintNotice('This node must be connected to an AI chain or agent that accepts an output parser'),
  { displayName: "Schema Type", name: "schemaType", type: "options", default: "fromJson", noDataExpression: true, description: "How to specify the schema for the desired output", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.2}}]}}, options: [
      { name: "Generate From JSON Example", value: "fromJson", description: "Generate a schema from an example JSON object" },
      { name: "Define Using JSON Schema", value: "manual", description: "Define the JSON schema manually" }
    ] },
  { displayName: "JSON Example", name: "jsonSchemaExample", type: "json", default: EXAMPLE, noDataExpression: true, description: "Example JSON object to use to generate the schema", displayOptions: {"show": {"schemaType": ["fromJson"]}}, typeOptions: {"rows": 10} },
  { displayName: "All properties will be required. To make them optional, use the 'JSON Schema' schema type instead", name: "notice", type: "notice", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "schemaType": ["fromJson"]}} },
  { displayName: "Input Schema", name: "inputSchema", type: "json", default: SCHEMA_TABS, noDataExpression: false, description: "Schema to use for the function", displayOptions: {"show": {"schemaType": ["manual"]}}, typeOptions: {"rows": 10} },
  { displayName: "JSON Schema", name: "jsonSchema", type: "json", default: SCHEMA_SPACES, required: true, description: "JSON Schema to structure and validate the output against", displayOptions: {"show": {"@version": [{"_cnd": {"lte": 1.1}}]}}, typeOptions: {"rows": 10} },
  { displayName: "Auto-Fix Format", name: "autoFix", type: "boolean", default: false, description: "Whether to automatically fix the output when it is not in the correct format. Will cause another LLM call." },
  { displayName: "Customize Retry Prompt", name: "customizeRetryPrompt", type: "boolean", default: false, description: "Whether to customize the prompt used for retrying the output parsing. If disabled, a default prompt will be used.", displayOptions: {"show": {"autoFix": [true]}} },
  { displayName: "Custom Prompt", name: "prompt", type: "string", default: DEFAULT_FIX_PROMPT, description: "Prompt template used for fixing the output. Uses placeholders: \"{instructions}\" for parsing rules, \"{completion}\" for the failed attempt, and \"{error}\" for the validation error message.", displayOptions: {"show": {"autoFix": [true], "customizeRetryPrompt": [true]}}, typeOptions: {"rows": 10} }
    ],
    }),
    inputs: INPUTS,
    defaultVersion: 1.3,
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    let parser: NodeOutputParser = new JsonSchemaOutputParser(schemaOf(this, itemIndex));
    if (this.getNodeParameter('autoFix', itemIndex, false) === true) {
      const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel;
      const prompt = this.getNodeParameter('customizeRetryPrompt', itemIndex, false) === true
        ? this.getNodeParameter('prompt', itemIndex, DEFAULT_FIX_PROMPT) as string : DEFAULT_FIX_PROMPT;
      // Each parse of the schema parser is recorded too, as n8n records the first (failed) and the fixed one.
      parser = new AutoFixingOutputParser(recordedParser(parser, this), model, prompt);
    }
    return { response: recordedParser(parser, this) };
  }
}
