import type { IConnection, IConnections, INode, IWorkflowBase } from '@weft/workflow';
import { isSealedWorkflow } from '../context/sealed-workflow.js';

/** One incoming `main` connection: which output of which node feeds which input. */
export interface IncomingConnection {
  node: string;
  outputIndex: number;
  inputIndex: number;
}

/**
 * The workflow's nodes and `main` connections indexed both ways, built once per run.
 * Connections to or from names that are not in the workflow are ignored.
 */
export class WorkflowGraph {
  readonly nodes = new Map<string, INode>();
  private readonly outgoing = new Map<string, IConnection[][]>();
  private readonly incoming = new Map<string, IncomingConnection[]>();
  private readonly ancestors = new Map<string, Set<string>>();
  private readonly descendants = new Map<string, Set<string>>();
  private readonly reachable = new Map<string, Set<string>>();

  constructor(nodes: INode[], connections: IConnections) {
    for (const node of nodes) this.nodes.set(node.name, node);
    for (const [source, byType] of Object.entries(connections ?? {})) {
      if (!this.nodes.has(source)) continue;
      const outputs = (byType.main ?? []).map((targets) =>
        (targets ?? []).filter((target) => this.nodes.has(target.node)));
      this.outgoing.set(source, outputs);
      outputs.forEach((targets, outputIndex) => {
        for (const target of targets) {
          const list = this.incoming.get(target.node) ?? [];
          list.push({ node: source, outputIndex, inputIndex: target.index ?? 0 });
          this.incoming.set(target.node, list);
        }
      });
    }
  }

  node(name: string): INode | undefined {
    return this.nodes.get(name);
  }

  /** Per output index, the connections leaving that output. */
  outputsOf(name: string): IConnection[][] {
    return this.outgoing.get(name) ?? [];
  }

  incomingOf(name: string): IncomingConnection[] {
    return this.incoming.get(name) ?? [];
  }

  hasParents(name: string): boolean {
    return this.incomingOf(name).length > 0;
  }

  /** Every node upstream of `name` (not `name` itself unless it sits in a loop). Shared: never change it. */
  ancestorsOf(name: string): ReadonlySet<string> {
    let found = this.ancestors.get(name);
    if (!found) this.ancestors.set(name, found = this.walk(name, (current) => this.incomingOf(current).map((c) => c.node)));
    return found;
  }

  /** `name` and every node downstream of it: what a run started at `name` can reach. Shared: never change it. */
  reachableFrom(name: string): ReadonlySet<string> {
    let found = this.reachable.get(name);
    if (!found) this.reachable.set(name, found = new Set([name, ...this.descendantsOf(name)]));
    return found;
  }

  /** What a run started at several nodes can reach, kept to `filter` (the nodes allowed to run) when given. */
  reachableFromAll(names: Iterable<string>, filter?: ReadonlySet<string>): Set<string> {
    const reachable = new Set<string>();
    for (const start of names) {
      for (const name of this.reachableFrom(start)) if (!filter || filter.has(name)) reachable.add(name);
    }
    return reachable;
  }

  /**
   * Every node downstream of `name` (not `name` itself unless it sits in a loop). Kept per graph (an
   * active workflow's graph serves every run): shared, never change it.
   */
  descendantsOf(name: string): ReadonlySet<string> {
    let found = this.descendants.get(name);
    if (!found) this.descendants.set(name, found = this.walk(name, (current) => this.outputsOf(current).flat().map((c) => c.node)));
    return found;
  }

  private walk(start: string, next: (name: string) => string[]): Set<string> {
    const seen = new Set<string>();
    const pending = [...next(start)];
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      pending.push(...next(name));
    }
    return seen;
  }
}

const graphs = new WeakMap<IWorkflowBase, WorkflowGraph>();

/** The workflow's graph: made once per sealed workflow (see `sealWorkflow`), per run otherwise. */
export function graphOf(workflow: IWorkflowBase): WorkflowGraph {
  if (!isSealedWorkflow(workflow)) return new WorkflowGraph(workflow.nodes ?? [], workflow.connections ?? {});
  let graph = graphs.get(workflow);
  if (!graph) graphs.set(workflow, graph = new WorkflowGraph(workflow.nodes ?? [], workflow.connections ?? {}));
  return graph;
}
