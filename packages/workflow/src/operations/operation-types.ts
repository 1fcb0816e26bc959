import type {
  IConnections, IDataObject, INode, INodeConnections, INodeCredentials, INodeParameters, IPinData, ITag,
  NodeConnectionType, NodeParameterValueType, NodeSettingName, NodeSettings,
} from '../model/index.js';

/** The parts of a workflow that operations edit; any other fields are carried over untouched. */
export interface EditableWorkflow {
  nodes: INode[];
  connections: IConnections;
  pinData?: IPinData;
  tags?: ITag[];
}

/** The pinned items of one node, each wrapped as `{ json }`. */
export type PinDataItems = IPinData[string];

/** One connection's two ends; indexes default to 0 and the type to `main`. */
export interface ConnectionEndpoints {
  source: string;
  sourceIndex?: number;
  target: string;
  targetIndex?: number;
  type?: NodeConnectionType;
}

/**
 * Adds nodes (add, paste, import, undo of a removal). Names are made unique; `connections` and
 * `pinData` refer to the nodes by their given names and follow any renaming. Connections to nodes that
 * are in neither the workflow nor the operation are left out. `indices` places the nodes at those
 * positions of the resulting node list (default: appended).
 */
export interface AddNodesOperation {
  type: 'addNodes';
  nodes: INode[];
  connections?: IConnections;
  pinData?: IPinData;
  indices?: number[];
}

/**
 * Removes nodes with all their connections and pin data. A removed node with exactly one incoming and
 * one outgoing `main` connection has its neighbours reconnected, unless `reconnect` is false.
 */
export interface RemoveNodesOperation {
  type: 'removeNodes';
  names: string[];
  reconnect?: boolean;
}

export interface ConnectOperation {
  type: 'connect';
  connection: ConnectionEndpoints;
}

export interface DisconnectOperation {
  type: 'disconnect';
  connection: ConnectionEndpoints;
}

/** Replaces the outgoing connections of the named source nodes as a whole; null removes them. */
export interface SetConnectionsOperation {
  type: 'setConnections';
  connections: Record<string, INodeConnections | null>;
}

export interface MoveNodesOperation {
  type: 'moveNodes';
  positions: Record<string, [number, number]>;
}

/**
 * Renames a node (made unique), following it in connections, pin data and, unless
 * `updateExpressions` is false, the expressions of every node that refer to it.
 */
export interface RenameNodeOperation {
  type: 'renameNode';
  from: string;
  to: string;
  updateExpressions?: boolean;
}

/** Sets one parameter by path (`options.timeout`, `values.string[0].name`); undefined removes it. */
export interface SetParameterOperation {
  type: 'setParameter';
  node: string;
  path: string;
  value: NodeParameterValueType | undefined;
}

/** Replaces all parameters of a node. */
export interface SetNodeParametersOperation {
  type: 'setNodeParameters';
  node: string;
  parameters: INodeParameters;
}

/** Sets a node setting (the settings tab); undefined removes it. */
export type SetNodeSettingOperation = {
  [K in NodeSettingName]: { type: 'setNodeSetting'; node: string; setting: K; value: NodeSettings[K] | undefined }
}[NodeSettingName];

/** Replaces a node's credentials (per credential type `{ id, name }`); undefined removes them. */
export interface SetNodeCredentialsOperation {
  type: 'setNodeCredentials';
  node: string;
  credentials: INodeCredentials | undefined;
}

/** Pins items on a node; plain objects are wrapped as `{ json }`. */
export interface PinDataOperation {
  type: 'pinData';
  node: string;
  data: Array<PinDataItems[number] | IDataObject>;
}

export interface UnpinDataOperation {
  type: 'unpinData';
  node: string;
}

/**
 * Sets or (null) removes the pin data of several nodes at once. Unless `keepEmpty`, a pin data map
 * left empty is removed from the workflow.
 */
export interface SetPinDataOperation {
  type: 'setPinData';
  entries: Record<string, PinDataItems | null>;
  keepEmpty?: boolean;
}

/** Replaces the workflow's tags (`{ id, name }` each); null removes the tag list. */
export interface SetTagsOperation {
  type: 'setTags';
  tags: ITag[] | null;
}

/** Several operations applied in order, as one step (one undo). */
export interface BatchOperation {
  type: 'batch';
  operations: WorkflowOperation[];
}

export type WorkflowOperation =
  | AddNodesOperation | RemoveNodesOperation | ConnectOperation | DisconnectOperation | SetConnectionsOperation
  | MoveNodesOperation | RenameNodeOperation | SetParameterOperation | SetNodeParametersOperation
  | SetNodeSettingOperation | SetNodeCredentialsOperation | PinDataOperation | UnpinDataOperation
  | SetPinDataOperation | SetTagsOperation | BatchOperation;

export type WorkflowOperationType = WorkflowOperation['type'];

export interface OperationResult<W extends EditableWorkflow> {
  workflow: W;
  /** Applied to `workflow`, gives back a workflow deep-equal to the one the operation was applied to. */
  inverse: WorkflowOperation;
}

/** What one operation changes; `pinData: null` removes the pin data map. */
export interface WorkflowChange {
  nodes?: INode[];
  connections?: IConnections;
  pinData?: IPinData | null;
  /** null removes the tag list. */
  tags?: ITag[] | null;
}

export interface ChangeResult {
  change: WorkflowChange;
  inverse: WorkflowOperation;
}
