import type {
  FunctionsBase, IDataObject, IGetNodeParameterOptions, INode, INodeType, IWorkflowMetadata, Logger,
  WorkflowExecuteMode,
} from '@weft/workflow';
import { withMeta } from '../context/console-logger.js';
import { dataHelpers } from '../context/data-helpers.js';
import { nodeForContext } from '../context/sealed-workflow.js';
import { getNodeCredentials } from '../context/node-credentials.js';
import { NodeParameterReader } from '../context/node-parameter-reader.js';
import { createRequestHelpers } from '../context/request-helpers.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/** The timezone a node sees: the workflow's setting, else the instance's. */
export function workflowTimezone(settings: { timezone?: string } | undefined, fallback: string): string {
  const timezone = settings?.timezone;
  return timezone && timezone !== 'DEFAULT' ? timezone : fallback;
}

/** n8n's static data: `global` for the workflow, `node` per node; the host saves it. */
export function workflowStaticData(workflow: { staticData?: IDataObject | null }, node: INode, type: string): IDataObject {
  const staticData = (workflow.staticData ??= {});
  const key = type === 'global' ? 'global' : `node:${node.name}`;
  const existing = staticData[key];
  if (typeof existing === 'object' && existing !== null && !Array.isArray(existing)) return existing as IDataObject;
  const created: IDataObject = {};
  staticData[key] = created;
  return created;
}

/** What trigger, poll and webhook contexts share (n8n's `FunctionsBase`). */
export abstract class NodeContextBase implements FunctionsBase {
  protected readonly parameters: NodeParameterReader;
  private nodeLogger?: Logger;

  constructor(protected readonly env: NodeContextEnvironment, protected readonly nodeType: INodeType) {
    this.parameters = new NodeParameterReader(env.node, nodeType, env);
  }

  /** Made on first use (a webhook call rarely logs). */
  get logger(): Logger {
    this.nodeLogger ??= withMeta(this.env.logger, { node: this.env.node.name, workflowId: this.env.workflow.id });
    return this.nodeLogger;
  }

  protected get dataHelpers() {
    return { ...dataHelpers };
  }

  /** The HTTP helpers: pollers and triggers of hosted services call them (a refreshed OAuth2 token is saved). */
  protected get requestHelpers() {
    const { node, services } = this.env;
    return createRequestHelpers({
      node, credentialTypes: services?.credentialTypes,
      getCredentials: (type) => this.getCredentials(type),
      saveCredentials: async (type, data) => {
        const details = node.credentials?.[type];
        if (details) await services?.credentialsHelper?.updateCredentials?.(details, type, data);
      },
    });
  }

  getNode(): INode {
    return nodeForContext(this.env.node);
  }

  getWorkflow(): IWorkflowMetadata {
    const { id, name, active } = this.env.workflow;
    return { id, name, active: active ?? false };
  }

  getMode(): WorkflowExecuteMode {
    return this.env.mode;
  }

  getExecutionId(): string {
    return this.env.executionId ?? '';
  }

  getTimezone(): string {
    return workflowTimezone(this.env.workflow.settings, this.env.timezone);
  }

  getWorkflowStaticData(type: string): IDataObject {
    return workflowStaticData(this.env.workflow, this.env.node, type);
  }

  async getCredentials<T extends object = IDataObject>(type: string): Promise<T> {
    const { node, workflow, mode, services } = this.env;
    return (await getNodeCredentials({
      node, type, workflow, mode, executionId: this.getExecutionId(),
      credentialsHelper: services?.credentialsHelper, credentialTypes: services?.credentialTypes,
    })) as T;
  }

  getNodeParameter(parameterName: string, itemIndex = 0, fallbackValue?: unknown, options?: IGetNodeParameterOptions) {
    return this.parameters.get(parameterName, itemIndex, fallbackValue, options);
  }
}
