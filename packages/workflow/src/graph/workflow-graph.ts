import type { IConnections, INode, NodeConnectionType } from '../model/index.js';

/** One connection: from `source`'s output `sourceIndex` to `target`'s input `targetIndex`. */
export interface GraphEdge {
  source: string;
  sourceIndex: number;
  target: string;
  targetIndex: number;
  /** The source's output type (the key in connections). */
  type: NodeConnectionType;
  /** The target's input type, as recorded on the connection (normally the same). */
  targetType: NodeConnectionType;
}

/** Which connections a walk follows: one type (`main` by default), all, or all but `main`. */
export type ConnectionTypeFilter = NodeConnectionType | 'ALL' | 'ALL_NON_MAIN';

export interface TraversalOptions {
  type?: ConnectionTypeFilter;
  /** How many steps to walk; -1 (default) for no limit. 1 gives the direct parents or children. */
  depth?: number;
}

/** A node met on a walk, with its distance and the outputs of it that lead on towards the start. */
export interface NodeAtDepth {
  name: string;
  depth: number;
  /** For parents: the node's output indexes connected into the walk; for children: its input indexes. */
  indices: number[];
}

const EMPTY: readonly GraphEdge[] = Object.freeze([]);

function accepts(filter: ConnectionTypeFilter, type: NodeConnectionType): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'ALL_NON_MAIN') return type !== 'main';
  return filter === type;
}

/**
 * Adjacency of a workflow's connections, built once, for the many graph questions the editor and the
 * engine ask. Use `WorkflowGraph.of(connections)`: it is cached per connections object, which stays the
 * same object as long as an edit does not change connections. The engine builds one with the nodes
 * (`new WorkflowGraph(connections, nodes)`) and keeps it per sealed workflow, so the ancestor and
 * descendant sets it caches serve every run.
 */
export class WorkflowGraph {
  private static readonly cache = new WeakMap<IConnections, WorkflowGraph>();
  /** The nodes by name, in workflow order; empty when built from connections alone. */
  readonly nodes: ReadonlyMap<string, INode>;
  private readonly outgoing = new Map<string, GraphEdge[]>();
  private readonly incoming = new Map<string, GraphEdge[]>();
  private readonly ancestors = new Map<string, Set<string>>();
  private readonly descendants = new Map<string, Set<string>>();
  private readonly reachable = new Map<string, Set<string>>();

  static of(connections: IConnections): WorkflowGraph {
    let graph = WorkflowGraph.cache.get(connections);
    if (!graph) {
      graph = new WorkflowGraph(connections);
      WorkflowGraph.cache.set(connections, graph);
    }
    return graph;
  }

  /** With `nodes`, connections to or from a name that is not one of them are left out (a run ignores them). */
  constructor(connections: IConnections, nodes?: readonly INode[]) {
    this.nodes = new Map((nodes ?? []).map((node) => [node.name, node]));
    const known = (name: string) => nodes === undefined || this.nodes.has(name);
    for (const [source, byType] of Object.entries(connections ?? {})) {
      if (!known(source)) continue;
      for (const [type, outputs] of Object.entries(byType ?? {})) {
        (outputs ?? []).forEach((targets, sourceIndex) => {
          for (const connection of targets ?? []) {
            if (!connection || typeof connection.node !== 'string' || !known(connection.node)) continue;
            const edge: GraphEdge = {
              source, sourceIndex, target: connection.node, targetIndex: connection.index ?? 0, type,
              targetType: connection.type ?? type,
            };
            this.add(this.outgoing, source, edge);
            this.add(this.incoming, connection.node, edge);
          }
        });
      }
    }
  }

  private add(map: Map<string, GraphEdge[]>, key: string, edge: GraphEdge): void {
    const list = map.get(key);
    if (list) list.push(edge);
    else map.set(key, [edge]);
  }

  /** Connections leaving `name`, in connection order. */
  childEdges(name: string, type: ConnectionTypeFilter = 'main'): readonly GraphEdge[] {
    const edges = this.outgoing.get(name) ?? EMPTY;
    return type === 'ALL' ? edges : edges.filter((edge) => accepts(type, edge.type));
  }

  /** Connections arriving at `name`, in connection order. */
  parentEdges(name: string, type: ConnectionTypeFilter = 'main'): readonly GraphEdge[] {
    const edges = this.incoming.get(name) ?? EMPTY;
    return type === 'ALL' ? edges : edges.filter((edge) => accepts(type, edge.type));
  }

  hasParents(name: string, type: ConnectionTypeFilter = 'main'): boolean {
    return this.parentEdges(name, type).length > 0;
  }

  node(name: string): INode | undefined {
    return this.nodes.get(name);
  }

  /** Every node upstream of `name` over `main` (not `name` itself unless it sits in a loop). Cached: never change it. */
  ancestorsOf(name: string): ReadonlySet<string> {
    let found = this.ancestors.get(name);
    if (!found) this.ancestors.set(name, found = this.closure(name, (current) => this.parentEdges(current).map((edge) => edge.source)));
    return found;
  }

  /** Every node downstream of `name` over `main` (not `name` itself unless it sits in a loop). Cached: never change it. */
  descendantsOf(name: string): ReadonlySet<string> {
    let found = this.descendants.get(name);
    if (!found) this.descendants.set(name, found = this.closure(name, (current) => this.childEdges(current).map((edge) => edge.target)));
    return found;
  }

  /** `name` and every node downstream of it: what a run started at `name` can reach. Cached: never change it. */
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

  /** Depth first and unordered: cheaper than `walk` where only membership counts. */
  private closure(start: string, next: (name: string) => string[]): Set<string> {
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

  /** Names of all nodes that appear in a connection, as source or target. */
  connectedNodeNames(): Set<string> {
    return new Set([...this.outgoing.keys(), ...this.incoming.keys()]);
  }

  /** Ancestors of `name`, nearest first (breadth first), without `name` itself. */
  getParentNodes(name: string, options: TraversalOptions = {}): string[] {
    return this.walk(name, 'up', options).map((node) => node.name);
  }

  /** Descendants of `name`, nearest first (breadth first), without `name` itself. */
  getChildNodes(name: string, options: TraversalOptions = {}): string[] {
    return this.walk(name, 'down', options).map((node) => node.name);
  }

  /** Ancestors with their distance (1 for direct parents): the editor's input dropdown lists these. */
  getParentNodesByDepth(name: string, options: TraversalOptions = {}): NodeAtDepth[] {
    return this.walk(name, 'up', options);
  }

  /** Descendants with their distance (1 for direct children). */
  getChildNodesByDepth(name: string, options: TraversalOptions = {}): NodeAtDepth[] {
    return this.walk(name, 'down', options);
  }

  private walk(start: string, direction: 'up' | 'down', options: TraversalOptions): NodeAtDepth[] {
    const type = options.type ?? 'main';
    const maxDepth = options.depth ?? -1;
    const found = new Map<string, NodeAtDepth>();
    let frontier = [start];
    for (let depth = 1; frontier.length > 0 && (maxDepth < 0 || depth <= maxDepth); depth += 1) {
      const next: string[] = [];
      for (const name of frontier) {
        const edges = direction === 'up' ? this.parentEdges(name, type) : this.childEdges(name, type);
        for (const edge of edges) {
          const other = direction === 'up' ? edge.source : edge.target;
          const index = direction === 'up' ? edge.sourceIndex : edge.targetIndex;
          if (other === start) continue;
          const known = found.get(other);
          if (!known) {
            found.set(other, { name: other, depth, indices: [index] });
            next.push(other);
          } else if (known.depth === depth && !known.indices.includes(index)) {
            known.indices.push(index);
          }
        }
      }
      frontier = next;
    }
    return [...found.values()];
  }
}
