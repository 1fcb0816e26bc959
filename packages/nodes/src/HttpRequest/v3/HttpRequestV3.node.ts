import type {
  IDataObject, IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { HttpStatusError, NodeApiError, NodeError, NodeOperationError, toRequestError } from '@weft/engine';
import { httpRequestDescription } from '../http-request.base-description.js';
import type { HttpRequestNodeOptions } from './build-request.js';
import { buildItemRequest } from './build-request.js';
import { httpRequestV3Properties } from './http-request-v3.description.js';
import type { ResponseSettings } from './parse-response.js';
import { responseToItems } from './parse-response.js';
import { sendRequest } from './send-request.js';

/** Requests in flight at once within a batch: enough to be quick, few enough to be polite. */
const MAX_PARALLEL = 10;

interface NodeOptions extends HttpRequestNodeOptions {
  batching?: { batch?: { batchSize?: number; batchInterval?: number } };
  response?: { response?: { fullResponse?: boolean; neverError?: boolean; responseFormat?: ResponseSettings['responseFormat']; outputPropertyName?: string } };
  pagination?: { pagination?: { paginationMode?: string } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorJson(error: unknown): IDataObject {
  if (error instanceof NodeError) {
    const json: IDataObject = { message: error.message, name: error.name };
    if (error.description) json.description = error.description;
    if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
    return json;
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** One item: its request, sent, and the answer shaped into items. */
async function processItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData[]> {
  const options = context.getNodeParameter('options', itemIndex, {}) as NodeOptions;
  const mode = options.pagination?.pagination?.paginationMode;
  if (mode !== undefined && mode !== 'off') {
    throw new NodeOperationError(context.getNode(), 'Pagination is not supported yet', {
      itemIndex, description: 'Remove the Pagination option, and page with a loop (Loop Over Items or an If going back) for now.',
    });
  }
  const request = await buildItemRequest(context, itemIndex, options);
  const response: IN8nHttpFullResponse = await sendRequest(context, request, itemIndex);
  const responseOptions = options.response?.response ?? {};
  if (response.statusCode >= 400 && responseOptions.neverError !== true) {
    const text = Buffer.isBuffer(response.body) ? response.body.toString('utf8') : String(response.body ?? '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the answer.
    }
    throw toRequestError(context.getNode(), new HttpStatusError(response.statusCode, response.statusMessage ?? '', response.headers, body));
  }
  return responseToItems(context, response, item, itemIndex, {
    responseFormat: responseOptions.responseFormat ?? 'autodetect',
    outputPropertyName: responseOptions.outputPropertyName ?? 'data',
    fullResponse: responseOptions.fullResponse === true,
  }, request.url);
}

/** HTTP Request 3 to 4.3: one request per item; the answers become the output items. */
export class HttpRequestV3 implements INodeType {
  description: INodeTypeDescription = httpRequestDescription({
    version: [3, 4, 4.1, 4.2, 4.3],
    credentials: [{ name: 'httpSslAuth', required: true, displayOptions: { show: { provideSslCertificates: [true] } } }],
    properties: httpRequestV3Properties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const first = (items.length > 0 ? this.getNodeParameter('options', 0, {}) : {}) as NodeOptions;
    const batchSize = first.batching?.batch?.batchSize ?? -1;
    const batchInterval = first.batching?.batch?.batchInterval ?? 0;
    const size = batchSize > 0 ? batchSize : Math.max(items.length, 1);
    const results: INodeExecutionData[][] = [];
    for (let start = 0; start < items.length; start += size) {
      if (start > 0 && batchInterval > 0) await sleep(batchInterval);
      const indexes = Array.from({ length: Math.min(size, items.length - start) }, (_, offset) => start + offset);
      for (let at = 0; at < indexes.length; at += MAX_PARALLEL) {
        const group = indexes.slice(at, at + MAX_PARALLEL);
        const settled = await Promise.allSettled(group.map((itemIndex) => processItem(this, items[itemIndex] as INodeExecutionData, itemIndex)));
        for (const [offset, outcome] of settled.entries()) {
          const itemIndex = group[offset] as number;
          if (outcome.status === 'fulfilled') results[itemIndex] = outcome.value;
          else if (this.continueOnFail()) results[itemIndex] = [{ json: { error: errorJson(outcome.reason) }, pairedItem: { item: itemIndex } }];
          else throw outcome.reason instanceof NodeError ? outcome.reason : toRequestError(this.getNode(), outcome.reason);
        }
      }
    }
    return [results.flat()];
  }
}
