import type {
  IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { httpRequestDescription } from '../http-request.base-description.js';
import { runItemBatches, statusError } from '../run-item-batches.js';
import type { HttpRequestNodeOptions } from './build-request.js';
import { buildItemRequest } from './build-request.js';
import { httpRequestV3Properties } from './http-request-v3.description.js';
import type { ResponseSettings } from './parse-response.js';
import { responseToItems } from './parse-response.js';
import { sendRequest } from './send-request.js';

interface NodeOptions extends HttpRequestNodeOptions {
  batching?: { batch?: { batchSize?: number; batchInterval?: number } };
  response?: { response?: { fullResponse?: boolean; neverError?: boolean; responseFormat?: ResponseSettings['responseFormat']; outputPropertyName?: string } };
  pagination?: { pagination?: { paginationMode?: string } };
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
  if (response.statusCode >= 400 && responseOptions.neverError !== true) throw statusError(context, response);
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
    const batch = first.batching?.batch;
    const settings = { batchSize: batch?.batchSize ?? -1, batchInterval: batch?.batchInterval ?? 0 };
    return [await runItemBatches(this, settings, (item, itemIndex) => processItem(this, item, itemIndex))];
  }
}
