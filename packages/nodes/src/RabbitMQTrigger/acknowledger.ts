import type { Channel, Message } from 'amqplib';
import type { IRun } from '@weft/engine';
import { deferred } from './deferred.js';
import type { Deferred } from './deferred.js';

export type AcknowledgeMode = 'immediately' | 'executionFinishes' | 'executionFinishesSuccessfully' | 'laterMessageNode';

/** What `emit` gets besides the item: the promises the host settles, by which the message is answered. */
export interface EmitPromises { responsePromise?: Deferred<unknown>; donePromise?: Deferred<IRun> }

/**
 * Acknowledges each message when its mode says, and counts the runs still going, so that deactivation
 * can wait for them: a channel closed earlier would put their messages back and they would run twice.
 */
export class Acknowledger {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly channel: Channel, private readonly mode: AcknowledgeMode) {}

  /** Acknowledges at once in mode "immediately"; otherwise the promises to hand to `emit`. */
  received(message: Message): EmitPromises {
    if (this.mode === 'immediately') {
      this.channel.ack(message);
      return {};
    }
    const done = deferred<IRun>();
    const finished = done.promise.then(
      (run) => {
        if (this.mode === 'executionFinishes') this.channel.ack(message);
        // n8n's documented behaviour: a failed run puts the message back on the queue for another try.
        if (this.mode === 'executionFinishesSuccessfully') {
          if (run.data.resultData.error) this.channel.nack(message, false, true);
          else this.channel.ack(message);
        }
      },
      // The run never ran (crashed, the workflow went away): back on the queue, not lost.
      () => this.channel.nack(message, false, true),
    ).catch(() => undefined);
    this.track(finished);
    if (this.mode !== 'laterMessageNode') return { donePromise: done };
    const response = deferred<unknown>();
    // A run that ends without "Delete From Queue" leaves its message unacknowledged (back on the queue
    // when the channel closes), as in n8n.
    void response.promise.then(() => this.channel.ack(message)).catch(() => undefined);
    return { responsePromise: response, donePromise: done };
  }

  /** Resolves once every run started so far has ended (or after `limitMs`). */
  async settled(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => { timer = setTimeout(resolve, limitMs); });
    await Promise.race([Promise.all([...this.running]), limit]);
    clearTimeout(timer);
  }

  private track(promise: Promise<unknown>): void {
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise));
  }
}
