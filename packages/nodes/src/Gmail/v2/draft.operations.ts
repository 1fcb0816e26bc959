import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { encodeEmail } from '../compose.js';
import { attachmentsFromOptions } from '../outgoing.js';
import { parseRawEmail } from '../parse-email.js';
import { gmailRequest } from '../transport.js';
import { bodyOf, listIds } from './message.operations.js';

const draftIdOf = (context: IExecuteFunctions, itemIndex: number) => {
  const id = String(context.getNodeParameter('messageId', itemIndex, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(context.getNode(), 'The draft ID is empty', { itemIndex });
  return encodeURIComponent(id);
};

/** A draft as n8n outputs it: the parsed message, `id` the draft's and `messageId` the message's. */
async function readDraft(context: IExecuteFunctions, draftId: string, options: IDataObject): Promise<INodeExecutionData> {
  const draft = await gmailRequest(context, 'GET', `/drafts/${draftId}`, undefined, { format: 'raw' });
  const item = await parseRawEmail(context, draft.message as IDataObject, {
    download: options.downloadAttachments === true, prefix: String(options.dataPropertyAttachmentsPrefixName ?? 'attachment_'),
  });
  item.json.messageId = item.json.id;
  item.json.id = draft.id;
  return item;
}

/** The headers that put a draft into a thread: In-Reply-To and References of the thread's latest message. */
async function threadHeaders(context: IExecuteFunctions, threadId: string): Promise<{ inReplyTo?: string; references?: string }> {
  const thread = await gmailRequest(context, 'GET', `/threads/${encodeURIComponent(threadId)}`, undefined, { format: 'metadata', metadataHeaders: ['Message-ID', 'References'] });
  const last = ((thread.messages as IDataObject[] | undefined) ?? []).at(-1);
  const headers = ((last?.payload as IDataObject | undefined)?.headers as IDataObject[] | undefined) ?? [];
  const value = (name: string) => headers.find((h) => String(h.name).toLowerCase() === name)?.value as string | undefined;
  const parent = value('message-id');
  return parent ? { inReplyTo: parent, references: [value('references'), parent].filter(Boolean).join(' ') } : {};
}

export const draftOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | INodeExecutionData[]>> = {
  async create(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const threadId = options.threadId ? String(options.threadId) : undefined;
    const raw = await encodeEmail({
      ...(options.fromAlias ? { from: String(options.fromAlias) } : {}),
      ...(options.sendTo ? { to: String(options.sendTo) } : {}),
      ...(options.ccList ? { cc: String(options.ccList) } : {}),
      ...(options.bccList ? { bcc: String(options.bccList) } : {}),
      ...(options.replyTo ? { replyTo: String(options.replyTo) } : {}),
      subject: String(this.getNodeParameter('subject', itemIndex, '') ?? ''),
      ...bodyOf(this, itemIndex, options, false),
      ...(threadId ? await threadHeaders(this, threadId) : {}),
      attachments: await attachmentsFromOptions(this, itemIndex, options),
    });
    return gmailRequest(this, 'POST', '/drafts', { message: { raw, ...(threadId ? { threadId } : {}) } });
  },
  async delete(itemIndex) {
    await gmailRequest(this, 'DELETE', `/drafts/${draftIdOf(this, itemIndex)}`);
    return { success: true };
  },
  async get(itemIndex) {
    return [await readDraft(this, draftIdOf(this, itemIndex), this.getNodeParameter('options', itemIndex, {}) as IDataObject)];
  },
  async getAll(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const drafts = await listIds(this, itemIndex, '/drafts', 'drafts', options.includeSpamTrash ? { includeSpamTrash: true } : {});
    const items: INodeExecutionData[] = [];
    for (const draft of drafts) items.push(await readDraft(this, encodeURIComponent(String(draft.id)), options));
    return items;
  },
};
