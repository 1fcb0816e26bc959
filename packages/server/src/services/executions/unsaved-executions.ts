import type { IExecution } from '@weft/workflow';

const KEEP_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50;

/**
 * Manual runs whose workflow does not save manual executions: the row is deleted when the run ends,
 * but the editor still has to show the result, so it is kept here (in this process) for ten minutes.
 * `onEvict` lets the binary data of the run go with it.
 */
export class UnsavedExecutions {
  private readonly entries = new Map<string, { execution: IExecution; timer: NodeJS.Timeout }>();

  constructor(private readonly onEvict: (id: string) => void) {}

  add(execution: IExecution): void {
    this.remove(execution.id);
    const timer = setTimeout(() => this.evict(execution.id), KEEP_MS);
    timer.unref();
    this.entries.set(execution.id, { execution, timer });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.evict(oldest);
    }
  }

  get(id: string): IExecution | undefined {
    return this.entries.get(id)?.execution;
  }

  clear(): void {
    for (const id of [...this.entries.keys()]) this.evict(id);
  }

  private evict(id: string): void {
    if (this.remove(id)) this.onEvict(id);
  }

  private remove(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.entries.delete(id);
    return true;
  }
}
