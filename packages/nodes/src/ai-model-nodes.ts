import type { INodeType, IVersionedNodeType } from '@weft/workflow';
import { EmbeddingsGoogleGemini } from './EmbeddingsGoogleGemini/EmbeddingsGoogleGemini.node.js';
import { EmbeddingsMistralCloud } from './EmbeddingsMistralCloud/EmbeddingsMistralCloud.node.js';
import { EmbeddingsOllama } from './EmbeddingsOllama/EmbeddingsOllama.node.js';
import { LmChatAnthropic } from './LmChatAnthropic/LmChatAnthropic.node.js';
import { LmChatAzureOpenAi } from './LmChatAzureOpenAi/LmChatAzureOpenAi.node.js';
import { LmChatDeepSeek } from './LmChatDeepSeek/LmChatDeepSeek.node.js';
import { LmChatGoogleGemini } from './LmChatGoogleGemini/LmChatGoogleGemini.node.js';
import { LmChatGroq } from './LmChatGroq/LmChatGroq.node.js';
import { LmChatMistralCloud } from './LmChatMistralCloud/LmChatMistralCloud.node.js';
import { LmChatOllama } from './LmChatOllama/LmChatOllama.node.js';
import { LmChatOpenRouter } from './LmChatOpenRouter/LmChatOpenRouter.node.js';
import { LmOpenAi } from './LmOpenAi/LmOpenAi.node.js';

/** The model and embeddings sub-nodes of the providers other than OpenAI's chat model (registered with the built-in nodes). */
export const aiModelNodes: Array<{ folder: string; nodeType: INodeType | IVersionedNodeType }> = [
  { folder: 'LmChatAnthropic', nodeType: new LmChatAnthropic() },
  { folder: 'LmChatGoogleGemini', nodeType: new LmChatGoogleGemini() },
  { folder: 'LmChatOllama', nodeType: new LmChatOllama() },
  { folder: 'LmChatGroq', nodeType: new LmChatGroq() },
  { folder: 'LmChatMistralCloud', nodeType: new LmChatMistralCloud() },
  { folder: 'LmChatOpenRouter', nodeType: new LmChatOpenRouter() },
  { folder: 'LmChatDeepSeek', nodeType: new LmChatDeepSeek() },
  { folder: 'LmChatAzureOpenAi', nodeType: new LmChatAzureOpenAi() },
  { folder: 'LmOpenAi', nodeType: new LmOpenAi() },
  { folder: 'EmbeddingsGoogleGemini', nodeType: new EmbeddingsGoogleGemini() },
  { folder: 'EmbeddingsOllama', nodeType: new EmbeddingsOllama() },
  { folder: 'EmbeddingsMistralCloud', nodeType: new EmbeddingsMistralCloud() },
];
