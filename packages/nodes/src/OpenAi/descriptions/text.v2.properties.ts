import type { INodeProperties } from '@weft/workflow';
import { builtInToolsOptions } from '../../ai/openai-built-in-tools.js';

/** The text operations of versions 2 and 2.1. */
export const textPropertiesV2: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "response", noDataExpression: true, displayOptions: {"show": {"resource": ["text"]}}, options: [{ name: "Message a Model", value: "response" }, { name: "Classify Text for Violations", value: "classify" }] },
  { displayName: "Text Input", name: "input", type: "string", default: "", displayOptions: {"show": {"operation": ["classify"], "resource": ["text"]}}, typeOptions: {"rows": 2} },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: false, displayOptions: {"show": {"operation": ["classify"], "resource": ["text"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"lt": 2.1}}], "operation": ["classify"], "resource": ["text"]}}, options: [
      { displayName: "Use Stable Model", name: "useStableModel", type: "boolean", default: false }
  ] },
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["response"], "resource": ["text"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Messages", name: "responses", type: "fixedCollection", default: {"values": [{"type": "text"}]}, displayOptions: {"show": {"operation": ["response"], "resource": ["text"]}}, typeOptions: {"sortable": true, "multipleValues": true}, options: [
      { displayName: "Values", name: "values", values: [
        { displayName: "Type", name: "type", type: "options", default: "text", options: [{ name: "Text", value: "text" }, { name: "Image", value: "image" }, { name: "File", value: "file" }] },
        { displayName: "Role", name: "role", type: "options", default: "user", options: [{ name: "User", value: "user" }, { name: "Assistant", value: "assistant" }, { name: "System", value: "system" }] },
        { displayName: "Content", name: "content", type: "string", default: "", displayOptions: {"show": {"type": ["text"]}}, typeOptions: {"rows": 2} },
        { displayName: "Image Type", name: "imageType", type: "options", default: "url", displayOptions: {"show": {"type": ["image"]}}, options: [{ name: "Image URL(s)", value: "url" }, { name: "File ID", value: "fileId" }, { name: "Binary File(s)", value: "base64" }] },
        { displayName: "Image URL", name: "imageUrl", type: "string", default: "", displayOptions: {"show": {"type": ["image"], "imageType": ["url"]}} },
        { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"type": ["image"], "imageType": ["base64"]}} },
        { displayName: "File", name: "fileId", type: "string", default: "", displayOptions: {"show": {"type": ["image"], "imageType": ["fileId"]}} },
        { displayName: "Image Detail", name: "imageDetail", type: "options", default: "auto", displayOptions: {"show": {"type": ["image"]}}, options: [{ name: "Auto", value: "auto" }, { name: "Low", value: "low" }, { name: "High", value: "high" }] },
        { displayName: "File Type", name: "fileType", type: "options", default: "url", displayOptions: {"show": {"type": ["file"]}}, options: [{ name: "Image URL(s)", value: "url" }, { name: "File ID", value: "fileId" }, { name: "Binary File(s)", value: "base64" }] },
        { displayName: "File URL", name: "fileUrl", type: "string", default: "", displayOptions: {"show": {"type": ["file"], "fileType": ["url"]}} },
        { displayName: "File", name: "fileId", type: "string", default: "", displayOptions: {"show": {"type": ["file"], "fileType": ["fileId"]}} },
        { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"type": ["file"], "fileType": ["base64"]}} },
        { displayName: "File Name", name: "fileName", type: "string", default: "", required: true, displayOptions: {"show": {"type": ["file"], "fileType": ["base64"]}} }
      ] }
  ] },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: true, displayOptions: {"show": {"operation": ["response"], "resource": ["text"]}} },
  { displayName: "Hide Tools", name: "hideTools", type: "hidden", default: "hide", displayOptions: {"show": {"modelId": ["gpt-3.5-turbo-16k-0613", "dall-e-3", "text-embedding-3-large", "dall-e-2", "whisper-1", "tts-1-hd-1106", "tts-1-hd", "gpt-4-0314", "text-embedding-3-small", "gpt-4-32k-0314", "gpt-3.5-turbo-0301", "gpt-4-vision-preview", "gpt-3.5-turbo-16k", "gpt-3.5-turbo-instruct-0914", "tts-1", "davinci-002", "gpt-3.5-turbo-instruct", "babbage-002", "tts-1-1106", "text-embedding-ada-002"], "operation": ["response"], "resource": ["text"]}} },
  { displayName: "Connect your own custom tools to this node on the canvas", name: "noticeTools", type: "notice", default: "", displayOptions: {"hide": {"hideTools": ["hide"]}, "show": {"operation": ["response"], "resource": ["text"]}} },
  { displayName: "Built-in Tools", name: "builtInTools", type: "collection", default: {}, displayOptions: {"show": {"operation": ["response"], "resource": ["text"]}}, options: builtInToolsOptions },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["response"], "resource": ["text"]}}, options: [
      { displayName: "Conversation ID", name: "conversationId", type: "string", default: "" },
      { displayName: "Include Additional Data", name: "include", type: "multiOptions", default: [], options: [{ name: "Code Interpreter Call.outputs", value: "code_interpreter_call.outputs" }, { name: "Computer Call Output.output.image Url", value: "computer_call_output.output.image_url" }, { name: "File Search Call.results", value: "file_search_call.results" }, { name: "Message.input Image.image Url", value: "message.input_image.image_url" }, { name: "Message.output Text.logprobs", value: "message.output_text.logprobs" }, { name: "Reasoning.encrypted Content", value: "reasoning.encrypted_content" }, { name: "Web Search Call.action.sources", value: "web_search_call.action.sources" }] },
      { displayName: "Instructions", name: "instructions", type: "string", default: "", typeOptions: {"rows": 2} },
      { displayName: "Maximum Number of Tokens", name: "maxTokens", type: "number", default: 16, typeOptions: {"maxValue": 32768} },
      { displayName: "Max Tool Calls Iterations", name: "maxToolsIterations", type: "number", default: 15 },
      { displayName: "Max Built-in Tool Calls", name: "maxToolCalls", type: "number", default: 15 },
      { displayName: "Metadata", name: "metadata", type: "json", default: "{}" },
      { displayName: "Parallel Tool Calls", name: "parallelToolCalls", type: "boolean", default: false },
      { displayName: "Previous Response ID", name: "previousResponseId", type: "string", default: "" },
      { displayName: "Prompt", name: "promptConfig", type: "fixedCollection", default: {"promptOptions": [{"promptId": ""}]}, options: [
          { displayName: "Prompt", name: "promptOptions", values: [
            { displayName: "Prompt ID", name: "promptId", type: "string", default: "" },
            { displayName: "Version", name: "version", type: "string", default: "" },
            { displayName: "Variables", name: "variables", type: "json", default: "{}" }
          ] }
      ] },
      { displayName: "Prompt Cache Key", name: "promptCacheKey", type: "string", default: "" },
      { displayName: "Reasoning", name: "reasoning", type: "fixedCollection", default: {"reasoningOptions": [{"effort": "medium", "summary": "none"}]}, options: [
          { displayName: "Reasoning", name: "reasoningOptions", values: [
            { displayName: "Effort", name: "effort", type: "options", default: "medium", options: [{ name: "Low", value: "low" }, { name: "Medium", value: "medium" }, { name: "High", value: "high" }] },
            { displayName: "Summary", name: "summary", type: "options", default: "auto", options: [{ name: "None", value: "none" }, { name: "Auto", value: "auto" }, { name: "Concise", value: "concise" }, { name: "Detailed", value: "detailed" }] }
          ] }
      ] },
      { displayName: "Safety Identifier", name: "safetyIdentifier", type: "string", default: "" },
      { displayName: "Service Tier", name: "serviceTier", type: "options", default: "auto", options: [{ name: "Auto", value: "auto" }, { name: "Flex", value: "flex" }, { name: "Default", value: "default" }, { name: "Priority", value: "priority" }] },
      { displayName: "Store", name: "store", type: "boolean", default: true },
      { displayName: "Output Format", name: "textFormat", type: "fixedCollection", default: {"textOptions": [{"type": "text"}]}, options: [
          { displayName: "Text", name: "textOptions", values: [
            { displayName: "Type", name: "type", type: "options", default: "", options: [{ name: "Text", value: "text" }, { name: "JSON Schema", value: "json_schema" }, { name: "JSON Object", value: "json_object" }] },
            { displayName: "Verbosity", name: "verbosity", type: "options", default: "medium", options: [{ name: "Low", value: "low" }, { name: "Medium", value: "medium" }, { name: "High", value: "high" }] },
            { displayName: "Name", name: "name", type: "string", default: "my_schema", displayOptions: {"show": {"type": ["json_schema"]}} },
            { displayName: "All schema properties must be listed as required when strict is on", name: "requiredNotice", type: "notice", default: "", displayOptions: {"show": {"strict": [true]}} },
            { displayName: "Schema", name: "schema", type: "json", default: "{\n  \"type\": \"object\",\n  \"properties\": {\n    \"message\": {\n      \"type\": \"string\"\n    }\n  },\n  \"additionalProperties\": false,\n  \"required\": [\"message\"]\n}", displayOptions: {"show": {"type": ["json_schema"]}} },
            { displayName: "Description", name: "description", type: "string", default: "", displayOptions: {"show": {"type": ["json_schema"]}} },
            { displayName: "Strict", name: "strict", type: "boolean", default: false, displayOptions: {"show": {"type": ["json_schema"]}} }
          ] }
      ] },
      { displayName: "Top Logprobs", name: "topLogprobs", type: "number", default: 0, typeOptions: {"minValue": 0, "maxValue": 20} },
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 1, typeOptions: {"minValue": 0, "maxValue": 2, "numberPrecision": 1} },
      { displayName: "Output Randomness (Top P)", name: "topP", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Truncation", name: "truncation", type: "boolean", default: false },
      { displayName: "Background Mode", name: "backgroundMode", type: "fixedCollection", default: {"values": [{"backgroundMode": true}]}, options: [
          { displayName: "Values", name: "values", values: [
            { displayName: "Enabled", name: "enabled", type: "boolean", default: false },
            { displayName: "Timeout", name: "timeout", type: "number", default: 300, typeOptions: {"minValue": 0, "maxValue": 3600} }
          ] }
      ] }
  ] },
];
