import type { IExecution } from '@weft/workflow';
import type { PushMessage } from '@weft/contracts';
import type { PushAddress } from '../push/push-address.js';
import { pushFrame, type PushSender } from '../push/push.service.js';
import { UnsavedExecutions } from '../executions/unsaved-executions.js';
import type { RedisBus } from './redis-bus.js';
import type { WorkerMessage } from './queue-messages.js';

/**
 * A worker's way back to the processes that enqueued its runs: push frames for an editor tab go to
 * the process that tab is connected to (the one that enqueued the run), as do the unsaved manual runs
 * the editor reads once they end. Messages to one process go out in the order they are made.
 */
export class WorkerRelay {
  /** Tabs of the runs followed here, with how many of those runs each has (forgotten with the last). */
  private readonly tabs = new Map<PushAddress, { processId: string; runs: number }>();
  private readonly callers = new Map<string, { processId: string; pushRef?: PushAddress }>();

  constructor(private readonly bus: RedisBus, private readonly onError: (error: unknown) => void) {}

  /** The run `executionId`, started from `replyTo` (for the tab `pushRef`), runs here until `forget`. */
  follow(executionId: string, replyTo: string, pushRef?: PushAddress): void {
    this.callers.set(executionId, { processId: replyTo, ...(pushRef !== undefined ? { pushRef } : {}) });
    if (pushRef !== undefined) this.tabs.set(pushRef, { processId: replyTo, runs: (this.tabs.get(pushRef)?.runs ?? 0) + 1 });
  }

  forget(executionId: string): void {
    const caller = this.callers.get(executionId);
    this.callers.delete(executionId);
    const tab = caller?.pushRef === undefined ? undefined : this.tabs.get(caller.pushRef);
    if (caller?.pushRef === undefined || !tab) return;
    if (tab.runs > 1) tab.runs -= 1;
    else this.tabs.delete(caller.pushRef);
  }

  send(processId: string, message: WorkerMessage): Promise<void> {
    return this.bus.sendTo(processId, message).then(() => undefined, (error: unknown) => this.onError(error));
  }

  /** The push side of the runner on a worker. */
  readonly push: PushSender = {
    send: (address: PushAddress, message: PushMessage) => this.pushFrame(address, pushFrame(message)),
    sendFrame: (address: PushAddress, frame: string) => this.pushFrame(address, frame),
    // Whether the tab is connected is known where it is: frames are made and sent regardless.
    isConnected: (address: PushAddress) => this.tabs.has(address),
  };

  private pushFrame(address: PushAddress, frame: string): void {
    const tab = this.tabs.get(address);
    if (tab) void this.send(tab.processId, { type: 'push', address, frame });
  }

  /** The unsaved manual runs of a worker go to the process whose editor reads them. */
  unsavedExecutions(): UnsavedExecutions {
    return new ForwardedUnsavedExecutions((execution) => {
      const caller = this.callers.get(execution.id);
      if (caller) void this.send(caller.processId, { type: 'unsaved', execution });
    });
  }
}

/** Unsaved runs kept by another process: each is handed over instead of kept here. */
class ForwardedUnsavedExecutions extends UnsavedExecutions {
  constructor(private readonly forward: (execution: IExecution) => void) {
    super(() => undefined);
  }

  override add(execution: IExecution): void {
    this.forward(execution);
  }
}
