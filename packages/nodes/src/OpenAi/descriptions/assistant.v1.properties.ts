import type { INodeProperties } from '@weft/workflow';

/** The assistant operations of versions 1 to 1.8. */
export const assistantPropertiesV1: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "message", noDataExpression: true, displayOptions: {"show": {"resource": ["assistant"]}}, options: [{ name: "Create", value: "create" }, { name: "Delete an Assistant", value: "deleteAssistant" }, { name: "List", value: "list" }, { name: "Message a Model", value: "message" }, { name: "Update", value: "update" }] },
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Name", name: "name", type: "string", default: "", required: true, displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}} },
  { displayName: "Description", name: "description", type: "string", default: "", displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}} },
  { displayName: "Instructions", name: "instructions", type: "string", default: "", displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}}, typeOptions: {"rows": 2} },
  { displayName: "Code Interpreter", name: "codeInterpreter", type: "boolean", default: false, displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}} },
  { displayName: "Knowledge Retrieval", name: "knowledgeRetrieval", type: "boolean", default: false, displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}} },
  { displayName: "Files", name: "file_ids", type: "multiOptions", default: [], displayOptions: {"show": {"codeInterpreter": [true], "operation": ["create"], "resource": ["assistant"]}, "hide": {"knowledgeRetrieval": [true]}}, typeOptions: {"loadOptionsMethod": "getFiles"} },
  { displayName: "Files", name: "file_ids", type: "multiOptions", default: [], displayOptions: {"show": {"knowledgeRetrieval": [true], "operation": ["create"], "resource": ["assistant"]}, "hide": {"codeInterpreter": [true]}}, typeOptions: {"loadOptionsMethod": "getFiles"} },
  { displayName: "Files", name: "file_ids", type: "multiOptions", default: [], displayOptions: {"show": {"knowledgeRetrieval": [true], "codeInterpreter": [true], "operation": ["create"], "resource": ["assistant"]}}, typeOptions: {"loadOptionsMethod": "getFiles"} },
  { displayName: "Connect your own custom tools to this node on the canvas", name: "noticeTools", type: "notice", default: "", displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["create"], "resource": ["assistant"]}}, options: [
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Output Randomness (Top P)", name: "topP", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Fail if Assistant Already Exists", name: "failIfExists", type: "boolean", default: false }
  ] },
  { displayName: "Assistant", name: "assistantId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["deleteAssistant"], "resource": ["assistant"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'assistantSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Assistant", name: "assistantId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["message"], "resource": ["assistant"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'assistantSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Prompt", name: "prompt", type: "options", default: "auto", displayOptions: {"show": {"operation": ["message"], "resource": ["assistant"]}}, options: [{ name: "Auto", value: "auto" }, { name: "Connected Guardrails Node", value: "guardrails" }, { name: "Define Below", value: "define" }] },
  { displayName: "Text Input", name: "text", type: "string", default: "", displayOptions: {"show": {"prompt": ["define"], "operation": ["message"], "resource": ["assistant"]}}, typeOptions: {"rows": 2} },
  { displayName: "Memory", name: "memory", type: "options", default: "connector", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.6}}], "operation": ["message"], "resource": ["assistant"]}}, options: [{ name: "Use Memory Connector", value: "connector" }, { name: "Use Thread ID", value: "threadId" }] },
  { displayName: "Thread ID", name: "threadId", type: "string", default: "", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.6}}], "memory": ["threadId"], "operation": ["message"], "resource": ["assistant"]}} },
  { displayName: "Connect your own custom tools to this node on the canvas", name: "noticeTools", type: "notice", default: "", displayOptions: {"show": {"operation": ["message"], "resource": ["assistant"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["message"], "resource": ["assistant"]}}, options: [
      { displayName: "Base URL", name: "baseURL", type: "string", default: "https://api.openai.com/v1", displayOptions: {"hide": {"@version": [{"_cnd": {"gte": 1.8}}]}} },
      { displayName: "Max Retries", name: "maxRetries", type: "number", default: 2 },
      { displayName: "Timeout", name: "timeout", type: "number", default: 10000 },
      { displayName: "Preserve Original Tools", name: "preserveOriginalTools", type: "boolean", default: true, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.3}}]}} }
  ] },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: true, displayOptions: {"show": {"operation": ["list"], "resource": ["assistant"]}} },
  { displayName: "Assistant", name: "assistantId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["update"], "resource": ["assistant"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'assistantSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["update"], "resource": ["assistant"]}}, options: [
      { displayName: "Code Interpreter", name: "codeInterpreter", type: "boolean", default: false },
      { displayName: "Description", name: "description", type: "string", default: "" },
      { displayName: "Files", name: "file_ids", type: "multiOptions", default: [], typeOptions: {"loadOptionsMethod": "getFiles"} },
      { displayName: "Instructions", name: "instructions", type: "string", default: "", typeOptions: {"rows": 2} },
      { displayName: "Knowledge Retrieval", name: "knowledgeRetrieval", type: "boolean", default: false },
      { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: false, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
      { displayName: "Name", name: "name", type: "string", default: "" },
      { displayName: "Remove All Custom Tools (Functions)", name: "removeCustomTools", type: "boolean", default: false },
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} },
      { displayName: "Output Randomness (Top P)", name: "topP", type: "number", default: 1, typeOptions: {"maxValue": 1, "minValue": 0, "numberPrecision": 1} }
  ] },
];
