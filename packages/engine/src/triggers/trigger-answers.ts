import type { IExecuteResponsePromiseData } from '@weft/workflow';
import type { ExecutionLifecycleHooks, IRun } from '../runner/run.types.js';
import type { TriggerEvent } from './trigger.types.js';

interface Settleable<T> { resolve(value: T): void; reject(error: Error): void }

const isSettleable = (value: unknown): value is Settleable<unknown> =>
  typeof (value as Settleable<unknown> | undefined)?.resolve === 'function' && typeof (value as Settleable<unknown>).reject === 'function';

/**
 * What a trigger handed to `emit` besides its data, tied to the run it started (as n8n does): the
 * response promise settles when a node of the run sends a response (RabbitMQ "Delete From Queue"), the
 * done promise with the finished run (a queue acknowledges its message then).
 */
export interface TriggerAnswers {
  hooks: ExecutionLifecycleHooks;
  /** The run could not be started or crashed: the trigger hears it instead of waiting for ever. */
  fail(error: Error): void;
}

export function triggerAnswers(event: Pick<TriggerEvent, 'responsePromise' | 'donePromise'>): TriggerAnswers {
  const { responsePromise, donePromise } = event;
  const hooks: ExecutionLifecycleHooks = {};
  if (isSettleable(responsePromise)) hooks.sendResponse = (response: IExecuteResponsePromiseData) => responsePromise.resolve(response);
  if (isSettleable(donePromise)) hooks.workflowExecuteAfter = (run: IRun) => donePromise.resolve(run);
  return {
    hooks,
    fail: (error) => {
      if (isSettleable(donePromise)) donePromise.reject(error);
    },
  };
}
