import type {
  CancelSignal, ExecuteWorkflowData, ExecuteWorkflowOptions, IExecuteWorkflowInfo, INode, INodeExecutionData,
  IWorkflowBase, WorkflowExecuteMode, ICredentialTypes,
} from '@weft/workflow';
import type { BinaryDataStore } from '../binary/binary-data-store.js';
import type { ICredentialsHelper } from '../credentials/credentials-helper.js';
import type { ExecutionLifecycleHooks, IRun, RunOptions } from '../runner/run.types.js';

/** What a node asked for with `this.executeWorkflow(workflowInfo, items)`. */
export interface SubWorkflowRequest {
  workflowInfo: IExecuteWorkflowInfo;
  items: INodeExecutionData[];
  options: ExecuteWorkflowOptions;
  parent: { executionId: string; workflow: IWorkflowBase; node: INode; mode: WorkflowExecuteMode };
}

/** What the engine offers a host's `executeSubWorkflow`: running a workflow nested in this engine. */
export interface SubWorkflowRuntime {
  /**
   * Runs `workflow` from its Execute Workflow Trigger (or legacy Start) node, which outputs `items`,
   * with the same node types and services (mode 'integrated' unless given). Rejects when the workflow
   * has no such trigger; resolves with the run for every other outcome.
   */
  runWorkflow(workflow: IWorkflowBase, items: INodeExecutionData[], options?: {
    executionId?: string; hooks?: ExecutionLifecycleHooks; mode?: WorkflowExecuteMode; signal?: CancelSignal;
  }): Promise<IRun>;
  /** What `executeWorkflow` answers for a finished run: its last node's outputs. Throws the run's error. */
  resultOf(run: IRun, executionId?: string): ExecuteWorkflowData;
}

/**
 * The host's part of `executeWorkflow`: typically loads the workflow by `workflowInfo.id`, creates an
 * execution row, runs it with `runtime.runWorkflow` and answers `runtime.resultOf(run, id)`.
 * Without a host hook the engine runs `workflowInfo.code` itself and refuses ids.
 */
export type ExecuteSubWorkflowHook = (request: SubWorkflowRequest, runtime: SubWorkflowRuntime) => Promise<ExecuteWorkflowData>;

/** What a host plugs into the engine (all optional): `new WorkflowRunner(nodeTypes, { ...services })`. */
export interface EngineServices {
  /** Where `prepareBinaryData` keeps bytes; without one they stay inline (base64) in the items. */
  binaryDataStore?: BinaryDataStore;
  /** Decrypts node credentials for `getCredentials`; without one, nodes that need credentials fail clearly. */
  credentialsHelper?: ICredentialsHelper;
  /** Credential types, for `authenticate` in `httpRequestWithAuthentication` and generic auth. */
  credentialTypes?: ICredentialTypes;
  executeSubWorkflow?: ExecuteSubWorkflowHook;
  /**
   * The folder (absolute) that nodes may read and write files in (Read/Write Files from Disk and the
   * file-system helpers); without one, file access is refused.
   */
  filesFolder?: string;
  /** Whether nodes may run shell commands (`this.helpers.runShellCommand`: Execute Command; SSH asks `assertCommandsAllowed`); off unless true. */
  executeCommandEnabled?: boolean;
}

/** The services as contexts get them: the host's, plus a way back into the runner for sub-workflows. */
export interface ContextServices extends EngineServices {
  runWorkflow(options: RunOptions): Promise<IRun>;
}
