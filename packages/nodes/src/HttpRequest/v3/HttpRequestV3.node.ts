import type {
  IDataObject, IExecuteFunctions, IHttpRequestOptions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { httpRequestDescription } from '../http-request.base-description.js';
import { runItemBatches, statusError } from '../run-item-batches.js';
import type { HttpRequestNodeOptions } from './build-request.js';
import { buildItemRequest } from './build-request.js';
import { httpRequestV3Properties } from './http-request-v3.description.js';
import type { FetchedPage, PaginationSettings } from './pagination.js';
import { fetchPages, isPaginationOn } from './pagination.js';
import type { ResponseSettings } from './parse-response.js';
import { responseToItems } from './parse-response.js';
import { sendRequest } from './send-request.js';

interface NodeOptions extends HttpRequestNodeOptions {
  batching?: { batch?: { batchSize?: number; batchInterval?: number } };
  response?: { response?: { fullResponse?: boolean; neverError?: boolean; responseFormat?: ResponseSettings['responseFormat']; outputPropertyName?: string } };
}

/**
 * The Options collection for one item. Pagination is read raw: its expressions use `$response`,
 * `$pageCount` and `$request`, which only exist page by page.
 */
function readOptions(context: IExecuteFunctions, itemIndex: number): { options: NodeOptions; pagination?: PaginationSettings } {
  const raw = context.getNodeParameter('options', itemIndex, {}, { rawExpressions: true }) as IDataObject;
  const options: NodeOptions = {};
  for (const name of Object.keys(raw)) {
    if (name !== 'pagination') options[name] = context.getNodeParameter(`options.${name}`, itemIndex);
  }
  const pagination = (raw.pagination as { pagination?: PaginationSettings } | undefined)?.pagination;
  return { options, pagination: isPaginationOn(pagination) ? pagination : undefined };
}

/** One item: its request (page after page with pagination), sent, and the answers shaped into items in order. */
async function processItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData[]> {
  const { options, pagination } = readOptions(context, itemIndex);
  const request = await buildItemRequest(context, itemIndex, options);
  const responseOptions = options.response?.response ?? {};
  const neverError = responseOptions.neverError === true;
  const send = (page: IHttpRequestOptions) => sendRequest(context, page, itemIndex);
  const pages = pagination
    ? await fetchPages(context, pagination, request, itemIndex, send, neverError)
    : [{ request, response: await send(request) }];
  const last = pages[pages.length - 1] as FetchedPage;
  if (!pagination && last.response.statusCode >= 400 && !neverError) throw statusError(context, last.response);
  const settings: ResponseSettings = {
    responseFormat: responseOptions.responseFormat ?? 'autodetect',
    outputPropertyName: responseOptions.outputPropertyName ?? 'data',
    fullResponse: responseOptions.fullResponse === true,
  };
  const items: INodeExecutionData[] = [];
  for (const page of pages) items.push(...await responseToItems(context, page.response, item, itemIndex, settings, page.request.url));
  return items;
}

/** HTTP Request 3 to 4.3: one request per item; the answers become the output items. */
export class HttpRequestV3 implements INodeType {
  description: INodeTypeDescription = httpRequestDescription({
    version: [3, 4, 4.1, 4.2, 4.3],
    usableAsTool: true,
    credentials: [{ name: 'httpSslAuth', required: true, displayOptions: { show: { provideSslCertificates: [true] } } }],
    properties: httpRequestV3Properties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const first = items.length > 0 ? readOptions(this, 0).options : {};
    const batch = first.batching?.batch;
    const settings = { batchSize: batch?.batchSize ?? -1, batchInterval: batch?.batchInterval ?? 0 };
    return [await runItemBatches(this, settings, (item, itemIndex) => processItem(this, item, itemIndex))];
  }
}
