import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { binaryAttachments, graphMessage, recipients } from '../../message-fields.js';
import { messageItems, outputChoice, selectOf } from '../../output.js';
import { graphRequest, segment } from '../../transport.js';
import { locatedId } from '../located.js';

type Result = IDataObject | INodeExecutionData[];

/** Drafts are messages in the Drafts folder: created with POST /messages, sent with /send. */
export const draftOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async create(itemIndex) {
    const { attachments, ...fields } = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const message = graphMessage({
      ...fields, subject: this.getNodeParameter('subject', itemIndex, ''), bodyContent: this.getNodeParameter('bodyContent', itemIndex, ''),
      bodyContentType: fields.bodyContentType ?? 'html',
    });
    const files = await binaryAttachments(this, itemIndex, attachments);
    if (files.length > 0) message.attachments = files;
    return await graphRequest(this, { method: 'POST', path: '/messages', body: message, itemIndex }) as IDataObject;
  },

  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/messages/${segment(locatedId(this, 'draftId', itemIndex))}`, itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const draft = await graphRequest(this, { path: `/messages/${segment(locatedId(this, 'draftId', itemIndex))}`, qs: selectOf(choice, 'message'), itemIndex }) as IDataObject;
    return messageItems(this, [draft], choice, this.getNodeParameter('options', itemIndex, {}) as IDataObject, itemIndex);
  },

  async send(itemIndex) {
    const id = locatedId(this, 'draftId', itemIndex);
    const to = recipients(this.getNodeParameter('to', itemIndex, ''));
    if (to.length > 0) await graphRequest(this, { method: 'PATCH', path: `/messages/${segment(id)}`, body: { toRecipients: to }, itemIndex });
    await graphRequest(this, { method: 'POST', path: `/messages/${segment(id)}/send`, itemIndex });
    return { success: true };
  },

  async update(itemIndex) {
    const id = locatedId(this, 'draftId', itemIndex);
    const patch = graphMessage(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
    return await graphRequest(this, { method: 'PATCH', path: `/messages/${segment(id)}`, body: patch, itemIndex }) as IDataObject;
  },
};
