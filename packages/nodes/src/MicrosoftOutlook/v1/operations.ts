import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { binaryAttachments, fileAttachment, graphMessage, recipients } from '../message-fields.js';
import { withAttachments } from '../output.js';
import type { Operation } from '../run-items.js';
import { graphList, graphRequest, segment } from '../transport.js';
import { attachAll } from '../v2/operations/message.operations.js';

/* Version 1: IDs typed in plain fields, Graph's answers as they are, $select and $filter written by hand. */

const idOf = (context: IExecuteFunctions, name: string, itemIndex: number) => {
  const id = String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(context.getNode(), `The ${name === 'folderId' ? 'folder' : name === 'attachmentId' ? 'attachment' : 'message'} ID is empty`, { itemIndex });
  return segment(id);
};

/** `fields` and `filter` of the additional fields as $select and $filter. */
function odata(fields: IDataObject): IDataObject {
  return { ...(fields.fields ? { $select: String(fields.fields) } : {}), ...(fields.filter ? { $filter: String(fields.filter) } : {}) };
}

/** Messages as items, each message's attachments as binary when an attachments prefix is set. */
async function messageItems(context: IExecuteFunctions, itemIndex: number, messages: IDataObject[], fields: IDataObject): Promise<INodeExecutionData[]> {
  if (!fields.dataPropertyAttachmentsPrefixName) return messages.map((json) => ({ json }));
  const items: INodeExecutionData[] = [];
  for (const message of messages) items.push(await withAttachments(context, message, String(fields.dataPropertyAttachmentsPrefixName), itemIndex));
  return items;
}

async function messageWithFiles(context: IExecuteFunctions, itemIndex: number, base: IDataObject): Promise<IDataObject> {
  const { attachments, ...fields } = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
  const message = graphMessage({ bodyContentType: 'html', ...fields, ...base });
  const files = await binaryAttachments(context, itemIndex, attachments);
  if (files.length > 0) message.attachments = files;
  return message;
}

const shared: Record<string, Operation> = {
  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/messages/${idOf(this, 'messageId', itemIndex)}`, itemIndex });
    return { success: true };
  },
  async get(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const message = await graphRequest(this, { path: `/messages/${idOf(this, 'messageId', itemIndex)}`, qs: odata(fields), itemIndex }) as IDataObject;
    return messageItems(this, itemIndex, [message], fields);
  },
  async update(itemIndex) {
    const patch = graphMessage(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
    return await graphRequest(this, { method: 'PATCH', path: `/messages/${idOf(this, 'messageId', itemIndex)}`, body: patch, itemIndex }) as IDataObject;
  },
};

const draft: Record<string, Operation> = {
  ...shared,
  async create(itemIndex) {
    const body = await messageWithFiles(this, itemIndex, { subject: this.getNodeParameter('subject', itemIndex, ''), bodyContent: this.getNodeParameter('bodyContent', itemIndex, '') });
    return await graphRequest(this, { method: 'POST', path: '/messages', body, itemIndex }) as IDataObject;
  },
  async send(itemIndex) {
    const id = idOf(this, 'messageId', itemIndex);
    const { recipients: to } = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    if (to) await graphRequest(this, { method: 'PATCH', path: `/messages/${id}`, body: { toRecipients: recipients(to) }, itemIndex });
    await graphRequest(this, { method: 'POST', path: `/messages/${id}/send`, itemIndex });
    return { success: true };
  },
};

const message: Record<string, Operation> = {
  ...shared,
  async getAll(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    return messageItems(this, itemIndex, await graphList(this, itemIndex, '/messages', odata(fields)), fields);
  },
  async getMime(itemIndex) {
    const id = idOf(this, 'messageId', itemIndex);
    const bytes = await graphRequest(this, { path: `/messages/${id}/$value`, binary: true, itemIndex }) as Buffer;
    const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    return [{ json: { id: decodeURIComponent(id) }, binary: { [field]: await this.helpers.prepareBinaryData(bytes, `${decodeURIComponent(id)}.eml`, 'message/rfc822') } }];
  },
  async move(itemIndex) {
    const destinationId = decodeURIComponent(idOf(this, 'folderId', itemIndex));
    await graphRequest(this, { method: 'POST', path: `/messages/${idOf(this, 'messageId', itemIndex)}/move`, body: { destinationId }, itemIndex });
    return { success: true };
  },
  async reply(itemIndex) {
    const id = idOf(this, 'messageId', itemIndex);
    const all = this.getNodeParameter('replyType', itemIndex, 'reply') === 'replyAll';
    const comment = String(this.getNodeParameter('comment', itemIndex, '') ?? '');
    const { attachments, ...fields } = all ? {} : this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const changes = graphMessage(fields);
    // Graph takes the reply's text as the comment or as the message body, never both.
    if (comment !== '') delete changes.body;
    const reply = await graphRequest(this, {
      method: 'POST', path: `/messages/${id}/${all ? 'createReplyAll' : 'createReply'}`, itemIndex,
      body: { ...(comment !== '' ? { comment } : {}), ...(Object.keys(changes).length > 0 ? { message: changes } : {}) },
    }) as IDataObject;
    await attachAll(this, itemIndex, String(reply.id), await binaryAttachments(this, itemIndex, attachments));
    if (this.getNodeParameter('send', itemIndex, true) !== true) return reply;
    await graphRequest(this, { method: 'POST', path: `/messages/${segment(String(reply.id))}/send`, itemIndex });
    return { success: true };
  },
  async send(itemIndex) {
    const { saveToSentItems } = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const body = await messageWithFiles(this, itemIndex, {
      subject: this.getNodeParameter('subject', itemIndex, ''), bodyContent: this.getNodeParameter('bodyContent', itemIndex, ''),
      toRecipients: this.getNodeParameter('toRecipients', itemIndex, ''),
    });
    delete (body as { saveToSentItems?: unknown }).saveToSentItems;
    await graphRequest(this, { method: 'POST', path: '/sendMail', body: { message: body, saveToSentItems: saveToSentItems !== false }, itemIndex });
    return { success: true };
  },
};

const messageAttachment: Record<string, Operation> = {
  async add(itemIndex) {
    const { fileName } = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const body = await fileAttachment(this, itemIndex, String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data')), fileName ? String(fileName) : undefined);
    await graphRequest(this, { method: 'POST', path: `/messages/${idOf(this, 'messageId', itemIndex)}/attachments`, body, itemIndex });
    return { success: true };
  },
  async download(itemIndex) {
    const path = `/messages/${idOf(this, 'messageId', itemIndex)}/attachments/${idOf(this, 'attachmentId', itemIndex)}`;
    const attachment = await graphRequest(this, { path, qs: { $select: 'id,name,contentType,size,isInline,lastModifiedDateTime' }, itemIndex }) as IDataObject;
    const bytes = await graphRequest(this, { path: `${path}/$value`, binary: true, itemIndex }) as Buffer;
    const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    return [{ json: attachment, binary: { [field]: await this.helpers.prepareBinaryData(bytes, String(attachment.name), String(attachment.contentType ?? '')) } }];
  },
  async get(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const path = `/messages/${idOf(this, 'messageId', itemIndex)}/attachments/${idOf(this, 'attachmentId', itemIndex)}`;
    return await graphRequest(this, { path, qs: odata(fields), itemIndex }) as IDataObject;
  },
  async getAll(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    return graphList(this, itemIndex, `/messages/${idOf(this, 'messageId', itemIndex)}/attachments`, odata(fields));
  },
};

const folder: Record<string, Operation> = {
  async create(itemIndex) {
    const displayName = String(this.getNodeParameter('displayName', itemIndex, ''));
    if (this.getNodeParameter('folderType', itemIndex, 'folder') !== 'searchFolder') {
      return await graphRequest(this, { method: 'POST', path: '/mailFolders', body: { displayName }, itemIndex }) as IDataObject;
    }
    const sources = this.getNodeParameter('sourceFolderIds', itemIndex, []) as string[] | string;
    return await graphRequest(this, {
      method: 'POST', path: '/mailFolders/searchfolders/childFolders', itemIndex,
      body: {
        '@odata.type': 'microsoft.graph.mailSearchFolder', displayName, includeNestedFolders: this.getNodeParameter('includeNestedFolders', itemIndex, false) === true,
        sourceFolderIds: [sources].flat().map(String).filter(Boolean), filterQuery: String(this.getNodeParameter('filterQuery', itemIndex, '')),
      },
    }) as IDataObject;
  },
  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/mailFolders/${idOf(this, 'folderId', itemIndex)}`, itemIndex });
    return { success: true };
  },
  async get(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    return await graphRequest(this, { path: `/mailFolders/${idOf(this, 'folderId', itemIndex)}`, qs: odata(fields), itemIndex }) as IDataObject;
  },
  async getAll(itemIndex) {
    return graphList(this, itemIndex, '/mailFolders', odata(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject));
  },
  async getChildren(itemIndex) {
    return graphList(this, itemIndex, `/mailFolders/${idOf(this, 'folderId', itemIndex)}/childFolders`, odata(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject));
  },
  async update(itemIndex) {
    const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
    return await graphRequest(this, { method: 'PATCH', path: `/mailFolders/${idOf(this, 'folderId', itemIndex)}`, body: fields, itemIndex }) as IDataObject;
  },
};

const folderMessage: Record<string, Operation> = {
  async getAll(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    return graphList(this, itemIndex, `/mailFolders/${idOf(this, 'folderId', itemIndex)}/messages`, odata(fields));
  },
};

export const v1Operations: Record<string, Record<string, Operation>> = { draft, message, messageAttachment, folder, folderMessage };
