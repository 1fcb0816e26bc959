import type { IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData, IRequestOptions } from '@weft/workflow';
import { runItemBatches, statusError } from '../run-item-batches.js';
import type { LegacyHttpOptions } from './build-legacy-request.js';
import { buildLegacyRequest } from './build-legacy-request.js';
import type { LegacyResponseSettings } from './legacy-response.js';
import { legacyResponseToItems } from './legacy-response.js';

/** Sends one item's request with the version's authentication; answers the full response. */
export type LegacySender = (context: IExecuteFunctions, request: IRequestOptions, itemIndex: number) => Promise<IN8nHttpFullResponse>;

async function processItem(
  context: IExecuteFunctions, send: LegacySender, item: INodeExecutionData, itemIndex: number,
): Promise<INodeExecutionData[]> {
  const options = context.getNodeParameter('options', itemIndex, {}) as LegacyHttpOptions;
  const request = await buildLegacyRequest(context, itemIndex, options);
  const response = await send(context, request, itemIndex);
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (!ok && options.ignoreResponseCode !== true) throw statusError(context, response);
  const settings: LegacyResponseSettings = {
    responseFormat: context.getNodeParameter('responseFormat', itemIndex, 'json') as LegacyResponseSettings['responseFormat'],
    dataPropertyName: String(context.getNodeParameter('dataPropertyName', itemIndex, 'data') || 'data'),
    fullResponse: options.fullResponse === true,
    splitIntoItems: options.splitIntoItems === true,
  };
  return legacyResponseToItems(context, response, item, itemIndex, settings, String(request.uri));
}

/** HTTP Request 1 and 2: one request per item, in batches; the answers become the output items. */
export async function executeLegacyHttpRequest(context: IExecuteFunctions, send: LegacySender): Promise<INodeExecutionData[][]> {
  const items = context.getInputData();
  const first = (items.length > 0 ? context.getNodeParameter('options', 0, {}) : {}) as LegacyHttpOptions;
  const settings = { batchSize: first.batchSize ?? -1, batchInterval: first.batchInterval ?? 0 };
  return [await runItemBatches(context, settings, (item, itemIndex) => processItem(context, send, item, itemIndex))];
}
