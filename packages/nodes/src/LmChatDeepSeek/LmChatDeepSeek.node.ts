import { openAiCompatibleChatModel } from '../ai/openai-compatible-model.js';

/** DeepSeek Chat Model: DeepSeek's models through its OpenAI-compatible API. */
export const LmChatDeepSeek = openAiCompatibleChatModel({
  displayName: 'DeepSeek Chat Model',
  name: '@n8n/n8n-nodes-langchain.lmChatDeepSeek',
  icon: 'file:deepseek.svg',
  credential: 'deepSeekApi',
  defaultModel: 'deepseek-chat',
  defaultBaseUrl: 'https://api.deepseek.com',
  description: 'For advanced usage with an AI chain',
});
