import type { IConnections, NodeConnectionType } from '../model/index.js';

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
 * same object as long as an edit does not change connections.
 */
export class WorkflowGraph {
  private static readonly cache = new WeakMap<IConnections, WorkflowGraph>();
  private readonly outgoing = new Map<string, GraphEdge[]>();
  private readonly incoming = new Map<string, GraphEdge[]>();

  static of(connections: IConnections): WorkflowGraph {
    let graph = WorkflowGraph.cache.get(connections);
    if (!graph) {
      graph = new WorkflowGraph(connections);
      WorkflowGraph.cache.set(connections, graph);
    }
    return graph;
  }

  constructor(connections: IConnections) {
    for (const [source, byType] of Object.entries(connections)) {
      for (const [type, outputs] of Object.entries(byType ?? {})) {
        (outputs ?? []).forEach((targets, sourceIndex) => {
          for (const connection of targets ?? []) {
            if (!connection || typeof connection.node !== 'string') continue;
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
