import type {
  DeclarativeRequestOptions, IDataObject, IExecuteFunctions, IExecutePaginationFunctions, IExecuteSingleFunctions,
  IHttpRequestOptions, IN8nHttpFullResponse, IN8nRequestOperations, INodeExecutionData, INodeProperties,
  INodePropertyCollection, INodePropertyOptions, INodePropertyRouting, INodeType, PostReceiveAction,
} from '@weft/workflow';
import { displayParameter, displayedCredentialTypes, resolveNodeParameters, getPath, NodeApiError, NodeError, NodeOperationError, setPath } from '@weft/workflow';

/** What the routing node needs of its context beyond n8n's execute functions: expressions with extra variables. */
export interface RoutingContext extends IExecuteFunctions {
  evaluateExpression(expression: string, itemIndex: number, additionalKeys?: Record<string, unknown>): unknown;
}

/** Pages a generic pagination may fetch at most (a `continue` expression that never ends). */
const MAX_PAGES = 1000;

type Keys = Record<string, unknown>;

/**
 * A node type described by its requests (n8n's declarative style): no `execute`, no trigger, and a
 * `requestDefaults` or a parameter (or option) with `routing`.
 */
export function isDeclarativeNodeType(nodeType: INodeType): boolean {
  if (nodeType.execute || nodeType.trigger || nodeType.poll || nodeType.webhook) return false;
  const { description } = nodeType;
  if (description.requestDefaults !== undefined) return true;
  return description.properties.some((property) => property.routing !== undefined
    || (Array.isArray(property.options) && property.options.some((option) => (option as { routing?: unknown }).routing !== undefined)));
}

/** Evaluates every expression string (`=...`) in a value, copying objects and arrays. */
function evaluateDeep(ctx: RoutingContext, value: unknown, itemIndex: number, keys: Keys): unknown {
  if (typeof value === 'string') return value.startsWith('=') ? ctx.evaluateExpression(value, itemIndex, keys) : value;
  if (Array.isArray(value)) return value.map((entry) => evaluateDeep(ctx, entry, itemIndex, keys));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, evaluateDeep(ctx, entry, itemIndex, keys)]));
  }
  return value;
}

/** Merges request options: objects (qs, body, headers) key by key, everything else replaced. */
function mergeRequest(target: IHttpRequestOptions, source: IDataObject): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof current === 'object' && current !== null && !Array.isArray(current)) {
      target[key] = { ...(current as IDataObject), ...(value as IDataObject) };
    } else if (value !== undefined) {
      target[key] = value;
    }
  }
}

/** One item's view of the context, as n8n gives preSend and postReceive functions. */
function singleItemContext(ctx: RoutingContext, itemIndex: number): IExecuteSingleFunctions {
  const single = Object.create(ctx) as IExecuteSingleFunctions & IExecutePaginationFunctions;
  single.getNodeParameter = (name: string, fallback?: unknown, options?: IDataObject) => ctx.getNodeParameter(name, itemIndex, fallback, options);
  single.getInputData = (inputIndex = 0) => ctx.getInputData(inputIndex)[itemIndex] ?? { json: {} };
  single.getItemIndex = () => itemIndex;
  single.getCredentials = ((type: string) => ctx.getCredentials(type, itemIndex)) as IExecuteSingleFunctions['getCredentials'];
  return single;
}

/**
 * Runs a declarative node type for each input item: builds the request from `requestDefaults` and the
 * `routing` of each shown parameter (and of the chosen option of an options parameter), sends it with the
 * node's credential, and turns the response into items through the `postReceive` actions, paging when the
 * node says how.
 */
export class RoutingNode {
  private credentials?: IDataObject;

  constructor(private readonly ctx: RoutingContext, private readonly nodeType: INodeType) {}

  async run(): Promise<INodeExecutionData[][]> {
    const { ctx } = this;
    const items = ctx.getInputData();
    const output: INodeExecutionData[] = [];
    const credentialType = this.credentialType();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        // Expressions of the routing read the credential as `$credentials` (a base URL kept in it, say).
        this.credentials = credentialType ? await ctx.getCredentials(credentialType, itemIndex) as IDataObject : undefined;
        const request = this.requestFor(itemIndex);
        const single = singleItemContext(ctx, itemIndex);
        for (const preSend of request.preSend) request.options = await preSend.call(single, request.options);
        const results = await this.send(request, itemIndex, credentialType);
        output.push(...results.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
      } catch (error) {
        if (!ctx.continueOnFail()) throw this.asNodeError(error, itemIndex);
        output.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }

  /** The variables routing expressions see besides n8n's usual ones. */
  private keys(extra: Keys): Keys {
    return { $credentials: this.credentials, $version: this.ctx.getNode().typeVersion, ...extra };
  }

  /** An HTTP failure as the node's API error, anything else as its operation error. */
  private asNodeError(error: unknown, itemIndex: number): unknown {
    if (error instanceof NodeError || !(error instanceof Error)) return error;
    const node = this.ctx.getNode();
    const fromHttp = 'httpCode' in error || 'response' in error || 'statusCode' in error;
    return fromHttp ? new NodeApiError(node, error, { itemIndex }) : new NodeOperationError(node, error, { itemIndex });
  }

  /** The credential the node sends its requests with: the first of its shown credential types it has one of. */
  private credentialType(): string | undefined {
    const node = this.ctx.getNode();
    const { description } = this.nodeType;
    const shown = displayedCredentialTypes(description.credentials, node, description.properties);
    return shown.find((entry) => node.credentials?.[entry.name])?.name;
  }

  private requestFor(itemIndex: number): DeclarativeRequestOptions {
    const { ctx, nodeType } = this;
    const node = ctx.getNode();
    const description = nodeType.description as typeof nodeType.description & { requestDefaults?: IDataObject; requestOperations?: IN8nRequestOperations };
    const request: DeclarativeRequestOptions = {
      options: { url: '', qs: {}, body: {}, headers: {}, method: 'GET' } as IHttpRequestOptions,
      preSend: [], postReceive: [], requestOperations: { ...description.requestOperations },
    };
    const keys = this.keys({});
    if (description.requestDefaults) mergeRequest(request.options, evaluateDeep(ctx, description.requestDefaults, itemIndex, keys) as IDataObject);
    const parameters = resolveNodeParameters(description.properties, node.parameters ?? {}, { returnDefaults: true, nodeTypeVersion: node.typeVersion });
    for (const property of description.properties) {
      if (!displayParameter(parameters, property, parameters, node.typeVersion)) continue;
      const value = ctx.getNodeParameter(property.name, itemIndex, undefined);
      if (value === undefined) continue;
      this.applyProperty(request, property, value, itemIndex);
    }
    const { body, qs } = request.options;
    // An empty body is no body (a GET with `{}` would be sent as JSON).
    if (typeof body === 'object' && body !== null && Object.keys(body).length === 0) delete request.options.body;
    if (qs && Object.keys(qs).length === 0) delete request.options.qs;
    return request;
  }

  /** Adds what a parameter's routing (and the routing of what it holds) says, for its value. */
  private applyProperty(request: DeclarativeRequestOptions, property: INodeProperties, value: unknown, itemIndex: number): void {
    const routing = (property as INodeProperties & { routing?: INodePropertyRouting }).routing;
    if (routing) this.applyRouting(request, routing, value, itemIndex);
    if (property.type === 'options' && Array.isArray(property.options)) {
      const chosen = (property.options as Array<INodePropertyOptions & { routing?: INodePropertyRouting }>).find((option) => option.value === value);
      if (chosen?.routing) this.applyRouting(request, chosen.routing, value, itemIndex);
    }
    if (property.type === 'collection' && typeof value === 'object' && value !== null) {
      for (const option of (property.options ?? []) as INodeProperties[]) {
        const entry = (value as IDataObject)[option.name];
        if (entry !== undefined) this.applyProperty(request, option, entry, itemIndex);
      }
    }
    if (property.type === 'fixedCollection' && typeof value === 'object' && value !== null) {
      for (const group of (property.options ?? []) as INodePropertyCollection[]) {
        const groupValue = (value as IDataObject)[group.name];
        if (groupValue === undefined) continue;
        for (const entry of (Array.isArray(groupValue) ? groupValue : [groupValue]) as IDataObject[]) {
          for (const child of group.values) {
            if (entry?.[child.name] !== undefined) this.applyProperty(request, child, entry[child.name], itemIndex);
          }
        }
      }
    }
  }

  private applyRouting(request: DeclarativeRequestOptions, routing: INodePropertyRouting, value: unknown, itemIndex: number): void {
    const keys = this.keys({ $value: value });
    const evaluate = (raw: unknown) => evaluateDeep(this.ctx, raw, itemIndex, keys);
    if (routing.request) mergeRequest(request.options, evaluate(routing.request) as IDataObject);
    const { send } = routing;
    if (send) {
      if (send.property !== undefined) {
        const property = String(evaluate(send.property));
        const sent = send.value === undefined ? value : evaluate(send.value);
        const target = send.type === 'query' ? (request.options.qs ??= {}) : ((request.options.body ??= {}) as IDataObject);
        if (send.propertyInDotNotation === false) target[property] = sent as never;
        else setPath(target, property, sent);
      }
      if (send.paginate !== undefined) request.paginate = evaluate(send.paginate) as boolean;
      if (send.preSend) request.preSend.push(...send.preSend);
    }
    if (routing.output) {
      if (routing.output.postReceive) request.postReceive.push({ data: { parameterValue: value }, actions: routing.output.postReceive });
      if (routing.output.maxResults !== undefined) request.maxResults = evaluate(routing.output.maxResults) as number;
    }
    if (routing.operations) request.requestOperations = { ...request.requestOperations, ...routing.operations };
  }

  /** Sends the request (all pages of it when the node pages) and answers the items it made. */
  private async send(request: DeclarativeRequestOptions, itemIndex: number, credentialType: string | undefined): Promise<INodeExecutionData[]> {
    const pagination = request.requestOperations?.pagination;
    const paginate = request.paginate === true || request.paginate === 'true';
    if (!paginate || !pagination) return this.requestOnce(request, itemIndex, credentialType);
    const single = singleItemContext(this.ctx, itemIndex) as IExecutePaginationFunctions;
    if (typeof pagination === 'function') {
      single.makeRoutingRequest = (options) => this.requestOnce(options, itemIndex, credentialType);
      return pagination.call(single, request);
    }
    if (pagination.type === 'offset') return this.offsetPages(request, pagination.properties, itemIndex, credentialType);
    return this.genericPages(request, pagination.properties, itemIndex, credentialType);
  }

  private async offsetPages(
    request: DeclarativeRequestOptions,
    { limitParameter, offsetParameter, pageSize, rootProperty, type }: { limitParameter: string; offsetParameter: string; pageSize: number; rootProperty?: string; type: 'body' | 'query' },
    itemIndex: number, credentialType: string | undefined,
  ): Promise<INodeExecutionData[]> {
    const results: INodeExecutionData[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const options = structuredClone(request.options);
      const target = type === 'body' ? ((options.body ??= {}) as IDataObject) : (options.qs ??= {});
      target[limitParameter] = pageSize;
      target[offsetParameter] = page * pageSize;
      const pageItems = await this.requestOnce({ ...request, options }, itemIndex, credentialType, (response) => {
        const root = rootProperty ? getPath(response.body, rootProperty) : response.body;
        return Array.isArray(root) ? root.length : 0;
      });
      results.push(...pageItems.items);
      if (pageItems.count < pageSize) break;
    }
    return results;
  }

  private async genericPages(
    request: DeclarativeRequestOptions,
    properties: { continue: boolean | string; request: IDataObject },
    itemIndex: number, credentialType: string | undefined,
  ): Promise<INodeExecutionData[]> {
    const results: INodeExecutionData[] = [];
    let options = request.options;
    for (let page = 0; page < MAX_PAGES; page++) {
      let last: IN8nHttpFullResponse | undefined;
      const items = await this.requestOnce({ ...request, options }, itemIndex, credentialType, (response) => {
        last = response;
        return 0;
      });
      results.push(...items.items);
      const keys = this.keys({ $response: last, $request: options, $pageCount: page + 1 });
      if (!evaluateDeep(this.ctx, properties.continue, itemIndex, keys)) break;
      options = structuredClone(options);
      mergeRequest(options, evaluateDeep(this.ctx, properties.request, itemIndex, keys) as IDataObject);
    }
    return results;
  }

  /** One HTTP request, its response through the postReceive actions. */
  private async requestOnce(request: DeclarativeRequestOptions, itemIndex: number, credentialType: string | undefined): Promise<INodeExecutionData[]>;
  private async requestOnce(
    request: DeclarativeRequestOptions, itemIndex: number, credentialType: string | undefined, count: (response: IN8nHttpFullResponse) => number,
  ): Promise<{ items: INodeExecutionData[]; count: number }>;
  private async requestOnce(
    request: DeclarativeRequestOptions, itemIndex: number, credentialType: string | undefined, count?: (response: IN8nHttpFullResponse) => number,
  ): Promise<INodeExecutionData[] | { items: INodeExecutionData[]; count: number }> {
    const { helpers } = this.ctx;
    const wantsBinary = request.postReceive.some(({ actions }) => actions.some((action) => typeof action === 'object' && action.type === 'binaryData'));
    const options: IHttpRequestOptions = { ...request.options, returnFullResponse: true, ...(wantsBinary ? { encoding: 'arraybuffer' as const } : {}) };
    const response = (credentialType
      ? await helpers.httpRequestWithAuthentication.call(this.ctx, credentialType, options)
      : await helpers.httpRequest(options)) as IN8nHttpFullResponse;
    let items = await this.postReceive(request, response, itemIndex);
    if (request.maxResults !== undefined && request.maxResults !== '' && Number.isFinite(Number(request.maxResults))) {
      items = items.slice(0, Number(request.maxResults));
    }
    return count ? { items, count: count(response) } : items;
  }

  private async postReceive(request: DeclarativeRequestOptions, response: IN8nHttpFullResponse, itemIndex: number): Promise<INodeExecutionData[]> {
    const { body } = response;
    let items: INodeExecutionData[] = [{ json: (body ?? {}) as IDataObject }];
    if (request.postReceive.length === 0) {
      return Array.isArray(body) ? body.map((json) => ({ json: json as IDataObject })) : items;
    }
    const single = singleItemContext(this.ctx, itemIndex);
    for (const { data, actions } of request.postReceive) {
      for (const action of actions) items = await this.postReceiveAction(single, action, items, response, data.parameterValue, itemIndex);
    }
    return items;
  }

  private async postReceiveAction(
    single: IExecuteSingleFunctions, action: PostReceiveAction, items: INodeExecutionData[], response: IN8nHttpFullResponse,
    value: unknown, itemIndex: number,
  ): Promise<INodeExecutionData[]> {
    if (typeof action === 'function') return action.call(single, items, response);
    const keys = (responseItem?: IDataObject): Keys => this.keys({ $response: response, $responseItem: responseItem, $value: value });
    const evaluate = (raw: unknown, responseItem?: IDataObject) => evaluateDeep(this.ctx, raw, itemIndex, keys(responseItem));
    if (action.enabled !== undefined && !evaluate(action.enabled)) return items;
    switch (action.type) {
      case 'rootProperty':
        return items.flatMap((item) => {
          const root = getPath(item.json, action.properties.property);
          return (Array.isArray(root) ? root : root === undefined ? [] : [root]).map((json) => ({ json: json as IDataObject }));
        });
      case 'set':
        return [{ json: evaluate(action.properties.value) as IDataObject }];
      case 'setKeyValue':
        return items.map((item) => ({
          json: Object.fromEntries(Object.entries(action.properties).map(([key, raw]) => [key, evaluate(raw, item.json)])) as IDataObject,
        }));
      case 'limit':
        return items.slice(0, Number(evaluate(action.properties.maxResults)));
      case 'filter':
        return items.filter((item) => Boolean(evaluate(action.properties.pass, item.json)));
      case 'sort': {
        const key = action.properties.key;
        return [...items].sort((a, b) => {
          const left = getPath(a.json, key) as string | number;
          const right = getPath(b.json, key) as string | number;
          return left < right ? -1 : left > right ? 1 : 0;
        });
      }
      case 'binaryData': {
        const data = Buffer.from(response.body as ArrayBuffer);
        const binary = await this.ctx.helpers.prepareBinaryData(data);
        return [{ json: {}, binary: { [String(evaluate(action.properties.destinationProperty))]: binary } }];
      }
      default:
        return items;
    }
  }
}
