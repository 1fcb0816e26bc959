import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { fileAttachment } from '../../message-fields.js';
import { graphList, graphRequest, segment } from '../../transport.js';
import { locatedId } from '../located.js';

type Result = IDataObject | IDataObject[] | INodeExecutionData[];

const fieldsQuery = (options: IDataObject): IDataObject => {
  const fields = (options.fields as string[] | undefined) ?? [];
  return fields.length > 0 ? { $select: fields.join(',') } : {};
};

const withoutBytes = ({ contentBytes: _bytes, ...rest }: IDataObject): IDataObject => rest;

export const attachmentOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async add(itemIndex) {
    const messageId = locatedId(this, 'messageId', itemIndex);
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    const body = await fileAttachment(this, itemIndex, field, options.fileName ? String(options.fileName) : undefined);
    const added = await graphRequest(this, { method: 'POST', path: `/messages/${segment(messageId)}/attachments`, body, itemIndex }) as IDataObject;
    return withoutBytes(added);
  },

  async download(itemIndex) {
    const path = `/messages/${segment(locatedId(this, 'messageId', itemIndex))}/attachments/${segment(locatedId(this, 'attachmentId', itemIndex))}`;
    const attachment = await graphRequest(this, { path, qs: { $select: 'id,name,contentType,size,isInline,lastModifiedDateTime' }, itemIndex }) as IDataObject;
    const bytes = await graphRequest(this, { path: `${path}/$value`, binary: true, itemIndex }) as Buffer;
    const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    const item = this.getInputData()[itemIndex];
    return [{
      json: withoutBytes(attachment),
      binary: { ...(item?.binary ?? {}), [field]: await this.helpers.prepareBinaryData(bytes, String(attachment.name ?? 'attachment'), String(attachment.contentType ?? 'application/octet-stream')) },
    }];
  },

  async get(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const path = `/messages/${segment(locatedId(this, 'messageId', itemIndex))}/attachments/${segment(locatedId(this, 'attachmentId', itemIndex))}`;
    return await graphRequest(this, { path, qs: fieldsQuery(options), itemIndex }) as IDataObject;
  },

  async getAll(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return graphList(this, itemIndex, `/messages/${segment(locatedId(this, 'messageId', itemIndex))}/attachments`, fieldsQuery(options));
  },
};
