import type { IDataObject, ILoadOptionsFunctions, INode, INodeCredentials, INodeListSearchItems, INodePropertyOptions, INodeType, Logger } from '@weft/workflow';
import type { ICredentialsHelper } from '@weft/engine';
import { resourceMapperFieldSchema } from '@weft/contracts';
import type { ResourceMapperFieldAnswer } from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { EngineProvider } from './executions/engine-provider.js';

export interface NodeParameterOptionsRequest {
  nodeType: { name: string; version: number };
  path: string;
  methodName?: string;
  loadOptions?: IDataObject;
  currentNodeParameters: IDataObject;
  credentials?: INodeCredentials;
  /** The credentials of the user asking: a member's options load only with the member's own. */
  credentialsHelper: ICredentialsHelper;
}

export interface ListSearchRequest extends Omit<NodeParameterOptionsRequest, 'loadOptions' | 'methodName'> {
  methodName: string;
  filter?: string;
  paginationToken?: string;
}

export interface ListSearchAnswer {
  results: Array<{ name: string; value: string | number | boolean; url?: string }>;
  paginationToken?: string;
}

function isOption(value: unknown): value is INodePropertyOptions {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.name === 'string' && ['string', 'number', 'boolean'].includes(typeof option.value);
}

function isSearchAnswer(value: unknown): value is { results: INodeListSearchItems[]; paginationToken?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { results } = value as Record<string, unknown>;
  return Array.isArray(results) && results.every(isOption);
}

/** The editor sends the token back in a query string: a cursor stays as it is, a page number or object as JSON. */
function tokenText(token: unknown): string | undefined {
  if (token === undefined || token === null || token === '') return undefined;
  return typeof token === 'string' ? token : JSON.stringify(token);
}

/**
 * Loads the options of a parameter whose description names a `loadOptionsMethod`, and the pages of a
 * resource locator's list search (`searchListMethod`): the node type's method runs with the node as the
 * editor has it. Whatever stops the answer (an unknown type or method, the method failing with these
 * parameters) is a 400 carrying the reason, which the editor shows under the parameter.
 */
export class NodeParameterOptionsService {
  constructor(private readonly engine: EngineProvider, private readonly logger: Logger) {}

  async load(request: NodeParameterOptionsRequest): Promise<INodePropertyOptions[]> {
    const nodeType = await this.nodeType(request);
    const { name } = request.nodeType;
    if (request.methodName === undefined) {
      throw new BadRequestError('Options described by "loadOptions" routing are not supported yet', 'Use a node whose parameter names a "loadOptionsMethod".');
    }
    const method = nodeType.methods?.loadOptions?.[request.methodName];
    if (typeof method !== 'function') {
      throw new BadRequestError(`The node type "${name}" has no method "${request.methodName}" to load options`);
    }
    const answer = await this.run(request, nodeType, (context) => method.call(context));
    if (!Array.isArray(answer) || !answer.every(isOption)) {
      throw new BadRequestError(`The method "${request.methodName}" of "${name}" did not answer a list of options`);
    }
    return answer.map(({ name: label, value, description }) => ({ name: label, value, ...(description !== undefined ? { description } : {}) }));
  }

  /** The columns of a resource mapper: the node's `methods.resourceMapping[methodName]`. */
  async mapperFields(request: ListSearchRequest): Promise<{ fields: ResourceMapperFieldAnswer[] }> {
    const nodeType = await this.nodeType(request);
    const { name } = request.nodeType;
    const mapping = nodeType.methods?.resourceMapping as Record<string, unknown> | undefined;
    const method = mapping?.[request.methodName];
    if (typeof method !== 'function') {
      throw new BadRequestError(`The node type "${name}" has no method "${request.methodName}" to map columns`);
    }
    const answer = await this.run(request, nodeType, (context) => (method as (this: ILoadOptionsFunctions) => Promise<unknown>).call(context));
    const parsed = resourceMapperFieldSchema.array().safeParse((answer as { fields?: unknown } | null)?.fields);
    if (!parsed.success) throw new BadRequestError(`The method "${request.methodName}" of "${name}" did not answer a list of fields`);
    return { fields: parsed.data };
  }

  async search(request: ListSearchRequest): Promise<ListSearchAnswer> {
    const nodeType = await this.nodeType(request);
    const { name } = request.nodeType;
    const method = nodeType.methods?.listSearch?.[request.methodName];
    if (typeof method !== 'function') {
      throw new BadRequestError(`The node type "${name}" has no method "${request.methodName}" to search a list`);
    }
    const answer = await this.run(request, nodeType, (context) => method.call(context, request.filter || undefined, request.paginationToken));
    if (!isSearchAnswer(answer)) {
      throw new BadRequestError(`The method "${request.methodName}" of "${name}" did not answer a list of results`);
    }
    const paginationToken = tokenText(answer.paginationToken);
    return {
      results: answer.results.map(({ name: label, value, url }) => ({ name: label, value, ...(typeof url === 'string' ? { url } : {}) })),
      ...(paginationToken !== undefined ? { paginationToken } : {}),
    };
  }

  private async nodeType({ nodeType: { name, version } }: { nodeType: { name: string; version: number } }): Promise<INodeType> {
    const nodeType = (await this.engine.nodeTypes()).getByNameAndVersion(name, version);
    if (!nodeType) throw new BadRequestError(`The node type "${name}" (version ${version}) is not known`);
    return nodeType;
  }

  /** Runs a node method in a load-options context: current parameters readable, credentials decrypted when asked for. */
  private async run<T>(
    request: NodeParameterOptionsRequest | ListSearchRequest,
    nodeType: INodeType,
    call: (context: ILoadOptionsFunctions) => Promise<T>,
  ): Promise<T> {
    const { name, version } = request.nodeType;
    const { LoadOptionsContext } = await this.engine.engine();
    const node: INode = {
      id: '', name: nodeType.description.displayName, type: name, typeVersion: version, position: [0, 0],
      parameters: request.currentNodeParameters as INode['parameters'],
      ...(request.credentials ? { credentials: request.credentials } : {}),
    };
    const context = new LoadOptionsContext({
      node, nodeType, services: { ...await this.engine.services(), credentialsHelper: request.credentialsHelper }, logger: this.logger, timezone: this.engine.timezone,
      path: request.path,
    });
    try {
      return await call(context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A service's own words (e.g. why it refused the key) travel as the node error's description.
      const description = (error as { description?: unknown } | null)?.description;
      this.logger.debug('Node method for the editor failed', { nodeType: name, method: request.methodName, message });
      throw new BadRequestError(message, typeof description === 'string' && description !== '' ? description : undefined);
    }
  }
}
