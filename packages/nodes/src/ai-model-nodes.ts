import type { INodeType, IVersionedNodeType } from '@weft/workflow';
import { LmChatAnthropic } from './LmChatAnthropic/LmChatAnthropic.node.js';

/** The model and embeddings sub-nodes of the providers other than OpenAI (registered with the built-in nodes). */
export const aiModelNodes: Array<{ folder: string; nodeType: INodeType | IVersionedNodeType }> = [
  { folder: 'LmChatAnthropic', nodeType: new LmChatAnthropic() },
];
