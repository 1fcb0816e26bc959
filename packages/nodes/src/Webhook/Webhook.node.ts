import type {
  IBinaryKeyData, IDataObject, INodeExecutionData, INodeType, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';
import { isBot, isIpWhitelisted, validateWebhookAuth, WebhookAuthorizationError } from './webhook-auth.js';
import { webhookDescription } from './webhook.description.js';

interface WebhookOptions {
  binaryData?: boolean;
  binaryPropertyName?: string;
  ignoreBots?: boolean;
  ipWhitelist?: string;
  rawBody?: boolean;
  responseData?: string;
  noResponseBody?: boolean;
}

/** The request's content type without parameters, lower case. */
function contentTypeOf(request: WebhookRequestObject): string | undefined {
  return request.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

const hasParsedBody = (body: unknown) => body !== undefined && body !== null && !(body instanceof Uint8Array);

/** The refusal an authorization failure answers with; other errors go on. */
function refused(response: WebhookResponseRecorder, error: unknown): IWebhookResponseData {
  if (!(error instanceof WebhookAuthorizationError)) throw error;
  if (error.responseCode === 401) response.setHeader('WWW-Authenticate', 'Basic realm="Webhook"');
  response.writeHead(error.responseCode).end(error.message);
  return { noWebhookResponse: true };
}

/**
 * Accepts or refuses one request and turns it into the item the workflow starts with. Shared by
 * Webhook and Wait (its resume webhook); `authenticationParameter` names the node's auth setting.
 * Answers at once unless something has to wait (authentication, files to store): a plain JSON call
 * costs no promise.
 */
export function receiveWebhookRequest(
  context: IWebhookFunctions, authenticationParameter: string,
): IWebhookResponseData | Promise<IWebhookResponseData> {
  const options = context.getNodeParameter('options', 0, {}) as WebhookOptions;
  const request = context.getRequestObject() as WebhookRequestObject;
  const response = context.getResponseObject() as WebhookResponseRecorder;

  if (!isIpWhitelisted(options.ipWhitelist, request.ip)) {
    response.writeHead(403).end('IP is not whitelisted to access the webhook!');
    return { noWebhookResponse: true };
  }
  let authentication: string;
  try {
    if (options.ignoreBots && isBot(request.get('user-agent'))) throw new WebhookAuthorizationError(403);
    authentication = context.getNodeParameter(authenticationParameter, 0, 'none') as string;
  } catch (error) {
    return refused(response, error);
  }
  if (authentication === 'none') return accept(context, request, options);
  return validateWebhookAuth(context, authentication).then(
    () => accept(context, request, options),
    (error: unknown) => refused(response, error),
  );
}

/** The item of an accepted request, with its body as a file when the node says so. */
function accept(
  context: IWebhookFunctions, request: WebhookRequestObject, options: WebhookOptions,
): IWebhookResponseData | Promise<IWebhookResponseData> {
  const node = context.getNode();
  const output = outputFor(context, request.method);
  const binaryField = options.binaryPropertyName || 'data';
  const json: IDataObject = {
    headers: request.headers as IDataObject, params: request.params, query: request.query,
    body: (hasParsedBody(request.body) ? request.body : {}) as IDataObject,
  };
  const item: INodeExecutionData = { json };
  const answer = (): IWebhookResponseData => ({
    webhookResponse: options.noResponseBody ? undefined : options.responseData || undefined,
    workflowData: output(item),
  });

  if (request.files && request.files.length > 0) {
    return filesAsBinary(context, request, options.binaryPropertyName).then((binary) => {
      item.binary = binary;
      return answer();
    });
  }
  if (options.binaryData || (node.typeVersion > 1 && !hasParsedBody(request.body) && !options.rawBody)) {
    // The body is a file (v1 "Binary File", or from v1.1/v2 a body the host did not parse).
    const bytes = request.rawBody ?? new Uint8Array();
    json.body = {};
    if (bytes.byteLength === 0) return answer();
    return context.helpers.prepareBinaryData(bytes, undefined, request.get('content-type') ?? 'application/octet-stream')
      .then((binary) => {
        item.binary = { [binaryField]: binary };
        return answer();
      });
  }
  if (options.rawBody) {
    const bytes = request.rawBody ?? new Uint8Array();
    item.binary = {
      data: { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), mimeType: contentTypeOf(request) ?? 'application/json' },
    };
  }
  return answer();
}

/** Starts the workflow with each HTTP request its URL receives; n8n's Webhook node, versions 1 to 2.1. */
export class Webhook implements INodeType {
  description = webhookDescription;

  webhook(this: IWebhookFunctions): IWebhookResponseData | Promise<IWebhookResponseData> {
    return receiveWebhookRequest(this, 'authentication');
  }
}

/** Where the item goes: output 0, or with several methods the output of the request's method. */
function outputFor(context: IWebhookFunctions, method: string): (item: INodeExecutionData) => INodeExecutionData[][] {
  const methods = context.getNodeParameter('httpMethod', 0, 'GET') as string | string[];
  const executionMode = context.getMode() === 'manual' ? 'test' : 'production';
  const webhookUrl = context.getNodeWebhookUrl('default') ?? '';
  return (item) => {
    item.json.webhookUrl = webhookUrl;
    item.json.executionMode = executionMode;
    if (!Array.isArray(methods)) return [[item]];
    const outputs: INodeExecutionData[][] = methods.map(() => []);
    const index = Math.max(0, methods.map((entry) => entry.toUpperCase()).indexOf(method.toUpperCase()));
    outputs[index] = [item];
    return outputs;
  };
}

/** Multipart uploads: each file under its field name (numbered when repeated), or the configured prefix and its number. */
async function filesAsBinary(context: IWebhookFunctions, request: WebhookRequestObject, prefix: string | undefined): Promise<IBinaryKeyData> {
  const binary: IBinaryKeyData = {};
  const files = request.files ?? [];
  const perField = new Map<string, number>();
  for (const file of files) perField.set(file.fieldName, (perField.get(file.fieldName) ?? 0) + 1);
  const seen = new Map<string, number>();
  let count = 0;
  for (const file of files) {
    let key = file.fieldName.endsWith('[]') ? file.fieldName.slice(0, -2) : file.fieldName;
    const index = seen.get(file.fieldName) ?? 0;
    seen.set(file.fieldName, index + 1);
    if ((perField.get(file.fieldName) ?? 0) > 1) key += String(index);
    if (prefix) key = `${prefix}${count}`;
    count++;
    binary[key] = await context.helpers.prepareBinaryData(file.data, file.fileName, file.mimeType);
  }
  return binary;
}
