import type {
  CronExpressionRule, INodeExecutionData, INodeType, IPollFunctions,
} from '@weft/workflow';
import { prepareBinaryData } from '../context/binary-helpers.js';
import { CronScheduler, systemClock } from './cron-scheduler.js';
import { NodeContextBase } from './node-context-base.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/**
 * `this` inside `INodeType.poll`. The host (activateTriggers) calls `poll()` on the node's `pollTimes`
 * schedule and starts an execution when it returns items; `__emit` is there for nodes that call it.
 */
export class PollContext extends NodeContextBase implements IPollFunctions {
  readonly helpers: IPollFunctions['helpers'];
  private readonly scheduler: CronScheduler;

  constructor(
    env: NodeContextEnvironment, nodeType: INodeType,
    private readonly callbacks: { onEmit(data: INodeExecutionData[][]): void; onError(error: Error): void },
  ) {
    super(env, nodeType);
    this.scheduler = new CronScheduler(env.clock ?? systemClock, this.getTimezone(), (error) => callbacks.onError(error));
    this.helpers = {
      ...this.dataHelpers,
      ...this.requestHelpers,
      // A poll runs before any execution exists: the bytes (e.g. mail attachments) stay inline in the emitted items.
      prepareBinaryData: (bytes, filePath, mimeType) => prepareBinaryData(bytes, '', undefined, filePath, mimeType),
      registerCron: (rule: CronExpressionRule, onTick: () => void) => this.scheduler.register(rule, onTick),
    };
  }

  __emit(data: INodeExecutionData[][]): void {
    this.callbacks.onEmit(data);
  }

  __emitError(error: Error): void {
    this.callbacks.onError(error);
  }

  close(): void {
    this.scheduler.close();
  }
}
