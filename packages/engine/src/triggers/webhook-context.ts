import type {
  BinaryHelperFunctions, IDataObject, INode, INodeType, IRunData, IWebhookFunctions, NodeConnectionType, RawHttpExchange,
} from '@weft/workflow';
import { prepareBinaryData } from '../context/binary-helpers.js';
import { isSealedNode } from '../context/sealed-workflow.js';
import { NodeContextBase } from './node-context-base.js';
import type { NodeContextEnvironment } from './trigger.types.js';
import { getWebhookDescriptions } from './webhook-descriptions.js';
import type { WebhookResponseRecorder } from './webhook-response.js';
import type { WebhookRequest } from './webhook.types.js';
import { supplyWebhookSubNodes } from './webhook-sub-nodes.js';

/** The request object `getRequestObject()` gives a node: the fields Express nodes read. */
export interface WebhookRequestObject extends WebhookRequest {
  path: string;
  /** Express-like header getter. */
  get(name: string): string | undefined;
  header(name: string): string | undefined;
}

/**
 * A view of the request rather than a copy: a copy of every field for every call was the engine's
 * most expensive step of a webhook call. Fields are read through, like Express's request object.
 */
class WebhookRequestView implements WebhookRequestObject {
  constructor(private readonly request: WebhookRequest) {}

  get method(): string { return this.request.method; }
  get url(): string | undefined { return this.request.url; }
  get headers(): WebhookRequest['headers'] { return this.request.headers; }
  get query(): IDataObject { return this.request.query; }
  get params(): IDataObject { return this.request.params; }
  get body(): unknown { return this.request.body; }
  get rawBody(): Uint8Array | undefined { return this.request.rawBody; }
  get ip(): string | undefined { return this.request.ip; }
  get files(): WebhookRequest['files'] { return this.request.files; }
  get raw(): WebhookRequest['raw'] { return this.request.raw; }
  get path(): string { return (this.request.url ?? '').split('?')[0] ?? ''; }

  get(name: string): string | undefined {
    const value = this.request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  header(name: string): string | undefined {
    return this.get(name);
  }
}

type WebhookHelpers = IWebhookFunctions['helpers'] & Pick<BinaryHelperFunctions, 'prepareBinaryData'>;

interface CachedUrl { workflowId: string | undefined; base: string; name: string; url: string | undefined }

/**
 * Per sealed node object, its last webhook URL and what it depends on (workflow id, base, name): a
 * node of an active workflow asks for the same one on every call, and a key made of the three cost a
 * string each time.
 */
const webhookUrls = new WeakMap<INode, CachedUrl>();

export function nodeWebhookUrl(env: NodeContextEnvironment, nodeType: INodeType, base: string, name: string): string | undefined {
  const { node, workflow } = env;
  const compute = () => {
    const nodeTypes = { getByNameAndVersion: () => nodeType } as unknown as Parameters<typeof getWebhookDescriptions>[1];
    return getWebhookDescriptions({ ...workflow, nodes: [node] }, nodeTypes, { baseUrl: base })
      .find((description) => description.webhookName === name)?.url;
  };
  if (!isSealedNode(node)) return compute();
  const cached = webhookUrls.get(node);
  if (cached && cached.workflowId === workflow.id && cached.base === base && cached.name === name) return cached.url;
  const url = compute();
  webhookUrls.set(node, { workflowId: workflow.id, base, name, url });
  return url;
}

/** Where the node's webhooks are served: test URLs in manual runs, production URLs otherwise. */
export function webhookBase(env: NodeContextEnvironment): string {
  return `${env.webhookBaseUrl ?? ''}${env.mode === 'manual' ? 'webhook-test/' : 'webhook/'}`;
}

/** `this` inside `INodeType.webhook`: the request, a recording response object, and the node. */
export class WebhookContext extends NodeContextBase implements IWebhookFunctions {
  private requestObject?: WebhookRequestObject;
  /** The calls made on the node's sub-nodes (tools), once it asked for them. */
  subNodeRunData?: IRunData;
  private helperFunctions?: WebhookHelpers;

  constructor(
    env: NodeContextEnvironment, nodeType: INodeType,
    private readonly request: WebhookRequest,
    private readonly response: WebhookResponseRecorder,
    private readonly webhookName = 'default',
  ) {
    super(env, nodeType);
  }

  get helpers(): WebhookHelpers {
    this.helperFunctions ??= {
      ...this.dataHelpers,
      // n8n's webhook nodes call services too (a trigger resolving IDs, downloading a file it was sent).
      ...this.requestHelpers,
      prepareBinaryData: (bytes, filePath, mimeType) =>
        prepareBinaryData(bytes, this.getExecutionId(), this.env.services?.binaryDataStore, filePath, mimeType),
    };
    return this.helperFunctions;
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
    return nodeWebhookUrl(this.env, this.nodeType, webhookBase(this.env), name);
  }

  getRequestObject(): WebhookRequestObject {
    this.requestObject ??= new WebhookRequestView(this.request);
    return this.requestObject;
  }

  getResponseObject(): WebhookResponseRecorder {
    return this.response;
  }

  getRawHttp(): RawHttpExchange | undefined {
    return this.request.raw;
  }

  getInputConnectionData(connectionType: NodeConnectionType, itemIndex: number, fromFedNode?: boolean): Promise<unknown> {
    this.subNodeRunData ??= {};
    return supplyWebhookSubNodes(this.env, this.nodeType, this.subNodeRunData, connectionType, itemIndex, this.getBodyData(), fromFedNode);
  }
}
