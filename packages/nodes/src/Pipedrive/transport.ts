import type { IDataObject, IHttpRequestMethods, IHttpRequestOptions } from '@weft/workflow';
import type { ServiceContext } from '../shared/service-request.js';
import { serviceRequest, serviceRequestFull } from '../shared/service-request.js';

/* Requests to Pipedrive's API v1 with the credential Authentication picks; lists paged with start/limit. */

export const PIPEDRIVE_API = 'https://api.pipedrive.com/v1';

/** Pipedrive's error body `{ success: false, error, error_info }`: its `error` is the explanation. */
export function pipedriveExplanation(body: IDataObject): string | undefined {
  return typeof body.error === 'string' && body.error !== '' ? body.error : undefined;
}

function credentialType(context: ServiceContext): string {
  const read = context.getNodeParameter as (name: string, ...rest: unknown[]) => unknown;
  const chosen = 'getCurrentNodeParameters' in context ? read.call(context, 'authentication', 'apiToken') : read.call(context, 'authentication', 0, 'apiToken');
  return chosen === 'oAuth2' ? 'pipedriveOAuth2Api' : 'pipedriveApi';
}

/** One call to `path` (e.g. `/deals/12`); answers Pipedrive's whole body `{ success, data, additional_data }`. */
export async function pipedriveRequest(
  context: ServiceContext, method: IHttpRequestMethods, path: string, body?: IDataObject | FormData, qs?: IDataObject, itemIndex?: number,
  extra: Partial<IHttpRequestOptions> = {},
): Promise<IDataObject> {
  return await serviceRequest(context, {
    service: 'Pipedrive', credentialType: credentialType(context), explain: pipedriveExplanation, itemIndex,
    method, url: `${PIPEDRIVE_API}${path}`, arrayFormat: 'repeat',
    ...(body !== undefined ? { body, json: !(body instanceof FormData) } : {}),
    ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
    ...extra,
  });
}

/**
 * The records of a list (or, with `search`, the items of a search answer): page after page by
 * `start` while `additional_data.pagination.more_items_in_collection`, 500 a page, or one page of `limit`.
 */
export async function pipedriveList(
  context: ServiceContext, path: string, qs: IDataObject = {}, limit?: number, itemIndex?: number, search = false,
): Promise<IDataObject[]> {
  const records: IDataObject[] = [];
  let start = 0;
  for (;;) {
    const size = limit === undefined ? 500 : Math.min(limit - records.length, 500);
    const answer = await pipedriveRequest(context, 'GET', path, undefined, { ...qs, start, limit: size }, itemIndex);
    const data = answer.data as IDataObject | IDataObject[] | null;
    records.push(...(search ? ((data as IDataObject | null)?.items as IDataObject[] ?? []) : (data as IDataObject[] | null) ?? []));
    const pagination = (answer.additional_data as IDataObject | undefined)?.pagination as IDataObject | undefined;
    if (pagination?.more_items_in_collection !== true || (limit !== undefined && records.length >= limit)) break;
    start = Number(pagination.next_start ?? start + size);
  }
  return limit === undefined ? records : records.slice(0, limit);
}

/** A file's bytes with the name and type Pipedrive sends them with. */
export async function pipedriveDownload(context: ServiceContext, path: string, itemIndex: number): Promise<{ bytes: Buffer; fileName?: string; mimeType?: string }> {
  const response = await serviceRequestFull(context, {
    service: 'Pipedrive', credentialType: credentialType(context), explain: pipedriveExplanation, itemIndex,
    method: 'GET', url: `${PIPEDRIVE_API}${path}`, encoding: 'arraybuffer', json: false,
  });
  const body = response.body as ArrayBuffer | Uint8Array;
  const disposition = String(response.headers['content-disposition'] ?? '');
  const type = String(response.headers['content-type'] ?? '').split(';')[0];
  return {
    bytes: Buffer.from(body instanceof Uint8Array ? body : new Uint8Array(body)),
    fileName: /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1],
    mimeType: type || undefined,
  };
}
