import type {
  IDataObject, IExecuteFunctions, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse, INodeExecutionData,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError, retryAfterSeconds, sleep } from '@weft/workflow';

/*
 * One request to a hosted service's REST API with the node's credential, as the CRM-style nodes
 * (Pipedrive, Zendesk, Supabase) send them: a 429 is sent again after the Retry-After the service names
 * (twice at most, 30 s at most), and an error answer becomes a node error worded for the user, with the
 * service's own explanation (read by `explain` from its error body) as the description.
 */

export type ServiceContext = IExecuteFunctions | ILoadOptionsFunctions;

const RATE_LIMIT_RETRIES = 2;
const LONGEST_WAIT_S = 30;

export interface ServiceRequest extends IHttpRequestOptions {
  /** The service's name in error messages ("Pipedrive"). */
  service: string;
  credentialType: string;
  /** The service's explanation of an error answer, from its documented error body. */
  explain: (body: IDataObject) => string | undefined;
  itemIndex?: number;
}


const MESSAGES: Record<number, string> = {
  401: 'Authorization failed - please check your credentials',
  403: 'Forbidden - the credentials are not allowed to do this',
  404: 'The resource you are requesting could not be found',
};

/** Sends `request`; answers the full response of a successful call. */
export async function serviceRequestFull(context: ServiceContext, request: ServiceRequest): Promise<IN8nHttpFullResponse> {
  const { service, credentialType, explain, itemIndex, ...options } = request;
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), `This context cannot send requests to ${service}`);
  const where = itemIndex !== undefined ? { itemIndex } : {};
  for (let attempt = 0; ; attempt++) {
    const response = await send.call(context, credentialType, {
      json: true, ...options, returnFullResponse: true, ignoreHttpStatusErrors: true,
    }) as IN8nHttpFullResponse;
    if (response.statusCode === 429) {
      const wait = retryAfterSeconds(response.headers as IDataObject) ?? 1;
      if (attempt < RATE_LIMIT_RETRIES && wait <= LONGEST_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
      throw new NodeApiError(context.getNode(), { statusCode: 429, retryAfter: wait }, {
        httpCode: 429, ...where,
        message: `${service} is rate-limiting requests (429)`,
        description: `${service} asked to wait ${wait} seconds before the next request. Send fewer requests, e.g. with Loop Over Items and a Wait node.`,
      });
    }
    if (response.statusCode >= 400) {
      const body = (typeof response.body === 'object' && response.body !== null && !(response.body instanceof Uint8Array)
        ? response.body : { message: String(response.body ?? '') }) as IDataObject;
      const explanation = explain(body);
      throw new NodeApiError(context.getNode(), { ...body, statusCode: response.statusCode }, {
        httpCode: response.statusCode, ...where,
        message: MESSAGES[response.statusCode] ?? `${service} answered ${response.statusCode}: ${explanation ?? response.statusMessage ?? 'error'}`,
        description: explanation ?? null,
      });
    }
    return response;
  }
}

/** Sends `request`; answers the parsed body of a successful call. */
export async function serviceRequest(context: ServiceContext, request: ServiceRequest): Promise<IDataObject> {
  const response = await serviceRequestFull(context, request);
  return (response.body ?? {}) as IDataObject;
}

/** JSON values as items, each paired with the input item it came from. */
export function toItems(values: IDataObject | IDataObject[], itemIndex: number): INodeExecutionData[] {
  return [values].flat().map((json) => ({ json, pairedItem: { item: itemIndex } }));
}
