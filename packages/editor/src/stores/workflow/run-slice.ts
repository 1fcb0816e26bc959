import type { StateCreator } from 'zustand';
import type { ExecutionError, ExecutionStatus, IRunData, ITaskData, WorkflowExecuteMode } from '@weft/workflow';
import type { WorkflowStoreState } from './workflow-store';

/**
 * The run of this workflow as the editor sees it (spec/editor.md §4 'Workflow run'): started by the
 * run controls, filled by the live connection's messages, read by the canvas markers and the node
 * details view. One run at a time per workflow; another workflow's store has its own.
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
   * come with the execution read at the end, which `loadRun` puts in place.
   */
  itemCountsWithoutData?: Record<string, number[]>;
}

export type RunResult = Pick<EditorRun, 'status' | 'finished'> & Partial<Pick<EditorRun, 'stoppedAt' | 'waitTill' | 'lastNodeExecuted' | 'error' | 'runData'>>;

/** Every change naming an execution id changes nothing unless it is this store's current run. */
export interface RunSlice {
  /** The current or last run of this workflow; null when there is no execution data. */
  run: EditorRun | null;
  /** A run request is on its way or a run is going on: a second run is ignored (spec §4). */
  isRunning(): boolean;
  /** Before the run request: a placeholder (mode manual, not finished), keeping `runData` of a partial run. */
  beginRun(run: Pick<EditorRun, 'mode' | 'workflowId'> & { runData?: IRunData }): void;
  /** The run request answered: the run's id, the one its live messages name. */
  runAccepted(executionId: string, waitingForWebhook: boolean): void;
  runStarted(executionId: string): void;
  nodeRunBefore(executionId: string, nodeName: string): void;
  /** `itemCountByOutput`: the run's items were left out of the message (see EditorRun.itemCountsWithoutData). */
  nodeRunAfter(executionId: string, nodeName: string, data: ITaskData, itemCountByOutput?: number[]): void;
  runFinished(executionId: string, result: RunResult): void;
  /** Replaces everything with an execution read from the server (after a reconnect, a past execution's view). */
  loadRun(run: EditorRun | null): void;
  /** 'Delete execution data', a refused run request, a removed test webhook. */
  clearRun(): void;
  /**
   * The node the 'unpin and execute?' question asks about (spec/editor.md §4 'Pinned data'); null
   * when closed. Confirming starts the run again, confirmed, from the modal.
   */
  unpinPromptNode: string | null;
  /** Opens the question for a node; a second question replaces the first (which so is not run). */
  askUnpinAndExecute(nodeName: string): void;
  closeUnpinPrompt(): void;
}

const isCurrent = (run: EditorRun | null, executionId: string): run is EditorRun =>
  run !== null && run.executionId === executionId;

export const createRunSlice: StateCreator<WorkflowStoreState, [], [], RunSlice> = (set, get) => {
  /** Applies `change` to the current run when it is the run `executionId` names. */
  const updateRun = (executionId: string, change: (run: EditorRun) => Partial<EditorRun>) => {
    const { run } = get();
    if (isCurrent(run, executionId)) set({ run: { ...run, ...change(run) } });
  };
  return {
    run: null,
    isRunning: () => {
      const { run } = get();
      return run !== null && !run.finished && (run.status === 'new' || run.status === 'running' || run.waitingForWebhook);
    },
    beginRun: ({ mode, workflowId, runData }) => set({
      run: {
        mode, workflowId, status: 'new', finished: false, startedAt: new Date().toISOString(),
        waitingForWebhook: false, executingNodes: [], runData: runData ?? {},
      },
    }),
    runAccepted: (executionId, waitingForWebhook) => {
      const { run } = get();
      if (run) set({ run: { ...run, executionId, waitingForWebhook } });
    },
    runStarted: (executionId) => updateRun(executionId, () => ({ status: 'running', waitingForWebhook: false })),
    nodeRunBefore: (executionId, nodeName) => updateRun(executionId, (run) => ({
      status: 'running', executingNodes: [...run.executingNodes.filter((n) => n !== nodeName), nodeName],
    })),
    nodeRunAfter: (executionId, nodeName, data, itemCountByOutput) => updateRun(executionId, (run) => ({
      ...(itemCountByOutput ? { itemCountsWithoutData: { ...run.itemCountsWithoutData, [nodeName]: itemCountByOutput } } : {}),
      executingNodes: run.executingNodes.filter((n) => n !== nodeName),
      runData: { ...run.runData, [nodeName]: [...(run.runData[nodeName] ?? []), data] },
      lastNodeExecuted: nodeName,
    })),
    runFinished: (executionId, result) => updateRun(executionId, () => ({ ...result, executingNodes: [], waitingForWebhook: false })),
    loadRun: (run) => set({ run }),
    clearRun: () => set({ run: null }),
    unpinPromptNode: null,
    askUnpinAndExecute: (nodeName) => set({ unpinPromptNode: nodeName }),
    closeUnpinPrompt: () => set({ unpinPromptNode: null }),
  };
};
