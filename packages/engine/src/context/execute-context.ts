import type {
  ExecuteWorkflowData, ExecuteWorkflowOptions, IContextObject, ICustomData, IDataObject, IExecuteData,
  IExecuteFunctions, IExecuteResponsePromiseData, IExecuteWorkflowInfo, IGetNodeParameterOptions, INode,
  INodeExecutionData, INodeType, IRunExecutionData, ISourceData, IWorkflowBase, IWorkflowMetadata, Logger,
  WorkflowExecuteMode, CancelSignal, ExpressionContext, INodeTypes, ITaskData, NodeConnectionType, ChunkType, StructuredChunk,
} from '@weft/workflow';
import { evaluateExpression, ExpressionScope, NodeOperationError } from '@weft/workflow';
import { ExecutionSandbox } from '../sandbox/execution-sandbox.js';
import type { ExecutionResources } from './execution-resources.js';
import { sharedPythonSandbox } from '../sandbox/python-sandbox.js';
import type { PythonRunRequest } from '../sandbox/python-sandbox.js';
import type { CodeRunRequest, CodeRunResult } from '../sandbox/sandbox.types.js';
import { createBinaryHelpers } from './binary-helpers.js';
import { createCustomData } from './custom-data.js';
import { withMeta } from './console-logger.js';
import { dataHelpers } from './data-helpers.js';
import { createCommandHelpers } from './command-helpers.js';
import { createFileSystemHelpers } from './file-system-helpers.js';
import { nodeForContext } from './sealed-workflow.js';
import type { ContextServices } from './engine-services.js';
import { getNodeCredentials } from './node-credentials.js';
import { expressionContextFor, NodeParameterReader } from './node-parameter-reader.js';
import { createRequestHelpers } from './request-helpers.js';
import { createSubWorkflowRuntime, runInlineSubWorkflow } from './sub-workflow.js';
import { abortSignalOf } from '../runner/execution-stop.js';

/** One run of one node: what changes from node to node within an execution. */
export interface NodeRun {
  node: INode;
  nodeType: INodeType;
  executeData: IExecuteData;
  runIndex: number;
  /** Variables its expressions see besides the usual ones (a tool call's `$fromAI` arguments). */
  expressionKeys?: Record<string, unknown>;
}

/**
 * What every node run of one execution shares. Kept apart from `NodeRun` so that a node run costs
 * no copy of it (copying this object for every node was a fifth of a webhook call's engine time).
 */
export interface ExecuteContextOptions {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
  /** The execution's `getContext` store (`flow`, `node:<name>`), kept in the run's state. */
  contextData: Record<string, IContextObject>;
  logger: Logger;
  timezone: string;
  signal?: CancelSignal;
  /** The host's services (binary data, credentials, sub-workflows) and the runner's way back in. */
  services: ContextServices;
  /** Provided by the runner: stop after this node and save the execution as waiting (Wait). */
  putExecutionToWait?(waitTill: Date): Promise<void>;
  /** Provided by the runner: answer the webhook that started the execution (Respond to Webhook). */
  sendResponse?(response: IExecuteResponsePromiseData): void;
  /** Provided by the runner when the caller takes a streamed answer (chat trigger in streaming mode). */
  sendChunk?(chunk: StructuredChunk): void;
  /** `$execution.resumeUrl`: where a waiting execution is resumed by webhook. */
  resumeUrl?: string;
  /** The execution so far, read by expressions (`$('Node')`, paired items). */
  runExecutionData?: IRunExecutionData;
  /** `$env` and `$vars` of expressions, as the host allows them. */
  expressionEnv?: Record<string, string | undefined>;
  expressionVars?: Record<string, string>;
  /** Provided by the runner: messages for the editor's console (the hook gets the node's name). */
  sendMessageToUI?(nodeName: string, messages: unknown[]): void;
  /** Provided by the runner: the execution's Code sandbox (one isolate per execution). */
  sandbox?: ExecutionSandbox;
  /** Provided by the runner: what nodes keep open until the execution ends. */
  resources?: ExecutionResources;
  /** The node types, where sub-nodes are found (`getInputConnectionData`). */
  nodeTypes?: INodeTypes;
  /**
   * Provided by the runner: answers `getInputConnectionData` (see supply-data.ts; passed in rather than
   * imported, since the sub-node context is itself an execute context).
   */
  supplyInputConnectionData?(requester: SupplyRequester, connectionType: NodeConnectionType, itemIndex: number): Promise<unknown>;
  /** Provided by the runner: a sub-node call was recorded (started, then finished) in the run data. */
  subNodeRunHooks?: { started(nodeName: string): void; finished(nodeName: string, taskData: ITaskData): void };
}

/** The root node run asking for sub-nodes. */
export interface SupplyRequester {
  options: ExecuteContextOptions;
  run: NodeRun;
}

/** `this` of a node's `execute`: its input, parameters and settings, and the execution around it. */
export class ExecuteContext implements IExecuteFunctions {
  private readonly parameters: NodeParameterReader;
  private dataProxyContext?: ExpressionContext;
  private helperFunctions?: IExecuteFunctions['helpers'];
  private nodeLogger?: Logger;
  private customDataStore?: ICustomData;
  /** Custom data of a context made without run data (tests, tools): kept for this node run only. */
  private detachedCustomData?: Record<string, string>;

  constructor(protected readonly options: ExecuteContextOptions, protected readonly run: NodeRun) {
    this.parameters = new NodeParameterReader(run.node, run.nodeType, options, run);
  }

  /** Made on first use: most nodes (Set, IF, Respond to Webhook) never log. */
  get logger(): Logger {
    this.nodeLogger ??= withMeta(this.options.logger, { node: this.run.node.name, executionId: this.options.executionId });
    return this.nodeLogger;
  }

  /** Made on first use: a node run that needs no helper pays nothing for them. */
  get helpers(): IExecuteFunctions['helpers'] {
    if (this.helperFunctions) return this.helperFunctions;
    const { executionId, services, signal } = this.options;
    const { node } = this.run;
    this.helperFunctions = {
      ...dataHelpers,
      ...createRequestHelpers({
        node, signal, credentialTypes: services.credentialTypes,
        getCredentials: (type, itemIndex) => this.getCredentials(type, itemIndex),
        saveCredentials: async (type, data) => {
          const details = node.credentials?.[type];
          if (details) await services.credentialsHelper?.updateCredentials?.(details, type, data);
        },
      }),
      ...createBinaryHelpers({
        node, executionId, store: services.binaryDataStore,
        inputItems: (inputIndex) => this.getInputData(inputIndex),
      }),
      ...createFileSystemHelpers({ node, filesFolder: services.filesFolder }),
      ...createCommandHelpers({ node, enabled: services.executeCommandEnabled, signal }),
    };
    return this.helperFunctions;
  }

  /** The execution's custom data, kept in the run data (`resultData.metadata`) so it is saved with the execution. */
  get customData(): ICustomData {
    this.customDataStore ??= createCustomData(() => {
      const runData = this.options.runExecutionData;
      if (!runData) return (this.detachedCustomData ??= {});
      return (runData.resultData.metadata ??= {});
    }, this.logger);
    return this.customDataStore;
  }

  getNode(): INode {
    return nodeForContext(this.run.node);
  }

  getWorkflow(): IWorkflowMetadata {
    const { id, name, active } = this.options.workflow;
    return { id, name, active: active ?? false };
  }

  getMode(): WorkflowExecuteMode {
    return this.options.mode;
  }

  getExecutionId(): string {
    return this.options.executionId;
  }

  getTimezone(): string {
    const timezone = this.options.workflow.settings?.timezone;
    return timezone && timezone !== 'DEFAULT' ? timezone : this.options.timezone;
  }

  getExecuteData(): IExecuteData {
    return this.run.executeData;
  }

  getExecutionCancelSignal(): AbortSignal | undefined {
    return abortSignalOf(this.options.signal);
  }

  sendMessageToUI(...messages: unknown[]): void {
    this.options.sendMessageToUI?.(this.run.node.name, messages);
  }

  /** n8n's data proxy: the expression variables (`$json`, `$input`, `$('Node')`, ...) as item `itemIndex` sees them. */
  getWorkflowDataProxy(itemIndex: number): ExpressionScope {
    this.dataProxyContext ??= expressionContextFor(this.options, this.run, this.parameters.all());
    return new ExpressionScope(this.dataProxyContext, itemIndex);
  }

  /**
   * n8n's `evaluateExpression`: an expression (`={{ }}`) as item `itemIndex` sees it. Declarative nodes'
   * routing adds its own variables (`$value`, `$response`, `$responseItem`, `$credentials`).
   */
  evaluateExpression(expression: string, itemIndex: number, additionalKeys?: Record<string, unknown>): unknown {
    this.dataProxyContext ??= expressionContextFor(this.options, this.run, this.parameters.all());
    const context = additionalKeys
      ? { ...this.dataProxyContext, additionalKeys: { ...this.dataProxyContext.additionalKeys, ...additionalKeys } }
      : this.dataProxyContext;
    return evaluateExpression(expression.startsWith('=') ? expression : `=${expression}`, context, itemIndex);
  }

  /**
   * Weft's own (not n8n's), for the Code, Function and Function Item nodes: runs JavaScript in the
   * execution's sandbox (one isolate per execution), or in a throw-away one when the run has none.
   */
  async runCode(request: CodeRunRequest): Promise<CodeRunResult> {
    const owned = this.options.sandbox;
    const sandbox = owned ?? new ExecutionSandbox();
    try {
      return await sandbox.run(request);
    } finally {
      if (!owned) sandbox.dispose();
    }
  }

  /** Weft's own: runs Python on the process's warm Pyodide worker, with the limits of the execution's sandbox. */
  runPythonCode(request: Omit<PythonRunRequest, 'limits'>): Promise<CodeRunResult> {
    return sharedPythonSandbox().run({ ...request, limits: this.options.sandbox?.limits });
  }

  async putExecutionToWait(waitTill: Date): Promise<void> {
    if (!this.options.putExecutionToWait) {
      throw new NodeOperationError(this.run.node, 'This execution cannot be put to wait');
    }
    await this.options.putExecutionToWait(waitTill);
  }

  sendResponse(response: IExecuteResponsePromiseData): void {
    this.options.sendResponse?.(response);
  }

  isStreaming(): boolean {
    return this.options.sendChunk !== undefined;
  }

  sendChunk(type: ChunkType, itemIndex: number, content?: IDataObject | string): void {
    const { node, runIndex } = this.run;
    this.options.sendChunk?.({
      type, ...(content === undefined ? {} : { content: typeof content === 'string' ? content : JSON.stringify(content) }),
      metadata: { nodeId: node.id, nodeName: node.name, itemIndex, runIndex, timestamp: Date.now() },
    });
  }

  continueOnFail(): boolean {
    const { node } = this.run;
    if (node.onError) return node.onError === 'continueRegularOutput' || node.onError === 'continueErrorOutput';
    return node.continueOnFail === true;
  }

  /** n8n's (deprecated, still used by many community packages): the items as the outputs, on output `outputIndex`. */
  async prepareOutputData(outputData: INodeExecutionData[], outputIndex = 0): Promise<INodeExecutionData[][]> {
    return [...Array.from({ length: outputIndex }, (): INodeExecutionData[] => []), outputData];
  }

  getInputData(inputIndex = 0, connectionType = 'main'): INodeExecutionData[] {
    const inputs = this.run.executeData.data[connectionType] ?? [];
    const declared = this.run.nodeType.description.inputs;
    const inputCount = Math.max(inputs.length, Array.isArray(declared) ? declared.length : 1, 1);
    if (inputIndex < 0 || inputIndex >= inputCount) {
      throw new NodeOperationError(this.run.node, `The node has no input number ${inputIndex}`);
    }
    return inputs[inputIndex] ?? [];
  }

  getInputSourceData(inputIndex = 0, connectionType = 'main'): ISourceData {
    const source = connectionType === 'main' ? this.run.executeData.source?.main[inputIndex] : undefined;
    if (!source) {
      throw new NodeOperationError(this.run.node, `The node's input number ${inputIndex} has no source node`);
    }
    return source;
  }

  /** n8n's: the objects the sub-nodes on this node's `connectionType` input supply (a model, tools). */
  async getInputConnectionData(connectionType: NodeConnectionType, itemIndex: number): Promise<unknown> {
    const supply = this.options.supplyInputConnectionData;
    if (!supply) throw new NodeOperationError(this.run.node, 'Sub-nodes cannot be used outside a workflow run');
    return supply({ options: this.options, run: this.run }, connectionType, itemIndex);
  }

  getNodeParameter(
    parameterName: string, itemIndex: number, fallbackValue?: unknown, options?: IGetNodeParameterOptions,
  ) {
    return this.parameters.get(parameterName, itemIndex, fallbackValue, options);
  }

  getContext(type: 'flow' | 'node'): IContextObject {
    const key = type === 'flow' ? 'flow' : `node:${this.run.node.name}`;
    return (this.options.contextData[key] ??= {});
  }

  /** n8n's static data: `global` for the workflow, `node` per node; the server saves it after the run. */
  getWorkflowStaticData(type: string): IDataObject {
    const workflow = this.options.workflow;
    const staticData = (workflow.staticData ??= {});
    const key = type === 'global' ? 'global' : `node:${this.run.node.name}`;
    const existing = staticData[key];
    if (typeof existing === 'object' && existing !== null && !Array.isArray(existing)) return existing as IDataObject;
    const created: IDataObject = {};
    staticData[key] = created;
    return created;
  }

  async getCredentials<T extends object = IDataObject>(type: string, itemIndex?: number): Promise<T> {
    const { workflow, mode, executionId, services } = this.options;
    const { node } = this.run;
    return await getNodeCredentials({
      node, type, workflow, mode, executionId, itemIndex,
      credentialsHelper: services.credentialsHelper, credentialTypes: services.credentialTypes,
    }) as T;
  }

  async executeWorkflow(
    workflowInfo: IExecuteWorkflowInfo, inputData: INodeExecutionData[] = [], _parentCallbackManager?: unknown,
    options: ExecuteWorkflowOptions = {},
  ): Promise<ExecuteWorkflowData> {
    const { workflow, mode, executionId, services, signal } = this.options;
    const { node } = this.run;
    const runtime = createSubWorkflowRuntime(services, { node, executionId, signal });
    const hook = services.executeSubWorkflow ?? runInlineSubWorkflow;
    const pending = hook({ workflowInfo, items: inputData, options, parent: { executionId, workflow, node, mode } }, runtime);
    if (options.doNotWaitToFinish) {
      pending.catch((error: unknown) => this.logger.error('A sub-workflow started without waiting failed', {
        error: error instanceof Error ? error.message : String(error),
      }));
      return { data: [inputData] };
    }
    return pending;
  }
}
