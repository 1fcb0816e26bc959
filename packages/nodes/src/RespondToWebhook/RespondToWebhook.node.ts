import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError, setPath } from '@weft/workflow';
import { respondToWebhookDescription } from './respond-to-webhook.description.js';

interface RespondOptions {
  responseCode?: number;
  responseHeaders?: { entries?: Array<{ name?: string; value?: unknown }> };
  responseKey?: string;
}

function wrap(key: string | undefined, value: unknown): unknown {
  if (!key) return value;
  const wrapped: IDataObject = {};
  setPath(wrapped, key, value);
  return wrapped;
}

/** Sends the answer to the request that started the execution, then passes its items on. */
export class RespondToWebhook implements INodeType {
  description = respondToWebhookDescription;

  /** Answers at once, unless the answer is a file, which is read first. */
  execute(this: IExecuteFunctions): INodeExecutionData[][] | Promise<INodeExecutionData[][]> {
    const node = this.getNode();
    const items = this.getInputData();
    const respondWith = this.getNodeParameter('respondWith', 0) as string;
    const options = this.getNodeParameter('options', 0, {}) as RespondOptions;
    const headers: Record<string, string> = {};
    for (const entry of options.responseHeaders?.entries ?? []) {
      if (entry.name) headers[entry.name.toLowerCase()] = String(entry.value ?? '');
    }
    let statusCode = options.responseCode ?? 200;
    let body: unknown;
    const respond = (answer: unknown): INodeExecutionData[][] => {
      this.sendResponse({ body: answer, headers, statusCode });
      return [items];
    };

    switch (respondWith) {
      case 'allIncomingItems':
        body = wrap(options.responseKey, items.map((item) => item.json));
        break;
      case 'firstIncomingItem':
        body = wrap(options.responseKey, items[0]?.json ?? {});
        break;
      case 'json': {
        const value = this.getNodeParameter('responseBody', 0);
        if (typeof value === 'string') {
          try {
            body = value.trim() === '' ? undefined : JSON.parse(value);
          } catch {
            throw new NodeOperationError(node, 'Invalid JSON in \'Response Body\' field', {
              description: 'Check the body: it must be valid JSON (double-quoted keys and strings, no trailing commas).',
            });
          }
        } else {
          body = value;
        }
        break;
      }
      case 'text':
        body = String(this.getNodeParameter('responseBody', 0) ?? '');
        break;
      case 'binary': {
        const first = items[0];
        const keys = Object.keys(first?.binary ?? {});
        if (!first?.binary || keys.length === 0) throw new NodeOperationError(node, 'No binary data exists on the first item!');
        const field = this.getNodeParameter('responseDataSource', 0) === 'set'
          ? this.getNodeParameter('inputFieldName', 0) as string
          : keys[0] as string;
        const binary = this.helpers.assertBinaryData(0, field);
        headers['content-type'] ??= binary.mimeType;
        return this.helpers.getBinaryDataBuffer(0, field).then((bytes) => respond(Buffer.from(bytes)));
      }
      case 'redirect':
        headers.location = this.getNodeParameter('redirectURL', 0) as string;
        statusCode = options.responseCode ?? 307;
        break;
      case 'noData':
        break;
      default:
        throw new NodeOperationError(node, `The Response Data option "${respondWith}" is not supported!`, {
          description: respondWith === 'jwt' ? 'JWT answers are not supported by this version of Weft.' : undefined,
        });
    }
    return respond(body);
  }
}
