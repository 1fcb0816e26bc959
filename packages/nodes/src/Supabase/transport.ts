import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, ILoadOptionsFunctions } from '@weft/workflow';
import { serviceRequest } from '../shared/service-request.js';
import type { ServiceContext } from '../shared/service-request.js';

/* Requests to a Supabase project's PostgREST API (`<host>/rest/v1`), in the schema the node names. */

/** PostgREST's error body `{ code, details, hint, message }` (or the API gateway's `{ message, hint }`) in one line. */
export function postgrestExplanation(body: IDataObject): string | undefined {
  const parts = [body.message, body.details, body.hint].filter((part) => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' - ') : undefined;
}

/** The schema the node reads and writes: "public" unless the node names another. */
export function schemaOf(context: ServiceContext): string | undefined {
  const read = context.getNodeParameter as (name: string, ...rest: unknown[]) => unknown;
  // A load-options context reads parameters without an item index.
  const load = 'getCurrentNodeParameters' in context;
  const custom = load ? read.call(context, 'useCustomSchema', false) : read.call(context, 'useCustomSchema', 0, false);
  if (custom !== true) return undefined;
  return String((load ? read.call(context, 'schema', 'public') : read.call(context, 'schema', 0, 'public')) ?? 'public');
}

/**
 * One PostgREST call: `path` under /rest/v1 with `query` already encoded. Reads go to the schema in
 * Accept-Profile, writes in Content-Profile; writes ask for the rows back (return=representation).
 */
export async function postgrestRequest(
  context: IExecuteFunctions | ILoadOptionsFunctions, method: IHttpRequestMethods, path: string, query = '', body?: IDataObject | IDataObject[], itemIndex?: number,
): Promise<unknown> {
  const credentials = await context.getCredentials('supabaseApi') as { host?: string };
  const host = String(credentials.host ?? '').replace(/\/+$/, '');
  const schema = schemaOf(context);
  const headers: IDataObject = { Prefer: 'return=representation' };
  if (schema) headers[method === 'GET' ? 'Accept-Profile' : 'Content-Profile'] = schema;
  return await serviceRequest(context, {
    service: 'Supabase', credentialType: 'supabaseApi', explain: postgrestExplanation, itemIndex,
    method, url: `${host}/rest/v1${path}${query === '' ? '' : `?${query}`}`, headers,
    ...(body !== undefined ? { body } : {}),
  });
}
