import type { z } from 'zod';
import type { runWorkflowSchema } from '@weft/contracts';
import type { IExecution, IRunExecutionData, IWorkflowBase } from '@weft/workflow';
import type { ExecutionsRepository } from '../db/executions.repository.js';
import { NotFoundError } from '../errors.js';
import type { NodeTypesService } from './node-types.service.js';

type RunRequest = z.output<typeof runWorkflowSchema>;

export interface StartedExecution {
  executionId: string;
  /** Settles once the run has ended and its outcome is stored; it never rejects. */
  done: Promise<void>;
}

/** The server's (pino-shaped) logger. */
export interface ServerLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ExecutionSettings {
  /** Default timezone of workflows. */
  timezone: string;
  /** Seconds, -1 for none: used when the workflow sets no timeout of its own. */
  executionTimeout: number;
  /** Seconds: no workflow runs longer. */
  maxExecutionTimeout: number;
}

function emptyRunData(request: RunRequest): IRunExecutionData {
  return {
    ...(request.destinationNode ? { startData: { destinationNode: request.destinationNode } } : {}),
    resultData: { runData: {} },
  };
}

/**
 * Starts executions and records them. `start` answers as soon as the execution has an id; the run goes
 * on in this process and `done` tells when its outcome is stored, so callers can wait for it or not.
 */
export class ExecutionsService {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly executions: ExecutionsRepository,
    private readonly nodeTypes: NodeTypesService,
    private readonly settings: ExecutionSettings,
    private readonly log: ServerLogger,
  ) {}

  async get(id: string): Promise<IExecution> {
    const execution = await this.executions.findById(id);
    if (!execution) throw new NotFoundError('Could not find execution');
    return execution;
  }

  /** A manual run from the editor (spec/editor.md §3, run request). */
  async startManual(request: RunRequest): Promise<StartedExecution> {
    const { workflowData } = request;
    const workflow: IWorkflowBase = {
      ...(workflowData.id ? { id: workflowData.id } : {}),
      name: workflowData.name,
      nodes: workflowData.nodes,
      connections: workflowData.connections,
      active: workflowData.active ?? false,
      settings: workflowData.settings ?? {},
      staticData: (workflowData.staticData ?? null) as IWorkflowBase['staticData'],
      pinData: request.pinData ?? workflowData.pinData ?? {},
    };
    const startedAt = new Date();
    const executionId = await this.executions.create({
      workflowId: workflowData.id ?? null,
      mode: 'manual',
      status: 'running',
      startedAt,
      workflowData: workflow,
      data: emptyRunData(request),
    });
    const done = this.run(executionId, workflow, request);
    this.running.set(executionId, done);
    void done.finally(() => this.running.delete(executionId));
    return { executionId, done };
  }

  /** Waits for every run in this process to be stored (graceful shutdown). */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  private async run(executionId: string, workflow: IWorkflowBase, request: RunRequest): Promise<void> {
    try {
      const { WorkflowRunner } = await import('@weft/engine');
      const runner = new WorkflowRunner(await this.nodeTypes.nodeTypes(), {
        timezone: this.settings.timezone,
        logger: this.engineLogger(executionId),
      });
      const timeout = this.timeoutMs(workflow);
      const result = await runner.run({
        workflow,
        mode: 'manual',
        executionId,
        ...(request.runData ? { runData: request.runData } : {}),
        ...(workflow.pinData ? { pinData: workflow.pinData } : {}),
        ...(request.startNodes ? { startNodes: request.startNodes.map((s) => (typeof s === 'string' ? s : s.name)) } : {}),
        ...(request.destinationNode ? { destinationNode: request.destinationNode } : {}),
        ...(timeout === undefined ? {} : { signal: AbortSignal.timeout(timeout) }),
      });
      await this.executions.finish(executionId, {
        status: result.status,
        finished: result.finished,
        stoppedAt: result.stoppedAt,
        waitTill: result.waitTill ?? null,
        data: result.data,
      });
    } catch (error) {
      await this.recordCrash(executionId, request, error);
    }
  }

  /** The workflow's own timeout (seconds, -1 none) or the instance default, never above the maximum. */
  private timeoutMs(workflow: IWorkflowBase): number | undefined {
    const own = workflow.settings?.executionTimeout;
    const seconds = typeof own === 'number' && own !== -1 ? own : this.settings.executionTimeout;
    if (seconds <= 0) return undefined;
    return Math.min(seconds, this.settings.maxExecutionTimeout) * 1000;
  }

  private engineLogger(executionId: string) {
    const { log } = this;
    return {
      debug: (message: string, meta?: object) => log.debug({ executionId, ...meta }, message),
      info: (message: string, meta?: object) => log.info({ executionId, ...meta }, message),
      warn: (message: string, meta?: object) => log.warn({ executionId, ...meta }, message),
      error: (message: string, meta?: object) => log.error({ executionId, ...meta }, message),
    };
  }

  /** The engine itself failed (not a node): keep the execution, marked crashed, with the reason. */
  private async recordCrash(executionId: string, request: RunRequest, error: unknown): Promise<void> {
    this.log.error({ err: error, executionId }, 'The execution crashed');
    const message = error instanceof Error ? error.message : String(error);
    const data = emptyRunData(request);
    data.resultData.error = { name: 'ExecutionCrashed', message: `The execution crashed: ${message}` };
    try {
      await this.executions.finish(executionId, { status: 'crashed', finished: false, stoppedAt: new Date(), waitTill: null, data });
    } catch (storeError) {
      this.log.error({ err: storeError, executionId }, 'The crashed execution could not be stored');
    }
  }
}
