import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { pipedriveDownload, pipedriveList, pipedriveRequest } from '../transport.js';
import { pipedriveBody } from './body.js';

/* A deal's activities and products, and files (uploaded from and downloaded to binary data). */

export async function dealActivityOperation(context: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
  const dealId = encodeURIComponent(String(context.getNodeParameter('dealId', itemIndex)));
  const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
  const qs: IDataObject = {};
  if (fields.done !== undefined) qs.done = fields.done ? 1 : 0;
  if (fields.exclude) qs.exclude = fields.exclude;
  const limit = context.getNodeParameter('returnAll', itemIndex, false) ? undefined : Number(context.getNodeParameter('limit', itemIndex, 100));
  return await pipedriveList(context, `/deals/${dealId}/activities`, qs, limit, itemIndex);
}

export async function dealProductOperation(context: IExecuteFunctions, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  const path = `/deals/${encodeURIComponent(String(context.getNodeParameter('dealId', itemIndex)))}/products`;
  const attachment = () => encodeURIComponent(String(context.getNodeParameter('productAttachmentId', itemIndex)));
  switch (operation) {
    case 'add': {
      const body = pipedriveBody({
        product_id: context.getNodeParameter('productId', itemIndex) as string, item_price: context.getNodeParameter('item_price', itemIndex) as number,
        quantity: context.getNodeParameter('quantity', itemIndex) as number, ...context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject,
      });
      return (await pipedriveRequest(context, 'POST', path, body, undefined, itemIndex)).data as IDataObject;
    }
    case 'update': {
      const body = pipedriveBody(context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
      return (await pipedriveRequest(context, 'PUT', `${path}/${attachment()}`, body, undefined, itemIndex)).data as IDataObject;
    }
    case 'remove': return (await pipedriveRequest(context, 'DELETE', `${path}/${attachment()}`, undefined, undefined, itemIndex)).data as IDataObject;
    case 'getAll': return await pipedriveList(context, path, {}, undefined, itemIndex);
    default: throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for deal products`, { itemIndex });
  }
}

export async function fileOperation(context: IExecuteFunctions, operation: string, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData[]> {
  const id = () => encodeURIComponent(String(context.getNodeParameter('fileId', itemIndex)));
  const one = (json: IDataObject) => [{ json, pairedItem: { item: itemIndex } }];
  switch (operation) {
    case 'create': {
      const name = context.getNodeParameter('binaryPropertyName', itemIndex) as string;
      const binary = context.helpers.assertBinaryData(itemIndex, name);
      const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, name);
      const form = new FormData();
      form.set('file', new Blob([bytes], { type: binary.mimeType }), binary.fileName ?? 'file');
      for (const [key, value] of Object.entries(pipedriveBody(context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject))) {
        if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
      }
      return one((await pipedriveRequest(context, 'POST', '/files', form, undefined, itemIndex)).data as IDataObject);
    }
    case 'download': {
      const name = context.getNodeParameter('binaryPropertyName', itemIndex) as string;
      const file = await pipedriveDownload(context, `/files/${id()}/download`, itemIndex);
      const data = await context.helpers.prepareBinaryData(file.bytes, file.fileName, file.mimeType);
      return [{ json: item.json, binary: { ...(item.binary ?? {}), [name]: data }, pairedItem: { item: itemIndex } }];
    }
    case 'get': return one((await pipedriveRequest(context, 'GET', `/files/${id()}`, undefined, undefined, itemIndex)).data as IDataObject);
    case 'update': {
      const body = context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
      return one((await pipedriveRequest(context, 'PUT', `/files/${id()}`, body, undefined, itemIndex)).data as IDataObject);
    }
    case 'delete': return one((await pipedriveRequest(context, 'DELETE', `/files/${id()}`, undefined, undefined, itemIndex)).data as IDataObject);
    default: throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for files`, { itemIndex });
  }
}
