import type { IDataObject, IHttpRequestMethods } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ServiceContext } from '../shared/service-request.js';
import { serviceRequest } from '../shared/service-request.js';

/* Requests to Zendesk's Support API (`https://<subdomain>.zendesk.com/api/v2`) with the credential Authentication picks. */

/** Zendesk's error body `{ error, description, details }` in one line, the fields' own messages included. */
export function zendeskExplanation(body: IDataObject): string | undefined {
  const details = Object.values((body.details ?? {}) as Record<string, Array<{ description?: string }>>)
    .flat().map((detail) => detail?.description).filter(Boolean);
  const error = typeof body.error === 'object' && body.error !== null ? (body.error as IDataObject).message ?? (body.error as IDataObject).title : body.error;
  const parts = [typeof body.description === 'string' ? body.description : error, ...details].filter((part) => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(': ') : undefined;
}

function credentialType(context: ServiceContext): string {
  const read = context.getNodeParameter as (name: string, ...rest: unknown[]) => unknown;
  const chosen = 'getCurrentNodeParameters' in context ? read.call(context, 'authentication', 'apiToken') : read.call(context, 'authentication', 0, 'apiToken');
  return chosen === 'oAuth2' ? 'zendeskOAuth2Api' : 'zendeskApi';
}

async function baseUrl(context: ServiceContext, type: string): Promise<string> {
  const { subdomain } = await context.getCredentials(type) as { subdomain?: string };
  const name = String(subdomain ?? '').trim().replace(/^https?:\/\//, '').replace(/\.zendesk\.com.*$/, '');
  if (name === '') throw new NodeOperationError(context.getNode(), 'The Zendesk credential has no subdomain', { description: 'Enter the part before .zendesk.com of your Zendesk address.' });
  return `https://${name}.zendesk.com/api/v2`;
}

/** One call to `path` (e.g. `/tickets/12`), or to `url` as Zendesk gave it (a next_page link). */
export async function zendeskRequest(
  context: ServiceContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject, itemIndex?: number, url?: string,
): Promise<IDataObject> {
  const type = credentialType(context);
  return await serviceRequest(context, {
    service: 'Zendesk', credentialType: type, explain: zendeskExplanation, itemIndex,
    method, url: url ?? `${await baseUrl(context, type)}${path}`, arrayFormat: 'brackets',
    ...(body !== undefined ? { body } : {}),
    ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
  });
}

/**
 * The records under `key` of a paginated list: every page (following `next_page`) when `limit` is
 * undefined, else one page of `limit` (Zendesk's `per_page`, at most 100).
 */
export async function zendeskList(
  context: ServiceContext, path: string, key: string, qs: IDataObject = {}, limit?: number, itemIndex?: number,
): Promise<IDataObject[]> {
  if (limit !== undefined) {
    const page = await zendeskRequest(context, 'GET', path, undefined, { ...qs, per_page: Math.min(limit, 100) }, itemIndex);
    return (page[key] as IDataObject[] ?? []).slice(0, limit);
  }
  const records: IDataObject[] = [];
  let page = await zendeskRequest(context, 'GET', path, undefined, { ...qs, per_page: 100 }, itemIndex);
  records.push(...(page[key] as IDataObject[] ?? []));
  while (typeof page.next_page === 'string' && page.next_page !== '') {
    page = await zendeskRequest(context, 'GET', path, undefined, undefined, itemIndex, page.next_page);
    records.push(...(page[key] as IDataObject[] ?? []));
  }
  return records;
}
