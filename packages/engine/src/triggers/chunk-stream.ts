/**
 * The body of a streamed webhook answer: lines pushed by the run as it goes, read by the host as an
 * async iterable. Pushes after the end are dropped; the reader waits while the queue is empty.
 */
export class ChunkStream implements AsyncIterable<string> {
  private readonly queue: string[] = [];
  private ended = false;
  private wake: (() => void) | undefined;
  /** Whether a streaming node sent anything (otherwise the end carries the last node's data). */
  pushed = false;

  push(line: string): void {
    if (this.ended) return;
    this.pushed = true;
    this.queue.push(line);
    this.wake?.();
  }

  end(last?: string): void {
    if (this.ended) return;
    if (last !== undefined) this.queue.push(last);
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      const next = this.queue.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => { this.wake = resolve; });
      this.wake = undefined;
    }
  }
}
