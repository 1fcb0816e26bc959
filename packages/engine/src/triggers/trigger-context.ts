import type {
  CronExpressionRule, INodeExecutionData, INodeType, ITriggerFunctions,
} from '@weft/workflow';
import { prepareBinaryData } from '../context/binary-helpers.js';
import { createFileSystemHelpers } from '../context/file-system-helpers.js';
import { CronScheduler, systemClock } from './cron-scheduler.js';
import { NodeContextBase } from './node-context-base.js';
import type { NodeContextEnvironment } from './trigger.types.js';

export interface TriggerContextCallbacks {
  onEmit(data: INodeExecutionData[][], responsePromise?: unknown, donePromise?: unknown): void;
  onError(error: Error): void;
}

/**
 * `this` inside `INodeType.trigger`: `emit` hands data to the host, which starts an execution;
 * `helpers.registerCron` schedules ticks until `close()`.
 */
export class TriggerContext extends NodeContextBase implements ITriggerFunctions {
  readonly helpers: ITriggerFunctions['helpers'];
  private readonly scheduler: CronScheduler;

  constructor(env: NodeContextEnvironment, nodeType: INodeType, private readonly callbacks: TriggerContextCallbacks) {
    super(env, nodeType);
    this.scheduler = new CronScheduler(env.clock ?? systemClock, this.getTimezone(), (error) => callbacks.onError(error));
    this.helpers = {
      ...this.dataHelpers,
      ...this.requestHelpers,
      // Watchers (Local File Trigger) are held to the same folder for files as the file nodes.
      ...createFileSystemHelpers({ node: env.node, filesFolder: env.services?.filesFolder }),
      // No execution exists yet when a trigger emits: the bytes travel inline (base64), as a poller's do.
      prepareBinaryData: (bytes, filePath, mimeType) => prepareBinaryData(bytes, '', undefined, filePath, mimeType),
      registerCron: (rule: CronExpressionRule, onTick: () => void) => this.scheduler.register(rule, onTick),
    };
  }

  emit(data: INodeExecutionData[][], responsePromise?: unknown, donePromise?: unknown): void {
    this.callbacks.onEmit(data, responsePromise, donePromise);
  }

  emitError(error: Error): void {
    this.callbacks.onError(error);
  }

  /** Stops the cron jobs registered through this context. */
  close(): void {
    this.scheduler.close();
  }
}
