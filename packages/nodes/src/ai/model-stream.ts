import { AIMessage } from '@langchain/core/messages';
import type { AIMessageChunk, BaseMessage } from '@langchain/core/messages';
import type { IExecuteFunctions } from '@weft/workflow';
import { messageText } from './message-text.js';

/** What a root node calls a chat model through (the model itself, or the model with tools bound). */
export interface ChatCaller {
  invoke(messages: BaseMessage[], options?: { signal?: AbortSignal }): Promise<BaseMessage>;
  stream(messages: BaseMessage[], options?: { signal?: AbortSignal }): Promise<AsyncIterable<AIMessageChunk>>;
}

/** Where one item's answer streams to: n8n's `begin`, `item` chunks of text, `end`. */
export interface ItemStream {
  begin(): void;
  text(text: string): void;
  end(): void;
}

/**
 * The stream for item `itemIndex` when the execution answers a caller in streaming mode and the node
 * streams (`enabled`: its version and options allow it); undefined otherwise.
 */
export function itemStream(context: IExecuteFunctions, itemIndex: number, enabled: boolean): ItemStream | undefined {
  const send = context.sendChunk?.bind(context);
  if (!enabled || !send || context.isStreaming?.() !== true) return undefined;
  return {
    begin: () => send('begin', itemIndex),
    text: (text) => send('item', itemIndex, text),
    end: () => send('end', itemIndex),
  };
}

/**
 * One model turn. Without `onText` the model is invoked; with it the answer is streamed, each piece of
 * text passed on as it arrives, and the whole message (tool calls included) is what this answers:
 * a message made of it, or (`keepChunk`) the joined chunk itself.
 */
export async function callModel(
  caller: ChatCaller, messages: BaseMessage[], options: { signal?: AbortSignal }, onText?: (text: string) => void, keepChunk = false,
): Promise<AIMessage> {
  if (!onText) return await caller.invoke(messages, options) as AIMessage;
  let whole: AIMessageChunk | undefined;
  for await (const chunk of await caller.stream(messages, options)) {
    whole = whole ? whole.concat(chunk) : chunk;
    const text = messageText(chunk.content);
    if (text) onText(text);
  }
  if (!whole) throw new Error('The model answered nothing');
  if (keepChunk) return whole as unknown as AIMessage;
  return new AIMessage({ content: whole.content, tool_calls: whole.tool_calls ?? [], response_metadata: whole.response_metadata, ...(whole.id ? { id: whole.id } : {}) });
}
