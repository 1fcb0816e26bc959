import type {
  ICredentialDataDecryptedObject, IDataObject, ILoadOptionsFunctions, INode, INodeType, IWorkflowBase, IWorkflowMetadata, Logger,
  NodeParameterValueType, WorkflowExecuteMode,
} from '@weft/workflow';
import { getParameterValue } from '@weft/workflow';
import type { EngineServices } from './engine-services.js';
import { getNodeCredentials } from './node-credentials.js';
import { NodeParameterReader } from './node-parameter-reader.js';
import { createRequestHelpers } from './request-helpers.js';
import { withMeta } from './console-logger.js';

export interface LoadOptionsContextOptions {
  /** The node as the editor has it right now (unsaved parameters and credentials included). */
  node: INode;
  nodeType: INodeType;
  services: Pick<EngineServices, 'credentialsHelper' | 'credentialTypes'>;
  logger: Logger;
  timezone: string;
  /** The parameter whose options load (e.g. `propertiesUi.propertyValues[0].selectValue`): `&name` is its sibling. */
  path?: string;
}

// No execution exists while the editor loads options; n8n's load-options context is 'internal'.
const MODE: WorkflowExecuteMode = 'internal';
const NO_EXECUTION = '';

/**
 * `this` of a node's `methods.loadOptions.*`: the node's current parameters, its credentials and the
 * HTTP helpers, outside any execution. Built from the pieces the execute context uses, so parameters,
 * credentials and requests behave the same as when the node runs.
 */
export class LoadOptionsContext implements ILoadOptionsFunctions {
  readonly logger: Logger;
  readonly helpers: ILoadOptionsFunctions['helpers'];
  private readonly parameters: NodeParameterReader;
  private readonly workflow: IWorkflowBase;

  constructor(private readonly options: LoadOptionsContextOptions) {
    const { node, nodeType } = options;
    this.parameters = new NodeParameterReader(node, nodeType);
    this.logger = withMeta(options.logger, { node: node.name });
    this.workflow = { name: '', nodes: [node], connections: {}, active: false };
    this.helpers = createRequestHelpers({
      node, credentialTypes: options.services.credentialTypes,
      getCredentials: (type) => this.getCredentials(type),
    });
  }

  getNode(): INode {
    return structuredClone(this.options.node);
  }

  getWorkflow(): IWorkflowMetadata {
    return { name: '', active: false };
  }

  getMode(): WorkflowExecuteMode {
    return MODE;
  }

  getExecutionId(): string {
    return NO_EXECUTION;
  }

  getTimezone(): string {
    return this.options.timezone;
  }

  getWorkflowStaticData(): IDataObject {
    return {};
  }

  getCredentials<T extends object = ICredentialDataDecryptedObject>(type: string): Promise<T> {
    return getNodeCredentials({
      node: this.options.node, type, workflow: this.workflow, mode: MODE, executionId: NO_EXECUTION,
      credentialsHelper: this.options.services.credentialsHelper,
      credentialTypes: this.options.services.credentialTypes,
    }) as Promise<T>;
  }

  /** A parameter resolved with its default and its expressions evaluated against the node alone. */
  getNodeParameter(parameterName: string, fallbackValue?: unknown): NodeParameterValueType | object {
    return this.parameters.get(parameterName, 0, fallbackValue);
  }

  /** A parameter exactly as the editor sent it (no defaults added), or undefined. */
  getCurrentNodeParameter(parameterName: string): NodeParameterValueType | object | undefined {
    let name = parameterName;
    if (name.startsWith('&')) {
      const path = (this.options.path ?? '').replace(/^parameters\./, '');
      const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
      name = parent ? `${parent}.${name.slice(1)}` : name.slice(1);
    }
    return getParameterValue(this.options.node.parameters, name) as NodeParameterValueType | object | undefined;
  }

  getCurrentNodeParameters(): IDataObject {
    return structuredClone(this.options.node.parameters) as IDataObject;
  }
}
