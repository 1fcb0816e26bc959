import type {
  BinaryHelperFunctions, IDataObject, INodeType, IWebhookFunctions,
} from '@weft/workflow';
import { prepareBinaryData } from '../context/binary-helpers.js';
import { NodeContextBase } from './node-context-base.js';
import type { NodeContextEnvironment } from './trigger.types.js';
import { getWebhookDescriptions } from './webhook-descriptions.js';
import type { WebhookResponseRecorder } from './webhook-response.js';
import type { WebhookRequest } from './webhook.types.js';

/** The request object `getRequestObject()` gives a node: the fields Express nodes read. */
export interface WebhookRequestObject extends WebhookRequest {
  path: string;
  /** Express-like header getter. */
  get(name: string): string | undefined;
  header(name: string): string | undefined;
}

function requestObject(request: WebhookRequest): WebhookRequestObject {
  const get = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return { ...request, path: (request.url ?? '').split('?')[0] ?? '', get, header: get };
}

/** `this` inside `INodeType.webhook`: the request, a recording response object, and the node. */
export class WebhookContext extends NodeContextBase implements IWebhookFunctions {
  readonly helpers: IWebhookFunctions['helpers'] & Pick<BinaryHelperFunctions, 'prepareBinaryData'>;
  private readonly requestObject: WebhookRequestObject;

  constructor(
    env: NodeContextEnvironment, nodeType: INodeType,
    private readonly request: WebhookRequest,
    private readonly response: WebhookResponseRecorder,
    private readonly webhookName = 'default',
  ) {
    super(env, nodeType);
    this.requestObject = requestObject(request);
    this.helpers = {
      ...this.dataHelpers,
      prepareBinaryData: (bytes, filePath, mimeType) =>
        prepareBinaryData(bytes, this.getExecutionId(), env.services?.binaryDataStore, filePath, mimeType),
    };
  }

  getBodyData(): IDataObject {
    const body = this.request.body;
    return (typeof body === 'object' && body !== null ? body : {}) as IDataObject;
  }

  getHeaderData(): Record<string, string | string[] | undefined> {
    return this.request.headers;
  }

  getQueryData(): IDataObject {
    return this.request.query;
  }

  getParamsData(): IDataObject {
    return this.request.params;
  }

  getWebhookName(): string {
    return this.webhookName;
  }

  getNodeWebhookUrl(name: string): string | undefined {
    const base = `${this.env.webhookBaseUrl ?? ''}${this.env.mode === 'manual' ? 'webhook-test/' : 'webhook/'}`;
    const nodeTypes = { getByNameAndVersion: () => this.nodeType } as unknown as Parameters<typeof getWebhookDescriptions>[1];
    const workflow = { ...this.env.workflow, nodes: [this.env.node] };
    return getWebhookDescriptions(workflow, nodeTypes, { baseUrl: base }).find((entry) => entry.webhookName === name)?.url;
  }

  getRequestObject(): WebhookRequestObject {
    return this.requestObject;
  }

  getResponseObject(): WebhookResponseRecorder {
    return this.response;
  }
}
