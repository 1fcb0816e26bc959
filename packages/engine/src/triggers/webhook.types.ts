import type {
  IDataObject, INodeExecutionData, INodeTypes, IRunData, IWorkflowBase, Logger, WorkflowExecuteMode,
} from '@weft/workflow';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EngineServices } from '../context/engine-services.js';
import type { Clock } from './trigger.types.js';

/** The HTTP request as the host (Fastify) received it; framework-free. */
export interface WebhookRequest {
  /** Upper case: 'GET', 'POST', ... */
  method: string;
  /** Path and query as requested, e.g. `/webhook/abc/items?x=1`. */
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  query: IDataObject;
  /** Path parameters of a dynamic webhook path (`/webhook/<id>/:user` gives `{ user }`). */
  params: IDataObject;
  /** The parsed body (JSON, form fields); undefined when there is none. */
  body?: unknown;
  /** The body's bytes as received, for rawBody / binary options. */
  rawBody?: Uint8Array;
  /** The client's address, for `ipWhitelist`. */
  ip?: string;
  /** Files of a multipart/form-data body (its other fields go in `body`). */
  files?: Array<{ fieldName: string; fileName?: string; mimeType?: string; data: Uint8Array }>;
  /** The HTTP exchange itself, on routes whose node streams its answer (see `IWebhookFunctions.getRawHttp`). */
  raw?: { request: IncomingMessage; response: ServerResponse };
}

/** The answer to send; the host writes it as is (an object body is sent as JSON). */
export interface WebhookHttpResponse {
  statusCode: number;
  /** Names in lower case: the response recorder and the error answers make them so. */
  headers: Record<string, string>;
  body?: string | Uint8Array | IDataObject | unknown[] | null;
  /** A streamed answer (response mode 'streaming'): its parts, written as they come; `body` is then unused. */
  stream?: AsyncIterable<string>;
}

/**
 * Where the answer to one webhook call goes: the host passes one in per call and writes what it is
 * sent (status, headers, and a JSON, text or binary body). The engine sends once.
 */
export interface ResponseChannel {
  send(response: WebhookHttpResponse): void;
}

export type WebhookResponseMode = 'onReceived' | 'lastNode' | 'responseNode' | 'streaming';

/** One webhook a workflow needs registered. */
export interface WebhookDescription {
  nodeName: string;
  /** The node description's webhook name: 'default' for triggers, 'setup' etc. for others. */
  webhookName: string;
  httpMethod: string;
  /**
   * Path after `/webhook/` (or `/webhook-test/`): the node's path when its webhook is a full path,
   * `${webhookId}/${path}` otherwise or when the path has parameters (`:id`).
   */
  path: string;
  isFullPath: boolean;
  /** True when `path` has parameters such as `:id`; match it segment by segment. */
  isDynamic: boolean;
  webhookId?: string;
  responseMode: WebhookResponseMode;
  /** The node description's webhook fields, resolved (responseCode, responseData, ...). */
  details: IDataObject;
  /** Full URL for `baseUrl` given to getWebhookDescriptions. */
  url: string;
}

export interface RunWebhookOptions {
  workflow: IWorkflowBase;
  nodeTypes: INodeTypes;
  nodeName: string;
  request: WebhookRequest;
  /** 'webhook' for production URLs, 'manual' for test URLs. */
  mode: WorkflowExecuteMode;
  webhookName?: string;
  executionId?: string;
  timezone?: string;
  logger?: Logger;
  services?: EngineServices;
  clock?: Clock;
  /** e.g. `http://localhost:5678/` (for the `webhookUrl` field the Webhook node outputs). */
  webhookBaseUrl?: string;
}

/** What the node's webhook() decided and how the host must answer. */
export interface WebhookRunResult {
  /** Items to start the execution with (`RunOptions.trigger`); undefined: start nothing. */
  workflowData?: INodeExecutionData[][];
  /** Calls the node made on its sub-nodes (tools) while it received the call: the run keeps them. */
  runData?: IRunData;
  /** The node answered already (the recorder has the answer), or asked for no answer at all. */
  noWebhookResponse: boolean;
  webhookResponse?: unknown;
  responseMode: WebhookResponseMode;
  /** The Webhook node's response settings, read when the run ends (lastNode) or at once (onReceived). */
  responseCode: number;
  responseData?: string;
  responsePropertyName?: string;
  responseBinaryPropertyName?: string;
  responseContentType?: string;
  responseHeaders: Record<string, string>;
  noResponseBody: boolean;
}
