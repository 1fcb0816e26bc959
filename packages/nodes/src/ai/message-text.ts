import type { MessageContent } from '@langchain/core/messages';

/** A model message's text: its content, or the text parts of content given in parts. */
export function messageText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
}
