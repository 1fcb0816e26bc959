import type { IBinaryData, IDataObject, IExecuteFunctions, IHttpRequestMethods, ILoadOptionsFunctions, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* Requests to the Airtable Web API with the credential the node's Authentication picks. */

export type AirtableContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export const AIRTABLE_API = 'https://api.airtable.com/v0/';

export interface AirtableRecord extends IDataObject { id: string; createdTime: string; fields: IDataObject }

function authentication(context: AirtableContext): string {
  const read = context.getNodeParameter as (name: string, itemOrFallback?: unknown, fallback?: unknown) => unknown;
  // A load-options context reads parameters without an item index.
  const chosen = 'getCurrentNodeParameters' in context
    ? read.call(context, 'authentication', 'airtableTokenApi')
    : read.call(context, 'authentication', 0, 'airtableTokenApi');
  if (chosen === 'airtableApi') {
    throw new NodeOperationError(context.getNode(), 'Airtable no longer accepts API keys', {
      description: 'Create a personal access token at airtable.com/create/tokens and choose "Access Token" as the authentication.',
    });
  }
  return String(chosen);
}

export async function airtableRequest(
  context: AirtableContext, method: IHttpRequestMethods, endpoint: string, body?: IDataObject, qs?: IDataObject,
): Promise<IDataObject> {
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  return await send.call(context, authentication(context), {
    method, url: `${AIRTABLE_API}${endpoint}`, json: true,
    ...(body && Object.keys(body).length > 0 ? { body } : {}),
    ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
  }) as IDataObject;
}

/** Every record of a list, following Airtable's `offset` page after page (100 a page). */
export async function airtableRecordsAll(context: AirtableContext, endpoint: string, qs: IDataObject = {}): Promise<AirtableRecord[]> {
  const records: AirtableRecord[] = [];
  let offset: unknown;
  do {
    const page = await airtableRequest(context, 'GET', endpoint, undefined, { ...qs, pageSize: 100, ...(offset ? { offset } : {}) });
    records.push(...(page.records as AirtableRecord[] ?? []));
    offset = page.offset;
  } while (offset);
  return records;
}

/** Updates (PATCH) in batches of Airtable's 10 records a request; the answered records in order. */
export async function airtableBatchUpdate(context: AirtableContext, endpoint: string, body: IDataObject, records: IDataObject[]): Promise<IDataObject[]> {
  const answered: IDataObject[] = [];
  for (let start = 0; start < records.length; start += 10) {
    const page = await airtableRequest(context, 'PATCH', endpoint, { ...body, records: records.slice(start, start + 10) });
    answered.push(...(page.records as IDataObject[] ?? []));
  }
  return answered;
}

/** A record with its fields beside id and createdTime, as the node's get and search output it. */
export function flattenRecord(record: IDataObject): IDataObject {
  const { fields, ...rest } = record;
  return { ...rest, ...(fields as IDataObject | undefined) };
}

/** Attachment fields of records downloaded into binary properties `<field>_<index>`. */
export async function withAttachments(
  context: IExecuteFunctions | IPollFunctions, records: IDataObject[], fieldNames: string[] | string, flatten: boolean,
): Promise<Array<{ json: IDataObject; binary?: Record<string, IBinaryData> }>> {
  const names = (typeof fieldNames === 'string' ? fieldNames.split(',') : fieldNames).map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) throw new NodeOperationError(context.getNode(), 'Name the attachment fields to download');
  const items = [];
  for (const record of records) {
    const binary: Record<string, IBinaryData> = {};
    const fields = (record.fields ?? {}) as IDataObject;
    for (const name of names) {
      const attachments = fields[name];
      if (!Array.isArray(attachments)) continue;
      for (const [index, attachment] of (attachments as IDataObject[]).entries()) {
        const bytes = await context.helpers.httpRequest?.({ method: 'GET', url: String(attachment.url), encoding: 'arraybuffer', json: false }) as ArrayBuffer | Buffer;
        const prepare = context.helpers.prepareBinaryData;
        if (!prepare) throw new NodeOperationError(context.getNode(), 'This context cannot keep binary data');
        binary[`${name}_${index}`] = await prepare(Buffer.from(bytes as ArrayBuffer), String(attachment.filename ?? ''), String(attachment.type ?? 'application/octet-stream'));
      }
    }
    items.push({ json: flatten ? flattenRecord(record) : record, ...(Object.keys(binary).length > 0 ? { binary } : {}) });
  }
  return items;
}

/** The base and table of a record operation, the table encoded for the URL path. */
export function baseAndTable(context: IExecuteFunctions | IPollFunctions, baseName: string, tableName: string): { base: string; table: string } {
  const read = context.getNodeParameter as (name: string, index: number, fallback: unknown, options: IDataObject) => unknown;
  const base = String(read.call(context, baseName, 0, '', { extractValue: true }));
  const table = String(read.call(context, tableName, 0, '', { extractValue: true }));
  return { base, table: encodeURIComponent(table) };
}
