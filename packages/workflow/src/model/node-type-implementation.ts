import type { IDataObject } from './data.js';
import type { NodeConnectionType } from './connections.js';
import type { IBinaryData, INodeExecutionData, IPairedItemData, ISourceData } from './item.js';
import type { INode, NodeParameterValueType } from './node.js';
import type { INodePropertyOptions, INodeTypeDescription } from './node-type.js';
import type { ITaskDataConnections } from './run-data.js';
import type { WorkflowExecuteMode } from './execution.js';

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

export interface IHttpRequestOptions {
  url: string;
  baseURL?: string;
  method?: 'DELETE' | 'GET' | 'HEAD' | 'OPTIONS' | 'PATCH' | 'POST' | 'PUT';
  headers?: IDataObject;
  qs?: IDataObject;
  body?: IDataObject | string | Uint8Array;
  json?: boolean;
  encoding?: 'arraybuffer' | 'blob' | 'document' | 'json' | 'text' | 'stream';
  returnFullResponse?: boolean;
  ignoreHttpStatusErrors?: boolean;
  timeout?: number;
  skipSslCertificateValidation?: boolean;
  auth?: { username: string; password: string };
  [key: string]: unknown;
}

/** Helpers every execute context has (pure data shaping). */
export interface ExecuteDataHelperFunctions {
  returnJsonArray(jsonData: IDataObject | IDataObject[]): INodeExecutionData[];
  constructExecutionMetaData(
    inputData: INodeExecutionData[],
    options: { itemData: IPairedItemData | IPairedItemData[] },
  ): NodeExecutionWithMetadata[];
  normalizeItems(items: INodeExecutionData | IDataObject | Array<INodeExecutionData | IDataObject>): INodeExecutionData[];
  copyInputItems(items: INodeExecutionData[], properties: string[]): IDataObject[];
}

/** IO helpers: declared with n8n's shape, provided by the engine as its HTTP and binary support lands. */
export interface RequestHelperFunctions {
  httpRequest(requestOptions: IHttpRequestOptions): Promise<unknown>;
  httpRequestWithAuthentication(credentialsType: string, requestOptions: IHttpRequestOptions): Promise<unknown>;
}

export interface BinaryHelperFunctions {
  prepareBinaryData(binaryData: Uint8Array, filePath?: string, mimeType?: string): Promise<IBinaryData>;
  getBinaryDataBuffer(itemIndex: number, propertyName: string): Promise<Uint8Array>;
  assertBinaryData(itemIndex: number, propertyName: string): IBinaryData;
}

export type ExecuteHelperFunctions = ExecuteDataHelperFunctions &
  Partial<RequestHelperFunctions & BinaryHelperFunctions>;

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

/** `this` inside `INodeType.execute`. */
export interface IExecuteFunctions extends FunctionsBase {
  getInputData(inputIndex?: number, connectionType?: NodeConnectionType): INodeExecutionData[];
  getInputSourceData(inputIndex?: number, connectionType?: NodeConnectionType): ISourceData;
  getExecuteData(): IExecuteData;
  getContext(type: 'flow' | 'node'): IContextObject;
  continueOnFail(): boolean;
  getExecutionCancelSignal(): CancelSignal | undefined;
  helpers: ExecuteHelperFunctions;
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
  helpers: ExecuteHelperFunctions;
}

/** `this` inside `INodeType.poll`. */
export interface IPollFunctions extends FunctionsBase {
  __emit(data: INodeExecutionData[][]): void;
  __emitError(error: Error): void;
  helpers: ExecuteHelperFunctions;
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
  /** The underlying request and response objects of the HTTP server (framework specific). */
  getRequestObject(): unknown;
  getResponseObject(): unknown;
  helpers: ExecuteHelperFunctions;
}

/** `this` inside `methods.loadOptions.*`. */
export interface ILoadOptionsFunctions extends Omit<FunctionsBase, 'getNodeParameter'> {
  getNodeParameter(parameterName: string, fallbackValue?: unknown): NodeParameterValueType | object;
  getCurrentNodeParameter(parameterName: string): NodeParameterValueType | object | undefined;
  getCurrentNodeParameters(): IDataObject | undefined;
  helpers: Partial<RequestHelperFunctions>;
}

export interface IHookFunctions extends FunctionsBase {
  getNodeWebhookUrl(name: string): string | undefined;
  getWebhookName(): string;
}

export interface INodeType {
  description: INodeTypeDescription;
  execute?(this: IExecuteFunctions): Promise<INodeExecutionData[][] | null>;
  trigger?(this: ITriggerFunctions): Promise<ITriggerResponse | undefined>;
  poll?(this: IPollFunctions): Promise<INodeExecutionData[][] | null>;
  webhook?(this: IWebhookFunctions): Promise<IWebhookResponseData>;
  methods?: {
    loadOptions?: Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
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
