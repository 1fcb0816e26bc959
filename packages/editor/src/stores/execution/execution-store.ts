import { create } from 'zustand';
import type { ExecutionError, ExecutionStatus, IRunData, ITaskData, WorkflowExecuteMode } from '@weft/workflow';

/**
 * The run of the open workflow as the editor sees it (spec/editor.md §4 'Workflow run'): started by
 * the run controls, filled by the live connection's messages, read by the canvas markers and the
 * node details view. One run at a time; opening another workflow clears it.
 */
export interface EditorRun {
  /**
   * Undefined until the run request answers with the id the server reserved (the placeholder
   * execution of spec §4); the server starts the run only after that answer, and every live message
   * of the run names this id.
   */
  executionId?: string;
  workflowId?: string;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  finished: boolean;
  startedAt: string;
  stoppedAt?: string;
  waitTill?: string | null;
  /** A test webhook (or other trigger) is listening: the run has not started yet. */
  waitingForWebhook: boolean;
  /** Nodes whose nodeExecuteBefore arrived without their nodeExecuteAfter. */
  executingNodes: string[];
  runData: IRunData;
  lastNodeExecuted?: string;
  error?: ExecutionError;
  /**
   * Item counts per output of node runs pushed without their items (too large to push); the items
   * come with the execution read at the end, which `load` puts in place.
   */
  itemCountsWithoutData?: Record<string, number[]>;
}

export interface ExecutionStoreState {
  /** The current or last run of the open workflow; null when there is no execution data. */
  run: EditorRun | null;
  /** A run request is on its way or a run is going on: a second run is ignored (spec §4). */
  isRunning(): boolean;
  /** Before the run request: a placeholder (mode manual, not finished), keeping `runData` of a partial run. */
  begin(run: Pick<EditorRun, 'mode' | 'workflowId'> & { runData?: IRunData }): void;
  /** The run request answered: the run's id, the one its live messages name. */
  accepted(executionId: string, waitingForWebhook: boolean): void;
  started(executionId: string): void;
  nodeBefore(executionId: string, nodeName: string): void;
  /** `itemCountByOutput`: the run's items were left out of the message (see EditorRun.itemCountsWithoutData). */
  nodeAfter(executionId: string, nodeName: string, data: ITaskData, itemCountByOutput?: number[]): void;
  finished(executionId: string, result: Pick<EditorRun, 'status' | 'finished'> & Partial<Pick<EditorRun, 'stoppedAt' | 'waitTill' | 'lastNodeExecuted' | 'error' | 'runData'>>): void;
  /** Replaces everything with an execution read from the server (e.g. after a reconnect). */
  load(run: EditorRun | null): void;
  /** 'Delete execution data', opening another workflow, or editing a node's data away. */
  clear(): void;
  /** Drops one node's runs (disabling a node clears its execution data, spec §4). */
  clearNode(nodeName: string): void;
}

const isCurrent = (run: EditorRun | null, executionId: string): run is EditorRun =>
  run !== null && run.executionId === executionId;

export const useExecutionStore = create<ExecutionStoreState>()((set, get) => ({
  run: null,
  isRunning: () => {
    const run = get().run;
    return run !== null && !run.finished && (run.status === 'new' || run.status === 'running' || run.waitingForWebhook);
  },
  begin: ({ mode, workflowId, runData }) => set({
    run: {
      mode, workflowId, status: 'new', finished: false, startedAt: new Date().toISOString(),
      waitingForWebhook: false, executingNodes: [], runData: runData ?? {},
    },
  }),
  accepted: (executionId, waitingForWebhook) => set(({ run }) => (run ? { run: { ...run, executionId, waitingForWebhook } } : {})),
  started: (executionId) => set(({ run }) => (isCurrent(run, executionId)
    ? { run: { ...run, status: 'running', waitingForWebhook: false } } : {})),
  nodeBefore: (executionId, nodeName) => set(({ run }) => (isCurrent(run, executionId)
    ? { run: { ...run, status: 'running', executingNodes: [...run.executingNodes.filter((n) => n !== nodeName), nodeName] } } : {})),
  nodeAfter: (executionId, nodeName, data, itemCountByOutput) => set(({ run }) => (isCurrent(run, executionId)
    ? {
        run: {
          ...run,
          ...(itemCountByOutput ? { itemCountsWithoutData: { ...run.itemCountsWithoutData, [nodeName]: itemCountByOutput } } : {}),
          executingNodes: run.executingNodes.filter((n) => n !== nodeName),
          runData: { ...run.runData, [nodeName]: [...(run.runData[nodeName] ?? []), data] },
          lastNodeExecuted: nodeName,
        },
      }
    : {})),
  finished: (executionId, result) => set(({ run }) => (isCurrent(run, executionId)
    ? { run: { ...run, ...result, executionId, executingNodes: [], waitingForWebhook: false } } : {})),
  load: (run) => set({ run }),
  clear: () => set({ run: null }),
  clearNode: (nodeName) => set(({ run }) => {
    if (!run || !(nodeName in run.runData)) return {};
    const { [nodeName]: _dropped, ...runData } = run.runData;
    return { run: { ...run, runData } };
  }),
}));
