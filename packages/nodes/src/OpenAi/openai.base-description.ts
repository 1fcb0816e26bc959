import type { INodeTypeBaseDescription } from '@weft/workflow';

export const openAiBaseDescription: INodeTypeBaseDescription = {
  displayName: 'OpenAI',
  name: '@n8n/n8n-nodes-langchain.openAi',
  icon: 'file:openai.svg',
  group: ['transform'],
  description: 'Message an assistant or GPT, analyze images, generate audio, etc.',
  defaultVersion: 2.1,
  codex: { categories: ['AI'], subcategories: { AI: ['Agents', 'Miscellaneous', 'Root Nodes'] }, alias: ['LangChain', 'ChatGPT', 'Sora', 'DallE', 'whisper', 'audio', 'transcribe', 'tts', 'assistant'] },
};

/** n8n's inputs: the Tools input for messages to a model or an assistant (unless the model cannot call tools), Memory for assistants. */
export const OPENAI_INPUTS =
"={{((resource, operation, hideTools, memory) => {\n  if (resource === \"assistant\" && operation === \"message\") {\n    const inputs = [\n      { type: \"main\" },\n      { type: \"ai_tool\", displayName: \"Tools\" }\n    ];\n    if (memory !== \"threadId\") {\n      inputs.push({ type: \"ai_memory\", displayName: \"Memory\", maxConnections: 1 });\n    }\n    return inputs;\n  }\n  if (resource === \"text\" && (operation === \"message\" || operation === \"response\")) {\n    if (hideTools === \"hide\") {\n      return [\"main\"];\n    }\n    return [{ type: \"main\" }, { type: \"ai_tool\", displayName: \"Tools\" }];\n  }\n  return [\"main\"];\n})($parameter.resource, $parameter.operation, $parameter.hideTools, $parameter.memory ?? undefined)}}";
