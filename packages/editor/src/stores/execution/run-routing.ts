import type { WorkflowStore } from '../workflow/workflow-store';

/*
 * The tab has one live connection (app level) while each run belongs to the store of the workflow that
 * started it. An open workflow editor registers its store here, and a run message goes to the store
 * whose run has the message's execution id: the id the server reserved and returned from
 * POST /rest/workflows/run. Module-level because the connection outlives any one workflow store.
 */
const followed = new Map<WorkflowStore, () => void>();
const listeners = new Set<() => void>();

const notify = () => { for (const listener of listeners) listener(); };

/** Routes the runs of `store` while it is open; returns the function that stops that. */
export function followRuns(store: WorkflowStore): () => void {
  if (!followed.has(store)) followed.set(store, store.subscribe((state, previous) => { if (state.run !== previous.run) notify(); }));
  return () => {
    followed.get(store)?.();
    followed.delete(store);
  };
}

/** The followed store whose current run is the execution `executionId`. */
export function storeOfExecution(executionId: string): WorkflowStore | undefined {
  for (const store of followed.keys()) if (store.getState().run?.executionId === executionId) return store;
  return undefined;
}

/** The followed stores, for messages that name no execution and for catching up after a reconnect. */
export function followedStores(): WorkflowStore[] {
  return [...followed.keys()];
}

/** Whether a run request is on its way: its messages may come before the answer that names it. */
export function awaitsRunId(): boolean {
  return followedStores().some((store) => {
    const { run } = store.getState();
    return run !== null && run.executionId === undefined;
  });
}

/** Called whenever the run of a followed store changes. */
export function subscribeFollowedRuns(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}
