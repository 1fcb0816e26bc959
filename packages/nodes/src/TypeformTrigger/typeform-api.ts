import type { IDataObject, IHookFunctions, IHttpRequestMethods, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { rewordServiceError } from '../shared/service-api-error.js';

/* Requests to Typeform's Create API (forms, webhooks) with the credential Authentication names. */

export const TYPEFORM_API = 'https://api.typeform.com';

type TypeformContext = IHookFunctions | ILoadOptionsFunctions;

function credentialType(context: TypeformContext): string {
  const read = context.getNodeParameter as (name: string, itemOrFallback?: unknown, fallback?: unknown) => unknown;
  // A load-options context reads parameters without an item index.
  const chosen = 'getCurrentNodeParameters' in context
    ? read.call(context, 'authentication', 'accessToken')
    : read.call(context, 'authentication', 0, 'accessToken');
  return chosen === 'oAuth2' ? 'typeformOAuth2Api' : 'typeformApi';
}

/** Typeform answers errors as `{ code, description }`. */
const describe = (body: IDataObject) => (typeof body.description === 'string' ? `${body.description}${typeof body.code === 'string' ? ` (${body.code})` : ''}` : undefined);

export async function typeformRequest(context: TypeformContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
  try {
    return await context.helpers.httpRequestWithAuthentication!.call(context, credentialType(context), {
      method, url: `${TYPEFORM_API}${path}`, json: true,
      ...(body ? { body } : {}),
      ...(qs ? { qs } : {}),
    }) as IDataObject;
  } catch (error) {
    throw rewordServiceError(context.getNode(), error, { describe });
  }
}

/** The account's forms for the Form list, every page of 200. */
export async function getForms(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const forms: INodePropertyOptions[] = [];
  let page = 1;
  let pageCount = 1;
  do {
    const answer = await typeformRequest(this, 'GET', '/forms', undefined, { page, page_size: 200 });
    for (const form of answer.items as IDataObject[] ?? []) forms.push({ name: String(form.title), value: String(form.id) });
    pageCount = Number(answer.page_count ?? 1);
    page += 1;
  } while (page <= pageCount);
  return forms;
}
