import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { encodeEmail } from '../compose.js';
import { attachmentsFromOptions, ownAddress } from '../outgoing.js';
import { parseRawEmail } from '../parse-email.js';
import { gmailRequest, gmailRequestAll, gmailRequestSome } from '../transport.js';
import { gmailLoadOptions } from '../v2/methods.js';
import { gmailV1Properties } from './description.js';

type Result = IDataObject | IDataObject[] | INodeExecutionData[];

const textList = (value: unknown) => [value ?? []].flat().map(String).map((s) => s.trim()).filter(Boolean).join(', ');

function idParameter(context: IExecuteFunctions, name: string, itemIndex: number): string {
  const id = String(context.getNodeParameter(name, itemIndex, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(context.getNode(), `The ${name} is empty`, { itemIndex });
  return encodeURIComponent(id);
}

/** A message in the chosen format: Gmail's resource as is, or (resolved) parsed with its attachments as binary. */
async function inFormat(context: IExecuteFunctions, path: string, fields: IDataObject): Promise<INodeExecutionData> {
  const format = String(fields.format ?? 'resolved');
  if (format !== 'resolved') return { json: await gmailRequest(context, 'GET', path, undefined, { format }) };
  const answer = await gmailRequest(context, 'GET', path, undefined, { format: 'raw' });
  const isDraft = path.startsWith('/drafts/');
  const item = await parseRawEmail(context, (isDraft ? answer.message : answer) as IDataObject, { download: true, prefix: String(fields.dataPropertyAttachmentsPrefixName ?? 'attachment_') });
  if (isDraft) {
    item.json.messageId = item.json.id;
    item.json.id = answer.id;
  }
  return item;
}

async function listed(context: IExecuteFunctions, itemIndex: number, path: string, property: string, qs: IDataObject): Promise<IDataObject[]> {
  if (context.getNodeParameter('returnAll', itemIndex, false) === true) return gmailRequestAll(context, property, path, qs);
  return gmailRequestSome(context, property, path, qs, Number(context.getNodeParameter('limit', itemIndex, 10)));
}

async function composed(context: IExecuteFunctions, itemIndex: number, extra: { inReplyTo?: string; references?: string } = {}): Promise<string> {
  const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
  const resource = context.getNodeParameter('resource', itemIndex, '');
  const to = textList(resource === 'draft' ? fields.toList : context.getNodeParameter('toList', itemIndex, []));
  const me = fields.senderName ? await ownAddress(context) : undefined;
  return encodeEmail({
    ...(me ? { from: `${String(fields.senderName)} <${me}>` } : {}),
    ...(to ? { to } : {}),
    ...(textList(fields.ccList) ? { cc: textList(fields.ccList) } : {}),
    ...(textList(fields.bccList) ? { bcc: textList(fields.bccList) } : {}),
    subject: String(context.getNodeParameter('subject', itemIndex, '') ?? ''),
    text: String(context.getNodeParameter('message', itemIndex, '') ?? ''),
    ...(context.getNodeParameter('includeHtml', itemIndex, false) === true ? { html: String(context.getNodeParameter('htmlMessage', itemIndex, '') ?? '') } : {}),
    ...extra,
    attachments: await attachmentsFromOptions(context, itemIndex, fields),
  });
}

const OPERATIONS: Record<string, Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>>> = {
  message: {
    async send(itemIndex) {
      return gmailRequest(this, 'POST', '/messages/send', { raw: await composed(this, itemIndex) });
    },
    async reply(itemIndex) {
      const threadId = decodeURIComponent(idParameter(this, 'threadId', itemIndex));
      const original = await gmailRequest(this, 'GET', `/messages/${idParameter(this, 'messageId', itemIndex)}`, undefined, { format: 'metadata', metadataHeaders: ['Message-ID', 'References'] });
      const headers = ((original.payload as IDataObject | undefined)?.headers as IDataObject[] | undefined) ?? [];
      const header = (name: string) => headers.find((h) => String(h.name).toLowerCase() === name)?.value as string | undefined;
      const parent = header('message-id');
      const raw = await composed(this, itemIndex, parent ? { inReplyTo: parent, references: [header('references'), parent].filter(Boolean).join(' ') } : {});
      return gmailRequest(this, 'POST', '/messages/send', { raw, threadId });
    },
    async get(itemIndex) {
      return [await inFormat(this, `/messages/${idParameter(this, 'messageId', itemIndex)}`, this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject)];
    },
    async getAll(itemIndex) {
      const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
      const labelIds = [fields.labelIds ?? []].flat().filter(Boolean);
      const found = await listed(this, itemIndex, '/messages', 'messages', {
        ...(fields.q ? { q: fields.q } : {}), ...(labelIds.length > 0 ? { labelIds } : {}), ...(fields.includeSpamTrash ? { includeSpamTrash: true } : {}),
      });
      if (fields.format === 'ids') return found;
      const items: INodeExecutionData[] = [];
      for (const message of found) items.push(await inFormat(this, `/messages/${encodeURIComponent(String(message.id))}`, fields));
      return items;
    },
    async delete(itemIndex) {
      await gmailRequest(this, 'DELETE', `/messages/${idParameter(this, 'messageId', itemIndex)}`);
      return { success: true };
    },
  },
  messageLabel: {
    async add(itemIndex) {
      return gmailRequest(this, 'POST', `/messages/${idParameter(this, 'messageId', itemIndex)}/modify`, { addLabelIds: [this.getNodeParameter('labelIds', itemIndex, [])].flat() });
    },
    async remove(itemIndex) {
      return gmailRequest(this, 'POST', `/messages/${idParameter(this, 'messageId', itemIndex)}/modify`, { removeLabelIds: [this.getNodeParameter('labelIds', itemIndex, [])].flat() });
    },
  },
  label: {
    async create(itemIndex) {
      return gmailRequest(this, 'POST', '/labels', {
        labelListVisibility: this.getNodeParameter('labelListVisibility', itemIndex, 'labelShow'),
        messageListVisibility: this.getNodeParameter('messageListVisibility', itemIndex, 'show'),
        name: String(this.getNodeParameter('name', itemIndex, '')),
      });
    },
    async delete(itemIndex) {
      await gmailRequest(this, 'DELETE', `/labels/${idParameter(this, 'labelId', itemIndex)}`);
      return { success: true };
    },
    async get(itemIndex) {
      return gmailRequest(this, 'GET', `/labels/${idParameter(this, 'labelId', itemIndex)}`);
    },
    async getAll(itemIndex) {
      const labels = ((await gmailRequest(this, 'GET', '/labels')).labels as IDataObject[] | undefined) ?? [];
      return this.getNodeParameter('returnAll', itemIndex, false) === true ? labels : labels.slice(0, Number(this.getNodeParameter('limit', itemIndex, 50)));
    },
  },
  draft: {
    async create(itemIndex) {
      return gmailRequest(this, 'POST', '/drafts', { message: { raw: await composed(this, itemIndex) } });
    },
    async delete(itemIndex) {
      await gmailRequest(this, 'DELETE', `/drafts/${idParameter(this, 'messageId', itemIndex)}`);
      return { success: true };
    },
    async get(itemIndex) {
      return [await inFormat(this, `/drafts/${idParameter(this, 'messageId', itemIndex)}`, this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject)];
    },
    async getAll(itemIndex) {
      const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
      const found = await listed(this, itemIndex, '/drafts', 'drafts', fields.includeSpamTrash ? { includeSpamTrash: true } : {});
      if (fields.format === 'ids') return found;
      const items: INodeExecutionData[] = [];
      for (const draft of found) items.push(await inFormat(this, `/drafts/${encodeURIComponent(String(draft.id))}`, fields));
      return items;
    },
  },
};

/** Gmail 1: drafts, labels, messages (send, reply, get in a chosen format) and message labels. */
export class GmailV1 implements INodeType {
  description: INodeTypeDescription;

  methods = { loadOptions: { getLabels: gmailLoadOptions.getLabels } };

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 1,
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Gmail' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'gmailOAuth2', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: gmailV1Properties,
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = String(this.getNodeParameter('resource', 0, 'draft'));
    const operation = String(this.getNodeParameter('operation', 0, ''));
    const run = OPERATIONS[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const result = await run.call(this, itemIndex);
        const list = Array.isArray(result) ? result : [result];
        for (const entry of list) {
          const item = 'json' in entry && typeof entry.json === 'object' && entry.json !== null ? entry as INodeExecutionData : { json: entry as IDataObject };
          output.push({ ...item, pairedItem: { item: itemIndex } });
        }
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
