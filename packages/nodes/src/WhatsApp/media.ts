import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { graphRequest } from './transport.js';

/* The Media resource: upload for a phone number, look up (with the file) and delete by media id. */

/** Uploads the item's binary through `/{phone-number-id}/media`; answers the new media id and the file's name. */
export async function uploadBinary(context: IExecuteFunctions, i: number, phoneNumberId: string, property: string, fileName?: string): Promise<{ id: string; filename: string }> {
  const binary = context.helpers.assertBinaryData(i, property);
  const bytes = await context.helpers.getBinaryDataBuffer(i, property);
  const filename = fileName || binary.fileName || 'file';
  const mimeType = binary.mimeType || 'application/octet-stream';
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('type', mimeType);
  form.append('file', new Blob([bytes], { type: mimeType }), filename);
  const answer = await graphRequest(context, 'POST', `/${encodeURIComponent(phoneNumberId)}/media`, { body: form }, i) as IDataObject;
  return { id: String(answer.id), filename };
}

export async function mediaOperation(context: IExecuteFunctions, operation: string, i: number): Promise<INodeExecutionData> {
  if (operation === 'mediaUpload') {
    const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
    const phoneNumberId = String(context.getNodeParameter('phoneNumberId', i));
    const { id } = await uploadBinary(context, i, phoneNumberId, context.getNodeParameter('mediaPropertyName', i, 'data') as string, fields.mediaFileName as string | undefined);
    return { json: { id } };
  }
  if (operation === 'mediaDelete') {
    const id = String(context.getNodeParameter('mediaDeleteId', i));
    return { json: await graphRequest(context, 'DELETE', `/${encodeURIComponent(id)}`, {}, i) as IDataObject };
  }
  // The media's URL works only with the token for a few minutes, so the file is fetched right away.
  const id = String(context.getNodeParameter('mediaGetId', i));
  const details = await graphRequest(context, 'GET', `/${encodeURIComponent(id)}`, {}, i) as IDataObject;
  const bytes = await graphRequest(context, 'GET', String(details.url), { encoding: 'arraybuffer' }, i) as Buffer;
  const mimeType = String(details.mime_type ?? 'application/octet-stream');
  const extension = mimeType.split('/')[1]?.split(';')[0] ?? 'bin';
  return { json: details, binary: { data: await context.helpers.prepareBinaryData(Buffer.from(bytes), `${id}.${extension}`, mimeType) } };
}
