import type { INodeProperties } from '@weft/workflow';

/** n8n's inputs of the agent: main, chat model (and fallback), memory, tools, output parser as its parameters ask. */
export const AGENT_INPUTS =
"={{\n\t\t\t\t((hasOutputParser, needsFallback) => {\n\t\t\t\t\tfunction getInputs(hasMainInput, hasOutputParser, needsFallback) {\n  const getInputData = (inputs) => {\n    return inputs.map(({ type, filter, displayName, required }) => {\n      const input = {\n        type,\n        displayName,\n        required,\n        maxConnections: [\"ai_languageModel\", \"ai_memory\", \"ai_outputParser\"].includes(type) ? 1 : void 0\n      };\n      if (filter) {\n        input.filter = filter;\n      }\n      return input;\n    });\n  };\n  let specialInputs = [\n    {\n      type: \"ai_languageModel\",\n      displayName: \"Chat Model\",\n      required: true,\n      filter: {\n        excludedNodes: [\n          \"@n8n/n8n-nodes-langchain.lmCohere\",\n          \"@n8n/n8n-nodes-langchain.lmOllama\",\n          \"n8n/n8n-nodes-langchain.lmOpenAi\",\n          \"@n8n/n8n-nodes-langchain.lmOpenHuggingFaceInference\"\n        ]\n      }\n    },\n    {\n      type: \"ai_languageModel\",\n      displayName: \"Fallback Model\",\n      required: true,\n      filter: {\n        excludedNodes: [\n          \"@n8n/n8n-nodes-langchain.lmCohere\",\n          \"@n8n/n8n-nodes-langchain.lmOllama\",\n          \"n8n/n8n-nodes-langchain.lmOpenAi\",\n          \"@n8n/n8n-nodes-langchain.lmOpenHuggingFaceInference\"\n        ]\n      }\n    },\n    {\n      displayName: \"Memory\",\n      type: \"ai_memory\"\n    },\n    {\n      displayName: \"Tool\",\n      type: \"ai_tool\"\n    },\n    {\n      displayName: \"Output Parser\",\n      type: \"ai_outputParser\"\n    }\n  ];\n  if (hasOutputParser === false) {\n    specialInputs = specialInputs.filter((input) => input.type !== \"ai_outputParser\");\n  }\n  if (needsFallback === false) {\n    specialInputs = specialInputs.filter((input) => input.displayName !== \"Fallback Model\");\n  }\n  const mainInputs = hasMainInput ? [\"main\"] : [];\n  return [...mainInputs, ...getInputData(specialInputs)];\n};\n\t\t\t\t\treturn getInputs(true, hasOutputParser, needsFallback);\n\t\t\t\t})($parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true, $parameter.needsFallback !== undefined && $parameter.needsFallback === true)\n\t\t\t}}";

/** Where the user message comes from: the chat trigger, a guardrails node, or text defined on the node. */
export const promptProperties: INodeProperties[] = [
  { displayName: "Source for Prompt (User Message)", name: "promptType", type: "options", default: "auto", options: [
      { name: "Connected Chat Trigger Node", value: "auto" },
      { name: "Connected Guardrails Node", value: "guardrails" },
      { name: "Define Below", value: "define" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.guardrailsInput }}", required: true, displayOptions: {"show": {"promptType": ["guardrails"]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"promptType": ["auto"]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "", required: true, displayOptions: {"show": {"promptType": ["define"]}}, typeOptions: {"rows": 2} },
  { displayName: "Require Specific Output Format", name: "hasOutputParser", type: "boolean", default: false, noDataExpression: true },
  { displayName: "Connect an output parser on the canvas to specify the output format you require", name: "notice", type: "notice", default: "", displayOptions: {"show": {"hasOutputParser": [true]}} },
];

/** The fallback model switch; `displayOptions` limits it to the versions that have it. */
export function fallbackProperties(displayOptions?: INodeProperties['displayOptions']): INodeProperties[] {
  return [
    { displayName: "Enable Fallback Model", name: "needsFallback", type: "boolean", default: false, noDataExpression: true, ...(displayOptions ? { displayOptions } : {}) },
    { displayName: "Connect an additional language model on the canvas to use it as a fallback if the main one fails", name: "fallbackNotice", type: "notice", default: "", displayOptions: {"show": {"needsFallback": [true]}} },
  ];
}

/** The options every tools agent version has, in n8n's order. */
export const agentOptions: INodeProperties[] = [
  { displayName: "System Message", name: "systemMessage", type: "string", default: "You are a helpful assistant", typeOptions: {"rows": 6} },
  { displayName: "Max Iterations", name: "maxIterations", type: "number", default: 10 },
  { displayName: "Return Intermediate Steps", name: "returnIntermediateSteps", type: "boolean", default: false },
  { displayName: "Passthrough Binary Images", name: "passthroughBinaryImages", type: "boolean", default: true },
];

export const enableStreamingOption: INodeProperties = { displayName: "Enable Streaming", name: "enableStreaming", type: "boolean", default: true };

export const batchingOption: INodeProperties = { displayName: "Batch Processing", name: "batching", type: "collection", default: {}, options: [
    { displayName: "Batch Size", name: "batchSize", type: "number", default: 1 },
    { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
  ] };
