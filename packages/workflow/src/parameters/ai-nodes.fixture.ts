/** AI node descriptions as n8n serves them (shared/n8n-compat/ai-nodes.json), trimmed to the inputs, outputs
 * and the properties their inputs expressions read. */
import type { INodeTypeDescription } from '../model/index.js';

type EndpointFixture = Pick<INodeTypeDescription, 'inputs' | 'outputs' | 'properties'>;

export const AGENT_V1: EndpointFixture = {
 "inputs": "={{\n\t\t\t\t((agent, hasOutputParser) => {\n\t\t\t\t\tfunction getInputs(agent, hasOutputParser) {\n  const getInputData = (inputs) => {\n    const displayNames = {\n      ai_languageModel: \"Model\",\n      ai_memory: \"Memory\",\n      ai_tool: \"Tool\",\n      ai_outputParser: \"Output Parser\"\n    };\n    return inputs.map(({ type, filter }) => {\n      const isModelType = type === \"ai_languageModel\";\n      let displayName = type in displayNames ? displayNames[type] : void 0;\n      if (isModelType && [\"openAiFunctionsAgent\", \"toolsAgent\", \"conversationalAgent\"].includes(agent)) {\n        displayName = \"Chat Model\";\n      }\n      const input = {\n        type,\n        displayName,\n        required: isModelType,\n        maxConnections: [\"ai_languageModel\", \"ai_memory\", \"ai_outputParser\"].includes(type) ? 1 : void 0\n      };\n      if (filter) {\n        input.filter = filter;\n      }\n      return input;\n    });\n  };\n  let specialInputs = [];\n  if (agent === \"conversationalAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\",\n        filter: {\n          nodes: [\n            \"@n8n/n8n-nodes-langchain.lmChatAnthropic\",\n            \"@n8n/n8n-nodes-langchain.lmChatAwsBedrock\",\n            \"@n8n/n8n-nodes-langchain.lmChatGroq\",\n            \"@n8n/n8n-nodes-langchain.lmChatLemonade\",\n            \"@n8n/n8n-nodes-langchain.lmChatOllama\",\n            \"@n8n/n8n-nodes-langchain.lmChatOpenAi\",\n            \"@n8n/n8n-nodes-langchain.lmChatGoogleGemini\",\n            \"@n8n/n8n-nodes-langchain.lmChatGoogleVertex\",\n            \"@n8n/n8n-nodes-langchain.lmChatMistralCloud\",\n            \"@n8n/n8n-nodes-langchain.lmChatAzureOpenAi\",\n            \"@n8n/n8n-nodes-langchain.lmChatDeepSeek\",\n            \"@n8n/n8n-nodes-langchain.lmChatOpenRouter\",\n            \"@n8n/n8n-nodes-langchain.lmChatVercelAiGateway\",\n            \"@n8n/n8n-nodes-langchain.lmChatXAiGrok\",\n            \"@n8n/n8n-nodes-langchain.modelSelector\"\n          ]\n        }\n      },\n      {\n        type: \"ai_memory\"\n      },\n      {\n        type: \"ai_tool\"\n      },\n      {\n        type: \"ai_outputParser\"\n      }\n    ];\n  } else if (agent === \"toolsAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\",\n        filter: {\n          nodes: [\n            \"@n8n/n8n-nodes-langchain.lmChatAnthropic\",\n            \"@n8n/n8n-nodes-langchain.lmChatAzureOpenAi\",\n            \"@n8n/n8n-nodes-langchain.lmChatAwsBedrock\",\n            \"@n8n/n8n-nodes-langchain.lmChatLemonade\",\n            \"@n8n/n8n-nodes-langchain.lmChatMistralCloud\",\n            \"@n8n/n8n-nodes-langchain.lmChatOllama\",\n            \"@n8n/n8n-nodes-langchain.lmChatOpenAi\",\n            \"@n8n/n8n-nodes-langchain.lmChatGroq\",\n            \"@n8n/n8n-nodes-langchain.lmChatGoogleVertex\",\n            \"@n8n/n8n-nodes-langchain.lmChatGoogleGemini\",\n            \"@n8n/n8n-nodes-langchain.lmChatDeepSeek\",\n            \"@n8n/n8n-nodes-langchain.lmChatOpenRouter\",\n            \"@n8n/n8n-nodes-langchain.lmChatVercelAiGateway\",\n            \"@n8n/n8n-nodes-langchain.lmChatXAiGrok\"\n          ]\n        }\n      },\n      {\n        type: \"ai_memory\"\n      },\n      {\n        type: \"ai_tool\",\n        required: true\n      },\n      {\n        type: \"ai_outputParser\"\n      }\n    ];\n  } else if (agent === \"openAiFunctionsAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\",\n        filter: {\n          nodes: [\n            \"@n8n/n8n-nodes-langchain.lmChatOpenAi\",\n            \"@n8n/n8n-nodes-langchain.lmChatAzureOpenAi\"\n          ]\n        }\n      },\n      {\n        type: \"ai_memory\"\n      },\n      {\n        type: \"ai_tool\",\n        required: true\n      },\n      {\n        type: \"ai_outputParser\"\n      }\n    ];\n  } else if (agent === \"reActAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\"\n      },\n      {\n        type: \"ai_tool\"\n      },\n      {\n        type: \"ai_outputParser\"\n      }\n    ];\n  } else if (agent === \"sqlAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\"\n      },\n      {\n        type: \"ai_memory\"\n      }\n    ];\n  } else if (agent === \"planAndExecuteAgent\") {\n    specialInputs = [\n      {\n        type: \"ai_languageModel\"\n      },\n      {\n        type: \"ai_tool\"\n      },\n      {\n        type: \"ai_outputParser\"\n      }\n    ];\n  }\n  if (hasOutputParser === false) {\n    specialInputs = specialInputs.filter((input) => input.type !== \"ai_outputParser\");\n  }\n  return [\"main\", ...getInputData(specialInputs)];\n};\n\t\t\t\t\treturn getInputs(agent, hasOutputParser)\n\t\t\t\t})($parameter.agent, $parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true)\n\t\t\t}}",
 "outputs": [
  "main"
 ],
 "properties": [
  {
   "name": "agent",
   "type": "options",
   "default": "conversationalAgent",
   "noDataExpression": true,
   "displayOptions": {
    "show": {
     "@version": [
      {
       "_cnd": {
        "lte": 1.5
       }
      }
     ]
    }
   },
   "options": [
    "conversationalAgent",
    "openAiFunctionsAgent",
    "planAndExecuteAgent",
    "reActAgent",
    "sqlAgent"
   ]
  },
  {
   "name": "agent",
   "type": "options",
   "default": "toolsAgent",
   "noDataExpression": true,
   "displayOptions": {
    "show": {
     "@version": [
      {
       "_cnd": {
        "between": {
         "from": 1.6,
         "to": 1.7
        }
       }
      }
     ]
    }
   },
   "options": [
    "toolsAgent",
    "conversationalAgent",
    "openAiFunctionsAgent",
    "planAndExecuteAgent",
    "reActAgent",
    "sqlAgent"
   ]
  },
  {
   "name": "agent",
   "type": "hidden",
   "default": "toolsAgent",
   "noDataExpression": true,
   "displayOptions": {
    "show": {
     "@version": [
      {
       "_cnd": {
        "gte": 1.8
       }
      }
     ]
    }
   }
  },
  {
   "name": "hasOutputParser",
   "type": "boolean",
   "default": false,
   "noDataExpression": true,
   "displayOptions": {
    "hide": {
     "@version": [
      {
       "_cnd": {
        "lte": 1.2
       }
      }
     ],
     "agent": [
      "sqlAgent"
     ]
    }
   }
  }
 ]
} as never;

export const AGENT_V2: EndpointFixture = {
 "inputs": "={{\n\t\t\t\t((hasOutputParser, needsFallback) => {\n\t\t\t\t\tfunction getInputs(hasMainInput, hasOutputParser, needsFallback) {\n  const getInputData = (inputs) => {\n    return inputs.map(({ type, filter, displayName, required }) => {\n      const input = {\n        type,\n        displayName,\n        required,\n        maxConnections: [\"ai_languageModel\", \"ai_memory\", \"ai_outputParser\"].includes(type) ? 1 : void 0\n      };\n      if (filter) {\n        input.filter = filter;\n      }\n      return input;\n    });\n  };\n  let specialInputs = [\n    {\n      type: \"ai_languageModel\",\n      displayName: \"Chat Model\",\n      required: true,\n      filter: {\n        excludedNodes: [\n          \"@n8n/n8n-nodes-langchain.lmCohere\",\n          \"@n8n/n8n-nodes-langchain.lmOllama\",\n          \"n8n/n8n-nodes-langchain.lmOpenAi\",\n          \"@n8n/n8n-nodes-langchain.lmOpenHuggingFaceInference\"\n        ]\n      }\n    },\n    {\n      type: \"ai_languageModel\",\n      displayName: \"Fallback Model\",\n      required: true,\n      filter: {\n        excludedNodes: [\n          \"@n8n/n8n-nodes-langchain.lmCohere\",\n          \"@n8n/n8n-nodes-langchain.lmOllama\",\n          \"n8n/n8n-nodes-langchain.lmOpenAi\",\n          \"@n8n/n8n-nodes-langchain.lmOpenHuggingFaceInference\"\n        ]\n      }\n    },\n    {\n      displayName: \"Memory\",\n      type: \"ai_memory\"\n    },\n    {\n      displayName: \"Tool\",\n      type: \"ai_tool\"\n    },\n    {\n      displayName: \"Output Parser\",\n      type: \"ai_outputParser\"\n    }\n  ];\n  if (hasOutputParser === false) {\n    specialInputs = specialInputs.filter((input) => input.type !== \"ai_outputParser\");\n  }\n  if (needsFallback === false) {\n    specialInputs = specialInputs.filter((input) => input.displayName !== \"Fallback Model\");\n  }\n  const mainInputs = hasMainInput ? [\"main\"] : [];\n  return [...mainInputs, ...getInputData(specialInputs)];\n};\n\t\t\t\t\treturn getInputs(true, hasOutputParser, needsFallback);\n\t\t\t\t})($parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true, $parameter.needsFallback !== undefined && $parameter.needsFallback === true)\n\t\t\t}}",
 "outputs": [
  "main"
 ],
 "properties": [
  {
   "name": "hasOutputParser",
   "type": "boolean",
   "default": false,
   "noDataExpression": true
  },
  {
   "name": "needsFallback",
   "type": "boolean",
   "default": false,
   "noDataExpression": true,
   "displayOptions": {
    "show": {
     "@version": [
      {
       "_cnd": {
        "gte": 2.1
       }
      }
     ]
    }
   }
  }
 ]
} as never;

export const CHAIN_LLM: EndpointFixture = {
 "inputs": "={{ ((parameter) => { function getInputs(parameters) {\n  const inputs = [\n    { displayName: \"\", type: \"main\" },\n    {\n      displayName: \"Model\",\n      maxConnections: 1,\n      type: \"ai_languageModel\",\n      required: true\n    }\n  ];\n  const needsFallback = parameters?.needsFallback;\n  if (needsFallback === true) {\n    inputs.push({\n      displayName: \"Fallback Model\",\n      maxConnections: 1,\n      type: \"ai_languageModel\",\n      required: true\n    });\n  }\n  const hasOutputParser = parameters?.hasOutputParser;\n  if (hasOutputParser === void 0 || hasOutputParser === true) {\n    inputs.push({\n      displayName: \"Output Parser\",\n      type: \"ai_outputParser\",\n      maxConnections: 1,\n      required: false\n    });\n  }\n  return inputs;\n}; return getInputs(parameter) })($parameter) }}",
 "outputs": [
  "main"
 ],
 "properties": [
  {
   "name": "hasOutputParser",
   "type": "boolean",
   "default": false,
   "noDataExpression": true,
   "displayOptions": {
    "hide": {
     "@version": [
      1,
      1.1,
      1.3
     ]
    }
   }
  },
  {
   "name": "needsFallback",
   "type": "boolean",
   "default": false,
   "noDataExpression": true,
   "displayOptions": {
    "hide": {
     "@version": [
      1,
      1.1,
      1.3
     ]
    }
   }
  }
 ]
} as never;

