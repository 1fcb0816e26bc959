import type { TFunction } from 'i18next';
import type { AiCall } from './ai-calls';

const KNOWN = ['ai_languageModel', 'ai_memory', 'ai_tool', 'ai_outputParser', 'ai_embedding', 'ai_document', 'ai_textSplitter', 'ai_vectorStore', 'ai_retriever'] as const;

/** What kind of sub-node answered the call: Model, Memory, Tool... */
export function connectionLabel(t: TFunction, connectionType: string): string {
  const known = (KNOWN as readonly string[]).includes(connectionType) ? connectionType as typeof KNOWN[number] : 'other';
  return t(`ndv.aiLog.connection.${known}`);
}

/** A call's duration in seconds, to the millisecond. */
export function callSeconds(t: TFunction, call: AiCall): string {
  return t('ndv.aiLog.seconds', { value: (call.executionTime / 1000).toFixed(3).replace(/\.?0+$/, '') || '0' });
}
