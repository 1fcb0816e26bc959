import type { IDataObject, IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData } from '@weft/workflow';
import { httpStatusNodeError, NodeApiError, NodeError, NodeOperationError, sleep } from '@weft/workflow';

/** Requests in flight at once within a batch: enough to be quick, few enough to be polite. */
const MAX_PARALLEL = 10;

/** What continue-on-fail puts on an item for a failed request. */
export function errorJson(error: unknown): IDataObject {
  if (error instanceof NodeError) {
    const json: IDataObject = { message: error.message, name: error.name };
    if (error.description) json.description = error.description;
    if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
    return json;
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The node error for an answer with an error status: the status, and what the server said. */
export function statusError(context: IExecuteFunctions, response: IN8nHttpFullResponse): NodeError {
  const text = Buffer.isBuffer(response.body) ? response.body.toString('utf8') : String(response.body ?? '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the answer.
  }
  return httpStatusNodeError(context.getNode(), { statusCode: response.statusCode, statusMessage: response.statusMessage ?? '', body, headers: response.headers as IDataObject });
}

export interface BatchSettings {
  /** Items per batch; 0 or less: all items in one batch. */
  batchSize: number;
  /** Milliseconds to wait between two batches. */
  batchInterval: number;
}

/**
 * Runs `processItem` for every input item, batch after batch (a few requests in parallel within a
 * batch), and keeps the output in input order. A failure becomes an error item with continue-on-fail,
 * else it stops the node.
 */
export async function runItemBatches(
  context: IExecuteFunctions, settings: BatchSettings,
  processItem: (item: INodeExecutionData, itemIndex: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[]> {
  const items = context.getInputData();
  const size = settings.batchSize > 0 ? settings.batchSize : Math.max(items.length, 1);
  const results: INodeExecutionData[][] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0 && settings.batchInterval > 0) await sleep(settings.batchInterval);
    const indexes = Array.from({ length: Math.min(size, items.length - start) }, (_, offset) => start + offset);
    for (let at = 0; at < indexes.length; at += MAX_PARALLEL) {
      const group = indexes.slice(at, at + MAX_PARALLEL);
      const settled = await Promise.allSettled(group.map((itemIndex) => processItem(items[itemIndex] as INodeExecutionData, itemIndex)));
      for (const [offset, outcome] of settled.entries()) {
        const itemIndex = group[offset] as number;
        if (outcome.status === 'fulfilled') results[itemIndex] = outcome.value;
        else if (context.continueOnFail()) results[itemIndex] = [{ json: { error: errorJson(outcome.reason) }, pairedItem: { item: itemIndex } }];
        // The helpers throw node errors already; anything else failed in the node itself.
        else throw outcome.reason instanceof NodeError ? outcome.reason : new NodeOperationError(context.getNode(), outcome.reason instanceof Error ? outcome.reason : String(outcome.reason));
      }
    }
  }
  return results.flat();
}
