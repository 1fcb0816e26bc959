import type { IConnection, IConnections, INodeConnections, NodeConnectionType } from '../model/index.js';

/** A connection as the operations handle it: both ends, and the list slot it sits in. */
export interface ConnectionRef {
  source: string;
  outputType: NodeConnectionType;
  sourceIndex: number;
  target: string;
  inputType: NodeConnectionType;
  targetIndex: number;
}

function copyRecord(record: INodeConnections | undefined): INodeConnections {
  const copy: INodeConnections = {};
  for (const [type, outputs] of Object.entries(record ?? {})) {
    copy[type] = (outputs ?? []).map((list) => (list ? list.slice() : list));
  }
  return copy;
}

function sameConnection(connection: IConnection | null | undefined, ref: ConnectionRef): boolean {
  return !!connection && connection.node === ref.target && connection.type === ref.inputType
    && (connection.index ?? 0) === ref.targetIndex;
}

/**
 * Copy-on-write editing of a connections object: only the source records an operation touches are
 * copied, and the previous records are remembered so the operation's inverse can restore them exactly.
 */
export class ConnectionsDraft {
  private readonly records = new Map<string, INodeConnections | null>();
  private readonly previous = new Map<string, INodeConnections | null>();
  private readonly owned = new Set<string>();

  constructor(private readonly base: IConnections) {}

  /** The current outgoing record of a source. */
  record(source: string): INodeConnections | undefined {
    if (this.records.has(source)) return this.records.get(source) ?? undefined;
    return Object.hasOwn(this.base, source) ? this.base[source] : undefined;
  }

  private remember(source: string): void {
    if (this.previous.has(source)) return;
    this.previous.set(source, Object.hasOwn(this.base, source) ? (this.base[source] ?? null) : null);
  }

  /** Replaces a source's record as a whole (null removes it). The record is not copied. */
  setRecord(source: string, record: INodeConnections | null): void {
    this.remember(source);
    this.records.set(source, record);
    this.owned.delete(source);
  }

  private editable(source: string): INodeConnections {
    if (!this.owned.has(source)) {
      this.remember(source);
      this.records.set(source, copyRecord(this.record(source)));
      this.owned.add(source);
    }
    return this.records.get(source) as INodeConnections;
  }

  has(ref: ConnectionRef): boolean {
    const list = this.record(ref.source)?.[ref.outputType]?.[ref.sourceIndex];
    return !!list && list.some((connection) => sameConnection(connection, ref));
  }

  /** Appends a connection, creating the record and padding outputs with empty lists as needed. */
  add(ref: ConnectionRef): void {
    const record = this.editable(ref.source);
    const outputs = (record[ref.outputType] ??= []);
    while (outputs.length <= ref.sourceIndex) outputs.push([]);
    const list = (outputs[ref.sourceIndex] ??= []);
    list.push({ node: ref.target, type: ref.inputType, index: ref.targetIndex });
  }

  /** Removes a connection; false when it was not there. Empty lists stay, as n8n leaves them. */
  remove(ref: ConnectionRef): boolean {
    if (!this.has(ref)) return false;
    const list = this.editable(ref.source)[ref.outputType]?.[ref.sourceIndex];
    if (!list) return false;
    const position = list.findIndex((connection) => sameConnection(connection, ref));
    list.splice(position, 1);
    return true;
  }

  /** Removes every connection from `source` into `target`. */
  removeAllInto(source: string, target: string): void {
    const current = this.record(source);
    const touches = Object.values(current ?? {}).some((outputs) =>
      (outputs ?? []).some((list) => list?.some((connection) => connection?.node === target)));
    if (!touches) return;
    const record = this.editable(source);
    for (const outputs of Object.values(record)) {
      (outputs ?? []).forEach((list, index) => {
        if (list) outputs[index] = list.filter((connection) => connection?.node !== target);
      });
    }
  }

  /** Every connection leaving `source`. */
  outgoing(source: string): ConnectionRef[] {
    const refs: ConnectionRef[] = [];
    for (const [outputType, outputs] of Object.entries(this.record(source) ?? {})) {
      (outputs ?? []).forEach((list, sourceIndex) => {
        for (const connection of list ?? []) {
          if (!connection) continue;
          refs.push({
            source, outputType, sourceIndex, target: connection.node, inputType: connection.type,
            targetIndex: connection.index ?? 0,
          });
        }
      });
    }
    return refs;
  }

  get changed(): boolean {
    return this.records.size > 0;
  }

  /** The records as they were before, per touched source (null: there was none). */
  previousRecords(): Record<string, INodeConnections | null> {
    return Object.fromEntries(this.previous);
  }

  /** The edited connections; unchanged records are shared with the base, key order is kept. */
  result(): IConnections {
    if (!this.changed) return this.base;
    const result: IConnections = {};
    for (const source of Object.keys(this.base)) {
      const record = this.records.has(source) ? this.records.get(source) : this.base[source];
      if (record) result[source] = record;
    }
    for (const [source, record] of this.records) {
      if (record && !Object.hasOwn(this.base, source)) result[source] = record;
    }
    return result;
  }
}

/** A connection reference from user-given endpoints, with defaults. */
export function refFromEndpoints(endpoints: {
  source: string; sourceIndex?: number; target: string; targetIndex?: number; type?: NodeConnectionType;
}): ConnectionRef {
  const type = endpoints.type ?? 'main';
  return {
    source: endpoints.source, outputType: type, sourceIndex: endpoints.sourceIndex ?? 0,
    target: endpoints.target, inputType: type, targetIndex: endpoints.targetIndex ?? 0,
  };
}
