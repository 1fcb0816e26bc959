import type { DocumentInterface } from '@langchain/core/documents';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { BaseRetriever } from '@langchain/core/retrievers';
import { messageText } from './message-text.js';

/** n8n's default system prompt of the Question and Answer Chain; `{context}` takes the documents found. */
export const DEFAULT_QA_SYSTEM_PROMPT = "You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question.\nIf you don't know the answer, just say that you don't know, don't try to make up an answer.\n----------------\nContext: {context}";

/**
 * Retrieval-augmented answering: the documents the retriever finds for the question fill the system
 * prompt's `{context}` (one after another, blank line between), the question is the user message.
 */
export async function answerWithRetrieval(request: {
  model: BaseChatModel; retriever: BaseRetriever; question: string; systemPrompt: string; signal?: AbortSignal;
}): Promise<{ answer: string; documents: DocumentInterface[] }> {
  const options = request.signal ? { signal: request.signal } : {};
  const documents = await request.retriever.invoke(request.question, options);
  const context = documents.map((document) => document.pageContent).join('\n\n');
  const system = request.systemPrompt.replaceAll('{context}', context).replaceAll('{question}', request.question);
  const answer = await request.model.invoke([new SystemMessage(system), new HumanMessage(request.question)], options);
  return { answer: messageText(answer.content), documents };
}
