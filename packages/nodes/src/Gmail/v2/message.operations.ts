import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { encodeEmail, withAttribution } from '../compose.js';
import { attachmentsFromOptions, ownAddress, recipients } from '../outgoing.js';
import { listQuery } from '../query.js';
import type { MessageFilters } from '../query.js';
import { readMessages } from '../read-messages.js';
import { replyToMessage } from '../reply.js';
import { gmailRequest, gmailRequestAll, gmailRequestSome } from '../transport.js';

type Result = IDataObject | INodeExecutionData[];

const idOf = (context: IExecuteFunctions, name: string, itemIndex: number) => {
  const id = String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(context.getNode(), `The ${name === 'threadId' ? 'thread' : 'message'} ID is empty`, { itemIndex });
  return encodeURIComponent(id);
};

/** The message body in the chosen format, with the attribution when the option is on (it is by default). */
export function bodyOf(context: IExecuteFunctions, itemIndex: number, options: IDataObject, attribution: boolean): { text?: string; html?: string } {
  const format = context.getNodeParameter('emailType', itemIndex, 'text') === 'html' ? 'html' : 'text';
  let message = String(context.getNodeParameter('message', itemIndex, '') ?? '');
  if (attribution && options.appendAttribution !== false) message = withAttribution(message, format);
  return { [format]: message };
}

export async function listIds(context: IExecuteFunctions, itemIndex: number, path: string, property: string, qs: IDataObject): Promise<IDataObject[]> {
  if (context.getNodeParameter('returnAll', itemIndex, false) === true) return gmailRequestAll(context, property, path, qs);
  return gmailRequestSome(context, property, path, qs, Number(context.getNodeParameter('limit', itemIndex, 50)));
}

export async function filtersOf(context: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
  const filters = context.getNodeParameter('filters', itemIndex, {}) as MessageFilters;
  try {
    return listQuery(filters);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex, description: 'Give "Received After" and "Received Before" as dates and times.' });
  }
}

export const messageOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async send(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const me = options.senderName ? await ownAddress(this) : undefined;
    const raw = await encodeEmail({
      ...(me ? { from: `${String(options.senderName)} <${me}>` } : {}),
      to: recipients(this, this.getNodeParameter('sendTo', itemIndex, ''), itemIndex),
      ...(options.ccList ? { cc: String(options.ccList) } : {}),
      ...(options.bccList ? { bcc: String(options.bccList) } : {}),
      ...(options.replyTo ? { replyTo: String(options.replyTo) } : {}),
      subject: String(this.getNodeParameter('subject', itemIndex, '') ?? ''),
      ...bodyOf(this, itemIndex, options, true),
      attachments: await attachmentsFromOptions(this, itemIndex, options),
    });
    return gmailRequest(this, 'POST', '/messages/send', { raw });
  },

  async reply(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return replyToMessage(this, itemIndex, decodeURIComponent(idOf(this, 'messageId', itemIndex)), bodyOf(this, itemIndex, options, true), options);
  },

  async get(itemIndex) {
    const simple = this.getNodeParameter('simple', itemIndex, true) === true;
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return readMessages(this, [decodeURIComponent(idOf(this, 'messageId', itemIndex))], {
      simple, downloadAttachments: options.downloadAttachments === true, prefix: String(options.dataPropertyAttachmentsPrefixName ?? 'attachment_'),
    });
  },

  async getAll(itemIndex) {
    const found = await listIds(this, itemIndex, '/messages', 'messages', await filtersOf(this, itemIndex));
    const simple = this.getNodeParameter('simple', itemIndex, true) === true;
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return readMessages(this, found.map((m) => String(m.id)), {
      simple, downloadAttachments: options.downloadAttachments === true, prefix: String(options.dataPropertyAttachmentsPrefixName ?? 'attachment_'),
    });
  },

  async delete(itemIndex) {
    await gmailRequest(this, 'DELETE', `/messages/${idOf(this, 'messageId', itemIndex)}`);
    return { success: true };
  },

  async markAsRead(itemIndex) {
    return gmailRequest(this, 'POST', `/messages/${idOf(this, 'messageId', itemIndex)}/modify`, { removeLabelIds: ['UNREAD'] });
  },

  async markAsUnread(itemIndex) {
    return gmailRequest(this, 'POST', `/messages/${idOf(this, 'messageId', itemIndex)}/modify`, { addLabelIds: ['UNREAD'] });
  },

  async addLabels(itemIndex) {
    return gmailRequest(this, 'POST', `/messages/${idOf(this, 'messageId', itemIndex)}/modify`, { addLabelIds: labelIdsOf(this, itemIndex) });
  },

  async removeLabels(itemIndex) {
    return gmailRequest(this, 'POST', `/messages/${idOf(this, 'messageId', itemIndex)}/modify`, { removeLabelIds: labelIdsOf(this, itemIndex) });
  },
};

export function labelIdsOf(context: IExecuteFunctions, itemIndex: number): string[] {
  const ids = [context.getNodeParameter('labelIds', itemIndex, []) as string[] | string].flat().map(String).filter(Boolean);
  if (ids.length === 0) throw new NodeOperationError(context.getNode(), 'No label was chosen', { itemIndex, description: 'Choose at least one label.' });
  return ids;
}

export { idOf };
