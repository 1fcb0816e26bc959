import type { ILoadOptionsFunctions, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { loadModelOptions, notChatModel, openAiShapedModels, searchResults } from '../ai/model-supply.js';
import { NodeOperationError } from '@weft/workflow';
import { NodeChatOpenAi } from '../ai/node-chat-openai.js';
import { ModelCallLog } from '../ai/model-call-log.js';
import { openAiNodeError } from '../ai/openai-error.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { builtInTools, builtInToolsOptions } from '../ai/openai-built-in-tools.js';
import type { BuiltInToolsParameter } from '../ai/openai-built-in-tools.js';
import { responsesKwargs } from '../ai/openai-responses-options.js';
import type { ResponsesOptions } from '../ai/openai-responses-options.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface OpenAiCredentials { apiKey: string; organizationId?: string; url?: string; header?: boolean; headerName?: string; headerValue?: string }

type ModelOptions = {
  baseURL?: string; frequencyPenalty?: number; maxTokens?: number; presencePenalty?: number; temperature?: number;
  timeout?: number; maxRetries?: number; topP?: number; responseFormat?: 'text' | 'json_object'; reasoningEffort?: 'low' | 'medium' | 'high';
} & ResponsesOptions;

/**
 * OpenAI Chat Model: supplies a LangChain chat model to its root node (a chain or an agent). Any
 * OpenAI-compatible server works through the credential's base URL.
 */
export class LmChatOpenAi implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'OpenAI Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
    icon: 'file:openai.svg',
    version: [1, 1.1, 1.2, 1.3],
    description: 'For advanced usage with an AI chain',
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
  connectionHintNotice('This node must be connected to an AI chain or agent. Insert one'),
  { displayName: "When using JSON response format, you must include the word \"json\" in the prompt in your chain or agent", name: "notice", type: "notice", default: "", displayOptions: {"show": {"/options.responseFormat": ["json_object"]}} },
  { displayName: "When using JSON response format, you must include the word \"json\" in the prompt in your chain or agent", name: "notice", type: "notice", default: "", displayOptions: {"show": {"/options.textFormat.textOptions.type": ["json_object"]}} },
  { displayName: "Model", name: "model", type: "options", default: "gpt-4o-mini", displayOptions: {"hide": {"@version": [{"_cnd": {"gte": 1.2}}]}} },
  { displayName: "Model", name: "model", type: "resourceLocator", default: {"mode": "list", "value": "gpt-4.1-mini"}, required: true, displayOptions: {"hide": {"@version": [{"_cnd": {"lte": 1.1}}]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchModels', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "The Base URL of the credential is used instead of this option", name: "notice", type: "notice", default: "", displayOptions: {"show": {"/options.baseURL": [{"_cnd": {"exists": true}}]}} },
  { displayName: "Use Responses API", name: "responsesApiEnabled", type: "boolean", default: true, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}]}} },
  { displayName: "Built-in Tools", name: "builtInTools", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}}, options: builtInToolsOptions },
  { displayName: "Options", name: "options", type: "collection", default: {}, options: [
      { displayName: "Base URL", name: "baseURL", type: "string", default: "https://api.openai.com/v1", displayOptions: {"hide": {"@version": [{"_cnd": {"gte": 1.1}}]}} },
      { displayName: "Frequency Penalty", name: "frequencyPenalty", type: "number", default: 0, typeOptions: {"maxValue": 2, "minValue": -2, "numberPrecision": 1} },
      { displayName: "Maximum Number of Tokens", name: "maxTokens", type: "number", default: -1, typeOptions: {"maxValue": 32768} },
      { displayName: "Response Format", name: "responseFormat", type: "options", default: "text", displayOptions: {"show": {"@version": [{"_cnd": {"lt": 1.3}}]}}, options: [
          { name: "Text", value: "text" },
          { name: "JSON", value: "json_object" }
        ] },
      { displayName: "Response Format", name: "responseFormat", type: "options", default: "text", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [false]}}, options: [
          { name: "Text", value: "text" },
          { name: "JSON", value: "json_object" }
        ] },
      { displayName: "Text Format", name: "textFormat", type: "fixedCollection", default: {"textOptions": [{"type": "text"}]}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}}, options: [
          { displayName: "Text", name: "textOptions", values: [
          { displayName: "Type", name: "type", type: "options", default: "", options: [
              { name: "Text", value: "text" },
              { name: "JSON Schema", value: "json_schema" },
              { name: "JSON", value: "json_object" }
            ] },
          { displayName: "Verbosity", name: "verbosity", type: "options", default: "medium", options: [
              { name: "Low", value: "low" },
              { name: "Medium", value: "medium" },
              { name: "High", value: "high" }
            ] },
          { displayName: "Name", name: "name", type: "string", default: "my_schema", displayOptions: {"show": {"type": ["json_schema"]}} },
          { displayName: "Required Notice", name: "requiredNotice", type: "notice", default: "", displayOptions: {"show": {"strict": [true]}} },
          { displayName: "Schema", name: "schema", type: "json", default: "{\n  \"type\": \"object\",\n  \"properties\": {\n    \"message\": {\n      \"type\": \"string\"\n    }\n  },\n  \"additionalProperties\": false,\n  \"required\": [\"message\"]\n}", displayOptions: {"show": {"type": ["json_schema"]}} },
          { displayName: "Description", name: "description", type: "string", default: "", displayOptions: {"show": {"type": ["json_schema"]}} },
          { displayName: "Strict", name: "strict", type: "boolean", default: false, displayOptions: {"show": {"type": ["json_schema"]}} }
        ] }
        ] },
      { displayName: "Presence Penalty", name: "presencePenalty", type: "number", default: 0, typeOptions: {"maxValue": 2, "minValue": -2, "numberPrecision": 1} },
      { displayName: "Temperature", name: "temperature", type: "number", default: 0.7, typeOptions: {"maxValue": 2, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Reasoning Effort", name: "reasoningEffort", type: "options", default: "medium", displayOptions: {"show": {"/model": [{"_cnd": {"regex": "(^o1([-\\d]+)?$)|(^o[3-9].*)|(^gpt-5.*)"}}]}}, options: [
          { name: "Low", value: "low" },
          { name: "Medium", value: "medium" },
          { name: "High", value: "high" }
        ] },
      { displayName: "Timeout", name: "timeout", type: "number", default: 60000 },
      { displayName: "Max Retries", name: "maxRetries", type: "number", default: 2 },
      { displayName: "Top P", name: "topP", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Conversation ID", name: "conversationId", type: "string", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}} },
      { displayName: "Prompt Cache Key", name: "promptCacheKey", type: "string", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}} },
      { displayName: "Safety Identifier", name: "safetyIdentifier", type: "string", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}} },
      { displayName: "Service Tier", name: "serviceTier", type: "options", default: "auto", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}}, options: [
          { name: "Auto", value: "auto" },
          { name: "Flex", value: "flex" },
          { name: "Default", value: "default" },
          { name: "Priority", value: "priority" }
        ] },
      { displayName: "Metadata", name: "metadata", type: "json", default: "{}", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}} },
      { displayName: "Top Logprobs", name: "topLogprobs", type: "number", default: 0, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}}, typeOptions: {"minValue": 0, "maxValue": 20} },
      { displayName: "Prompt", name: "promptConfig", type: "fixedCollection", default: {"promptOptions": [{"promptId": ""}]}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}], "/responsesApiEnabled": [true]}}, options: [
          { displayName: "Prompt", name: "promptOptions", values: [
          { displayName: "Prompt ID", name: "promptId", type: "string", default: "" },
          { displayName: "Version", name: "version", type: "string", default: "" },
          { displayName: "Variables", name: "variables", type: "json", default: "{}" }
        ] }
        ] }
    ] }

    ],
  });

  methods = {
    listSearch: {
      async searchModels(this: ILoadOptionsFunctions, filter?: string) {
        const credentials = await this.getCredentials<OpenAiCredentials>('openAiApi');
        const base = (credentials.url || 'https://api.openai.com/v1').replace(/\/+$/, '');
        return searchResults(await loadModelOptions(this, 'openAiApi', { url: `${base}/models` }, openAiShapedModels(notChatModel(credentials.url))), filter);
      },
    },
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<OpenAiCredentials>('openAiApi');
    const version = this.getNode().typeVersion;
    const modelName = (version >= 1.2
      ? this.getNodeParameter('model', itemIndex, '', { extractValue: true })
      : this.getNodeParameter('model', itemIndex)) as string;
    const options = this.getNodeParameter('options', itemIndex, {}) as ModelOptions;
    const node = this.getNode();
    const headers = credentials.header && credentials.headerName ? { [credentials.headerName]: credentials.headerValue ?? '' } : undefined;
    const toNodeError = (error: unknown) => openAiNodeError(node, error);
    // From 1.3 the model speaks the Responses API (/v1/responses) unless switched off, as n8n's does.
    const responses = version >= 1.3 && this.getNodeParameter('responsesApiEnabled', itemIndex, true) !== false;
    let tools: Array<Record<string, unknown>> = [];
    let kwargs: Record<string, unknown> = options.responseFormat === 'json_object' ? { response_format: { type: 'json_object' } } : {};
    if (responses) {
      try {
        tools = builtInTools(this.getNodeParameter('builtInTools', itemIndex, {}) as BuiltInToolsParameter);
        kwargs = responsesKwargs(options);
      } catch (error) {
        throw new NodeOperationError(node, (error as Error).message, { itemIndex });
      }
    }
    const model = new NodeChatOpenAi({
      apiKey: credentials.apiKey,
      model: modelName,
      ...(options.frequencyPenalty !== undefined ? { frequencyPenalty: options.frequencyPenalty } : {}),
      ...(options.presencePenalty !== undefined ? { presencePenalty: options.presencePenalty } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topP !== undefined ? { topP: options.topP } : {}),
      ...(options.maxTokens !== undefined && options.maxTokens > 0 ? { maxTokens: options.maxTokens } : {}),
      ...(options.reasoningEffort ? { reasoning: { effort: options.reasoningEffort } } : {}),
      ...(Object.keys(kwargs).length > 0 ? { modelKwargs: kwargs } : {}),
      ...(responses ? { useResponsesApi: true } : {}),
      ...(responses && options.promptCacheKey ? { promptCacheKey: options.promptCacheKey } : {}),
      ...(responses && options.serviceTier ? { service_tier: options.serviceTier as 'auto' } : {}),
      timeout: options.timeout ?? 60000,
      maxRetries: options.maxRetries ?? 2,
      configuration: {
        // Version 1 kept the base URL among the options; later versions take the credential's.
        baseURL: (version < 1.1 ? options.baseURL : undefined) ?? credentials.url ?? 'https://api.openai.com/v1',
        ...(credentials.organizationId ? { organization: credentials.organizationId } : {}),
        ...(headers ? { defaultHeaders: headers } : {}),
      },
      callbacks: [new ModelCallLog(this, toNodeError)],
    }, toNodeError, tools);
    return { response: model };
  }
}
