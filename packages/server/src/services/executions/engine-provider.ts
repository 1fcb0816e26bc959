import type { RunOptions, WorkflowRunner } from '@weft/engine';
import type { WeftConfig } from '../../config.js';
import type { CredentialsService } from '../credentials/credentials.service.js';
import type { NodeTypesService } from '../node-types.service.js';
import type { ExecutionRequest } from './execution-runner.js';
import { engineLogger, type ServerLogger } from './server-logger.js';

export interface EngineProviderDependencies {
  config: WeftConfig;
  nodeTypes: NodeTypesService;
  credentials: CredentialsService;
  log: ServerLogger;
}

/**
 * The engine as this server uses it: one `WorkflowRunner` (it keeps no state between runs) with the
 * server's node types, credentials and logger, loaded on first use so that start-up does not pay for it.
 */
export class EngineProvider {
  private loading?: Promise<WorkflowRunner>;

  constructor(private readonly deps: EngineProviderDependencies) {}

  runner(): Promise<WorkflowRunner> {
    this.loading ??= (async () => {
      const { WorkflowRunner } = await import('@weft/engine');
      return new WorkflowRunner(await this.deps.nodeTypes.nodeTypes(), {
        timezone: this.deps.config.timezone,
        logger: engineLogger(this.deps.log),
        sandbox: { memoryLimitMb: this.deps.config.codeMemoryLimitMb, timeoutMs: this.deps.config.codeTimeoutMs },
      });
    })();
    return this.loading;
  }

  /** The engine's options for where a run starts: a trigger's output, or a waiting execution's data. */
  startOptions(_request: ExecutionRequest): Partial<RunOptions> {
    return {};
  }
}
