import type { INodeTypeDescription } from '@weft/workflow';

/** AI node descriptions shaped as n8n serves them (shared/n8n-compat/ai-nodes.json), for pure-module tests. */
function ai(name: string, displayName: string, extra: Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    name: `@n8n/n8n-nodes-langchain.${name}`, displayName, description: '', group: ['transform'], version: 1,
    defaults: { name: displayName }, inputs: [], outputs: [], properties: [], ...extra,
  };
}

export const aiNodeTypes: INodeTypeDescription[] = [
  ai('chainLlm', 'Basic LLM Chain', {
    inputs: [
      { displayName: '', type: 'main' },
      { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
    ] as never,
    outputs: ['main'],
  }),
  ai('agent', 'AI Agent', {
    version: 1.7,
    inputs: [
      'main',
      { type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: 1 },
      { type: 'ai_memory', displayName: 'Memory', maxConnections: 1 },
      { type: 'ai_tool', displayName: 'Tool' },
    ] as never,
    outputs: ['main'],
  }),
  ai('lmChatOpenAi', 'OpenAI Chat Model', { outputs: ['ai_languageModel'], outputNames: ['Model'] }),
  ai('lmChatAnthropic', 'Anthropic Chat Model', { outputs: ['ai_languageModel'], outputNames: ['Model'] }),
  ai('memoryBufferWindow', 'Window Buffer Memory', { outputs: ['ai_memory'], outputNames: ['Memory'] }),
  ai('toolCalculator', 'Calculator', { outputs: ['ai_tool'], outputNames: ['Tool'] }),
  ai('toolWikipedia', 'Wikipedia', { outputs: ['ai_tool'], outputNames: ['Tool'] }),
];
