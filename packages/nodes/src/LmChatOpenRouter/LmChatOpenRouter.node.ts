import { openAiCompatibleChatModel } from '../ai/openai-compatible-model.js';

/** OpenRouter Chat Model: any model OpenRouter routes to, through its OpenAI-compatible API. */
export const LmChatOpenRouter = openAiCompatibleChatModel({
  displayName: 'OpenRouter Chat Model',
  name: '@n8n/n8n-nodes-langchain.lmChatOpenRouter',
  icon: 'file:openrouter.svg',
  credential: 'openRouterApi',
  defaultModel: 'openai/gpt-4.1-mini',
  defaultBaseUrl: 'https://openrouter.ai/api/v1',
  description: 'For advanced usage with an AI chain',
});
