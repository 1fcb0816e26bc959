import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';

/* Issue Attachment (add, get, get many, remove, with downloads), Issue Comment and User operations. */

type Operations = Record<string, (c: ItemContext) => Promise<OperationResult>>;

async function withFile(c: ItemContext, attachment: IDataObject): Promise<INodeExecutionData> {
  const response = await c.request('GET', '', undefined, {}, { url: String(attachment.content), binary: true });
  const bytes = Buffer.from(response as unknown as ArrayBuffer);
  const binary = await c.node.helpers.prepareBinaryData(bytes, String(attachment.filename), String(attachment.mimeType ?? 'application/octet-stream'));
  return { json: attachment, binary: { [c.param<string>('binaryProperty', 'data')]: binary } };
}

export const attachmentOperations: Operations = {
  async add(c) {
    const property = c.param<string>('binaryPropertyName', 'data');
    const binary = c.node.helpers.assertBinaryData(c.i, property);
    const bytes = await c.node.helpers.getBinaryDataBuffer(c.i, property);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: binary.mimeType }), binary.fileName ?? 'file');
    const added = await c.request('POST', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}/attachments`, form, {}, { headers: { 'X-Atlassian-Token': 'no-check' } });
    return added as unknown as IDataObject[];
  },
  async get(c) {
    const attachment = await c.request('GET', `/api/2/attachment/${encodeURIComponent(c.param<string>('attachmentId'))}`);
    return c.param<boolean>('download', false) ? withFile(c, attachment) : attachment;
  },
  async getAll(c) {
    const issue = await c.request('GET', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}`, undefined, { fields: 'attachment' });
    const attachments = (((issue.fields as IDataObject | undefined)?.attachment ?? []) as IDataObject[]).slice(0, c.limit());
    if (!c.param<boolean>('download', false)) return attachments;
    const items: INodeExecutionData[] = [];
    for (const attachment of attachments) items.push(await withFile(c, attachment));
    return items;
  },
  remove: async (c) => c.request('DELETE', `/api/2/attachment/${encodeURIComponent(c.param<string>('attachmentId'))}`),
};

/** Cloud takes comments as Atlassian Documents (REST v3) unless Wiki Markup asks for v2's text. */
function commentBody(c: ItemContext): { version: number; body: IDataObject } {
  const options = c.param<IDataObject>('options', {});
  const version = c.cloud && options.wikiMarkup !== true ? 3 : 2;
  if (c.param<boolean>('jsonParameters', false)) return { version, body: { body: c.json('commentJson') } };
  const text = c.param<string>('comment', '');
  const body = version === 3
    ? { type: 'doc', version: 1, content: text.split('\n').map((line) => ({ type: 'paragraph', content: line === '' ? [] : [{ type: 'text', text: line }] })) }
    : text;
  return { version, body: { body } };
}

const commentPath = (c: ItemContext, version: number, id?: string) =>
  `/api/${version}/issue/${encodeURIComponent(c.param<string>('issueKey'))}/comment${id ? `/${encodeURIComponent(id)}` : ''}`;
const expandOf = (c: ItemContext) => {
  const expand = c.param<IDataObject>('options', {}).expand;
  return typeof expand === 'string' && expand !== '' ? { expand } : {};
};
const readVersion = (c: ItemContext) => (c.cloud ? 3 : 2);

export const commentOperations: Operations = {
  async add(c) {
    const { version, body } = commentBody(c);
    return c.request('POST', commentPath(c, version), body, expandOf(c));
  },
  get: async (c) => c.request('GET', commentPath(c, readVersion(c), c.param<string>('commentId')), undefined, expandOf(c)),
  async getAll(c) {
    const options = c.param<IDataObject>('options', {});
    return c.all(commentPath(c, readVersion(c)), 'comments', { ...expandOf(c), ...(options.orderBy ? { orderBy: options.orderBy } : {}) });
  },
  remove: async (c) => c.request('DELETE', commentPath(c, readVersion(c), c.param<string>('commentId'))),
  async update(c) {
    const { version, body } = commentBody(c);
    return c.request('PUT', commentPath(c, version, c.param<string>('commentId')), body, expandOf(c));
  },
};

const who = (c: ItemContext) => (c.cloud ? { accountId: c.param<string>('accountId', '') } : { username: c.param<string>('accountId', '') });

export const userOperations: Operations = {
  async create(c) {
    const given = c.param<IDataObject>('additionalFields', {});
    return c.request('POST', '/api/2/user', {
      name: c.param<string>('username'), emailAddress: c.param<string>('emailAddress'), displayName: c.param<string>('displayName'),
      ...(given.password ? { password: given.password } : {}), ...(given.notification !== undefined ? { notification: given.notification } : {}),
    });
  },
  delete: async (c) => c.request('DELETE', '/api/2/user', undefined, who(c)),
  async get(c) {
    const expand = c.param<IDataObject>('additionalFields', {}).expand;
    return c.request('GET', '/api/2/user', undefined, { ...who(c), ...(Array.isArray(expand) && expand.length > 0 ? { expand: expand.join(',') } : {}) });
  },
};
