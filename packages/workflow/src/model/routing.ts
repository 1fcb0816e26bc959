/*
 * Declarative ("routing") node types, in n8n's shapes: the node describes its HTTP requests in its
 * description (`requestDefaults`, `routing` on properties and options) instead of an `execute` function.
 */
import type { IDataObject } from './data.js';
import type { INodeExecutionData } from './item.js';
import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from './node-type-implementation.js';

/** `this` of a preSend or postReceive function: one item's view of the execute context. */
export interface IExecuteSingleFunctions extends Omit<IExecuteFunctions, 'getNodeParameter' | 'getInputData' | 'getCredentials'> {
  getNodeParameter(parameterName: string, fallbackValue?: unknown, options?: IDataObject): unknown;
  getInputData(inputIndex?: number): INodeExecutionData;
  getItemIndex(): number;
  getCredentials<T extends object = IDataObject>(type: string): Promise<T>;
}

export type PreSendAction = (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) => Promise<IHttpRequestOptions>;

export type PostReceiveFunction = (
  this: IExecuteSingleFunctions, items: INodeExecutionData[], response: IN8nHttpFullResponse,
) => Promise<INodeExecutionData[]>;

export type PostReceiveAction =
  | PostReceiveFunction
  | { type: 'rootProperty'; enabled?: boolean | string; properties: { property: string } }
  | { type: 'set'; enabled?: boolean | string; properties: { value: string } }
  | { type: 'setKeyValue'; enabled?: boolean | string; properties: Record<string, string | number> }
  | { type: 'limit'; enabled?: boolean | string; properties: { maxResults: number | string } }
  | { type: 'filter'; enabled?: boolean | string; properties: { pass: boolean | string } }
  | { type: 'sort'; enabled?: boolean | string; properties: { key: string } }
  | { type: 'binaryData'; enabled?: boolean | string; properties: { destinationProperty: string } };

export interface INodeRequestSend {
  type?: 'body' | 'query';
  /** Where the value goes (dot notation unless `propertyInDotNotation` is false); may be an expression. */
  property?: string;
  propertyInDotNotation?: boolean;
  /** Whether (or an expression saying whether) to page through results. */
  paginate?: boolean | string;
  preSend?: PreSendAction[];
  /** The value sent (default: the parameter's value, `$value`). */
  value?: string;
}

export interface INodeRequestOutput {
  maxResults?: number | string;
  postReceive?: PostReceiveAction[];
}

/** The request options a declarative node's routing produced, for a pagination function. */
export interface DeclarativeRequestOptions {
  options: IHttpRequestOptions;
  paginate?: boolean | string;
  preSend: PreSendAction[];
  postReceive: Array<{ data: { parameterValue: unknown }; actions: PostReceiveAction[] }>;
  maxResults?: number | string;
  requestOperations?: IN8nRequestOperations;
}

export interface IExecutePaginationFunctions extends IExecuteSingleFunctions {
  makeRoutingRequest(this: IExecutePaginationFunctions, requestOptions: DeclarativeRequestOptions): Promise<INodeExecutionData[]>;
}

export type IN8nRequestOperationPagination =
  | { type: 'generic'; properties: { continue: boolean | string; request: Partial<Record<'url' | 'method' | 'body' | 'qs' | 'headers', unknown>> & IDataObject } }
  | { type: 'offset'; properties: { limitParameter: string; offsetParameter: string; pageSize: number; rootProperty?: string; type: 'body' | 'query' } }
  | ((this: IExecutePaginationFunctions, requestOptions: DeclarativeRequestOptions) => Promise<INodeExecutionData[]>);

export interface IN8nRequestOperations {
  pagination?: IN8nRequestOperationPagination;
}

/** What a property (or an option of one) adds to the request when it is set. */
export interface INodePropertyRouting {
  request?: Partial<IHttpRequestOptions>;
  send?: INodeRequestSend;
  output?: INodeRequestOutput;
  operations?: IN8nRequestOperations;
}
