import type { IDataObject } from './data.js';
import type { NodeConnectionType } from './connections.js';
import type { INodeExecutionData, IPairedItemData, ISourceData } from './item.js';
import type { INode, NodeParameterValueType } from './node.js';
import type { INodeListSearchResult, INodePropertyOptions, INodeTypeDescription } from './node-type.js';
import type { ITaskDataConnections } from './run-data.js';
import type { WorkflowExecuteMode } from './execution.js';
import type { IWorkflowBase } from './workflow.js';
import type { ISupplyDataFunctions, SupplyData } from './ai-supply.js';
import type { ICredentialTestFunction } from './credential-type.js';
import type {
  BinaryHelperFunctions, CommandHelperFunctions, ExecuteDataHelperFunctions, ExecuteHelperFunctions,
  FileSystemHelperFunctions, RequestHelperFunctions,
} from './node-helper-functions.js';
export type * from './node-helper-functions.js';

/*
 * The API a node implementation is written against, shaped as n8n's so that a community node
 * compiled against n8n runs unchanged: the engine calls `execute`, `trigger`, `poll` or `webhook`
 * with `this` bound to the matching function context.
 */

export interface Logger {
  debug(message: string, meta?: object): void;
  info(message: string, meta?: object): void;
  warn(message: string, meta?: object): void;
  error(message: string, meta?: object): void;
}

/** What `getWorkflow()` tells a node about the workflow it runs in. */
export interface IWorkflowMetadata {
  id?: string;
  name?: string;
  active: boolean;
}

export interface IGetNodeParameterOptions {
  /** Return the expression text instead of its value. */
  rawExpressions?: boolean;
  /** For resource locators (`{ __rl: true, value, mode }`), return only `value`. */
  extractValue?: boolean;
  ensureType?: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'json';
}

/** The item an execute function is working on: its input data and where that data came from. */
export interface IExecuteData {
  node: INode;
  data: ITaskDataConnections;
  source: { main: Array<ISourceData | null> } | null;
}

/** Data kept between runs: `getContext('flow')` for the whole execution, `getContext('node')` per node. */
export type IContextObject = IDataObject;

/** The part of an `AbortSignal` a node may use (this package has no DOM or Node types). */
export interface CancelSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface NodeExecutionWithMetadata extends INodeExecutionData {
  pairedItem: IPairedItemData | IPairedItemData[];
}

export type { IHttpRequestMethods, IHttpRequestOptions, IN8nHttpFullResponse, IRequestOptions } from './http-request-options.js';

/** Decrypted credential fields, as `getCredentials` answers them. */
export type ICredentialDataDecryptedObject = IDataObject;

/** Which workflow `executeWorkflow` runs: one saved under `id`, or the workflow given in `code`. */
export interface IExecuteWorkflowInfo {
  id?: string;
  code?: IWorkflowBase;
}

/** What `executeWorkflow` answers: the sub-execution and the last node's output. */
export interface ExecuteWorkflowData {
  executionId?: string;
  data: Array<INodeExecutionData[] | null>;
  waitTill?: Date | null;
}

export interface ExecuteWorkflowOptions {
  /** Start the sub-workflow and answer at once with the input items. */
  doNotWaitToFinish?: boolean;
  parentExecution?: { executionId: string; workflowId: string };
}


/** What every function context shares. */
export interface FunctionsBase {
  logger: Logger;
  getNode(): INode;
  getWorkflow(): IWorkflowMetadata;
  getMode(): WorkflowExecuteMode;
  getExecutionId(): string;
  getTimezone(): string;
  getWorkflowStaticData(type: 'global' | 'node' | (string & {})): IDataObject;
  getCredentials<T extends object = IDataObject>(type: string, itemIndex?: number): Promise<T>;
  getNodeParameter(
    parameterName: string,
    itemIndex: number,
    fallbackValue?: unknown,
    options?: IGetNodeParameterOptions,
  ): NodeParameterValueType | object;
}

/** What Respond to Webhook hands the host: the HTTP answer to the request that started the run. */
export interface IExecuteResponsePromiseData {
  body?: unknown;
  headers?: Record<string, string>;
  statusCode?: number;
  [key: string]: unknown;
}

/** n8n's streaming chunks: a streaming node begins, sends text items and ends each item it answers. */
export type ChunkType = 'begin' | 'item' | 'end' | 'error';

/** One line of a streamed answer (newline-delimited JSON), as n8n sends it. */
export interface StructuredChunk {
  type: ChunkType;
  content?: string;
  metadata: { nodeId: string; nodeName: string; itemIndex: number; runIndex: number; timestamp: number };
}

/** A cron schedule: an expression (5 or 6 fields), optionally in its own timezone. */
export type CronExpressionRule = string | { expression: string; timezone?: string };

export interface SchedulingFunctions {
  /** Calls `onTick` on every fire time of the rule until the trigger closes (workflow timezone by default). */
  registerCron(rule: CronExpressionRule, onTick: () => void): void;
}

/**
 * n8n's data proxy as a node gets it from `getWorkflowDataProxy(itemIndex)`: the expression variables
 * (`$json`, `$input`, `$('Node')`, `$node`, `$items`, `$workflow`, ...) as one item sees them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- n8n's shape: any variable, read by name
export type IWorkflowDataProxyData = Record<string, any>;

/** `this` inside `INodeType.execute`. */
/**
 * The execution's custom data (n8n's `customData`): string values under short keys, saved with the
 * execution (`resultData.metadata`) so executions can be found by them. Keys are letters, digits and
 * underscores, cut to 50 characters; values are cut to 255; at most 10 keys (further ones are ignored).
 */
export interface ICustomData {
  set(key: string, value: string | number | bigint): void;
  /** Sets each pair, in order. */
  setAll(values: Record<string, string | number | bigint>): void;
  get(key: string): string | undefined;
  getAll(): Record<string, string>;
}

export interface IExecuteFunctions extends FunctionsBase {
  getInputData(inputIndex?: number, connectionType?: NodeConnectionType): INodeExecutionData[];
  getInputSourceData(inputIndex?: number, connectionType?: NodeConnectionType): ISourceData;
  getExecuteData(): IExecuteData;
  getContext(type: 'flow' | 'node'): IContextObject;
  continueOnFail(): boolean;
  getExecutionCancelSignal(): CancelSignal | undefined;
  /** Stops the execution after this node; the host resumes it at `waitTill` or on its resume webhook. */
  putExecutionToWait(waitTill: Date): Promise<void>;
  /** Answers the webhook request that started the execution (Respond to Webhook). */
  sendResponse(response: IExecuteResponsePromiseData): void;
  /** Whether the request that started the execution takes a streamed answer (a chat in streaming mode). */
  isStreaming?(): boolean;
  /** Streams part of the answer (a no-op when the execution is not streaming). */
  sendChunk?(type: ChunkType, itemIndex: number, content?: IDataObject | string): void;
  /** Shows values in the editor's browser console (the Code node's `console.log`), when someone watches. */
  sendMessageToUI(...messages: unknown[]): void;
  /** The expression variables for the item at `itemIndex` (what the Code node offers as `$input`, `$()`, ...). */
  getWorkflowDataProxy(itemIndex: number): IWorkflowDataProxyData;
  /**
   * n8n's `evaluateExpression`: `expression` (`={{ }}`) as item `itemIndex` sees it, with `additionalKeys`
   * as extra variables (the HTTP Request node's pagination adds `$response`, `$pageCount`, `$request`).
   */
  evaluateExpression(expression: string, itemIndex: number, additionalKeys?: Record<string, unknown>): unknown;
  /** Runs another workflow with `inputData` as its trigger's output; answers its last node's output. */
  executeWorkflow(
    workflowInfo: IExecuteWorkflowInfo, inputData?: INodeExecutionData[], parentCallbackManager?: unknown,
    options?: ExecuteWorkflowOptions,
  ): Promise<ExecuteWorkflowData>;
  helpers: ExecuteDataHelperFunctions & RequestHelperFunctions & BinaryHelperFunctions & FileSystemHelperFunctions
    & CommandHelperFunctions;
  /** The execution's custom data (the Execution Data node, `$execution.customData`). */
  customData: ICustomData;
  /**
   * n8n's: what the sub-nodes connected to this node's `connectionType` input supply (`supplyData`):
   * the one object for an input taking one connection, a list for one taking several (tools).
   * Throws n8n's messages when a required sub-node is missing or too many are connected.
   */
  getInputConnectionData(connectionType: NodeConnectionType, itemIndex: number): Promise<unknown>;
}

export interface ITriggerResponse {
  closeFunction?: () => Promise<void>;
  /** Run once when the user tests the trigger in the editor. */
  manualTriggerFunction?: () => Promise<void>;
  manualTriggerResponse?: Promise<INodeExecutionData[][]>;
}

/** `this` inside `INodeType.trigger`. */
export interface ITriggerFunctions extends FunctionsBase {
  emit(data: INodeExecutionData[][], responsePromise?: unknown, donePromise?: unknown): void;
  emitError(error: Error, responsePromise?: unknown): void;
  /** File access is held to the instance's folder for files, as in an execution (Local File Trigger). */
  helpers: ExecuteHelperFunctions & SchedulingFunctions & FileSystemHelperFunctions & Pick<BinaryHelperFunctions, 'prepareBinaryData'>;
}

/** `this` inside `INodeType.poll`. */
export interface IPollFunctions extends FunctionsBase {
  __emit(data: INodeExecutionData[][]): void;
  __emitError(error: Error): void;
  helpers: ExecuteHelperFunctions & SchedulingFunctions;
}

export interface IWebhookResponseData {
  workflowData?: INodeExecutionData[][];
  webhookResponse?: unknown;
  noWebhookResponse?: boolean;
}

/** `this` inside `INodeType.webhook`. */
export interface IWebhookFunctions extends FunctionsBase {
  getBodyData(): IDataObject;
  getHeaderData(): Record<string, string | string[] | undefined>;
  getQueryData(): IDataObject;
  getParamsData(): IDataObject;
  getWebhookName(): string;
  getNodeWebhookUrl(name: string): string | undefined;
  /** The underlying request and response objects of the HTTP server (framework specific). */
  getRequestObject(): unknown;
  getResponseObject(): unknown;
  /**
   * The HTTP exchange itself (Node's request and response), given only on routes whose node streams
   * its answer (the MCP Server Trigger): what the node writes there goes out as it is written.
   */
  getRawHttp?(): RawHttpExchange | undefined;
  /**
   * The sub-nodes connected to this trigger's AI inputs (the MCP Server Trigger's tools). `fromFedNode`:
   * when none is connected here, those of the first node downstream that has one (the Chat Trigger
   * reads the memory of the agent it feeds).
   */
  getInputConnectionData?(connectionType: NodeConnectionType, itemIndex: number, fromFedNode?: boolean): Promise<unknown>;
  helpers: ExecuteHelperFunctions & Pick<BinaryHelperFunctions, 'prepareBinaryData'>;
}

/**
 * Node's `http.IncomingMessage` and `http.ServerResponse` of one call (this package is also the
 * editor's, which has no Node types: a node on the server casts them).
 */
export interface RawHttpExchange {
  request: object;
  response: object;
}

/** `this` inside `methods.loadOptions.*`. */
export interface ILoadOptionsFunctions extends Omit<FunctionsBase, 'getNodeParameter'> {
  getNodeParameter(parameterName: string, fallbackValue?: unknown): NodeParameterValueType | object;
  getCurrentNodeParameter(parameterName: string): NodeParameterValueType | object | undefined;
  getCurrentNodeParameters(): IDataObject | undefined;
  helpers: Partial<RequestHelperFunctions>;
}

/** `this` inside `webhookMethods.*.checkExists/create/delete`: registering the node's webhook with a service. */
export interface IHookFunctions extends FunctionsBase {
  getNodeWebhookUrl(name: string): string | undefined;
  getWebhookName(): string;
  helpers: RequestHelperFunctions;
}

export interface INodeType {
  description: INodeTypeDescription;
  /**
   * n8n's nodes answer with a promise. A node may also answer at once when nothing it does waits
   * (the engine takes both): each promise layer was paid on every node of every execution.
   */
  execute?(this: IExecuteFunctions): Promise<INodeExecutionData[][] | null> | INodeExecutionData[][] | null;
  trigger?(this: ITriggerFunctions): Promise<ITriggerResponse | undefined>;
  /** An AI sub-node's: the object it supplies to its root node (n8n's `supplyData`). */
  supplyData?(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData>;
  poll?(this: IPollFunctions): Promise<INodeExecutionData[][] | null>;
  /** Like `execute`, may answer at once (a plain JSON call to the Webhook node does). */
  webhook?(this: IWebhookFunctions): Promise<IWebhookResponseData> | IWebhookResponseData;
  methods?: {
    loadOptions?: Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
    /** A resource locator's "From List" mode: one page of results for a filter (n8n's shape). */
    listSearch?: Record<string, (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>>;
    /** Connection tests of credentials named by `testedBy` (called with no `this` of use). */
    credentialTest?: Record<string, ICredentialTestFunction>;
    [key: string]: unknown;
  };
  webhookMethods?: Record<string, {
    checkExists(this: IHookFunctions): Promise<boolean>;
    create(this: IHookFunctions): Promise<boolean>;
    delete(this: IHookFunctions): Promise<boolean>;
  }>;
}

/** The shared part of a versioned node's description (n8n's `INodeTypeBaseDescription`). */
export type INodeTypeBaseDescription = Pick<INodeTypeDescription,
  'displayName' | 'name' | 'icon' | 'iconUrl' | 'group' | 'description' | 'documentationUrl' | 'subtitle'
  | 'defaultVersion' | 'codex' | 'hidden'>;

/** A node type with one implementation per type version, e.g. Set 1-2 and Set 3-3.4. */
export interface IVersionedNodeType {
  nodeVersions: Record<number, INodeType>;
  currentVersion: number;
  description: INodeTypeBaseDescription;
  getNodeType(version?: number): INodeType | undefined;
}

/** Where the engine finds node implementations by their type name and version. */
export interface INodeTypes {
  getByName(nodeType: string): INodeType | IVersionedNodeType | undefined;
  /** Without `version`, the type's current (default) version. */
  getByNameAndVersion(nodeType: string, version?: number): INodeType | undefined;
  /** Every known type name, with the package it came from. */
  getKnownTypes(): Record<string, { className?: string; sourcePath?: string }>;
  /** One description per implementation (every version of versioned nodes), as `GET /rest/node-types` lists them. */
  getDescriptions(options?: { onlyLatest?: boolean }): INodeTypeDescription[];
}
