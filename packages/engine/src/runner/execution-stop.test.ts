import { describe, expect, it } from 'vitest';
import { abortSignalOf, ExecutionStop } from './execution-stop.js';

describe('ExecutionStop', () => {
  it('tells its listeners once, with the reason, and ignores later stops', () => {
    const stop = new ExecutionStop();
    const heard: unknown[] = [];
    stop.addEventListener('abort', () => heard.push(stop.reason));
    const first = new Error('stopped by the user');
    stop.abort(first);
    stop.abort(new Error('a timeout, too late'));
    expect(stop.aborted).toBe(true);
    expect(heard).toEqual([first]);
  });

  it('does not call a listener that was removed', () => {
    const stop = new ExecutionStop();
    let called = false;
    const listener = () => { called = true; };
    stop.addEventListener('abort', listener);
    stop.removeEventListener('abort', listener);
    stop.abort();
    expect(called).toBe(false);
  });

  it('gives nodes a real AbortSignal that aborts with the stop, made once', () => {
    const stop = new ExecutionStop();
    const signal = abortSignalOf(stop);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(abortSignalOf(stop)).toBe(signal);
    stop.abort(new Error('stopped'));
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error).message).toBe('stopped');
  });

  it('hands an AbortSignal through as it is, and an already stopped stop as an aborted signal', () => {
    const controller = new AbortController();
    expect(abortSignalOf(controller.signal)).toBe(controller.signal);
    const stop = new ExecutionStop();
    stop.abort(new Error('early'));
    expect(abortSignalOf(stop)?.aborted).toBe(true);
  });
});
