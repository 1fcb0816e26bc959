import type * as WeftEngine from '@weft/engine';
import type { EngineServices, WorkflowRunner } from '@weft/engine';
import type { INodeTypes, IWorkflowBase } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { WeftConfig } from '../../config.js';
import type { CredentialsService } from '../credentials/credentials.service.js';
import type { CredentialTypesCatalog } from '../credentials/credential-types.js';
import type { NodeTypesService } from '../node-types.service.js';
import { instanceOrigin } from '../settings.service.js';
import type { ExecutionRunner } from './execution-runner.js';
import { engineLogger, type ServerLogger } from './server-logger.js';
import type { BinaryData } from './binary-data.js';
import { loadEngine } from './engine-module.js';

export interface EngineProviderDependencies {
  config: WeftConfig;
  nodeTypes: NodeTypesService;
  credentials: CredentialsService;
  /** Built-in and community credential types: the engine applies their `authenticate`. */
  credentialTypes: CredentialTypesCatalog;
  binaryData: BinaryData;
  log: ServerLogger;
  /** Loads a saved workflow for `executeWorkflow` by id; undefined when there is none. */
  loadWorkflow(id: string): Promise<IWorkflowBase | undefined>;
}

/** Everything a run needs, once loaded. */
export interface EngineParts {
  engine: typeof WeftEngine;
  nodeTypes: INodeTypes;
  services: EngineServices;
  runner: WorkflowRunner;
}

/**
 * The engine as this server uses it: one `WorkflowRunner` (it keeps no state between runs) with the
 * server's node types, credentials, binary data store and sub-workflow loader, loaded on first use so
 * that start-up does not pay for it.
 */
export class EngineProvider {
  private loading?: Promise<WorkflowRunner>;
  private servicesLoading?: Promise<EngineServices>;
  private executionRunner?: ExecutionRunner;
  private partsLoading?: Promise<EngineParts>;
  /** Set once `parts()` has loaded: hot paths (a webhook call) read it without awaiting anything. */
  loadedParts?: EngineParts;
  /** e.g. `http://localhost:5678/`: webhook URLs and `$execution.resumeUrl` start with it. */
  readonly webhookBaseUrl: string;

  constructor(private readonly deps: EngineProviderDependencies) {
    this.webhookBaseUrl = `${instanceOrigin(deps.config)}${deps.config.basePath}`;
  }

  /** Sub-workflows are recorded by the execution runner, which itself uses this provider. */
  attach(executionRunner: ExecutionRunner): void {
    this.executionRunner = executionRunner;
  }

  nodeTypes(): Promise<INodeTypes> {
    return this.deps.nodeTypes.nodeTypes();
  }

  /** The instance's default timezone (a workflow's own setting wins). */
  get timezone(): string {
    return this.deps.config.timezone;
  }

  /** The stores nodes use outside executions too (triggers, pollers, webhook nodes). */
  services(): Promise<EngineServices> {
    this.servicesLoading ??= (async () => {
      const [credentialTypes, { setExpressionTimeout }] = await Promise.all([this.deps.credentialTypes.registry(), import('@weft/workflow')]);
      // Every node context (executions, triggers, pollers, webhook nodes) waits for these services first:
      // the expressions it evaluates then have the server's time budget.
      setExpressionTimeout(this.deps.config.expressionTimeoutMs);
      return {
        binaryDataStore: await this.deps.binaryData.store(),
        credentialsHelper: this.deps.credentials,
        credentialTypes,
        filesFolder: this.deps.config.filesFolder,
        executeCommandEnabled: this.deps.config.executeCommandEnabled,
      };
    })();
    return this.servicesLoading;
  }

  /** The engine, node types, services and runner together (loaded once). */
  parts(): Promise<EngineParts> {
    this.partsLoading ??= (async () => {
      const [engine, nodeTypes, services, runner] = await Promise.all([this.engine(), this.nodeTypes(), this.services(), this.runner()]);
      this.loadedParts = { engine, nodeTypes, services, runner };
      return this.loadedParts;
    })();
    return this.partsLoading;
  }

  /** The engine module (loaded once; webhook calls use its functions on every request). */
  engine(): Promise<typeof WeftEngine> {
    return loadEngine();
  }

  runner(): Promise<WorkflowRunner> {
    this.loading ??= (async () => {
      const { WorkflowRunner } = await loadEngine();
      const { deps } = this;
      return new WorkflowRunner(await deps.nodeTypes.nodeTypes(), {
        timezone: deps.config.timezone,
        logger: engineLogger(deps.log),
        expressionEnv: deps.config.expressionEnv,
        sandbox: { memoryLimitMb: deps.config.codeMemoryLimitMb, timeoutMs: deps.config.codeTimeoutMs },
        codeModules: { allow: deps.config.codeModules, userFolder: deps.config.userFolder },
        maxNodeRuns: deps.config.maxNodeRuns,
        ...(await this.services()),
        executeSubWorkflow: async (request, runtime) => {
          const { workflowInfo, parent } = request;
          let workflow = workflowInfo.code;
          if (!workflow) {
            const id = workflowInfo.id ?? '';
            workflow = await deps.loadWorkflow(id);
            // Someone else's workflow is answered as a missing one (spec/admin.md §6).
            if (!workflow || !(await this.executionRunner?.mayCall(parent, id))) {
              throw new NodeOperationError(parent.node, `Workflow with ID "${id}" does not exist`, {
                description: 'Check the ID of the workflow to call: it may have been deleted.',
              });
            }
          }
          if (!this.executionRunner) throw new Error('The execution runner is not attached');
          return this.executionRunner.runSubWorkflow(request, runtime, workflow);
        },
      });
    })();
    return this.loading;
  }
}
