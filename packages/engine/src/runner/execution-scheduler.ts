import type { IExecuteData, INodeExecutionData, ISourceData, ITaskDataConnections } from '@weft/workflow';
import type { WorkflowGraph } from '@weft/workflow';
import type { ExecutionState } from './run.types.js';

export type ExecutionOrder = 'v0' | 'v1';

export interface SchedulerOptions {
  order: ExecutionOrder;
  /** With a destination node: only these nodes may run. */
  runNodeFilter?: Set<string>;
  /** Nodes that can receive data in this run; a multi-input node waits only for inputs fed by them. */
  reachable: ReadonlySet<string>;
}

/**
 * Decides which node runs next. All of its state lives in `ExecutionState` (the run data's
 * `executionData`), so a stopped execution can be saved and resumed where it was.
 *
 * - v1: children go to the FRONT of the stack, ordered by canvas position, so each branch runs to its
 *   end before the next one starts (depth first).
 * - v0: children go to the BACK (breadth first, the legacy order).
 * - A node fed on several inputs waits in `waitingExecution` until every input that can receive data
 *   has some; if the stack runs dry first, it runs with the inputs it has (the others are null).
 */
/**
 * Expected inputs per node, kept per `reachable` set: an active workflow's graph hands out the same set
 * for every run its trigger starts, so they are worked out once, not per run.
 */
const expectedInputsByReachable = new WeakMap<ReadonlySet<string>, Map<string, number[]>>();

export class ExecutionScheduler {
  private readonly expectedInputsCache: Map<string, number[]>;

  constructor(
    private readonly graph: WorkflowGraph,
    private readonly state: ExecutionState,
    private readonly options: SchedulerOptions,
  ) {
    let cache = expectedInputsByReachable.get(options.reachable);
    if (!cache) expectedInputsByReachable.set(options.reachable, cache = new Map());
    this.expectedInputsCache = cache;
  }

  /** Adds executions that start the run, in the order they should run. */
  start(executions: IExecuteData[]): void {
    this.state.nodeExecutionStack.push(...executions);
  }

  next(): IExecuteData | undefined {
    if (this.state.nodeExecutionStack.length === 0) this.releaseWaiting();
    return this.state.nodeExecutionStack.shift();
  }

  /** Puts an execution back on top, e.g. a failed node, so that a retry resumes with it. */
  putBack(execution: IExecuteData): void {
    this.state.nodeExecutionStack.unshift(execution);
  }

  /** Schedules the children reached by the outputs of run `runIndex` of node `parent`. */
  scheduleChildren(parent: string, runIndex: number, outputs: Array<INodeExecutionData[] | null>): void {
    const ready: IExecuteData[] = [];
    const outgoing = this.graph.childEdges(parent, 'main');
    outputs.forEach((items, outputIndex) => {
      // An output without items ends its branch.
      if (!items || items.length === 0) return;
      for (const edge of outgoing) {
        if (edge.sourceIndex !== outputIndex) continue;
        if (this.options.runNodeFilter && !this.options.runNodeFilter.has(edge.target)) continue;
        const source: ISourceData = { previousNode: parent, previousNodeOutput: outputIndex, previousNodeRun: runIndex };
        const execution = this.expectedInputs(edge.target).length > 1
          ? this.collectInput(edge.target, edge.targetIndex, items, source)
          : this.singleInput(edge.target, edge.targetIndex, items, source);
        if (execution) ready.push(execution);
      }
    });
    this.enqueue(ready);
  }

  private enqueue(ready: IExecuteData[]): void {
    if (ready.length === 0) return;
    if (this.options.order === 'v0') {
      this.state.nodeExecutionStack.push(...ready);
      return;
    }
    // Top to bottom, then left to right; Array.prototype.sort is stable, so ties keep connection order.
    const sorted = [...ready].sort((a, b) =>
      a.node.position[1] - b.node.position[1] || a.node.position[0] - b.node.position[0]);
    this.state.nodeExecutionStack.unshift(...sorted);
  }

  private singleInput(nodeName: string, inputIndex: number, items: INodeExecutionData[], source: ISourceData): IExecuteData | undefined {
    const node = this.graph.node(nodeName);
    if (!node) return undefined;
    if (inputIndex === 0) return { node, data: { main: [items] }, source: { main: [source] } };
    const main: Array<INodeExecutionData[] | null> = new Array<null>(inputIndex).fill(null);
    const sources: Array<ISourceData | null> = new Array<null>(inputIndex).fill(null);
    main.push(items);
    sources.push(source);
    return { node, data: { main }, source: { main: sources } };
  }

  /** Input indexes of `nodeName` that a node able to run in this execution feeds. */
  private expectedInputs(nodeName: string): number[] {
    let inputs = this.expectedInputsCache.get(nodeName);
    if (!inputs) {
      const indexes = this.graph.parentEdges(nodeName, 'main')
        .filter((edge) => this.options.reachable.has(edge.source))
        .map((edge) => edge.targetIndex);
      inputs = [...new Set(indexes)].sort((a, b) => a - b);
      this.expectedInputsCache.set(nodeName, inputs);
    }
    return inputs;
  }

  private collectInput(
    nodeName: string, inputIndex: number, items: INodeExecutionData[], source: ISourceData,
  ): IExecuteData | undefined {
    const waiting = (this.state.waitingExecution[nodeName] ??= {});
    const waitingSource = (this.state.waitingExecutionSource[nodeName] ??= {});
    // The first pending run still missing this input takes the data; otherwise a new run starts.
    const runKeys = Object.keys(waiting).map(Number).sort((a, b) => a - b);
    let runKey = runKeys.find((key) => !waiting[key]?.main?.[inputIndex]);
    if (runKey === undefined) runKey = runKeys.length === 0 ? 0 : (runKeys[runKeys.length - 1] as number) + 1;
    const data: ITaskDataConnections = (waiting[runKey] ??= { main: [] });
    const dataSource = (waitingSource[runKey] ??= { main: [] });
    (data.main ??= [])[inputIndex] = items;
    dataSource.main[inputIndex] = source;
    const complete = this.expectedInputs(nodeName).every((index) => data.main?.[index]);
    return complete ? this.takeWaiting(nodeName, runKey) : undefined;
  }

  private takeWaiting(nodeName: string, runKey: number): IExecuteData | undefined {
    const node = this.graph.node(nodeName);
    const data = this.state.waitingExecution[nodeName]?.[runKey];
    const source = this.state.waitingExecutionSource[nodeName]?.[runKey];
    delete this.state.waitingExecution[nodeName]?.[runKey];
    delete this.state.waitingExecutionSource[nodeName]?.[runKey];
    if (Object.keys(this.state.waitingExecution[nodeName] ?? {}).length === 0) {
      delete this.state.waitingExecution[nodeName];
      delete this.state.waitingExecutionSource[nodeName];
    }
    if (!node || !data) return undefined;
    const width = Math.max(this.expectedInputs(nodeName).at(-1) ?? 0, (data.main?.length ?? 1) - 1) + 1;
    const main = Array.from({ length: width }, (_, index) => data.main?.[index] ?? null);
    const sources = Array.from({ length: width }, (_, index) => source?.main[index] ?? null);
    return { node, data: { main }, source: { main: sources } };
  }

  /** Nothing else can feed the waiting nodes any more: run the oldest with the inputs it has. */
  private releaseWaiting(): void {
    for (const nodeName of Object.keys(this.state.waitingExecution)) {
      const runKeys = Object.keys(this.state.waitingExecution[nodeName] ?? {}).map(Number).sort((a, b) => a - b);
      const first = runKeys[0];
      if (first === undefined) continue;
      const execution = this.takeWaiting(nodeName, first);
      if (execution) {
        this.state.nodeExecutionStack.push(execution);
        return;
      }
    }
  }
}
