/** The kinds of connection; `main` carries items, the others are n8n's AI sub-node kinds. */
export type NodeConnectionType = 'main' | (string & {});

export interface IConnection {
  node: string;
  type: NodeConnectionType;
  index: number;
}

/** Per output index, the list of connections leaving that output (null when an output has none). */
export type NodeInputConnections = Array<IConnection[] | null>;

export type INodeConnections = Record<string, NodeInputConnections>;

/** Per source node name, per connection type, per output index, the list of targets. */
export type IConnections = Record<string, INodeConnections>;
