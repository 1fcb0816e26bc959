import type { IDataObject, INode, INodeCredentials, INodePropertyOptions, Logger } from '@weft/workflow';
import type { ICredentialsHelper } from '@weft/engine';
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

function isOption(value: unknown): value is INodePropertyOptions {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.name === 'string' && ['string', 'number', 'boolean'].includes(typeof option.value);
}

/**
 * Loads the options of a parameter whose description names a `loadOptionsMethod`: the node type's
 * method runs with the node as the editor has it. Whatever stops the options from loading (an unknown
 * type or method, the method failing with these parameters) is a 400 carrying the reason, which the
 * editor shows under the parameter.
 */
export class NodeParameterOptionsService {
  constructor(private readonly engine: EngineProvider, private readonly logger: Logger) {}

  async load(request: NodeParameterOptionsRequest): Promise<INodePropertyOptions[]> {
    const { name, version } = request.nodeType;
    const nodeType = (await this.engine.nodeTypes()).getByNameAndVersion(name, version);
    if (!nodeType) throw new BadRequestError(`The node type "${name}" (version ${version}) is not known`);
    if (request.methodName === undefined) {
      throw new BadRequestError('Options described by "loadOptions" routing are not supported yet', 'Use a node whose parameter names a "loadOptionsMethod".');
    }
    const method = nodeType.methods?.loadOptions?.[request.methodName];
    if (typeof method !== 'function') {
      throw new BadRequestError(`The node type "${name}" has no method "${request.methodName}" to load options`);
    }

    const { LoadOptionsContext } = await this.engine.engine();
    const node: INode = {
      id: '', name: nodeType.description.displayName, type: name, typeVersion: version, position: [0, 0],
      parameters: request.currentNodeParameters as INode['parameters'],
      ...(request.credentials ? { credentials: request.credentials } : {}),
    };
    const context = new LoadOptionsContext({
      node, nodeType, services: { ...await this.engine.services(), credentialsHelper: request.credentialsHelper }, logger: this.logger, timezone: this.engine.timezone,
    });

    let answer: unknown;
    try {
      answer = await method.call(context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.debug('Node parameter options could not be loaded', { nodeType: name, method: request.methodName, message });
      throw new BadRequestError(message);
    }
    if (!Array.isArray(answer) || !answer.every(isOption)) {
      throw new BadRequestError(`The method "${request.methodName}" of "${name}" did not answer a list of options`);
    }
    return answer.map(({ name: label, value, description }) => ({ name: label, value, ...(description !== undefined ? { description } : {}) }));
  }
}
