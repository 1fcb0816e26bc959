import type { INodeProperties } from '@weft/workflow';

/** The text operations of versions 1 to 1.8. */
export const textPropertiesV1: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "message", noDataExpression: true, displayOptions: {"show": {"resource": ["text"]}}, options: [{ name: "Message a Model", value: "message" }, { name: "Classify Text for Violations", value: "classify" }] },
  { displayName: "Text Input", name: "input", type: "string", default: "", displayOptions: {"show": {"operation": ["classify"], "resource": ["text"]}}, typeOptions: {"rows": 2} },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: false, displayOptions: {"show": {"operation": ["classify"], "resource": ["text"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["classify"], "resource": ["text"]}}, options: [
      { displayName: "Use Stable Model", name: "useStableModel", type: "boolean", default: false }
  ] },
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["message"], "resource": ["text"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Messages", name: "messages", type: "fixedCollection", default: {"values": [{"content": ""}]}, displayOptions: {"show": {"operation": ["message"], "resource": ["text"]}}, typeOptions: {"sortable": true, "multipleValues": true}, options: [
      { displayName: "Values", name: "values", values: [
        { displayName: "Content", name: "content", type: "string", default: "", typeOptions: {"rows": 2} },
        { displayName: "Role", name: "role", type: "options", default: "user", options: [{ name: "User", value: "user" }, { name: "Assistant", value: "assistant" }, { name: "System", value: "system" }] }
      ] }
  ] },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: true, displayOptions: {"show": {"operation": ["message"], "resource": ["text"]}} },
  { displayName: "Output Content as JSON", name: "jsonOutput", type: "boolean", default: false, displayOptions: {"show": {"operation": ["message"], "resource": ["text"]}} },
  { displayName: "Hide Tools", name: "hideTools", type: "hidden", default: "hide", displayOptions: {"show": {"modelId": ["gpt-3.5-turbo-16k-0613", "dall-e-3", "text-embedding-3-large", "dall-e-2", "whisper-1", "tts-1-hd-1106", "tts-1-hd", "gpt-4-0314", "text-embedding-3-small", "gpt-4-32k-0314", "gpt-3.5-turbo-0301", "gpt-4-vision-preview", "gpt-3.5-turbo-16k", "gpt-3.5-turbo-instruct-0914", "tts-1", "davinci-002", "gpt-3.5-turbo-instruct", "babbage-002", "tts-1-1106", "text-embedding-ada-002"], "@version": [{"_cnd": {"gte": 1.2}}], "operation": ["message"], "resource": ["text"]}} },
  { displayName: "Connect your own custom tools to this node on the canvas", name: "noticeTools", type: "notice", default: "", displayOptions: {"hide": {"hideTools": ["hide"]}, "show": {"operation": ["message"], "resource": ["text"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["message"], "resource": ["text"]}}, options: [
      { displayName: "Frequency Penalty", name: "frequency_penalty", type: "number", default: 0, typeOptions: {"maxValue": 2, "minValue": -2, "numberPrecision": 1} },
      { displayName: "Maximum Number of Tokens", name: "maxTokens", type: "number", default: 16, typeOptions: {"maxValue": 32768} },
      { displayName: "Number of Images", name: "n", type: "number", default: 1 },
      { displayName: "Presence Penalty", name: "presence_penalty", type: "number", default: 0, typeOptions: {"maxValue": 2, "minValue": -2, "numberPrecision": 1} },
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Output Randomness (Top P)", name: "topP", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Reasoning Effort", name: "reasoning_effort", type: "options", default: "medium", displayOptions: {"show": {"/modelId": [{"_cnd": {"regex": "(^o1([-\\d]+)?$)|(^o[3-9].*)|(^gpt-5.*)"}}]}}, options: [{ name: "Low", value: "low" }, { name: "Medium", value: "medium" }, { name: "High", value: "high" }] },
      { displayName: "Max Tool Calls Iterations", name: "maxToolsIterations", type: "number", default: 15, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.5}}]}} }
  ] },
];
