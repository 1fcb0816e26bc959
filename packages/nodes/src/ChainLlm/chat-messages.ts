import { AIMessage, HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

interface MessageValue {
  type?: string;
  messageType?: 'text' | 'imageBinary' | 'imageUrl';
  message?: string;
  binaryImageDataKey?: string;
  imageUrl?: string;
  imageDetail?: 'auto' | 'low' | 'high';
}

/** The image of a user message as a data URL: the item's binary file, which must be an image. */
async function binaryImageUrl(context: IExecuteFunctions, itemIndex: number, field: string): Promise<string> {
  const binary = context.helpers.assertBinaryData(itemIndex, field);
  if (!binary.mimeType?.startsWith('image/')) {
    throw new NodeOperationError(context.getNode(), `The binary field '${field}' is not an image (${binary.mimeType || 'no MIME type'})`, { itemIndex });
  }
  const bytes = Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field));
  return `data:${binary.mimeType};base64,${bytes.toString('base64')}`;
}

/** A user message carrying an image (from the item's binary data or a URL), as OpenAI-style content parts. */
async function imageMessage(context: IExecuteFunctions, itemIndex: number, value: MessageValue): Promise<HumanMessage> {
  const url = value.messageType === 'imageBinary'
    ? await binaryImageUrl(context, itemIndex, value.binaryImageDataKey || 'data')
    : value.imageUrl ?? '';
  if (url === '') throw new NodeOperationError(context.getNode(), 'An image message needs an image URL', { itemIndex });
  return new HumanMessage({ content: [{ type: 'image_url', image_url: { url, detail: value.imageDetail ?? 'auto' } }] });
}

/** The chain's Chat Messages, sent before the prompt: system, AI and user messages, user ones text or an image. */
export async function chatMessages(context: IExecuteFunctions, itemIndex: number): Promise<BaseMessage[]> {
  const values = (context.getNodeParameter('messages.messageValues', itemIndex, []) as MessageValue[]) ?? [];
  const messages: BaseMessage[] = [];
  for (const value of values) {
    const text = value.message ?? '';
    if (value.type === 'HumanMessagePromptTemplate') {
      const isImage = value.messageType === 'imageBinary' || value.messageType === 'imageUrl';
      messages.push(isImage ? await imageMessage(context, itemIndex, value) : new HumanMessage(text));
    } else if (value.type === 'AIMessagePromptTemplate') {
      messages.push(new AIMessage(text));
    } else {
      messages.push(new SystemMessage(text));
    }
  }
  return messages;
}
