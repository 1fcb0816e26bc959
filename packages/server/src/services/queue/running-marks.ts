/** Says that a worker runs the execution now: set while it runs, gone soon after its worker died. */
export const runningKey = (prefix: string, executionId: string) => `${prefix}:weft:running:${executionId}`;

/** The ioredis connection (BullMQ types its own clients more narrowly). */
export interface MarksClient {
  status: string;
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * The executions a worker runs, each marked in Redis by a key that lapses unless renewed. BullMQ's lock
 * goes with the job when Redis loses its data (restarted without persistence); a mark is set again by the
 * next renewal. So the processes waiting for a run tell a run still going from one whose worker died.
 */
export class RunningMarks {
  private readonly ids = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly client: MarksClient,
    private readonly prefix: string,
    private readonly workerId: string,
    private readonly ttlMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.renew([...this.ids]), Math.max(100, Math.floor(this.ttlMs / 2)));
    this.timer.unref();
    // Back after Redis went away (perhaps emptied): marked again at once, well within the lapse others wait.
    this.client.on('ready', () => void this.renew([...this.ids]));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async add(executionId: string): Promise<void> {
    this.ids.add(executionId);
    await this.renew([executionId]);
  }

  async remove(executionId: string): Promise<void> {
    this.ids.delete(executionId);
    if (this.client.status === 'ready') await this.client.del(runningKey(this.prefix, executionId)).catch(() => undefined);
  }

  private async renew(executionIds: string[]): Promise<void> {
    if (this.client.status !== 'ready') return;
    await Promise.all(executionIds.map((id) => this.client.set(runningKey(this.prefix, id), this.workerId, 'PX', this.ttlMs)))
      .catch(() => undefined);
  }
}
