import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions } from '@weft/workflow';
import { binaryBlob, locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';

/** File > Upload: the item's binary data, as multipart with its purpose (assistants in 1.x, user data in 2.x by default). */
export async function uploadFile(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const property = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
  const options = this.getNodeParameter('options', itemIndex, {}) as { purpose?: string };
  const file = await binaryBlob(this, itemIndex, property);
  const form = new FormData();
  form.append('file', file.blob, file.fileName);
  form.append('purpose', options.purpose ?? (this.getNode().typeVersion >= 2 ? 'user_data' : 'assistants'));
  const response = await openAiRequest(this, { method: 'POST', path: '/files', body: form }) as IDataObject;
  return [{ json: response, pairedItem: { item: itemIndex } }];
}

export async function deleteFile(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const id = locatorValue(this, 'fileId', itemIndex);
  const response = await openAiRequest(this, { method: 'DELETE', path: `/files/${encodeURIComponent(id)}` }) as IDataObject;
  return [{ json: response, pairedItem: { item: itemIndex } }];
}

/** File > List: one item per file, optionally of one purpose. */
export async function listFiles(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const options = this.getNodeParameter('options', itemIndex, {}) as { purpose?: string };
  const qs = options.purpose && options.purpose !== 'any' ? { purpose: options.purpose } : undefined;
  const response = await openAiRequest(this, { method: 'GET', path: '/files', ...(qs ? { qs } : {}) }) as { data: IDataObject[] };
  return response.data.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}

/** The assistants' files, for the file pickers of Assistant > Create and Update (n8n's `getFiles`). */
export async function assistantFileOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const response = await openAiRequest(this, { method: 'GET', path: '/files', qs: { purpose: 'assistants' } }) as { data: Array<{ id: string; filename: string }> };
  return response.data.map((file) => ({ name: file.filename, value: file.id }));
}
