import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { jsonParameter } from '../helpers.js';
import { openAiRequest } from '../transport.js';

/** Conversation > Create / Get / Remove / Update (versions 2.x): OpenAI's Conversations API. */
export async function conversationOperation(this: IExecuteFunctions, itemIndex: number, operation: string): Promise<INodeExecutionData[]> {
  let response: unknown;
  if (operation === 'create') {
    const messages = this.getNodeParameter('messages.values', itemIndex, []) as Array<{ role?: string; content?: string }>;
    const options = this.getNodeParameter('options', itemIndex, {}) as { metadata?: string | IDataObject };
    const body: IDataObject = {
      items: messages.map((message) => ({ type: 'message', role: message.role ?? 'user', content: message.content ?? '' })),
      ...(options.metadata !== undefined ? { metadata: jsonParameter(this, options.metadata, 'Metadata', itemIndex) } : {}),
    };
    response = await openAiRequest(this, { method: 'POST', path: '/conversations', body });
  } else {
    const path = `/conversations/${encodeURIComponent(this.getNodeParameter('conversationId', itemIndex) as string)}`;
    if (operation === 'get') response = await openAiRequest(this, { method: 'GET', path });
    else if (operation === 'remove') response = await openAiRequest(this, { method: 'DELETE', path });
    else {
      const metadata = jsonParameter(this, this.getNodeParameter('metadata', itemIndex, '{}'), 'Metadata', itemIndex);
      response = await openAiRequest(this, { method: 'POST', path, body: { metadata } });
    }
  }
  return [{ json: response as IDataObject, pairedItem: { item: itemIndex } }];
}
