import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { SIMPLE_HEADERS, simplifyMessages } from '../parse-email.js';
import { labelList } from '../read-messages.js';
import { replyToMessage } from '../reply.js';
import { gmailRequest } from '../transport.js';
import { bodyOf, filtersOf, idOf, labelIdsOf, listIds } from './message.operations.js';

export const threadOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[] | INodeExecutionData[]>> = {
  async get(itemIndex) {
    const simple = this.getNodeParameter('simple', itemIndex, true) === true;
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const qs = simple ? { format: 'metadata', metadataHeaders: SIMPLE_HEADERS } : { format: 'full' };
    const thread = await gmailRequest(this, 'GET', `/threads/${idOf(this, 'threadId', itemIndex)}`, undefined, qs);
    const messages = (thread.messages as IDataObject[] | undefined) ?? [];
    const shown = simple ? simplifyMessages(messages, await labelList(this)) : messages;
    if (options.returnOnlyMessages === false) return { ...thread, messages: shown };
    return shown;
  },
  async getAll(itemIndex) {
    return listIds(this, itemIndex, '/threads', 'threads', await filtersOf(this, itemIndex));
  },
  async delete(itemIndex) {
    await gmailRequest(this, 'DELETE', `/threads/${idOf(this, 'threadId', itemIndex)}`);
    return { success: true };
  },
  async trash(itemIndex) {
    return gmailRequest(this, 'POST', `/threads/${idOf(this, 'threadId', itemIndex)}/trash`);
  },
  async untrash(itemIndex) {
    return gmailRequest(this, 'POST', `/threads/${idOf(this, 'threadId', itemIndex)}/untrash`);
  },
  async addLabels(itemIndex) {
    return gmailRequest(this, 'POST', `/threads/${idOf(this, 'threadId', itemIndex)}/modify`, { addLabelIds: labelIdsOf(this, itemIndex) });
  },
  async removeLabels(itemIndex) {
    return gmailRequest(this, 'POST', `/threads/${idOf(this, 'threadId', itemIndex)}/modify`, { removeLabelIds: labelIdsOf(this, itemIndex) });
  },
  async reply(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    let messageId = String(this.getNodeParameter('messageId', itemIndex, '') ?? '').trim();
    if (messageId === '') {
      const thread = await gmailRequest(this, 'GET', `/threads/${idOf(this, 'threadId', itemIndex)}`, undefined, { format: 'minimal' });
      messageId = String(((thread.messages as IDataObject[] | undefined) ?? []).at(-1)?.id ?? '');
      if (messageId === '') throw new NodeOperationError(this.getNode(), 'The thread has no message to reply to', { itemIndex });
    }
    return replyToMessage(this, itemIndex, messageId, bodyOf(this, itemIndex, options, false), options);
  },
};
