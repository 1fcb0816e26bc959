import type { CancelSignal } from '@weft/workflow';

type Listener = () => void;

const abortSignals = new WeakMap<CancelSignal, AbortSignal>();

/**
 * Stops one execution: a `CancelSignal` the engine watches, far cheaper to make than an
 * `AbortController` (whose EventTarget cost more than running a small workflow). A real `AbortSignal`
 * is made only when a node asks for one (`abortSignalOf`).
 */
export class ExecutionStop implements CancelSignal {
  private stopped = false;
  private stopReason: unknown;
  private listeners: Listener[] | undefined;

  get aborted(): boolean {
    return this.stopped;
  }

  get reason(): unknown {
    return this.stopReason;
  }

  /** Stops the execution (once; later calls do nothing). */
  abort(reason: unknown = new DOMException('This operation was aborted', 'AbortError')): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopReason = reason;
    const listeners = this.listeners ?? [];
    this.listeners = undefined;
    for (const listener of listeners) listener();
  }

  addEventListener(_type: 'abort', listener: Listener): void {
    if (this.stopped) return;
    (this.listeners ??= []).push(listener);
  }

  removeEventListener(_type: 'abort', listener: Listener): void {
    const index = this.listeners?.indexOf(listener) ?? -1;
    if (index >= 0) this.listeners?.splice(index, 1);
  }

  /** Listeners waiting for the stop (what an execution holds on to while it runs). */
  get listenerCount(): number {
    return this.listeners?.length ?? 0;
  }
}

/** The signal as an `AbortSignal` (what n8n's `getExecutionCancelSignal` and Node's APIs take), made once. */
export function abortSignalOf(signal: CancelSignal | undefined): AbortSignal | undefined {
  if (!signal || signal instanceof AbortSignal) return signal;
  let abortSignal = abortSignals.get(signal);
  if (!abortSignal) {
    const controller = new AbortController();
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason));
    abortSignal = controller.signal;
    abortSignals.set(signal, abortSignal);
  }
  return abortSignal;
}
