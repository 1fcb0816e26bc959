/** Says that a worker runs the execution now: set while it runs, gone soon after its worker died. */
export const runningKey = (prefix: string, executionId: string) => `${prefix}:weft:running:${executionId}`;

/** The ioredis connection (BullMQ types its own clients more narrowly). */
export interface MarksClient {
  status: string;
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * The executions a worker runs, each marked in Redis by a key that lapses unless renewed: its jobs' runs,
 * and the runs it starts itself (error workflows, sub-workflows, waits it resumes), which have no job.
 * BullMQ's lock goes with the job when Redis loses its data (restarted without persistence); a mark is set
 * again as soon as Redis is back. So the processes waiting for a run tell a run still going from one whose
 * worker died.
 */
export class RunningMarks {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly client: MarksClient,
    private readonly prefix: string,
    private readonly workerId: string,
    private readonly ttlMs: number,
    private readonly running: () => string[],
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.renew(), Math.max(100, Math.floor(this.ttlMs / 2)));
    this.timer.unref();
    this.client.on('ready', () => void this.renew());
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Marks a run at once (it just started), not at the next renewal. */
  async add(executionId: string): Promise<void> {
    await this.mark([executionId]);
  }

  private async renew(): Promise<void> {
    await this.mark(this.running());
  }

  private async mark(executionIds: string[]): Promise<void> {
    if (this.client.status !== 'ready') return;
    await Promise.all(executionIds.map((id) => this.client.set(runningKey(this.prefix, id), this.workerId, 'PX', this.ttlMs)))
      .catch(() => undefined);
  }
}
