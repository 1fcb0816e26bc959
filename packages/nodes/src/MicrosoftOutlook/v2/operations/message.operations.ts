import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { binaryAttachments, graphMessage } from '../../message-fields.js';
import { messageItems, mimeContent, outputChoice, selectOf } from '../../output.js';
import { graphList, graphRequest, segment } from '../../transport.js';
import { idIn, locatedId } from '../located.js';
import { messageListQuery } from '../message-filters.js';

type Result = IDataObject | IDataObject[] | INodeExecutionData[];

/** The list filters as the query; a date the user mistyped is theirs to fix. */
export function listQuery(context: IExecuteFunctions, itemIndex: number): IDataObject {
  try {
    return messageListQuery(context.getNodeParameter('filtersUI', itemIndex, {}) as IDataObject);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex });
  }
}

/** Adds each attachment to a draft (one request each, as Graph takes them). */
export async function attachAll(context: IExecuteFunctions, itemIndex: number, messageId: string, attachments: IDataObject[]): Promise<void> {
  for (const attachment of attachments) {
    await graphRequest(context, { method: 'POST', path: `/messages/${segment(messageId)}/attachments`, body: attachment, itemIndex });
  }
}

export const messageOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/messages/${segment(locatedId(this, 'messageId', itemIndex))}`, itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    const id = locatedId(this, 'messageId', itemIndex);
    const choice = outputChoice(this, itemIndex);
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const message = await graphRequest(this, { path: `/messages/${segment(id)}`, qs: selectOf(choice, 'message'), itemIndex }) as IDataObject;
    const [item] = await messageItems(this, [message], choice, options, itemIndex);
    const mime = (options.getMimeContent as { values?: IDataObject } | undefined)?.values;
    if (item && mime) {
      const field = String(mime.binaryPropertyName || 'data');
      const fileName = String(mime.outputFileName || `${String(message.subject ?? id)}.eml`);
      item.binary = { ...(item.binary ?? {}), [field]: await mimeContent(this, id, itemIndex, fileName) };
    }
    return item ? [item] : [];
  },

  async getAll(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const messages = await graphList(this, itemIndex, '/messages', { ...listQuery(this, itemIndex), ...selectOf(choice, 'message') });
    return messageItems(this, messages, choice, this.getNodeParameter('options', itemIndex, {}) as IDataObject, itemIndex);
  },

  async move(itemIndex) {
    const id = locatedId(this, 'messageId', itemIndex);
    const destinationId = locatedId(this, 'folderId', itemIndex);
    return await graphRequest(this, { method: 'POST', path: `/messages/${segment(id)}/move`, body: { destinationId }, itemIndex }) as IDataObject;
  },

  async reply(itemIndex) {
    const id = locatedId(this, 'messageId', itemIndex);
    const senderOnly = this.getNodeParameter('replyToSenderOnly', itemIndex, false) === true;
    const fields = senderOnly ? this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject : {};
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const { attachments, ...rest } = fields;
    const message = graphMessage(rest);
    delete message.body;
    const draft = await graphRequest(this, {
      method: 'POST', path: `/messages/${segment(id)}/${senderOnly ? 'createReply' : 'createReplyAll'}`, itemIndex,
      body: { comment: String(this.getNodeParameter('message', itemIndex, '') ?? ''), ...(Object.keys(message).length > 0 ? { message } : {}) },
    }) as IDataObject;
    await attachAll(this, itemIndex, String(draft.id), await binaryAttachments(this, itemIndex, attachments));
    if (options.saveAsDraft === true) return draft;
    await graphRequest(this, { method: 'POST', path: `/messages/${segment(String(draft.id))}/send`, itemIndex });
    return { success: true };
  },

  async send(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const { attachments, saveToSentItems, ...rest } = fields;
    const message = graphMessage({
      ...rest, toRecipients: this.getNodeParameter('toRecipients', itemIndex, ''), subject: this.getNodeParameter('subject', itemIndex, ''),
      bodyContent: this.getNodeParameter('bodyContent', itemIndex, ''), bodyContentType: rest.bodyContentType ?? 'html',
    });
    if (!Array.isArray(message.toRecipients) || message.toRecipients.length === 0) {
      throw new NodeOperationError(this.getNode(), 'No recipient was given', { itemIndex, description: 'Fill in "To" with one or more addresses, separated by commas.' });
    }
    const files = await binaryAttachments(this, itemIndex, attachments);
    if (files.length > 0) message.attachments = files;
    await graphRequest(this, { method: 'POST', path: '/sendMail', body: { message, saveToSentItems: saveToSentItems !== false }, itemIndex });
    return { success: true };
  },

  async update(itemIndex) {
    const id = locatedId(this, 'messageId', itemIndex);
    const { folderId, ...fields } = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
    const patch = graphMessage(fields);
    let updated = Object.keys(patch).length > 0
      ? await graphRequest(this, { method: 'PATCH', path: `/messages/${segment(id)}`, body: patch, itemIndex }) as IDataObject
      : await graphRequest(this, { path: `/messages/${segment(id)}`, itemIndex }) as IDataObject;
    const destination = folderId === undefined ? '' : idIn(folderId);
    if (destination !== '') {
      updated = await graphRequest(this, { method: 'POST', path: `/messages/${segment(id)}/move`, body: { destinationId: destination }, itemIndex }) as IDataObject;
    }
    return updated;
  },
};
